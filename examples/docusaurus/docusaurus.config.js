// @ts-check
// A docs.json site (docs/) served by Docusaurus through docsnav's preset, which takes the place
// of `classic`: the docs plugin over docs/, the classic theme, redirects and docsnav's plugin.

/** @type {import('@docusaurus/types').Config} */
export default {
  title: 'Acme Cloud',
  // With `url`, the build also writes docsnav's sitemap.xml and llms.txt.
  url: 'https://docs.acme.example.com',
  baseUrl: '/',
  // A folder's index page at `/fr`, as docs.json has it (else Docusaurus serves it at `/fr/`).
  trailingSlash: false,
  // Mintlify publishes a site with a broken link in a page (a reader gets its 404): said, not fatal.
  // `npx docsnav check docs --links` lists them with their place.
  onBrokenLinks: 'warn',
  // Docusaurus Faster (Rspack, SWC, Lightning CSS; the package @docusaurus/faster): the build takes a
  // third of webpack's time. docsnav's preset works with either bundler. Its SSG worker threads need
  // the v4 flag below.
  future: { faster: true, v4: { removeLegacyPostBuildHeadAttribute: true } },
  presets: [['docsnav/docusaurus', { root: 'docs' }]],
  themeConfig: { navbar: { title: 'Acme Cloud' } },
}
