import type { Root, RootContent } from 'mdast'
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { MINTLIFY_HOOKS } from '../ir/components.js'
import type { PageBody, PageElement, PageImport, PageProp } from '../ir/page-links.js'

/**
 * What a page's MDX body asks of the site, as plain data (cached with the page's links, and sent
 * between threads): the files it imports and the names it takes from each, the names it declares,
 * the components it uses with their props, and the names its `{expressions}` read that it never
 * declares. `docsnav check --links` holds these against Mintlify's components (ir/components.ts)
 * and the project's files; the integrations read the same trees through integrations/mintlify-mdx.
 */

type Node = Root | RootContent
type Element = MdxJsxFlowElement | MdxJsxTextElement
/** An estree node, as far as it is walked here. */
type EstreeNode = { type: string; [key: string]: unknown }

/** The facts of a parsed page; `undefined` when it uses no JSX, no expression and no import. */
export function pageBody(tree: Root): PageBody | undefined {
  const imports: PageImport[] = []
  const declared = new Set<string>()
  const exported = new Set<string>()
  const elements: PageElement[] = []
  const free: PageBody['free'] = []
  const reads: Array<{ name: string; start: number; end: number }> = []
  const walk = (node: Node) => {
    if (node.type === 'mdxjsEsm') esm(node, imports, declared, exported)
    else if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') expressionReads(node, reads)
    else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') element(node, elements, reads)
    if ('children' in node) for (const child of node.children as Node[]) walk(child)
  }
  walk(tree)
  if (imports.length === 0 && declared.size === 0 && elements.length === 0 && reads.length === 0) return undefined
  for (const read of reads) if (!declared.has(read.name) && !KNOWN_GLOBALS.has(read.name)) free.push(read)
  return { imports, declared: [...declared], exported: [...exported], elements, free }
}

/** The statements of an `import`/`export` block: imports with their names, and what exports declare. */
function esm(node: { data?: unknown }, imports: PageImport[], declared: Set<string>, exported: Set<string>): void {
  const body = (node.data as { estree?: { body: EstreeNode[] } } | undefined)?.estree?.body ?? []
  for (const statement of body) {
    if (statement.type === 'ImportDeclaration') {
      const source = (statement.source as { value?: unknown } | undefined)?.value
      const found: PageImport = { source: typeof source === 'string' ? source : '', named: [], ...spanOf(statement) }
      for (const specifier of (statement.specifiers as EstreeNode[] | undefined) ?? []) {
        const local = identifierName(specifier.local)
        if (local === undefined) continue
        declared.add(local)
        if (specifier.type === 'ImportDefaultSpecifier') found.default = local
        else if (specifier.type === 'ImportNamespaceSpecifier') found.namespace = local
        else found.named.push({ imported: identifierName(specifier.imported) ?? local, local })
      }
      imports.push(found)
      continue
    }
    for (const name of statementNames(statement)) declared.add(name)
    for (const name of exportedNames(statement)) exported.add(name)
  }
}

