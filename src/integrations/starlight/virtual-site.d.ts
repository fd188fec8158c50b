/** The compiled site the plugin's Vite plugin serves to the route middleware and components (`vite-plugin.ts`). */
declare module 'virtual:docsnav/site' {
  import type { NavigationDocument } from '../../ir/navigation-document.js'
  import type { Route } from '../../ir/site.js'
  const site: { navigation: NavigationDocument; routes: Route[]; base: string }
  export default site
}
