import { importedModules, importStatement } from './imports.js'
import { fenceEnd, type Line, maskCodeSpans, scan, trimBlank, written } from './lines.js'
import {
  attribute,
  type Block,
  type CalloutName,
  type ConvertedKind,
  type Converter,
  type Pass,
  settled,
  stepsOfList,
  titledByHeading,
  writeBlock,
} from './mintlify.js'
import { parseExpression, readTag, type Tag } from './tags.js'

/**
 * The components of Docusaurus (`@theme/Tabs`, `@theme/Admonition`), Starlight
 * (`@astrojs/starlight/components`) and Fumadocs (`fumadocs-ui`, most without an import) that
 * Mintlify has under other names or shapes, rewritten as Mintlify's; the imports of those converted
 * dropped (Mintlify gives its components without one). A component of the generator that Mintlify
 * has no counterpart of (`<DocCardList />`, `<FileTree>`) is left, and its import reported.
 */

export type JsxDialect = 'docusaurus' | 'starlight' | 'fumadocs'

/** Where each dialect's components come from: a component is converted only when it comes from there (or, for Fumadocs, from no import). */
const MODULES: Record<JsxDialect, RegExp> = {
  docusaurus: /^@theme\//,
  starlight: /^@astrojs\/starlight\/components$/,
  fumadocs: /^fumadocs-ui\//,
}

/** Whether Mintlify can import a module: only the project's own files (a snippet), never a package or a generator's alias (`@theme/…`, `~/…`). */
function importable(module: string): boolean {
  return /^\.{0,2}\//.test(module)
}

