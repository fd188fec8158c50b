import { existsSync, statSync } from 'node:fs'
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path'
import type { Root, RootContent } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { MINTLIFY_COMPONENT_OBJECTS, MINTLIFY_HOOKS, mintlifyComponent } from '../ir/components.js'
import { mintlifyCodeTitle } from '../markdown/mdx-nodes.js'
import { moduleProgram } from '../parse/module-exports.js'
import { pageBody } from '../parse/page-body.js'

/**
 * How Mintlify reads a page's MDX, where every integration's remark step agrees: which components a
 * page may use without importing them (ir/components.ts declares them), which names a page
 * defines itself (its own win), where its imports lead (`/x` from the docs.json folder, `./x` from
 * the file's, with the extensions Mintlify tries), what its `{names}` read (a snippet's are its
 * props), a code block's title, and `<CodeGroup>` as tabs of its code blocks. What each component
 * becomes is the integration's own (an Astro component, a React one, a Vue one, an admonition).
 */

/** Mintlify's components that every integration draws (the rest of ir/components.ts, some do). */
export const MINTLIFY_COMPONENTS: readonly string[] = [
  'Note',
  'Info',
  'Tip',
  'Check',
  'Warning',
  'Danger',
  'Callout',
  'Card',
  'CardGroup',
  'Columns',
  'Tabs',
  'Tab',
  'CodeGroup',
  'Accordion',
  'AccordionGroup',
  'Expandable',
  'Steps',
  'Step',
  'Frame',
  'Icon',
  'Tooltip',
  'ParamField',
  'ResponseField',
  'Update',
  'Badge',
]

export type MdxElement = MdxJsxFlowElement | MdxJsxTextElement

export function mdxAttribute(name: string, value: string): MdxJsxAttribute {
  return { type: 'mdxJsxAttribute', name, value }
}

/**
 * The name of a component the page uses and does not define: capitalised, and neither one of
 * `defined` nor a member of one (`<Tree.File>` is the page's own when it imports `Tree`).
 */
export function undefinedComponent(node: MdxElement, defined: ReadonlySet<string>): string | undefined {
  const name = node.name
  if (name === null || !/^[A-Z]/.test(name)) return undefined
  const object = name.includes('.') ? name.slice(0, name.indexOf('.')) : name
  return defined.has(object) ? undefined : name
}

/** Whether an element's name is one of Mintlify's components (members included). */
export function isMintlifyComponent(name: string): boolean {
  return mintlifyComponent(name) !== undefined
}

/** Whether a name is the object of Mintlify's member components (`Tree` of `<Tree.File>`). */
export function isMintlifyObject(name: string): boolean {
  return MINTLIFY_COMPONENT_OBJECTS.has(name)
}

/** `<CodeGroup>`'s code blocks, each in a `<Tab>` named after the block's title (else its language). */
export function codeGroupToTabs(node: MdxElement): void {
  node.name = 'Tabs'
  node.children = node.children.map((child) => {
    if (child.type !== 'code') return child
    const title = mintlifyCodeTitle(child) ?? child.lang ?? 'Code'
    return { type: 'mdxJsxFlowElement', name: 'Tab', attributes: [mdxAttribute('title', title)], children: [child] } as MdxJsxFlowElement
  }) as MdxElement['children']
}

/** Mintlify's code block title (moved down to the markdown layer, which turns pages into plain Markdown too). */
export { mintlifyCodeTitle }

/** An ES statement of a page (`import`, `export`) as the MDX parser's estree gives it. */
export type EsmStatement = Record<string, unknown>

/** The statements of a page's `import`/`export` node. */
export function esmStatements(node: { data?: unknown }): EsmStatement[] {
  return (node.data as { estree?: { body: EsmStatement[] } } | undefined)?.estree?.body ?? []
}

/**
 * The names a statement brings into the page or module: what it imports, or the variables,
 * functions and classes it declares (exported or, in a script module, not).
 */
