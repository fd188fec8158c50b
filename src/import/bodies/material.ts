import { indentWidth, isBlank, type Line, pairs, scan } from './lines.js'
import { type Block, type CalloutName, type Converter, type Pass, writeBlock } from './mintlify.js'

/**
 * Material for MkDocs' blocks, from Python-Markdown's extensions: admonitions (`!!! note "Title"`),
 * collapsible ones (`??? note`, `???+ note` open: pymdownx.details), content tabs (`=== "Tab"`,
 * `===!` starting a new set: pymdownx.tabbed), each holding the lines indented four columns more;
 * and pymdownx.blocks' fenced forms (`/// note | Title` … `///`, `/// details`, `/// tab`, `/// admonition`
 * with `type:`), nested by more slashes.
 */

/** Material's admonition types as Mintlify's callouts (the rest are `Note`s, as Material draws an unknown type). */
const TYPES: Readonly<Record<string, CalloutName>> = {
  note: 'Note',
  abstract: 'Info',
  summary: 'Info',
  tldr: 'Info',
  info: 'Info',
  todo: 'Info',
  tip: 'Tip',
  hint: 'Tip',
  important: 'Tip',
  success: 'Check',
  check: 'Check',
  done: 'Check',
  question: 'Info',
  help: 'Info',
  faq: 'Info',
  warning: 'Warning',
  caution: 'Warning',
  attention: 'Warning',
  failure: 'Danger',
  fail: 'Danger',
  missing: 'Danger',
  danger: 'Danger',
  error: 'Danger',
  bug: 'Danger',
  example: 'Info',
  quote: 'Note',
  cite: 'Note',
}

/** Font Awesome's icon (Mintlify's default library) nearest each type's, for an accordion, which has no kind of its own. */
const ICONS: Readonly<Record<CalloutName, string>> = {
  Note: 'pencil',
  Info: 'circle-info',
  Tip: 'lightbulb',
  Check: 'circle-check',
  Warning: 'triangle-exclamation',
  Danger: 'circle-exclamation',
}

/** Material's modifiers of an admonition (its place beside the text, its annotations), which Mintlify's callouts have no place for. */
const MODIFIERS: ReadonlyArray<{ pattern: RegExp; reason: string }> = [
  { pattern: /\binline(?:\s+end)?\b/, reason: 'Mintlify shows callouts in the flow of the text, not beside it' },
  { pattern: /\bannotate\b/, reason: 'Mintlify has no annotations: their markers `(1)` stay as text' },
]

const ADMONITION = /^(\s*)(!!!|\?\?\?\+?)\s*([\w-]+)((?:\s+[\w-]+)*)\s*(?:"(.*)")?\s*$/
const TAB = /^(\s*)===([!+]*)\s+"(.*)"\s*$/
const BLOCK = /^(\s*)(\/{3,})\s*([\w-]+)\s*(?:\|\s*(.*?))?\s*$/
const BLOCK_OPTION = /^\s+([\w-]+)\s*:\s*(.*?)\s*$/

export const material: Pass = (lines, converter) => {
  // pymdownx.blocks' fences, each closed by a line of as many slashes (nested ones use more).
  const closers = pairs<number>(
    lines,
    (text) => {
      const closer = /^\s*(\/{3,})\s*$/.exec(text)
      if (closer) return { closes: closer[1]!.length }
      const opener = BLOCK.exec(text)
      return opener ? { opens: opener[2]!.length } : undefined
    },
    (opened, closing) => opened === closing,
  )
  return scan(lines, (index) => {
    const line = lines[index]!
    const found = admonition(lines, index, converter) ?? tabs(lines, index) ?? fencedBlock(lines, index, closers, converter)
    if (found === undefined) return undefined
    return { lines: found.block === undefined ? found.kept! : writeBlock(found.block, line.line, found.indent, converter), end: found.end }
  })
}

interface Found {
  /** The construct as Mintlify's, or undefined when it is kept as it is (`kept`). */
  block?: Block
  kept?: Line[]
  indent: string
  /** The index after its last line. */
  end: number
}

/** The type's title as Material shows it when none is given (Python-Markdown capitalises the type). */
function defaultTitle(type: string): string {
  return type.charAt(0).toUpperCase() + type.slice(1).toLowerCase()
}

/** An admonition's callout: its default title kept where the callout's name does not say it (`!!! example` is an `Info` titled "Example"). */
function callout(type: string, title: string | undefined, body: Line[]): Block {
  const name = TYPES[type.toLowerCase()] ?? 'Note'
  const shown = title ?? (name.toLowerCase() === type.toLowerCase() ? undefined : defaultTitle(type))
  return { type: 'callout', name, ...(shown === undefined || shown === '' ? {} : { title: shown }), body }
}