/** Each dialect's callout component's `type`s (`<Admonition type>`, `<Aside type>`, `<Callout type>`), as Mintlify's callouts. */
const CALLOUT_TYPES: Record<JsxDialect, Readonly<Record<string, CalloutName>>> = {
  docusaurus: { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', caution: 'Warning', danger: 'Danger' },
  starlight: { note: 'Note', tip: 'Tip', caution: 'Warning', danger: 'Danger' },
  fumadocs: { info: 'Info', note: 'Note', warn: 'Warning', warning: 'Warning', error: 'Danger', success: 'Check', idea: 'Tip' },
}

/** An element read from a page: its opening tag, the lines between its tags, and where it is. */
interface Element {
  tag: Tag
  /** The lines between its tags. */
  body: Line[]
  line: number
  indent: string
}
/** An element as Mintlify's block or lines, or why it is left as it is (null: it is Mintlify's own already). */
type Conversion = (element: Element, converter: Converter, dialect: JsxDialect) => Block | Line[] | string | null

const callout =
  (fallback: string): Conversion =>
  ({ tag, body }, _converter, dialect) => {
    // Mintlify's own `<Callout icon color>` (a page written for Mintlify) has no type.
    if (tag.strings.type === undefined && (tag.strings.color !== undefined || tag.strings.icon !== undefined)) return null
    const type = tag.strings.type ?? fallback
    const name = CALLOUT_TYPES[dialect][type]
    if (name === undefined) return `its type \`${type}\` is none of Mintlify's callouts`
    // A title written as an expression is kept when it is a string (`title={"Plain"}`); JSX in it is no callout title.
    const expression = tag.expressions.title === undefined ? undefined : parseExpression(tag.expressions.title)
    if (tag.expressions.title !== undefined && typeof expression !== 'string') return "its title is JSX, and Mintlify's callout titles are text"
    const title = tag.strings.title ?? (expression as string | undefined)
    return { type: 'callout', name, ...(title === undefined ? {} : { title }), body }
  }

/** The elements each dialect converts, by name: to a block, or renamed with their attributes mapped. */
const CONVERSIONS: Record<JsxDialect, Readonly<Record<string, Conversion>>> = {
  docusaurus: { Tabs: tabs('TabItem'), Admonition: callout('note') },
  starlight: { Tabs: tabs('TabItem'), Aside: callout('note'), Steps: listSteps, CardGrid: renamed('CardGroup', () => ['cols={2}']), LinkCard: linkCard },
  fumadocs: {
    Tabs: tabs('Tab'),
    Callout: callout('info'),
    Steps: childSteps,
    Cards: renamed('CardGroup', () => ['cols={2}']),
    Card: fumadocsCard,
    Accordions: renamed('AccordionGroup', () => []),
    Files: renamed('Tree', () => [], 'file tree'),
    Folder: renamed('Tree.Folder', (tag) => kept(tag, ['name', 'defaultOpen'])),
    File: renamed('Tree.File', (tag) => kept(tag, ['name'])),
  },
}

/** The names each dialect's pages use for Mintlify's own components (kept as they are, their imports dropped). */
const SAME: Record<JsxDialect, ReadonlySet<string>> = {
  docusaurus: new Set(['TabItem']),
  starlight: new Set(['Card', 'TabItem', 'Badge']),
  fumadocs: new Set(['Tab', 'Step', 'Accordion']),
}

export function jsx(dialect: JsxDialect): Pass {
  return (lines, converter) => {
    const imports = importedModules(converter.page)
    const converts = (name: string) => {
      const from = imports.get(name)
      return Object.hasOwn(CONVERSIONS[dialect], name) && (from === undefined ? dialect === 'fumadocs' : MODULES[dialect].test(from))
    }
    return scan(lines, (index) => {
      const line = lines[index]!
      const statement = importStatement(lines, index)
      if (statement !== undefined) {
        const kept = lines.slice(index, statement.end)
        const left = statement.names.filter((name) => !converts(name) && !SAME[dialect].has(name))
        // A component of another framework (Astro, Vue, Svelte) is no snippet Mintlify can draw, wherever it is.
        const foreign = /\.(astro|vue|svelte)$/.exec(statement.module)?.[1]
        if (foreign !== undefined) {
          converter.left(
            line.line,
            `import from '${statement.module}'`,
            `Mintlify imports MDX and React (JSX) snippets, not ${foreign === 'astro' ? 'Astro' : foreign === 'vue' ? 'Vue' : 'Svelte'} components: rewrite it as a snippet`,
          )
          return { lines: settled(kept), end: statement.end }
        }
        if (importable(statement.module)) return { lines: kept, end: statement.end }
        // The import of what is converted goes; what is left of it stays, and is said.
        if (statement.names.length > 0 && left.length === 0) return { lines: [], end: statement.end }
        converter.left(
          line.line,
          `import from '${statement.module}'`,
          `Mintlify has no ${left.length > 0 ? left.map((name) => `\`${name}\``).join(', ') : 'such module'}: it imports only the project's own files (snippets), no package`,
        )
        const shortened = left.length < statement.names.length && statement.end === index + 1 ? withOnly(line.text, left) : undefined
        return { lines: settled(shortened === undefined ? kept : [{ ...line, text: shortened }]), end: statement.end }
      }
      const opening = /^(\s*)<([A-Z][\w.]*)/.exec(line.text)
      if (!opening || !converts(opening[2]!)) return undefined
      const element = readElement(lines, index, opening[1]!.length)
      if (element === undefined) {
        converter.left(line.line, `<${opening[2]}>`, 'its tag is never closed, or docsnav cannot read its attributes')
        return undefined
      }
      const converted = CONVERSIONS[dialect][element.element.tag.name]!(element.element, converter, dialect)
      if (converted === null) return undefined
      if (typeof converted === 'string') {
        converter.left(line.line, `<${element.element.tag.name}>`, converted)
        return undefined
      }
      return {
        lines: [...(Array.isArray(converted) ? converted : writeBlock(converted, line.line, opening[1]!, converter)), ...element.after],
        end: element.end,
      }
    })
  }
}

/** The element whose opening tag starts at `column` of line `index`, to its closing tag; undefined when it is not closed. */
function readElement(lines: readonly Line[], index: number, column: number): { element: Element; end: number; after: Line[] } | undefined {
  const opened = readTag(lines, index, column)
  if (opened === undefined) return undefined
  const { tag, line: tagLine, column: tagEnd } = opened
  const line = lines[index]!
  const indent = line.text.slice(0, column)
  if (tag.selfClosing) {
    const after = lines[tagLine]!.text.slice(tagEnd)
    return { element: { tag, body: [], line: line.line, indent }, end: tagLine + 1, after: after.trim() === '' ? [] : [{ ...lines[tagLine]!, text: after }] }
  }
  const close = closingTag(lines, tagLine, tagEnd, tag.name)
  if (close === undefined) return undefined
  const body: Line[] = []
  const first = lines[tagLine]!.text.slice(tagEnd, close.line === tagLine ? close.column : undefined)
  if (first.trim() !== '') body.push({ ...lines[tagLine]!, text: first })
  if (close.line > tagLine) {
    for (const each of lines.slice(tagLine + 1, close.line)) body.push(each)
    const last = lines[close.line]!.text.slice(0, close.column)
    if (last.trim() !== '') body.push({ ...lines[close.line]!, text: last })
  }
  const after = lines[close.line]!.text.slice(close.end)
  return {
    element: { tag, body, line: line.line, indent },
    end: close.line + 1,
    after: after.trim() === '' ? [] : [{ ...lines[close.line]!, text: after }],
  }
}

