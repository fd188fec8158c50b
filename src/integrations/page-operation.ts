import { resolve } from 'node:path'
import type { Root, RootContent } from 'mdast'
import { apiOperation, apiOperationHtml } from './api-reference.js'
import { type CompiledSite, openDocsSite } from './open-site.js'

/**
 * The operation a page written by hand documents (its frontmatter `openapi` or `asyncapi`,
 * routes.json's `source.api`), for the integrations whose generator compiles the page's MDX
 * itself (Starlight, Docusaurus): a remark step adds the operation after the page's own body, as
 * an MDX element the integration's component draws.
 */

const made = new WeakMap<CompiledSite, Map<string, string>>()

/** Each page file whose frontmatter names an operation its spec has, by absolute path: the operation as HTML. Made once per compile. */
export function pageOperationsHtml(compiled: CompiledSite): ReadonlyMap<string, string> {
  let found = made.get(compiled)
  if (!found) {
    found = new Map()
    for (const route of compiled.routes) {
      if (route.source.kind !== 'page' || route.source.api === undefined || route.source.file === null) continue
      const path = resolve(compiled.root, route.source.file)
      if (found.has(path)) continue
      const operation = apiOperation(compiled.root, route.source)
      if (operation) found.set(path, apiOperationHtml(operation, route.title))
    }
    made.set(compiled, found)
  }
  return found
}

/**
 * A remark plugin adding `<component html="..." />` (the operation's HTML, every value of the spec
 * escaped) at the end of each page of the site at `root` (the integration opened it; options are
 * plain data, which a generator may copy) whose frontmatter names an operation; with
 * `importFrom`, the component is imported from there (else the generator gives every page it).
 * With `mdxOnly`, `.md` pages are left to the integration.
 */
export function remarkPageOperation(options: { root: string; component: string; importFrom?: string; mdxOnly?: boolean }) {
  return async (tree: Root, file: { path?: string }) => {
    if (file.path === undefined || (options.mdxOnly && !file.path.endsWith('.mdx'))) return
    const html = pageOperationsHtml(await openDocsSite(options.root).current()).get(resolve(file.path))
    if (html === undefined) return
    if (options.importFrom !== undefined) tree.children.unshift(importNode(options.component, options.importFrom))
    tree.children.push({
      type: 'mdxJsxFlowElement',
      name: options.component,
      attributes: [{ type: 'mdxJsxAttribute', name: 'html', value: html }],
      children: [],
    } as RootContent)
  }
}

/** `import <local> from '<source>'` as an MDX ESM node, with the estree MDX compiles it from. */
function importNode(local: string, source: string): RootContent {
  const estree = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: local } }],
        source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
      },
    ],
  }
  return { type: 'mdxjsEsm', value: `import ${local} from ${JSON.stringify(source)}`, data: { estree } } as unknown as RootContent
}
