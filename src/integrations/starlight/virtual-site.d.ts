/** Where the route middleware finds the open project (`vite-plugin.ts`): the docs.json folder, and what it reads of the site. */
declare module 'virtual:docsnav/site' {
  import type { MiddlewareSite } from './vite-plugin.js'
  const site: MiddlewareSite & { root: string }
  export default site
}
