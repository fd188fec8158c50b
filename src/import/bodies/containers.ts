import { fenceEnd, type Line, maskCodeSpans } from './lines.js'
import { attribute, type Block, type CalloutName, type Pass, writeBlock } from './mintlify.js'

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
    const out: Line[] = []
    for (let index = 0; index < lines.length; ) {
      const line = lines[index]!
      const fence = fenceEnd(lines, index)
      if (fence !== undefined) {
        out.push(...lines.slice(index, fence))
        index = fence
        continue
      }
      const opener = line.done ? null : OPENER.exec(line.text)
      if (!opener) {
        out.push(line)
        index++
        continue
      }
      const [, indent, colons, name, rest] = opener as unknown as [string, string, string, string, string]
      const close = closingLine(lines, index, colons.length)
      if (close === undefined) {
        converter.left(line.line, `:::${name}`, 'it is never closed (no line of colons ends it)')
        out.push(line)
        index++
        continue
      }
      const body = lines.slice(index + 1, close)
      const kind = KINDS[dialect][name.toLowerCase()]
      if (kind === undefined) {
        // A site's own container (`admonitions.keywords`, a markdown-it plugin's): its content is converted, its fences kept.
        converter.left(
          line.line,
          `:::${name}`,
          `${dialect === 'vitepress' ? 'VitePress' : dialect === 'starlight' ? 'Starlight' : 'Docusaurus'} has no \`${name}\` container of its own, so docsnav cannot tell what it shows`,
        )
        out.push({ ...line, done: true }, ...converter.body(body).map((each) => ({ ...each, done: true as const })), { ...lines[close]!, done: true })
      } else if (kind === 'raw') out.push(...literal(name, converter.body(body)))
      else
        out.push(
          ...writeBlock(blockOf(dialect, kind, rest, body), line.line, indent, converter).map((each, at) => (at === 0 ? withIcon(each, dialect, rest) : each)),
        )
      index = close + 1
    }
    return out
  }
}

/** The line that closes the container opened at `index` (innermost first, code passed by), or undefined. */
function closingLine(lines: readonly Line[], index: number, colons: number): number | undefined {
  const open = [colons]
  for (let at = index + 1; at < lines.length; ) {
    const fence = fenceEnd(lines, at)
    if (fence !== undefined) {
      at = fence
      continue
    }
    const line = lines[at]!
    if (!line.done) {
      const closer = CLOSER.exec(line.text)
      if (closer && closer[1]!.length >= open.at(-1)!) {
        open.pop()
        if (open.length === 0) return at
      } else {
        const opener = OPENER.exec(line.text)
        if (opener) open.push(opener[2]!.length)
      }
    }
    at++
  }
  return undefined
}

/**
 * A `raw` or `v-pre` container's content, unwrapped: `v-pre` shows `{{ x }}` as written, which MDX
 * would read as JavaScript, so its braces are escaped (outside code spans).
 */
function literal(name: string, lines: readonly Line[]): Line[] {
  return lines.map((line) => {
    if (line.done || name.toLowerCase() !== 'v-pre') return { ...line, done: true as const }
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
  if (kind === 'details') return { type: 'accordion', title: title ?? 'Details', open: /\{[^}]*\bopen\b[^}]*\}\s*$/.test(rest), body }
  if (kind === 'code-group') return { type: 'code-group', body }
  return { type: 'callout', name: kind, ...(title === undefined ? {} : { title }), body }
}

/** A container's title: `[Title]` (remark directives), `{title="..."}`, or the words after the name (Docusaurus's older form, VitePress's). */
function titleOf(dialect: ContainerDialect, rest: string): string | undefined {
  const label = /^\[(.*)\]/.exec(rest.trim())
  if (label) return label[1]
  const quoted = /\{[^}]*\btitle=(?:"([^"]*)"|'([^']*)')[^}]*\}/.exec(rest)
  if (quoted) return quoted[1] ?? quoted[2]
  const words = rest.replace(/\{[^}]*\}\s*$/, '').trim()
  return words === '' || dialect === 'starlight' ? undefined : words
}

/** Starlight's `{icon="..."}` kept as the callout's `icon`. */
function withIcon(line: Line, dialect: ContainerDialect, rest: string): Line {
  const icon = dialect === 'starlight' ? /\{[^}]*\bicon=(?:"([^"]*)"|'([^']*)')/.exec(rest) : null
  if (!icon || !line.text.trimEnd().endsWith('>')) return line
  return { ...line, text: line.text.replace(/>\s*$/, ` ${attribute('icon', (icon[1] ?? icon[2])!)}>`) }
}