/** The names a top-level statement declares: `export const x`, `export function F`, `const y` (MDX allows no other top-level code). */
export function statementNames(statement: EstreeNode): string[] {
  const declaration = (statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration' ? statement.declaration : statement) as
    | EstreeNode
    | undefined
  const names: string[] = []
  for (const declarator of (declaration?.declarations as EstreeNode[] | undefined) ?? []) names.push(...patternNames(declarator.id as EstreeNode))
  const own = identifierName(declaration?.id)
  if (own !== undefined) names.push(own)
  if (statement.type === 'ExportNamedDeclaration')
    for (const specifier of (statement.specifiers as EstreeNode[] | undefined) ?? []) {
      const exported = identifierName(specifier.exported)
      if (exported !== undefined) names.push(exported)
    }
  if (statement.type === 'ExportDefaultDeclaration') names.push('default')
  return names
}

/** The names a top-level statement exports: `default` for a default export (whatever its own name), `ns` of `export * as ns`. */
export function exportedNames(statement: EstreeNode): string[] {
  if (statement.type === 'ExportDefaultDeclaration') return ['default']
  if (statement.type === 'ExportAllDeclaration') {
    const exported = identifierName(statement.exported)
    return exported === undefined ? [] : [exported]
  }
  return statement.type === 'ExportNamedDeclaration' ? statementNames(statement) : []
}

/** The names a binding pattern declares (`{ a, b: [c] }` declares `a` and `c`). */
function patternNames(pattern: EstreeNode | undefined): string[] {
  if (!pattern) return []
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name as string]
    case 'ObjectPattern':
      return (pattern.properties as EstreeNode[]).flatMap((property) =>
        patternNames((property.type === 'RestElement' ? property.argument : property.value) as EstreeNode),
      )
    case 'ArrayPattern':
      return (pattern.elements as Array<EstreeNode | null>).flatMap((element) => patternNames(element ?? undefined))
    case 'RestElement':
      return patternNames(pattern.argument as EstreeNode)
    case 'AssignmentPattern':
      return patternNames(pattern.left as EstreeNode)
    default:
      return []
  }
}

function element(node: Element, elements: PageElement[], reads: Array<{ name: string; start: number; end: number }>): void {
  for (const attribute of node.attributes)
    if (attribute.type === 'mdxJsxExpressionAttribute' || typeof attribute.value === 'object') expressionReads(attribute, reads)
  const name = node.name
  // Lower-case names are HTML, and `<>` a fragment: only components are looked up.
  if (name === null || !/^[A-Z]/.test(name) || !node.position) return
  const props: PageProp[] = []
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue
    props.push({ name: attribute.name, ...propValue(attribute), ...spanOf(attribute, node) })
  }
  const start = node.position.start.offset ?? 0
  // The name, as written after `<`: what a problem with the element is reported at.
  elements.push({ name, start: start + 1, end: start + 1 + name.length, props })
}

/** A prop's value as a literal the check can judge: a string, a number, a boolean (`defaultOpen` alone is `true`), or an expression. */
function propValue(attribute: MdxJsxAttribute): Pick<PageProp, 'kind' | 'value'> {
  const value = attribute.value
  if (value === null || value === undefined) return { kind: 'boolean', value: 'true' }
  if (typeof value === 'string') return { kind: 'string', value }
  const expression = onlyExpression(value.data?.estree as EstreeNode | undefined)
  if (expression?.type === 'Literal') {
    const literal = expression.value
    if (typeof literal === 'number') return { kind: 'number', value: String(literal) }
    if (typeof literal === 'boolean') return { kind: 'boolean', value: String(literal) }
    if (typeof literal === 'string') return { kind: 'string', value: literal }
  }
  if (expression?.type === 'UnaryExpression' && expression.operator === '-' && (expression.argument as EstreeNode).type === 'Literal')
    return { kind: 'number', value: `-${String((expression.argument as EstreeNode).value)}` }
  return { kind: 'expression' }
}

/** The expression of a program that is one expression statement. */
function onlyExpression(program: EstreeNode | undefined): EstreeNode | undefined {
  const body = program?.body as EstreeNode[] | undefined
  const statement = body?.length === 1 ? body[0] : undefined
  return statement?.type === 'ExpressionStatement' ? (statement.expression as EstreeNode) : undefined
}

/**
 * The names an expression reads and does not bind itself (`{name}`, `{user.name}`, `{a ? b : c}`).
 * An expression that binds names of its own (a function, a class) is not looked into: what it
 * reads may be its parameters.
 */
function expressionReads(
  node: { type: string; data?: unknown } | MdxJsxExpressionAttribute | MdxJsxAttribute,
  reads: Array<{ name: string; start: number; end: number }>,
): void {
  const data = (node.type === 'mdxJsxAttribute' ? ((node as MdxJsxAttribute).value as { data?: unknown } | null)?.data : node.data) as
    | { estree?: EstreeNode }
    | undefined
  const program = data?.estree
  if (!program) return
  const found: Array<{ name: string; start: number; end: number }> = []
  if (!collectReads(program, undefined, found)) return
  reads.push(...found)
}

