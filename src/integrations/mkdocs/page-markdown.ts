import { readFileSync, statSync } from 'node:fs'
import { posix } from 'node:path'
import type { Code, Heading, Root, RootContent } from 'mdast'
import { createRequire } from 'node:module'
import { parseMdx } from '../../parse/mdx.js'
import { liftedBlocks, mintlifyCodeTitle, PHRASING } from '../../markdown/mdx-nodes.js'
import { esmStatements, importedFile } from '../mintlify-mdx.js'
import { reactElementHtml } from '../react-html.js'
import { mintlifyRootHref } from '../site-links.js'
import { blockHtml, type ComponentContext, convertComponent, type Element, isBlockHtml, type Lost } from './components.js'
import { drawnApart } from './more-components.js'

/**
 * A page of a docs.json site as a Markdown page MkDocs reads: its MDX parsed as Mintlify parses it
 * (src/parse/mdx.ts), Mintlify's components as Material shows them (components.ts), snippets
 * (`import X from '/snippets/x.mdx'`) inlined, root-relative links written as links between the
 * generated files (which MkDocs checks and turns into its URLs), code block titles as
 * pymdownx.highlight's `title="..."`, custom heading ids as attr_list's `{#id}`. What MkDocs cannot
 * run (expressions, exports, components it has no form for) is left out or shown as its content,
 * and said (`Lost`).
 */

export interface PageContext {
  /** The docs.json folder, absolute. */
  root: string
  /** The generated file of this page, relative to the generated docs folder (`installation/cli.md`). */
  file: string
  /** The generated file of the route at a URL (`/quickstart` -> `quickstart.md`), if the site has one. */
  fileOf(url: string): string | undefined
  /** A file's text (a snippet), undefined when there is no such file; by default read from disk. */
  readFile?(path: string): string | undefined
  /** A named icon as inline SVG (site.ts: from the MkDocs project's icon packages); by default none. */
  icon?(name: string, iconType: string | undefined): string | undefined
  /** The page's own file, relative to `root`: where its relative imports are read from (by default `file`). */
  source?: string
  /** The MkDocs project's folder, whose `react`, `react-dom` and `esbuild` draw `.jsx` snippets' components (react-html.ts); without it they show their content. */
  project?: string
}

/** How deep snippets may import snippets: a guard against a snippet importing itself. */
const MAX_SNIPPET_DEPTH = 8

/** The page's Markdown body (without front matter), and what it loses on MkDocs. */
export function pageMarkdown(text: string, context: PageContext): { markdown: string; lost: Lost[] } {
  const lost: Lost[] = []
  const body = convertText(text, context, lost, 0)
  return { markdown: body ?? text, lost }
}

function convertText(text: string, context: PageContext, lost: Lost[], depth: number): string | undefined {
  const parsed = parseMdx(text)
  if ('error' in parsed) {
    lost.push({
      line: parsed.error.line,
      column: parsed.error.column,
      name: 'page',
      loses: `its MDX does not parse (${parsed.error.reason}): the text is shown as written`,
    })
    return undefined
  }
  const { tree, customIds } = parsed
  for (const [line, { id }] of customIds) {
    const heading = findHeading(tree, line)
    if (heading) heading.children.push({ type: 'text', value: ` {#${id}}` })
  }
  return serialize(convertTree(tree, context, lost, depth).children)
}

