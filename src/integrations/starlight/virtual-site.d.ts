/** Where the route middleware finds the open project (`vite-plugin.ts`): the docs.json folder and Astro's `base`. */
declare module 'virtual:docsnav/site' {
  const site: { root: string; base: string }
  export default site
}