/** Where `</name>` closes the element opened before (`line`, `column`), elements of the same name nested between. */
function closingTag(lines: readonly Line[], line: number, column: number, name: string): { line: number; column: number; end: number } | undefined {
  // Past the last line that holds one, none closes it (many unclosed tags would each read to the end).
  if (line > lastClosingLine(lines, name)) return undefined
  const pattern = new RegExp(`<(/?)${name.replace(/\./g, '\\.')}(?=[\\s/>])`, 'g')
  let depth = 1
  for (let at = line; at < lines.length; ) {
    if (at > line) {
      const fence = fenceEnd(lines, at)
      if (fence !== undefined) {
        at = fence
        continue
      }
    }
    // A tag in a code span (`` `<Aside>` ``) is text: blanked, its columns kept.
    const text = maskCodeSpans(lines[at]!.text)
    pattern.lastIndex = at === line ? column : 0
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      if (match[1] === '/') {
        depth--
        if (depth === 0) {
          const end = text.indexOf('>', match.index)
          return { line: at, column: match.index, end: end === -1 ? text.length : end + 1 }
        }
      } else if (readTag(lines, at, match.index)?.tag.selfClosing !== true) depth++
    }
    at++
  }
  return undefined
}

/** The last line holding `</name`, by name, read once per lines. */
const lastClosing = new WeakMap<readonly Line[], Map<string, number>>()

function lastClosingLine(lines: readonly Line[], name: string): number {
  const known = lastClosing.get(lines) ?? new Map<string, number>()
  lastClosing.set(lines, known)
  let last = known.get(name)
  if (last === undefined) {
    last = -1
    for (let at = lines.length - 1; at >= 0 && last === -1; at--) if (lines[at]!.text.includes(`</${name}`)) last = at
    known.set(name, last)
  }
  return last
}

/** Docusaurus's, Starlight's or Fumadocs' tabs: their `child` elements, each a tab titled by its `label` (or the `values`/`items` given the tabs). */
function tabs(child: string): Conversion {
  return ({ tag, body }) => {
    const children = childElements(body, child)
    if (children === undefined) return `it holds more than \`<${child}>\` elements`
    if (children.length === 0) return 'it holds no tab'
    // Tabs without `items` of tabs with titles are Mintlify's own (a page written for Mintlify).
    if (child === 'Tab' && tag.expressions.items === undefined && children.every((tab) => tab.tag.strings.title !== undefined)) return null
    const values = parseExpression(tag.expressions.values)
    const items = parseExpression(tag.expressions.items)
    const labels = new Map<string, string>()
    if (Array.isArray(values))
      for (const entry of values)
        if (entry && typeof entry === 'object' && 'value' in entry) labels.set(String(entry.value), String(entry.label ?? entry.value))
    const titled = children.map(({ tag: tab, body: content }, index) => {
      const value = tab.strings.value
      const title =
        tab.strings.label ??
        tab.strings.title ??
        (value !== undefined ? (labels.get(value) ?? value) : Array.isArray(items) && typeof items[index] === 'string' ? (items[index] as string) : undefined)
      return { title, icon: tab.strings.icon, body: content }
    })
    if (titled.some((tab) => tab.title === undefined)) return 'a tab has no label docsnav can read (no `label`, `value` or `items`)'
    return { type: 'tabs', tabs: titled.map((tab) => ({ title: tab.title!, ...(tab.icon === undefined ? {} : { icon: tab.icon }), body: tab.body })) }
  }
}

/** Starlight's `<Steps>`: an ordered list, each item a step. */
function listSteps({ body }: Element): Block | string {
  const steps = stepsOfList(body)
  return steps === undefined ? 'it holds no ordered list' : { type: 'steps', steps }
}