/** The tree with its components converted, snippets inlined and ESM left out. */
function convertTree(tree: Root, context: PageContext, lost: Lost[], depth: number): Root {
  const snippets = new Map<string, string>()
  const scripts = scriptComponents(tree, context)
  for (const child of tree.children) {
    if (child.type !== 'mdxjsEsm') continue
    for (const [, name, path] of child.value.matchAll(/import\s+(\w+)\s+from\s+['"](\/[^'"]+)['"]/g)) snippets.set(name!, path!)
    // Imports of snippets are drawn where their components are used; any other code is not run.
    const drawn = /^\s*(import\s[^;]*?from\s+['"]\/snippets\/[^'"]+['"];?\s*)+$/.test(child.value)
    const ofScripts = esmStatements(child).every(
      (statement) =>
        statement.type === 'ImportDeclaration' &&
        ((statement.specifiers ?? []) as Array<{ local?: { name?: string } }>).every((specifier) => scripts.has(specifier.local?.name ?? '')),
    )
    if (!drawn && !ofScripts) lost.push({ ...place(child), name: 'import/export', loses: 'MkDocs runs no JavaScript in pages: left out' })
  }
  const lose = (node: RootContent, name: string, loses: string) => lost.push({ ...place(node), name, loses })
  const convert = (nodes: readonly RootContent[]): RootContent[] =>
    nodes.flatMap((node): RootContent[] => {
      if (node.type === 'yaml' || (node.type as string) === 'toml' || node.type === 'mdxjsEsm') return []
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        if (node.value.trim() !== '' && !/^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value))
          lose(node, 'expression', `\`{${node.value.trim().slice(0, 40)}}\` is JavaScript, which MkDocs does not run: left out`)
        return []
      }
      const lifted = liftedBlocks(node)
      if (lifted) return convert(lifted)
      if (node.type === 'link' || node.type === 'image' || node.type === 'definition') node.url = linkFrom(context, node.url)
      if (node.type === 'code') titled(node)
      if ('children' in node && Array.isArray(node.children)) (node as { children: RootContent[] }).children = convert(node.children as RootContent[])
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return [node]
      return element(node)
    })
  const element = (node: Element): RootContent[] => {
    const name = node.name
    if (name === null) return node.children as RootContent[]
    const script = scripts.get(name)
    if (script !== undefined) {
      // A React component: MkDocs runs none, so React draws it now, else its content stands for it.
      context.readFile?.(script.script)
      const html = reactElementHtml(node, script, node.children as RootContent[], context.project, (at, message) =>
        lose(at as RootContent, `<${name}>`, message.replace(/^<[^>]*>(?:'s)? /, '')),
      )
      if (html === undefined) return node.children as RootContent[]
      return node.type === 'mdxJsxTextElement'
        ? [{ type: 'html', value: `<span class="dn-react">${html}</span>` }]
        : [blockHtml(`<div class="dn-react">${html}</div>`)]
    }
    const snippet = snippets.get(name)
    if (snippet !== undefined && /\.(jsx?|tsx?)$/i.test(snippet)) {
      lose(node, `<${name}>`, `is a React component (\`${snippet}\`) of a file docsnav could not read: its content is shown as is`)
      return node.children as RootContent[]
    }
    if (snippet !== undefined) return inlined(node, snippet)
    for (const attribute of node.attributes)
      if (attribute.type === 'mdxJsxAttribute' && (attribute.name === 'href' || attribute.name === 'src') && typeof attribute.value === 'string')
        attribute.value = /^[a-z]/.test(name) ? htmlLinkFrom(context, attribute.value, name) : linkFrom(context, attribute.value)
    // A tab or a step is drawn by its parent (<Tabs>, <Steps>), converted after it.
    if (name === 'Tab' || name === 'Step') return [node]
    const components: ComponentContext = {
      markdown: serialize,
      link: (href) => href,
      lost: (at, loses) => lose(at as RootContent, `<${at.name}>`, loses),
      icon: (icon, iconType) => context.icon?.(icon, iconType),
    }
    const converted = convertComponent(node, components) ?? drawnApart(node, components)
    if (converted !== undefined) return converted
    if (/^[a-z]/.test(name)) return htmlElement(node)
    lose(node, `<${name}>`, 'has no equivalent in Material for MkDocs: its content is shown as is')
    return node.children as RootContent[]
  }
  const inlined = (node: Element, path: string): RootContent[] => {
    const file = posix.join(context.root, `.${path}`)
    const candidates = [file, `${file}.mdx`, `${file}.md`]
    const read = context.readFile ?? readIfFile
    let text: string | undefined
    for (const candidate of candidates) if (text === undefined && candidate.startsWith(context.root)) text = read(candidate)
    if (text === undefined || depth >= MAX_SNIPPET_DEPTH) {
      lose(node, `<${node.name}>`, `the snippet \`${path}\` could not be read: left out`)
      return []
    }
    const markdown = convertText(text, context, [], depth + 1)
    return markdown === undefined ? [] : [blockHtml(markdown)]
  }
  return { type: 'root', children: convert(tree.children) }
}

/** The components a page imports from `.jsx` and `.js` snippets (default or named), by the name its elements use. */
function scriptComponents(tree: Root, context: PageContext): Map<string, { script: string; export: string; file: string }> {
  const found = new Map<string, { script: string; export: string; file: string }>()
  const page = posix.join(context.root, context.source ?? context.file)
  for (const child of tree.children) {
    if (child.type !== 'mdxjsEsm') continue
    for (const statement of esmStatements(child)) {
      const source = (statement.source as { value?: unknown } | undefined)?.value
      if (statement.type !== 'ImportDeclaration' || typeof source !== 'string') continue
      const script = importedFile(source, page, context.root)
      if (script === undefined || !/\.jsx?$/.test(script)) continue
      const file = posix.relative(context.root, script)
      for (const specifier of (statement.specifiers ?? []) as Array<{ type: string; local?: { name?: string }; imported?: { name?: string } }>)
        if (specifier.local?.name)
          found.set(specifier.local.name, { script, file, export: specifier.type === 'ImportSpecifier' ? (specifier.imported?.name ?? 'default') : 'default' })
    }
  }
  return found
}

/** HTML's void elements: the only ones `<x />` closes (an SVG element closed by `</x>` is the same). */
const VOID_ELEMENTS: ReadonlySet<string> = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])

