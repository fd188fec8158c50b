// prettier/prettier website/docusaurus.config.js, reduced to what the docs plugin reads: the classic
// preset's `docs` options given to @docusaurus/plugin-content-docs (with `path: 'docs'` where the
// original has `../docs`), the navbar's items; the blog, theme, gtag and other plugins left out.
export default {
  title: 'Prettier',
  url: 'https://prettier.io',
  baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en'] },
  plugins: [
    [
      '@docusaurus/plugin-content-docs',
      {
        sidebarPath: './sidebars.json',
        path: 'docs',
        sidebarCollapsed: false,
        breadcrumbs: false,
        versions: { current: { label: 'next', badge: false }, stable: { label: 'stable', badge: false } },
      },
    ],
  ],
  themeConfig: {
    navbar: {
      title: 'Prettier',
      items: [
        { type: 'docsVersionDropdown' },
        { href: 'pathname:///playground/', label: 'Playground', position: 'right', target: '_self' },
        { type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'right' },
        { to: '/blog', label: 'Blog', position: 'right' },
        { href: 'https://opencollective.com/prettier', label: 'Donate', position: 'right' },
        { 'aria-label': 'GitHub repository', className: 'header-github-link', href: 'https://github.com/prettier/prettier', position: 'right' },
      ],
    },
  },
}
