import { existsSync, readFileSync, statSync } from 'node:fs'
import { relative, sep } from 'node:path'
import type { Root, RootContent } from 'mdast'
import { moduleProgram } from '../../parse/module-exports.js'
import {
  codeGroupToTabs,
  declaredNames,
  forEachCodeComponent,
  importedFile,
  MINTLIFY_COMPONENTS,
  type MdxElement,
  mdxAttribute,
  readsFromProps,
  undefinedComponent,
  withServerHooks,
} from '../mintlify-mdx.js'
import { mintlifyRootHref } from '../site-links.js'
import rehypeKatex from 'rehype-katex'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkMath from 'remark-math'
import { warnOnce } from './next-log.js'

/**
 * A page's MDX made into a React component at render time (with the site's `@mdx-js/mdx`), as
 * Mintlify reads it: frontmatter dropped, GitHub's Markdown, the project's snippets it imports
 * (`.mdx` and `.md` as components with their exports, `.jsx` and `.js` as modules; from `/x` or
 * `./x`, default and named) compiled too and given to it, math drawn by KaTeX (remark-math and
 * rehype-katex, as `@mintlify/mdx` reads it), `{names}` it declares nowhere read from
 * its props, React's hooks there without an import, `<CodeGroup>` as tabs of its code blocks, and
 * a component with no equivalent shown as its content (`DocsnavUnsupported`) and said in Next's
 * log with its page:line:column. The components themselves come from the site's mdx-components
 * mapping.
 *
 * Pages render on the server (React Server Components), where no component keeps state: a page's
 * own React components and `.jsx` snippets are drawn as they first render (their hooks give
 * initial values), so their text is on the page; a control that changes state does nothing.
 */

/** `evaluate` of `@mdx-js/mdx`, as far as it is used here. */
export type Evaluate = (file: { path: string; value: string }, options: Record<string, unknown>) => Promise<{ default: unknown; [name: string]: unknown }>

export interface CompiledPage {
  /** The page's MDX content component (`MDXContent`). */
  Content: unknown
  /** What it imports from snippets, by the name the page gives each: a snippet's content as a compiled page, or an export's value. */
  snippets: Record<string, CompiledPage | { value: unknown }>
}

/** How deep snippets may import snippets (a cycle stops here). */
const MAX_SNIPPET_DEPTH = 8

type Options = {
  file: string
  root: string
  evaluate: Evaluate
  runtime: object
  /** The site's mdx-components mapping: what a page's own code (`export const X = () => <Note>…</Note>`) draws Mintlify's components with. */
  components?: Readonly<Record<string, unknown>>
  known?: readonly string[]
}

/** What a file imports from the project's snippets: by local name, the file and the export (`default`: its content, `*`: all of it). */
type SnippetImports = Map<string, { file: string; imported: string }>

/**
 * The page file at `file` (absolute, inside `root`) as an MDX component. `runtime` is
 * `react/jsx-runtime`; `known` the names the site's mdx-components mapping has.
 */
export async function compilePage(options: Options, depth = 0): Promise<CompiledPage> {
  const known = new Set(options.known ?? (options.components ? Object.keys(options.components) : MINTLIFY_COMPONENTS))
  const imported: SnippetImports = new Map()
  const module = await evaluateFile(options, known, imported)
  const snippets: CompiledPage['snippets'] = {}
  const modules = new Map<string, Promise<Record<string, unknown>>>()
  for (const [local, { file, imported: name }] of imported) {
    if (depth >= MAX_SNIPPET_DEPTH) break
    if (/\.mdx?$/.test(file) && name === 'default') {
      snippets[local] = await compilePage({ ...options, file }, depth + 1)
      continue
    }
    if (!modules.has(file)) modules.set(file, evaluateFile({ ...options, file }, known, new Map()))
    const exports = await modules.get(file)!
    snippets[local] = { value: name === '*' ? exports : exports[name] }
  }
  return { Content: module.default, snippets }
}