export function declaredNames(statement: EsmStatement): string[] {
  const names: string[] = []
  for (const specifier of (statement.specifiers as Array<{ local?: { name?: string } }> | undefined) ?? [])
    if (specifier.local?.name) names.push(specifier.local.name)
  type Declaration = { declarations?: Array<{ id?: { name?: string } }>; id?: { name?: string } }
  const declaration = (statement.declaration ?? (statement.type === 'ImportDeclaration' ? undefined : statement)) as Declaration | undefined
  for (const declared of declaration?.declarations ?? []) if (declared.id?.name) names.push(declared.id.name)
  if (declaration?.id?.name) names.push(declaration.id.name)
  return names
}

/** The extensions Mintlify tries for an import written without one, in order (`.mdx`, `.md` and `.jsx` snippets; TypeScript is not read). */
export const IMPORT_EXTENSIONS = ['', '.mdx', '.md', '.jsx', '.js']

/** Whether `path` is `root` or below it (a folder named `..x` is below; another drive is not). */
export function isInside(root: string, path: string): boolean {
  const within = relative(root, path)
  return within !== '..' && !within.startsWith(`..${sep}`) && !isAbsolute(within)
}

/**
 * The file an import of a page leads to, as Mintlify resolves it: `/x` from the docs.json folder
 * (`root`), `./x` and `../x` from the importing file's folder, with the extensions it tries (the
 * path as written when none is a file, for the bundler to say so); undefined for a package or a
 * path that leaves the project.
 */
export function importedFile(source: string, file: string, root: string): string | undefined {
  if (!/^\.{0,2}\//.test(source)) return undefined
  const base = source.startsWith('/') ? resolve(root, `.${source}`) : resolve(dirname(file), source)
  if (!isInside(root, base)) return undefined
  for (const extension of IMPORT_EXTENSIONS) {
    const candidate = base + extension
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return base
}

/**
 * Names a page imports or exports itself (its own components win over Mintlify's). Imports of the
 * project's files are made absolute here (`importedFile`), for a generator that compiles the
 * page's imports itself (Astro, Docusaurus); `file` is the page's path.
 */
export function definedNames(tree: Root, root: string, file: string): Set<string> {
  const names = new Set<string>()
  for (const child of tree.children) {
    if (child.type !== 'mdxjsEsm') continue
    for (const statement of esmStatements(child)) {
      const source = statement.source as { value?: unknown; raw?: string } | undefined
      if (statement.type === 'ImportDeclaration' && typeof source?.value === 'string') {
        const inside = importedFile(source.value, file, root)
        if (inside !== undefined) {
          // Forward slashes on Windows too: an import specifier, not a path.
          source.value = inside.split(sep).join('/')
          source.raw = JSON.stringify(source.value)
        }
      }
      for (const name of declaredNames(statement)) names.add(name)
    }
  }
  return names
}

/** An estree node, as far as it is rewritten here. */
type EstreeNode = { type: string; [key: string]: unknown }

/**
 * Makes the names a file's `{expressions}` read and declare nowhere read from its props, as
 * Mintlify reads them: a snippet's `{word}` is the `word` it is given (`<Snippet word="x" />`), and
 * a page's shows nothing where other generators would throw a ReferenceError.
 */
export function readsFromProps(tree: Root): void {
  const free = new Set((pageBody(tree)?.free ?? []).map((read) => read.start))
  if (free.size === 0) return
  const rewrite = (node: EstreeNode) => {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc' || key === 'range') continue
      for (const child of Array.isArray(value) ? value : [value]) {
        if (!child || typeof child !== 'object' || typeof (child as EstreeNode).type !== 'string') continue
        const inner = child as EstreeNode
        if (inner.type === 'Identifier' && free.has(inner.start as number) && !(node.type === 'Property' && key === 'key')) {
          const name = inner.name as string
          Object.assign(inner, {
            type: 'MemberExpression',
            object: { type: 'Identifier', name: 'props' },
            property: { type: 'Identifier', name },
            computed: false,
            optional: false,
          })
          delete inner.name
          if (node.type === 'Property') node.shorthand = false
        } else rewrite(inner)
      }
    }
  }
  const visit = (node: Root | RootContent) => {
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      const estree = (node.data as { estree?: EstreeNode } | undefined)?.estree
      if (estree) rewrite(estree)
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        const value = attribute.type === 'mdxJsxExpressionAttribute' ? attribute : typeof attribute.value === 'object' ? attribute.value : undefined
        const estree = (value?.data as { estree?: EstreeNode } | undefined)?.estree
        if (estree) rewrite(estree)
      }
    }
    if ('children' in node) for (const child of node.children as RootContent[]) visit(child)
  }
  visit(tree)
}

