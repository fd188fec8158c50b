// reduxjs/redux website/docusaurus.config.ts, reduced to what the docs plugin reads: the classic
// preset's `docs` options given to @docusaurus/plugin-content-docs (with `path: 'docs'` where the
// original has `../docs`, and `sidebars.js` beside it; remark plugins and edit URL left out), the
// navbar's items; the theme, Umami and redirect plugins left out.
module.exports = {
  title: 'Redux',
  url: 'https://redux.js.org',
  baseUrl: '/',
  plugins: [
    [
      '@docusaurus/plugin-content-docs',
      {
        path: 'docs',
        routeBasePath: '/',
        sidebarPath: require.resolve('./sidebars.js'),
        include: ['{api,faq,introduction,redux-toolkit,style-guide,tutorials,understanding,usage}/**/*.{md,mdx}', 'FAQ.md'],
      },
    ],
  ],
  themeConfig: {
    navbar: {
      title: 'Redux',
      items: [
        { label: 'Getting Started', to: 'introduction/getting-started', position: 'right' },
        { label: 'Tutorial', to: 'tutorials/essentials/part-1-overview-concepts', position: 'right' },
        { label: 'Usage Guide', type: 'doc', docId: 'usage/index', position: 'right' },
        { label: 'API', type: 'doc', docId: 'api/api-reference', position: 'right' },
        { label: 'FAQ', to: 'faq', position: 'right' },
        { label: 'Best Practices', type: 'doc', docId: 'style-guide/style-guide', position: 'right' },
        { label: 'GitHub', href: 'https://www.github.com/reduxjs/redux', position: 'right' },
        { label: 'Need help?', to: 'introduction/getting-started#help-and-discussion', position: 'right' },
      ],
    },
  },
}
