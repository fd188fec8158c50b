/**
 * `docsnav/fumadocs`: a docs.json site served by Next.js and Fumadocs, as it is. `withDocsnav()`
 * wraps the Next config (diagnostics in Next's log, docs.json's redirects, docsnav's components
 * compiled by Next); `docsnavLoader()` makes Fumadocs' `loader()` over docsnav's routes with
 * docsnav's page tree; `DocsnavPage` (`docsnav/fumadocs/components/page.jsx`) draws a page with
 * Fumadocs' layout: its division's sidebar and tabs, docsnav's switchers, breadcrumbs and prev/next,
 * Mintlify's components, API operations. docs/integrations/fumadocs.md is the guide.
 */
export { withDocsnav, type WithDocsnavOptions } from './next-config.js'
export {
  docsnavLoader,
  docsnavPage,
  docsnavRedirect,
  docsnavStaticParams,
  type DocsnavLoaderInput,
  type DocsnavLoaderOptions,
  type DocsnavPageData,
  type DocsnavPageView,
} from './source.js'
export { compilePage, MINTLIFY_COMPONENTS, type CompiledPage, type Evaluate } from './mdx.js'
export { docsnavPageTree, divisionTree, type DocsnavPageTree } from './page-tree.js'
export { apiOperationHtml } from '../api-reference.js'