/** Fumadocs' `<Steps>` of `<Step>`s, each titled by the heading it opens with. */
function childSteps({ body }: Element): Block | string | null {
  const children = childElements(body, 'Step')
  if (children === undefined) return 'it holds more than `<Step>` elements'
  if (children.every((step) => step.tag.strings.title !== undefined)) return null
  // A step titled already (Mintlify's own) keeps its title.
  return {
    type: 'steps',
    steps: children.map((step) => (step.tag.strings.title === undefined ? titledByHeading(step.body) : { title: step.tag.strings.title, body: step.body })),
  }
}

/** An element renamed, with the attributes `attributes` gives it; its body converted in place. */
function renamed(name: string, attributes: (tag: Tag) => string[], counted?: ConvertedKind): Conversion {
  return ({ tag, body, line, indent }, converter) => {
    if (counted !== undefined) converter.converted(counted)
    const open = `<${[name, ...attributes(tag)].join(' ')}${tag.selfClosing ? ' />' : '>'}`
    if (tag.selfClosing) return written([open], line, indent)
    return [
      ...written([open], line, indent),
      ...converter.body(body).map((each) => ({ ...each, done: true as const })),
      ...written([`</${name}>`], line, indent),
    ]
  }
}

/** The attributes of `tag` named in `names`, written again. */
function kept(tag: Tag, names: readonly string[]): string[] {
  return names.flatMap((name) =>
    tag.strings[name] !== undefined
      ? [attribute(name, tag.strings[name])]
      : tag.expressions[name] !== undefined
        ? [`${name}={${tag.expressions[name]}}`]
        : tag.flags.has(name)
          ? [name]
          : [],
  )
}

/** Starlight's `<LinkCard title href description />`: a card whose content is its description. */
function linkCard({ tag, line, indent }: Element, converter: Converter): Line[] | string {
  if (tag.strings.title === undefined || tag.strings.href === undefined) return 'its `title` or `href` is not a string'
  converter.converted('card')
  const open = `<Card ${attribute('title', tag.strings.title)} ${attribute('href', tag.strings.href)}`
  const description = tag.strings.description
  return written(description === undefined ? [`${open} />`] : [`${open}>`, description, '</Card>'], line, indent)
}

/** Fumadocs' `<Card title href description icon>`: Mintlify's card, its description as its content. */
function fumadocsCard({ tag, body, line, indent }: Element, converter: Converter): Line[] | null {
  // Without a description it is Mintlify's card already.
  if (tag.strings.description === undefined) return null
  converter.converted('card')
  const open = `<${['Card', ...kept(tag, ['title', 'href', 'icon'])].join(' ')}>`
  const content = [...written([tag.strings.description], line, `${indent}  `), ...converter.body(body)]
  return [...written([open], line, indent), ...content.map((each) => ({ ...each, done: true as const })), ...written(['</Card>'], line, indent)]
}

/** The `name` elements of a body, and nothing else but blank lines; undefined when it holds anything else. */
function childElements(body: readonly Line[], name: string): Array<Element> | undefined {
  const found: Element[] = []
  for (let index = 0; index < body.length; ) {
    const line = body[index]!
    if (line.text.trim() === '') {
      index++
      continue
    }
    const opening = new RegExp(`^(\\s*)<${name}(?=[\\s/>])`).exec(line.text)
    const element = opening ? readElement(body, index, opening[1]!.length) : undefined
    if (element === undefined || element.after.some((each) => each.text.trim() !== '')) return undefined
    found.push({ ...element.element, body: trimBlank(element.element.body) })
    index = element.end
  }
  return found
}

/** A one-line `import { A, B } from 'm'` importing only `names`; undefined for another form. */
function withOnly(text: string, names: readonly string[]): string | undefined {
  const match = /^import\s*\{([^}]*)\}(\s*from\s*['"][^'"]+['"];?\s*)$/.exec(text)
  if (!match) return undefined
  const specifiers = match[1]!
    .split(',')
    .map((each) => each.trim())
    .filter((each) => names.includes(/([\w$]+)\s*$/.exec(each)?.[1] ?? ''))
  return `import { ${specifiers.join(', ')} }${match[2]}`
}
