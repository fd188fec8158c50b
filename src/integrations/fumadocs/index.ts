import type { DocsnavLoaderInput, DocsnavLoaderOptions, DocsnavPageView } from './site.js'
import type { WithDocsnavOptions } from './next-config.js'
import { native } from './native.js'

/**
 * `docsnav/fumadocs`: a docs.json site served by Next.js and Fumadocs, as it is. `withDocsnav()`
 * wraps the Next config (diagnostics in Next's log, docs.json's redirects, docsnav's components
 * compiled by Next); `docsnavLoader()` makes Fumadocs' `loader()` over docsnav's routes with
 * docsnav's page tree; `DocsnavPage` (`docsnav/fumadocs/components/page.jsx`) draws a page with
 * Fumadocs' layout: its division's sidebar and tabs, docsnav's switchers, breadcrumbs and prev/next,
 * Mintlify's components, API operations. docs/integrations/fumadocs.md is the guide.
 */

export type { DocsnavLoaderInput, DocsnavLoaderOptions, DocsnavPageData, DocsnavPageView } from './site.js'
export type { WithDocsnavOptions } from './next-config.js'
export type { DocsnavSiteInfo } from './site-info.js'
export { MINTLIFY_COMPONENTS } from '../mintlify-mdx.js'
export { compiledElement, compilePage, type CompiledPage, type CreateElement, type Evaluate } from './mdx.js'

/** Next's config for `next.config.mjs`: `export default withDocsnav({ output: 'export' }, { root: 'docs' })`. */
export function withDocsnav(config: Record<string, unknown> = {}, options: WithDocsnavOptions = {}) {
  return async (phase: string) => (await native()).withDocsnav(config, options)(phase)
}

/**
 * Fumadocs' `loader()` over the docs.json site (`lib/source.js`):
 * `export const getSource = () => docsnavLoader(loader, { root: 'docs' })`, made again after an edit.
 */
export async function docsnavLoader<Output extends object>(
  loader: (options: DocsnavLoaderInput) => Output,
  options: DocsnavLoaderOptions = {},
): Promise<Output> {
  return (await native()).docsnavLoader(loader, options)
}

/** The page at `slugs` (Next's `params.slug`) of a source from {@link docsnavLoader}, with all it shows around its body; undefined for a URL the site lacks. */
export async function docsnavPage(source: object, slugs: readonly string[] | undefined): Promise<DocsnavPageView | undefined> {
  return (await native()).docsnavPage(source, slugs)
}

/** Next's `generateStaticParams()`: every route, and the fixed redirects' sources (pages that redirect, in a static export). */
export async function docsnavStaticParams(source: object): Promise<Array<{ slug: string[] }>> {
  return (await native()).docsnavStaticParams(source)
}

/** Where a fixed redirect of docs.json leads from the URL at `slugs`, if one does. */
export async function docsnavRedirect(source: object, slugs: readonly string[] | undefined): Promise<string | undefined> {
  return (await native()).docsnavRedirect(source, slugs)
}

/** Next's metadata of a page, as `generateMetadata()` returns it: what {@link docsnavMetadata} gives. */
export interface DocsnavMetadata {
  title?: { absolute: string }
  description?: string
  robots?: { index: false }
  icons?: { icon: string }
}

/**
 * Next's `generateMetadata()` for `app/[[...slug]]/page`: the page's own `<title>` as Mintlify
 * writes it (`Quickstart - Acme`, with docs.json's `name`), its description, `noindex`, and the
 * site's favicon. `{}` for a URL the site lacks.
 */
export async function docsnavMetadata(source: object, slugs: readonly string[] | undefined): Promise<DocsnavMetadata> {
  const view = await docsnavPage(source, slugs)
  if (!view) return {}
  const { route, site } = view
  const metadata: DocsnavMetadata = { title: { absolute: site.name === undefined ? route.title : `${route.title} - ${site.name}` } }
  if (route.description !== undefined) metadata.description = route.description
  if (route.noindex) metadata.robots = { index: false }
  if (site.favicon !== undefined) metadata.icons = { icon: site.favicon }
  return metadata
}