/** A file as a module: MDX through the page's reading, JavaScript (a `.jsx` snippet) as its own code. */
async function evaluateFile(options: Options, known: ReadonlySet<string>, imported: SnippetImports): Promise<Record<string, unknown>> {
  const value = readFileSync(options.file, 'utf8')
  const script = /\.[jt]sx?$/.test(options.file)
  return options.evaluate(
    { path: options.file, value: script ? '' : value },
    {
      ...options.runtime,
      // What the file's own code reads its components from (withComponents).
      useMDXComponents: () => options.components ?? {},
      format: options.file.endsWith('.md') ? 'md' : 'mdx',
      remarkPlugins: script
        ? [() => (tree: Root) => scriptTree(tree, value, options.file, options.root, imported, known)]
        : [remarkFrontmatter, remarkGfm, remarkMath, () => (tree: Root) => mintlifyPage(tree, options.file, options.root, known, imported)],
      rehypePlugins: script ? [] : [rehypeKatex],
    },
  )
}

/** React's `createElement`, as far as it is used here. */
export type CreateElement = (type: unknown, props: Record<string, unknown>) => unknown

/**
 * A compiled page as a React element: what it imports from snippets given to it both as components
 * and as props (its `{names}` read props), a snippet's content as a component that takes the props
 * it is written with (`<Intro word="x" />`), an export as itself.
 */
export function compiledElement(
  createElement: CreateElement,
  page: CompiledPage,
  components: Readonly<Record<string, unknown>>,
  props: Readonly<Record<string, unknown>> = {},
): unknown {
  const imports = Object.fromEntries(
    Object.entries(page.snippets).map(([name, snippet]) => [
      name,
      'value' in snippet ? snippet.value : (given: Record<string, unknown>) => compiledElement(createElement, snippet, components, given),
    ]),
  )
  return createElement(page.Content, { ...props, ...imports, components: { ...components, ...imports } })
}

/** A JavaScript snippet as the one `export` block of an MDX file, so MDX compiles its JSX and keeps its exports. */
function scriptTree(tree: Root, text: string, file: string, root: string, imported: SnippetImports, known: ReadonlySet<string>): void {
  const program = moduleProgram(text)
  if ('error' in program) throw new Error(`${file}:${program.error.line}:${program.error.column}: ${program.error.reason}`)
  tree.children = [{ type: 'mdxjsEsm', value: text, data: { estree: program.program } } as unknown as RootContent]
  const defined = takeImports(tree, file, root, imported)
  withServerHooks(tree)
  withComponents(tree, defined, known)
}

type Parent = { children: RootContent[] }

function mintlifyPage(tree: Root, file: string, root: string, known: ReadonlySet<string>, imported: SnippetImports): void {
  const defined = takeImports(tree, file, root, imported)
  readsFromProps(tree)
  withServerHooks(tree)
  withComponents(tree, defined, known)
  // Relative links and images as the root-relative URLs they have on Mintlify (a Next page's URL may end otherwise).
  const page = relative(root, file).split(sep).join('/')
  const visit = (parent: Parent, inLink: boolean) => {
    // A link inside a link is its text: GFM makes a URL written as an `<a>`'s text a link of its own,
    // and the browser splits the `<a>` in `<a>` it is sent, which React's hydration then finds changed.
    if (inLink) parent.children = parent.children.flatMap((child): RootContent[] => (child.type === 'link' ? child.children : [child]))
    for (const child of parent.children) {
      if (child.type === 'link' || child.type === 'image' || child.type === 'definition') child.url = mintlifyRootHref(child.url, page)
      if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') {
        for (const attribute of child.attributes)
          if (attribute.type === 'mdxJsxAttribute' && (attribute.name === 'href' || attribute.name === 'src') && typeof attribute.value === 'string')
            attribute.value = mintlifyRootHref(attribute.value, page, child.name ?? undefined)
        element(child)
      }
      const link = inLink || child.type === 'link' || child.type === 'linkReference' || ('name' in child && child.name === 'a')
      if ('children' in child && Array.isArray(child.children)) visit(child as Parent, link)
    }
  }
  const element = (node: MdxElement) => {
    const name = undefinedComponent(node, defined)
    if (name === undefined) return
    if (name === 'CodeGroup' || name === 'RequestExample' || name === 'ResponseExample') return codeGroupToTabs(node)
    // A member (`<Tree.File>`) is drawn when the mapping has its object (`Tree`, with `Tree.File`).
    if (known.has(name.split('.')[0]!)) return
    const place = `${relative(process.cwd(), file)}:${node.position?.start.line ?? 1}:${node.position?.start.column ?? 1}`
    warnOnce(`${place} <${name}> has no equivalent in Fumadocs: its content is shown as is`)
    node.attributes.push(mdxAttribute('name', name))
    node.name = 'DocsnavUnsupported'
  }
  visit(tree, false)
}

