/** Where the route middleware finds the open project (`vite-plugin.ts`): the docs.json folder, and how the site links its pages. */
declare module 'virtual:docsnav/site' {
  import type { SiteLinks } from '../site-links.js'
  const site: { root: string; links: SiteLinks }
  export default site
}