/** A component used inside a file's own code (`export const X = () => <Note>...</Note>`), and how to draw it otherwise. */
export interface CodeComponent {
  /** The name as written (`Note`, `Tree.File`). */
  name: string
  /** Makes the element another component's (`DocsnavCallout`, or a member: `components.Note`) with extra string props. */
  rename(local: string, props?: Readonly<Record<string, string>>): void
}

/**
 * Calls `each` for every component the file's `import`/`export` code uses in JSX and does not
 * declare (`defined`): Mintlify gives those to a page's own components too, and an integration
 * that draws them by other names renames them here, as it renames the page's elements.
 */
export function forEachCodeComponent(tree: Root, defined: ReadonlySet<string>, each: (component: CodeComponent) => void): void {
  const visit = (node: EstreeNode) => {
    if (node.type === 'JSXElement') {
      const opening = node.openingElement as EstreeNode
      const closing = node.closingElement as EstreeNode | null
      const name = jsxName(opening.name as EstreeNode)
      const object = name?.split('.')[0]
      if (name !== undefined && /^[A-Z]/.test(name) && !defined.has(object!))
        each({
          name,
          rename(local, props = {}) {
            opening.name = jsxNameNode(local)
            if (closing) closing.name = jsxNameNode(local)
            const attributes = opening.attributes as EstreeNode[]
            for (const [prop, value] of Object.entries(props))
              attributes.push({
                type: 'JSXAttribute',
                name: { type: 'JSXIdentifier', name: prop },
                value: { type: 'Literal', value, raw: JSON.stringify(value) },
              })
          },
        })
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc' || key === 'range') continue
      for (const child of Array.isArray(value) ? value : [value])
        if (child && typeof child === 'object' && typeof (child as EstreeNode).type === 'string') visit(child as EstreeNode)
    }
  }
  for (const child of tree.children) {
    const estree = child.type === 'mdxjsEsm' ? (child.data as { estree?: EstreeNode } | undefined)?.estree : undefined
    if (estree) visit(estree)
  }
}

/** A JSX name node for `a` or `a.b.c`. */
function jsxNameNode(name: string): EstreeNode {
  const [first, ...rest] = name.split('.')
  return rest.reduce<EstreeNode>((object, property) => ({ type: 'JSXMemberExpression', object, property: { type: 'JSXIdentifier', name: property } }), {
    type: 'JSXIdentifier',
    name: first!,
  })
}

/** A JSX element's name as written (`Note`, `Tree.File`); undefined for a namespaced one (`svg:rect`). */
function jsxName(name: EstreeNode): string | undefined {
  if (name.type === 'JSXIdentifier') return name.name as string
  if (name.type === 'JSXMemberExpression') {
    const object = jsxName(name.object as EstreeNode)
    return object === undefined ? undefined : `${object}.${(name.property as EstreeNode).name as string}`
  }
  return undefined
}

/** The names a file imports from JavaScript modules (`.jsx`, `.js`, `.tsx`, `.ts` snippets): React components, on Mintlify. */
export function scriptImports(tree: Root): Set<string> {
  const names = new Set<string>()
  for (const child of tree.children) {
    if (child.type !== 'mdxjsEsm') continue
    for (const statement of esmStatements(child)) {
      const source = (statement.source as { value?: unknown } | undefined)?.value
      if (statement.type === 'ImportDeclaration' && typeof source === 'string' && /\.[jt]sx?$/.test(source))
        for (const name of declaredNames(statement)) names.add(name)
    }
  }
  return names
}

/**
 * React's hooks, which Mintlify gives a page's code without an import, as they behave on a
 * server's first render: the initial state, effects not run, setters that do nothing.
 */
const SERVER_HOOKS: Readonly<Record<string, string>> = {
  useState: '(initial) => [typeof initial === "function" ? initial() : initial, () => {}]',
  useEffect: '() => {}',
  useRef: '(current) => ({ current })',
  useCallback: '(callback) => callback',
  useMemo: '(make) => make()',
  useContext: '(context) => context?._currentValue',
  useReducer: '(reducer, initial, init) => [init ? init(initial) : initial, () => {}]',
}

