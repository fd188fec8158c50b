import { type Line, maskCodeSpans, pairs, type Read, scan } from './lines.js'
import { attribute, type Block, type CalloutName, type Pass, settled, writeBlock } from './mintlify.js'

/**
 * `:::` containers: Docusaurus's admonitions (`:::tip[Title]`, the older `:::tip Title`; remark
 * directives), Starlight's asides (`:::caution[Title]`, `{icon="..."}`) and VitePress's custom
 * containers (`::: warning Title`, `::: details`, `::: code-group`, `::: raw`; markdown-it
 * containers). Each opens at a line of colons and a name and closes at a line of at least as many
 * colons; nested ones are matched innermost first, as both parsers do.
 */

export type ContainerDialect = 'docusaurus' | 'starlight' | 'vitepress'

type ContainerKind = CalloutName | 'details' | 'code-group' | 'raw'

/** The names each generator gives its containers, as Mintlify's components. */
const KINDS: Record<ContainerDialect, Readonly<Record<string, ContainerKind>>> = {
  // Docusaurus 3's keywords; `caution` is its older name of `warning`, `important` Infima's.
  docusaurus: { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', caution: 'Warning', danger: 'Danger', important: 'Info', success: 'Check' },
  starlight: { note: 'Note', tip: 'Tip', caution: 'Warning', danger: 'Danger' },
  vitepress: {
    info: 'Info',
    note: 'Note',
    tip: 'Tip',
    warning: 'Warning',
    danger: 'Danger',
    important: 'Info',
    caution: 'Warning',
    details: 'details',
    'code-group': 'code-group',
    raw: 'raw',
    'v-pre': 'raw',
  },
}

const OPENER = /^(\s*)(:{3,})\s*([A-Za-z][\w-]*)(.*)$/
const CLOSER = /^\s*(:{3,})\s*$/

export function containers(dialect: ContainerDialect): Pass {
  return (lines, converter) => {
    const closers = pairs<number>(
      lines,
      (text) => {
        const closer = CLOSER.exec(text)
        if (closer) return { closes: closer[1]!.length }
        const opener = OPENER.exec(text)
        return opener ? { opens: opener[2]!.length } : undefined
      },
      (opened, closing) => closing >= opened,
      true,
    )
    return scan(lines, (index): Read | undefined => {
      const line = lines[index]!
      const opener = OPENER.exec(line.text)
      if (!opener) return undefined
      const [, indent, , name, rest] = opener as unknown as [string, string, string, string, string]
      const close = closers.get(index)
      if (close === undefined) {
        converter.left(line.line, `:::${name}`, 'it is never closed (no line of colons ends it)')
        return undefined
      }
      const body = lines.slice(index + 1, close)
      const kind = KINDS[dialect][name.toLowerCase()]
      const end = close + 1
      if (kind === undefined) {
        // A site's own container (`admonitions.keywords`, a markdown-it plugin's): its content is converted, its fences kept.
        converter.left(line.line, `:::${name}`, `${GENERATORS[dialect]} has no \`${name}\` container of its own, so docsnav cannot tell what it shows`)
        return { lines: [{ ...line, done: true }, ...settled(converter.body(body)), { ...lines[close]!, done: true }], end }
      }
      if (kind === 'raw') {
        converter.converted('verbatim block')
        return { lines: literal(name, body), end }
      }
      const block = writeBlock(blockOf(dialect, kind, rest, body), line.line, indent, converter)
      return { lines: block.map((each, at) => (at === 0 ? withIcon(each, dialect, rest) : each)), end }
    })
  }
}

/** Each dialect's generator, by name. */
const GENERATORS: Record<ContainerDialect, string> = { docusaurus: 'Docusaurus', starlight: 'Starlight', vitepress: 'VitePress' }

/**
 * A `raw` or `v-pre` container's content, unwrapped and left as written (neither has its content
 * converted): `v-pre` shows `{{ x }}` as written, which MDX would read as JavaScript, so its braces
 * are escaped (outside code spans).
 */
function literal(name: string, lines: readonly Line[]): Line[] {
  const verbatim = name.toLowerCase() === 'v-pre'
  return lines.map((line) => {
    if (line.done || !verbatim) return { ...line, done: true as const }
    const masked = maskCodeSpans(line.text)
    let text = ''
    for (let at = 0; at < line.text.length; at++) {
      const character = line.text[at]!
      const escaped = line.text[at - 1] === '\\'
      text += (character === '{' || character === '}') && masked[at] === character && !escaped ? `\\${character}` : character
    }
    return { ...line, text, done: true as const }
  })
}

function blockOf(dialect: ContainerDialect, kind: Exclude<ContainerKind, 'raw'>, rest: string, body: Line[]): Block {
  const title = titleOf(dialect, rest)
  if (kind === 'details') return { type: 'accordion', title: title ?? 'Details', open: /\{[^{}]*\bopen\b[^{}]*\}\s*$/.test(rest), body }
  if (kind === 'code-group') return { type: 'code-group', body }
  return { type: 'callout', name: kind, ...(title === undefined ? {} : { title }), body }
}

/** A container's title: `[Title]` (remark directives), `{title="..."}`, or the words after the name (Docusaurus's older form, VitePress's). */
function titleOf(dialect: ContainerDialect, rest: string): string | undefined {
  const label = /^\[(.*)\]/.exec(rest.trim())
  if (label) return label[1]
  const quoted = /\{[^{}]*?\btitle=(?:"([^"]*)"|'([^']*)')/.exec(rest)
  if (quoted) return quoted[1] ?? quoted[2]
  // The attributes at the end (`{open}`) are not the title: cut at the last `{`.
  const last = rest.lastIndexOf('{')
  const words = (last !== -1 && /^\{[^{}]*\}\s*$/.test(rest.slice(last)) ? rest.slice(0, last) : rest).trim()
  return words === '' || dialect === 'starlight' ? undefined : words
}

/** Starlight's `{icon="..."}` kept as the callout's `icon`. */
function withIcon(line: Line, dialect: ContainerDialect, rest: string): Line {
  const icon = dialect === 'starlight' ? /\{[^{}]*?\bicon=(?:"([^"]*)"|'([^']*)')/.exec(rest) : null
  if (!icon || !line.text.trimEnd().endsWith('>')) return line
  return { ...line, text: line.text.replace(/>\s*$/, ` ${attribute('icon', (icon[1] ?? icon[2])!)}>`) }
}
