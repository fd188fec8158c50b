import { createHash } from 'node:crypto'
import { resolve } from 'node:path'
import type { Root, RootContent } from 'mdast'
import { apiOperation } from './api-reference.js'
import { type ApiSection, apiOperationHtml, apiOperationSections } from './api-reference-html.js'
import { type CompiledSite, openDocsSite } from './open-site.js'
import { importNode } from './mintlify-mdx.js'

/**
 * The operation a page written by hand documents (its frontmatter `openapi` or `asyncapi`,
 * routes.json's `source.api`), for the integrations whose generator compiles the page's MDX
 * itself (Starlight, Docusaurus): a remark step adds the operation after the page's own body, its
 * headings as the page's (so that its table of contents lists them), the rest as MDX elements the
 * integration's component draws.
 */

interface PageOperation {
  html: string
  sections: ApiSection[]
}

const made = new WeakMap<CompiledSite, Map<string, PageOperation>>()

/** Each page file whose frontmatter names an operation its spec has, by absolute path: the operation as HTML, whole and in sections. Made once per compile. */
function pageOperations(compiled: CompiledSite): ReadonlyMap<string, PageOperation> {
  let found = made.get(compiled)
  if (!found) {
    found = new Map()
    for (const route of compiled.routes) {
      if (route.source.kind !== 'page' || route.source.api === undefined || route.source.file === null) continue
      const path = resolve(compiled.root, route.source.file)
      if (found.has(path)) continue
      const operation = apiOperation(compiled.root, route.source)
      if (operation) found.set(path, { html: apiOperationHtml(operation, route.title), sections: apiOperationSections(operation, route.title) })
    }
    made.set(compiled, found)
  }
  return found
}

/** The operation's HTML of a page file (absolute path) whose frontmatter names one, in this compile. */
export function pageOperationHtml(compiled: CompiledSite, path: string): string | undefined {
  return pageOperations(compiled).get(path)?.html
}

/**
 * A digest of every page's operation in this compile: given with the remark step's options to a
 * generator that keeps compiled pages by their text and its options (Docusaurus's MDX cache), so
 * that a changed operation compiles its pages again.
 */
export function pageOperationsDigest(compiled: CompiledSite): string {
  const hash = createHash('sha1')
  for (const [path, { html }] of [...pageOperations(compiled)].sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(`${path}\0${html}\0`)
  return hash.digest('hex')
}

/**
 * A remark plugin adding the operation at the end of each page of the site at `root` (the integration opened it; options are
 * plain data, which a generator may copy) whose frontmatter names an operation: its headings as
 * Markdown headings (the generator gives them their ids), the HTML between them as
 * `<component html="..." />` (every value of the spec escaped); with
 * `importFrom`, the component is imported from there (else the generator gives every page it).
 * With `mdxOnly`, `.md` pages are left to the integration; `digest` ({@link pageOperationsDigest}) is
 * only there to be seen by the generator's cache.
 */
export function remarkPageOperation(options: { root: string; component: string; importFrom?: string; mdxOnly?: boolean; digest?: string }) {
  return async (tree: Root, file: { path?: string }) => {
    if (file.path === undefined || (options.mdxOnly && !file.path.endsWith('.mdx'))) return
    const found = pageOperations(await openDocsSite(options.root).current()).get(resolve(file.path))
    if (found === undefined) return
    if (options.importFrom !== undefined) tree.children.unshift(importNode(options.component, options.importFrom))
    for (const { heading, html } of found.sections) {
      if (heading) tree.children.push({ type: 'heading', depth: heading.depth, children: [{ type: 'text', value: heading.text }] })
      if (html !== undefined && html !== '')
        tree.children.push({
          type: 'mdxJsxFlowElement',
          name: options.component,
          attributes: [{ type: 'mdxJsxAttribute', name: 'html', value: html }],
          children: [],
        } as RootContent)
    }
  }
}