/** A lower-case JSX element (`<div>`, `<img>`) as HTML, its content read as Markdown (md_in_html). */
function htmlElement(node: Element): RootContent[] {
  const attributes = node.attributes
    .flatMap((attribute) =>
      attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string'
        ? [` ${attribute.name === 'className' ? 'class' : attribute.name}="${attribute.value.replace(/"/g, '&quot;')}"`]
        : [],
    )
    .join('')
  if (node.children.length === 0) {
    // `<div />` opens a div in HTML, which would hold the rest of the page: only void elements close themselves.
    const empty = VOID_ELEMENTS.has(node.name!) ? `<${node.name}${attributes} />` : `<${node.name}${attributes}></${node.name}>`
    return [node.type === 'mdxJsxTextElement' ? { type: 'html', value: empty } : blockHtml(empty)]
  }
  if (node.type === 'mdxJsxTextElement')
    return [{ type: 'html', value: `<${node.name}${attributes}>${serialize(node.children as RootContent[]).trim()}</${node.name}>` }]
  return [blockHtml(`<${node.name}${attributes} markdown>\n\n${serialize(node.children as RootContent[])}\n\n</${node.name}>`)]
}

/** A code block's Mintlify title as pymdownx.highlight's `title="..."`; Mintlify's other options left out. */
function titled(code: Code): void {
  const title = mintlifyCodeTitle(code)
  code.meta = title === undefined ? null : `title=${JSON.stringify(title)}`
}

/**
 * Where a page's link leads on the site, read as Mintlify reads it (`mintlifyRootHref`: page-relative
 * links from the page's Mintlify URL, `.mdx` names of pages, `/x/index`): a page's generated file, or a
 * file of the docs folder (`images/a.png`); undefined for a link elsewhere or to nothing known.
 */