/**
 * Takes a file's imports of the project's snippets out of its code (`evaluate` runs no imports):
 * each name goes into `imported`, given to the page as a component or value of the same name. What
 * it imports and declares is returned: those names are its own, not Mintlify's.
 */
function takeImports(tree: Root, file: string, root: string, imported: SnippetImports): Set<string> {
  const defined = new Set<string>()
  for (const child of tree.children) {
    if (child.type !== 'mdxjsEsm') continue
    const program = (child.data as { estree?: { body: Array<Record<string, unknown>> } } | undefined)?.estree
    if (!program) continue
    program.body = program.body.filter((statement) => {
      if (statement.type !== 'ImportDeclaration') {
        for (const name of declaredNames(statement)) defined.add(name)
        return true
      }
      const source = (statement.source as { value?: unknown } | undefined)?.value
      const target = typeof source === 'string' ? importedFile(source, file, root) : undefined
      // React is the page's already (its hooks are given below); other packages cannot be imported on Mintlify either.
      if (target === undefined) return false
      if (!isSnippetFile(target)) {
        // What it names is then no name of the page's: shown as its content, with this warning.
        const line = (statement.loc as { start?: { line?: number } } | undefined)?.start?.line ?? 1
        warnOnce(
          `${relative(process.cwd(), file)}:${line} import ${JSON.stringify(source)} leads to no .mdx, .md, .jsx or .js file: what it names is shown as its content`,
        )
        return false
      }
      for (const name of declaredNames(statement)) defined.add(name)
      for (const specifier of (statement.specifiers as Array<{ type: string; local?: { name?: string }; imported?: { name?: string; value?: string } }>) ??
        []) {
        const local = specifier.local?.name
        if (local === undefined) continue
        const name =
          specifier.type === 'ImportDefaultSpecifier'
            ? 'default'
            : specifier.type === 'ImportNamespaceSpecifier'
              ? '*'
              : (specifier.imported?.name ?? specifier.imported?.value ?? local)
        imported.set(local, { file: target, imported: name })
      }
      return false
    })
  }
  return defined
}

/** Whether a file is one a snippet import can compile: an `.mdx`, `.md`, `.jsx` or `.js` file. */
function isSnippetFile(path: string): boolean {
  return /\.(mdx|md|jsx|js)$/.test(path) && existsSync(path) && statSync(path).isFile()
}

/** The name a file's code reads the site's components from. */
const CODE_COMPONENTS = 'docsnavComponents'

/**
 * Mintlify's components inside a file's own code (`export const X = () => <Note>…</Note>`): read
 * from the site's mapping (`useMDXComponents`, which `evaluate` gives the compiled code), as MDX
 * reads the page's own elements; what the mapping lacks is left to fail as it would on Mintlify.
 */
function withComponents(tree: Root, defined: ReadonlySet<string>, known: ReadonlySet<string>): void {
  let used = false
  forEachCodeComponent(tree, defined, (found) => {
    if (!known.has(found.name.split('.')[0]!)) return
    found.rename(`${CODE_COMPONENTS}.${found.name}`)
    used = true
  })
  if (!used) return
  const code = `const ${CODE_COMPONENTS} = arguments[0].useMDXComponents()`
  const program = moduleProgram(code)
  if ('error' in program) throw new Error(`docsnav's component lookup does not parse: ${program.error.reason}`)
  tree.children.unshift({ type: 'mdxjsEsm', value: code, data: { estree: program.program } } as unknown as RootContent)
}