/**
 * Declares React's hooks a file does not declare itself, before its code, as they behave on a
 * server's first render: for a generator that draws a page's own React components on the server
 * only (Starlight without `@astrojs/react`, Fumadocs' server components), where they show their
 * first state.
 */
export function withServerHooks(tree: Root): void {
  const declared = new Set<string>()
  for (const child of tree.children)
    if (child.type === 'mdxjsEsm') for (const statement of esmStatements(child)) for (const name of declaredNames(statement)) declared.add(name)
  const missing = MINTLIFY_HOOKS.filter((hook) => !declared.has(hook))
  if (missing.length === 0 || !tree.children.some((child) => child.type === 'mdxjsEsm')) return
  const code = missing.map((hook) => `const ${hook} = ${SERVER_HOOKS[hook]}`).join('\n')
  const program = moduleProgram(code)
  if ('error' in program) throw new Error(`docsnav's hooks do not parse: ${program.error.reason}`)
  tree.children.unshift({ type: 'mdxjsEsm', value: code, data: { estree: program.program } } as unknown as RootContent)
}

/** `import <local> from '<source>'` as an MDX ESM node, with the estree MDX compiles it from. */
export function importNode(local: string, source: string): RootContent {
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

/**
 * A `.jsx` snippet's code as a bundler must have it: React's hooks and `React`, which Mintlify
 * gives snippets without an import, imported from `react` where the module reads them and declares
 * them nowhere, on its first line (its lines keep their numbers). Undefined when none is missing or
 * the code does not parse (the bundler then says where).
 */
export function withReactImports(code: string): string | undefined {
  const parsed = moduleProgram(code)
  if ('error' in parsed) return undefined
  const declared = new Set(parsed.program.body.flatMap((statement) => declaredNames(statement)))
  const reads = (name: string) => !declared.has(name) && new RegExp(`(?<![\\w$.])${name}(?![\\w$])`).test(code)
  const hooks = MINTLIFY_HOOKS.filter(reads)
  const react = reads('React')
  if (hooks.length === 0 && !react) return undefined
  const named = hooks.length > 0 ? `{ ${hooks.join(', ')} }` : ''
  return `import ${[react ? 'React' : '', named].filter(Boolean).join(', ')} from 'react';${code}`
}

/** An import of a package (`next/script`, not `./x` or `/snippets/x`) in a snippet's code, with its line. */
export interface PackageImport {
  source: string
  line: number
}

/** The packages a `.jsx` snippet imports (none when it does not parse: the bundler then says where). */
export function packageImports(code: string): PackageImport[] {
  const parsed = moduleProgram(code)
  if ('error' in parsed) return []
  const found: PackageImport[] = []
  for (const statement of parsed.program.body) {
    const source = (statement.source as { value?: unknown } | undefined)?.value
    if (statement.type === 'ImportDeclaration' && typeof source === 'string' && !/^[./]/.test(source))
      found.push({ source, line: (statement.loc as { start: { line: number } }).start.line })
  }
  return found
}

/**
 * A snippet's code with its imports of the packages in `missing` (which the site does not install:
 * Mintlify's own, `next/script`) made components that draw nothing, so that the rest of the
 * snippet still runs; its lines keep their numbers. The caller says what was left out.
 */
export function withoutPackages(code: string, missing: ReadonlySet<string>): string {
  const parsed = moduleProgram(code)
  if ('error' in parsed || missing.size === 0) return code
  let out = code
  const statements = parsed.program.body.filter(
    (statement) => statement.type === 'ImportDeclaration' && missing.has((statement.source as { value: string }).value),
  )
  for (const statement of statements.reverse()) {
    const [start, end] = statement.range as [number, number]
    const names = ((statement.specifiers as Array<{ type: string; local: { name: string } }>) ?? []).map((specifier) =>
      specifier.type === 'ImportNamespaceSpecifier' ? `${specifier.local.name} = {}` : `${specifier.local.name} = () => null`,
    )
    const stub = names.length > 0 ? `const ${names.join(', ')};` : ''
    out = `${out.slice(0, start)}${stub}${'\n'.repeat(out.slice(start, end).split('\n').length - 1)}${out.slice(end)}`
  }
  return out
}
