// What the generator benches share: a copy of examples/fumadocs or examples/docusaurus a real or synthetic site is built
// in, and the time of Starlight's route middleware for every page (bench/fumadocs.js,
// bench/starlight.js, bench/gallery.js).
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * A copy of examples/fumadocs' project (its docs/ left out) in a new folder inside it (`prefix`),
 * which finds its node_modules as Node and Turbopack do. The caller removes it.
 */
export function fumadocsCopy(example, prefix) {
  const site = mkdtempSync(join(example, prefix))
  for (const part of ['app', 'lib', 'mdx-components.jsx', 'next.config.mjs', 'package.json', 'postcss.config.mjs'])
    cpSync(join(example, part), join(site, part), { recursive: true })
  // Turbopack's root must hold the linked docsnav: the repository, one folder further up.
  const config = readFileSync(join(site, 'next.config.mjs'), 'utf8')
  writeFileSync(join(site, 'next.config.mjs'), config.replace("new URL('../..', import.meta.url)", "new URL('../../..', import.meta.url)"))
  // And Tailwind's sources are named from app/: the example's node_modules, one folder further up.
  const css = readFileSync(join(site, 'app', 'global.css'), 'utf8')
  writeFileSync(join(site, 'app', 'global.css'), css.replaceAll("'../node_modules/", "'../../node_modules/"))
  return site
}

/**
 * Starlight's route middleware's work for every page (the frame, the sidebar and the pager as
 * Starlight's route data), in ms, with links as a site at the root with Astro's default
 * trailingSlash makes them.
 */
export async function starlightMiddlewareMs(routes, navigation) {
  const { createRenderer } = await import('../dist/render/index.js')
  const { starlightLink, starlightSidebar } = await import('../dist/integrations/starlight/sidebar.js')
  const { ROOT_LINKS } = await import('../dist/integrations/site-links.js')
  const start = performance.now()
  const renderer = createRenderer({ navigation, routes })
  for (const route of routes) {
    const frame = renderer.frame(route.url)
    starlightSidebar(frame.sidebar, route.url, ROOT_LINKS)
    starlightLink(route.prev, ROOT_LINKS)
    starlightLink(route.next, ROOT_LINKS)
  }
  return performance.now() - start
}

/**
 * A copy of examples/docusaurus' project (its config and package.json; its docs/ left out) in a new
 * folder inside it (`prefix`), which finds its node_modules as Node does. The caller removes it.
 */
export function docusaurusCopy(example, prefix) {
  const site = mkdtempSync(join(example, prefix))
  for (const part of ['docusaurus.config.js', 'package.json']) cpSync(join(example, part), join(site, part))
  return site
}

/**
 * A copy of examples/vitepress' project (its .vitepress config and theme, and package.json; its
 * docs/ left out) in a new folder inside it (`prefix`), which finds its node_modules as Node does.
 * The caller removes it.
 */
export function vitepressCopy(example, prefix) {
  const site = mkdtempSync(join(example, prefix))
  for (const part of ['.vitepress/config.mts', '.vitepress/theme', 'package.json']) cpSync(join(example, part), join(site, part), { recursive: true })
  return site
}
