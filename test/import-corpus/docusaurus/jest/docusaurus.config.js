// jestjs/jest website/docusaurus.config.mjs, reduced to what the docs plugin reads: the classic
// preset's `docs` options given to @docusaurus/plugin-content-docs (with `path: 'docs'` where the
// original has `../docs`; remark plugins and edit URLs left out), two of its nine locales (their
// translations come from Crowdin, not the repository), the navbar's items.
export default {
  title: 'Jest',
  url: 'https://jestjs.io',
  baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'ja'], localeConfigs: { en: { label: 'English' }, ja: { label: '日本語' } } },
  plugins: [['@docusaurus/plugin-content-docs', { path: 'docs', sidebarPath: './sidebars.json' }]],
  themeConfig: {
    navbar: {
      title: 'Jest',
      items: [
        { type: 'docsVersionDropdown', position: 'left', dropdownItemsAfter: [{ to: '/versions', label: 'All versions' }] },
        { label: 'Docs', type: 'doc', docId: 'getting-started', position: 'right' },
        { label: 'API', type: 'doc', docId: 'api', position: 'right' },
        { to: '/help', label: 'Help', position: 'right' },
        { to: 'blog', label: 'Blog', position: 'right' },
        { type: 'localeDropdown', position: 'right' },
        { href: 'https://github.com/jestjs/jest', position: 'right', className: 'header-github-link', 'aria-label': 'GitHub repository' },
      ],
    },
  },
}