/** Collects the identifiers `node` reads; false when it binds names of its own (then nothing is said). */
function collectReads(
  node: EstreeNode,
  parent: { node: EstreeNode; key: string } | undefined,
  found: Array<{ name: string; start: number; end: number }>,
): boolean {
  if (BINDING_NODES.has(node.type)) return false
  if (node.type === 'Identifier') {
    if (!parent || !isNamePosition(parent.node, parent.key)) {
      const range = node.range as [number, number] | undefined
      const start = (node.start as number | undefined) ?? range?.[0] ?? 0
      const end = (node.end as number | undefined) ?? range?.[1] ?? start
      found.push({ name: node.name as string, start, end })
    }
    return true
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'range' || key === 'comments') continue
    const children = Array.isArray(value) ? value : [value]
    for (const child of children)
      if (child && typeof child === 'object' && typeof (child as EstreeNode).type === 'string' && !collectReads(child as EstreeNode, { node, key }, found))
        return false
  }
  return true
}

/** Nodes that bind names of their own. */
const BINDING_NODES: ReadonlySet<string> = new Set([
  'ArrowFunctionExpression',
  'FunctionExpression',
  'ClassExpression',
  'FunctionDeclaration',
  'ClassDeclaration',
])

/** Where an identifier is a name, not a read: `a.b`'s `b`, `{ b: 1 }`'s `b`, a label. */
function isNamePosition(parent: EstreeNode, key: string): boolean {
  if (parent.type === 'MemberExpression' && key === 'property') return parent.computed !== true
  if ((parent.type === 'Property' || parent.type === 'MethodDefinition' || parent.type === 'PropertyDefinition') && key === 'key')
    return parent.computed !== true
  return parent.type === 'LabeledStatement' || parent.type === 'BreakStatement' || parent.type === 'ContinueStatement'
}

/**
 * Names a page's expressions may read without declaring them: JavaScript's and the browser's
 * globals, `props` (what MDX gives a page or snippet), and React's hooks, which Mintlify gives
 * every page without an import ({@link MINTLIFY_HOOKS}).
 */
const KNOWN_GLOBALS: ReadonlySet<string> = new Set([
  ...MINTLIFY_HOOKS,
  'props',
  'undefined',
  'NaN',
  'Infinity',
  'globalThis',
  'window',
  'document',
  'navigator',
  'location',
  'console',
  'Math',
  'JSON',
  'Date',
  'Number',
  'String',
  'Boolean',
  'Array',
  'Object',
  'Symbol',
  'BigInt',
  'RegExp',
  'Error',
  'Map',
  'Set',
  'WeakMap',
  'WeakSet',
  'Promise',
  'Intl',
  'URL',
  'URLSearchParams',
  'encodeURIComponent',
  'decodeURIComponent',
  'encodeURI',
  'decodeURI',
  'parseInt',
  'parseFloat',
  'isNaN',
  'isFinite',
  'fetch',
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'localStorage',
  'sessionStorage',
  'React',
])

function identifierName(value: unknown): string | undefined {
  const node = value as EstreeNode | undefined
  if (node?.type === 'Identifier') return node.name as string
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value
  return undefined
}

/** A node's offsets in the page: estree's `start`/`end` (made from the page's offsets by MDX), else its mdast position, else its element's. */
function spanOf(node: EstreeNode | MdxJsxAttribute, around?: Element): { start: number; end: number } {
  const estree = node as { start?: unknown; end?: unknown }
  if (typeof estree.start === 'number' && typeof estree.end === 'number') return { start: estree.start, end: estree.end }
  const position = (node as { position?: Root['position'] }).position ?? around?.position
  const start = position?.start.offset ?? 0
  return { start, end: position?.end.offset ?? start }
}