function siteTarget(context: PageContext, href: string, element?: string): { file: string; page: boolean; rest: string } | undefined {
  const root = mintlifyRootHref(href, context.file, element)
  if (!root.startsWith('/') || root.startsWith('//')) return undefined
  const [, path = '/', rest = ''] = /^([^?#]*)(.*)$/s.exec(root) ?? []
  const page = context.fileOf(path) ?? (/\.mdx?$/i.test(path) ? context.fileOf(path.replace(/\.mdx?$/i, '').replace(/\/index$/, '') || '/') : undefined)
  if (page !== undefined) return { file: page, page: true, rest }
  if (posix.extname(path) === '') return undefined
  let file = path.slice(1)
  try {
    file = decodeURI(file)
  } catch {
    // A malformed escape: the path as written.
  }
  return { file, page: false, rest }
}

/**
 * A link of the page's Markdown (`/quickstart#setup`, `./images/a.png`, `setup.mdx`) as a link from
 * the page's file to the target's (`../quickstart.md#setup`), which MkDocs checks and turns into its
 * URL; other links as they are.
 */
export function linkFrom(context: PageContext, href: string): string {
  const target = siteTarget(context, href)
  if (target === undefined) return href
  return (posix.relative(posix.dirname(`/${context.file}`), `/${target.file}`) || posix.basename(target.file)) + target.rest
}

/**
 * A link of the page's HTML (`<img src>`, `<a href>`), which MkDocs leaves as written: relative to
 * the folder the page is served at (`a/b.md` at `/a/b/`), to the target's URL (a page's folder,
 * a file's path), so that it holds under any `site_url`.
 */
export function htmlLinkFrom(context: PageContext, href: string, element: string): string {
  const target = siteTarget(context, href, element)
  if (target === undefined) return href
  const to = target.page ? `/${directoryOf(target.file)}` : `/${target.file}`
  const relative = relativeFolder(`/${directoryOf(context.file)}`, to)
  return target.page ? `${relative === '' ? '.' : relative}/${target.rest}` : `${relative}${target.rest}`
}

/** The URL MkDocs gives a generated file, as a folder (`installation/index.md` -> `installation/`, `index.md` -> ``). */
export function directoryOf(file: string): string {
  const path = file.replace(/\.md$/, '')
  if (path === 'index') return ''
  return `${path.endsWith('/index') ? path.slice(0, -'/index'.length) : path}/`
}

/** `posix.relative` for two URL paths (`/a/b/`, `/a/c/` -> `../c`), without its resolving of each path: pages have many links. */
export function relativeFolder(from: string, to: string): string {
  const fromParts = from.split('/').filter((part) => part !== '')
  const toParts = to.split('/').filter((part) => part !== '')
  let common = 0
  while (common < fromParts.length && common < toParts.length && fromParts[common] === toParts[common]) common++
  return [...fromParts.slice(common).map(() => '..'), ...toParts.slice(common)].join('/')
}

/** A file's text, undefined when there is no file at the path. */
export function readIfFile(path: string): string | undefined {
  return statSync(path, { throwIfNoEntry: false })?.isFile() ? readFileSync(path, 'utf8') : undefined
}

const require = createRequire(import.meta.url)
let writer: ((tree: Root) => string) | undefined

/**
 * mdast to Markdown (mdast-util-to-markdown with GFM's tables and MDX's nodes), loaded on first use
 * as src/parse/mdx.ts loads the parser: the command line's other commands never need it.
 */
function markdownWriter(): (tree: Root) => string {
  const load = <T>(name: string) => require(name) as T
  const { toMarkdown } = load<typeof import('mdast-util-to-markdown')>('mdast-util-to-markdown')
  const { gfmToMarkdown } = load<typeof import('mdast-util-gfm')>('mdast-util-gfm')
  const { mdxToMarkdown } = load<typeof import('mdast-util-mdx')>('mdast-util-mdx')
  const extensions = [gfmToMarkdown(), mdxToMarkdown()]
  // A converted component's Markdown, as it is: a block of its own.
  const handlers = { [BLOCK]: (node: { value: string }) => node.value }
  // Python-Markdown wants a list item's content four columns in: `tab` indents it so.
  const options = { extensions, handlers, listItemIndent: 'tab', fences: true, bullet: '-', emphasis: '*' } as const
  return (tree) => toMarkdown(tree, options as Parameters<typeof toMarkdown>[1]).trimEnd()
}

/** The node type a converted component's Markdown is written as: a flow node (an `html` node is text to mdast-util-to-markdown). */
const BLOCK = 'docsnavBlock'

/**
 * Nodes as Markdown, in one call of the writer (its set-up costs as much as writing a paragraph):
 * text between blocks as a paragraph, components' Markdown as blocks of their own. Without that,
 * mdast-util-to-markdown would write a root holding any inline node (an HTML node is one) as one
 * line of text.
 */
function serialize(children: readonly RootContent[]): string {
  writer ??= markdownWriter()
  const blocks: unknown[] = []
  let run: RootContent[] = []
  const flush = () => {
    if (run.length > 0 && !run.every((node) => node.type === 'text' && node.value === '')) blocks.push({ type: 'paragraph', children: run })
    run = []
  }
  for (const child of children) {
    if (PHRASING.has(child.type) && !isBlockHtml(child)) run.push(child)
    else {
      flush()
      if (isBlockHtml(child)) {
        const value = (child as { value: string }).value.trimEnd()
        if (value.trim() !== '') blocks.push({ type: BLOCK, value })
      } else if (!(child.type === 'list' && child.children.length === 0)) blocks.push(child)
    }
  }
  flush()
  return writer({ type: 'root', children: blocks } as Root)
}

function findHeading(tree: Root, line: number): Heading | undefined {
  let found: Heading | undefined
  const visit = (nodes: readonly RootContent[]) => {
    for (const node of nodes) {
      if (found) return
      if (node.type === 'heading' && node.position?.start.line === line) found = node
      else if ('children' in node && Array.isArray(node.children)) visit(node.children as RootContent[])
    }
  }
  visit(tree.children)
  return found
}

function place(node: RootContent): { line: number; column: number } {
  return { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 }
}