function admonition(lines: readonly Line[], index: number, converter: Converter): Found | undefined {
  const match = ADMONITION.exec(lines[index]!.text)
  if (!match) return undefined
  const [, indent, marker, type, modifiers, title] = match as unknown as [string, string, string, string, string, string | undefined]
  for (const { pattern, reason } of MODIFIERS) {
    const modifier = pattern.exec(modifiers)?.[0]
    if (modifier !== undefined) converter.lost(lines[index]!.line, `\`${modifier}\``, reason)
  }
  const end = indentedEnd(lines, index + 1, indentWidth(indent) + 4)
  const body = lines.slice(index + 1, end)
  if (marker === '!!!') return { block: callout(type, title, body), indent, end }
  return { block: accordion(type, title === undefined || title === '' ? defaultTitle(type) : title, marker.endsWith('+'), body), indent, end }
}

/** A collapsible admonition: an accordion, its type kept as the nearest icon. */
function accordion(type: string, title: string, open: boolean, body: Line[]): Block {
  const name = TYPES[type.toLowerCase()]
  return { type: 'accordion', title, open, ...(name === undefined ? {} : { icon: ICONS[name] }), body }
}

/** A set of content tabs: `=== "Tab"` blocks one after another at one indentation (blank lines between), until a `===!`. */
function tabs(lines: readonly Line[], index: number): Found | undefined {
  const first = TAB.exec(lines[index]!.text)
  if (!first) return undefined
  const indent = first[1]!
  const set: Array<{ title: string; body: Line[] }> = []
  let end = index
  for (let at = index; at < lines.length; ) {
    const tab = lines[at]!.done ? null : TAB.exec(lines[at]!.text)
    if (!tab || tab[1] !== indent || (set.length > 0 && tab[2]!.includes('!'))) break
    const bodyEnd = indentedEnd(lines, at + 1, indentWidth(indent) + 4)
    set.push({ title: tab[3]!, body: lines.slice(at + 1, bodyEnd) })
    end = bodyEnd
    at = bodyEnd
    while (at < lines.length && isBlank(lines[at]!)) at++
  }
  return { block: { type: 'tabs', tabs: set }, indent, end }
}

/** pymdownx.blocks: `/// name | title`, its options (indented `key: value` lines), its content, `///`. */
function fencedBlock(lines: readonly Line[], index: number, closers: ReadonlyMap<number, number>, converter: Converter): Found | undefined {
  const match = BLOCK.exec(lines[index]!.text)
  if (!match) return undefined
  const [, indent, slashes, name, title] = match as unknown as [string, string, string, string, string | undefined]
  const end = closers.get(index) ?? lines.length
  if (end >= lines.length) {
    converter.left(lines[index]!.line, `${slashes} ${name}`, 'it is never closed (no line of slashes ends it)')
    return { kept: [lines[index]!], indent, end: index + 1 }
  }
  const options: Record<string, string> = {}
  let start = index + 1
  for (; start < end; start++) {
    const option = BLOCK_OPTION.exec(lines[start]!.text)
    if (!option) break
    options[option[1]!] = option[2]!.replace(/^["']|["']$/g, '')
  }
  const body = lines.slice(start, end)
  const label = title === undefined || title.trim() === '' ? undefined : title.trim()
  const kind = name.toLowerCase()
  const read = (block: Block): Found => ({ block, indent, end: end + 1 })
  if (kind === 'details')
    return read({ type: 'accordion', title: label ?? defaultTitle(options.type ?? 'details'), open: /^true$/i.test(options.open ?? ''), body })
  if (kind === 'admonition') return read(callout(options.type ?? 'note', label, body))
  if (kind === 'tab') {
    // Tabs one after another form a set, as `===` tabs do, until one says `new: true`.
    const set = [{ title: label ?? '', body }]
    let next = end + 1
    while (next < lines.length && isBlank(lines[next]!)) next++
    const following = next < lines.length && !lines[next]!.done ? BLOCK.exec(lines[next]!.text) : null
    const startsSet = /^\s+new\s*:\s*["']?true["']?\s*$/i.test(lines[next + 1]?.text ?? '')
    if (following && following[3]!.toLowerCase() === 'tab' && following[1] === indent && following[2] === slashes && !startsSet) {
      const rest = fencedBlock(lines, next, closers, converter)
      if (rest?.block?.type === 'tabs') return { block: { type: 'tabs', tabs: [...set, ...rest.block.tabs] }, indent, end: rest.end }
    }
    return read({ type: 'tabs', tabs: set })
  }
  if (Object.hasOwn(TYPES, kind)) return read(callout(kind, label, body))
  converter.left(lines[index]!.line, `${slashes} ${name}`, `Mintlify has no component for pymdownx.blocks' \`${name}\``)
  return { kept: [...lines.slice(index, end + 1)].map((line) => ({ ...line, done: true as const })), indent, end: end + 1 }
}

/** The index after a block's body: its lines indented `width` or more, and blank lines between them (not after). */
function indentedEnd(lines: readonly Line[], start: number, width: number): number {
  let end = start
  for (let at = start; at < lines.length; at++) {
    const line = lines[at]!
    if (isBlank(line)) continue
    if (indentWidth(line.text) < width) break
    end = at + 1
  }
  return end
}
