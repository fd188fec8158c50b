import { append, eachProse, fenceOpening, fenceSpan, indentWidth, isBlank, type Line, maskCodeSpans } from './lines.js'
import type { Converter, Pass } from './mintlify.js'

/**
 * A Markdown page's text as MDX reads it, where the two disagree (Mintlify reads every page as
 * MDX), so that it reads as it did: a code block holding a fence line gets longer fences (MDX ends
 * one at a fence line however indented), an indented code block is fenced (MDX has none), an
 * autolink (`<https://x>`) is a link, an HTML tag's void element is closed and its unquoted values
 * quoted, a heading's `{#id}` stays (Mintlify reads it), and a `<` that opens no tag (`<100ms`) or
 * a brace (`{name}`) is escaped. Code, code spans, math and what the conversions wrote are left.
 */

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])
const TAG = /<([a-z][\w-]*)\b((?:[^<>"'/]|\/(?!>)|"[^"]*"|'[^']*')*)(\/?)>/g
const AUTOLINK = /<((?:https?|mailto|ftp):[^\s<>]*|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)>/g
/** A heading's attribute list: Mintlify reads `{#id}`, nothing else of it. */
const HEADING_ATTRIBUTES = /^(\s{0,3}#{1,6}\s[^{}]*?)\{:?\s*([^{}]*)\}\s*$/

export const markdown: Pass = (lines, converter) => {
  let math = false
  return eachProse(indentedCode(longerFences(lines, converter), converter), (line) => {
    // A `$$` block is math: remark-math reads it, braces and all.
    if (/^\s*\$\$\s*$/.test(line.text)) math = !math
    if (math || /^\s*\$\$\s*$/.test(line.text)) return line
    const definition = /^(\s{0,3}\[[^\]]+\]:\s*)<([^\s<>]*)>(.*)$/.exec(line.text)
    if (definition) {
      converter.converted('MDX escape')
      return { ...line, text: `${definition[1]}${definition[2]}${definition[3]}` }
    }
    return escaped(line, converter)
  })
}

function escaped(line: Line, converter: Converter): Line {
  let source = line.text
  const heading = HEADING_ATTRIBUTES.exec(source)
  let id = ''
  if (heading) {
    const attributes = heading[2]!
    // Python-Markdown's attribute lists give the id as `#9.7.6` or `id="9.7.6"`.
    const given = /(?:^|\s)(?:#([^\s#]+)|id=(?:"([^"]*)"|'([^']*)'|([^\s"']+)))/.exec(attributes)
    const anchor = given?.slice(1).find((part) => part !== undefined)
    const rest = given === null ? attributes.trim() : attributes.replace(given[0], '').trim()
    if (anchor !== undefined) {
      if (rest !== '') converter.lost(line.line, `\`${rest}\``, "Mintlify reads a heading's `{#id}` and nothing else of an attribute list")
      source = heading[1]!.trimEnd()
      id = ` {#${anchor}}`
    }
  }
  // Code spans, MDX comments and inline math are kept: their positions are blanked first.
  const masked = maskCodeSpans(source)
    .replace(/\{\/\*.*?(?:\*\/\}|$)/g, (comment) => ' '.repeat(comment.length))
    .replace(/\$\$.*?\$\$|\$(?!\s)[^$\n]*?[^\s\\]\$/g, (formula) => ' '.repeat(formula.length))
  const edits: Array<{ start: number; end: number; text: string }> = []
  for (const match of masked.matchAll(AUTOLINK)) {
    const target = match[1]!
    edits.push({
      start: match.index,
      end: match.index + match[0].length,
      text: `[${target}](${target.includes('@') && !target.includes(':') ? `mailto:${target}` : target})`,
    })
  }
  // What an edit covers, so that each position is edited once (a mask: a page of many edits stays linear).
  const covered = new Uint8Array(masked.length)
  const cover = (edit: { start: number; end: number; text: string }) => {
    edits.push(edit)
    covered.fill(1, edit.start, edit.end)
  }
  for (const edit of edits) covered.fill(1, edit.start, edit.end)
  for (const match of masked.matchAll(TAG)) {
    if (covered[match.index]) continue
    const original = source.slice(match.index, match.index + match[0].length)
    const name = match[1]!.toLowerCase()
    const attributes = source.slice(match.index + 1 + match[1]!.length, match.index + match[0].length - 1 - match[3]!.length).trimEnd()
    // JSX wants every value quoted (`width=100` is `width="100"`) and a void element closed.
    const quoted = attributes.replace(/(\s[\w:.-]+)=([^\s"'=<>`{}]+)/g, '$1="$2"')
    const closed = VOID.has(name) || match[3] === '/'
    const text = `<${match[1]}${quoted}${closed ? ' />' : '>'}`
    if (text !== original) cover({ start: match.index, end: match.index + match[0].length, text })
  }
  // Inside a tag (`<Badge :type="{a}">`) a brace is the tag's; only text is escaped.
  const text = masked.replace(/<[A-Za-z/][^<>]*>/g, (tag) => ' '.repeat(tag.length))
  for (let at = 0; at < text.length; at++) {
    const character = text[at]!
    if (covered[at]) continue
    const escapedAlready = text[at - 1] === '\\'
    const strayAngle = character === '<' && !/[A-Za-z/!]/.test(text[at + 1] ?? '')
    if (!escapedAlready && (strayAngle || character === '{' || character === '}')) edits.push({ start: at, end: at + 1, text: `\\${character}` })
  }
  edits.sort((a, b) => a.start - b.start)
  let written = ''
  let from = 0
  for (const edit of edits) {
    written += source.slice(from, edit.start) + edit.text
    from = edit.end
  }
  written += source.slice(from) + id
  if (written === line.text) return line
  converter.converted('MDX escape')
  return { ...line, text: written }
}

/** Code blocks holding a line MDX would end them at (a fence line, however indented), their fences made longer than it. */
function longerFences(lines: readonly Line[], converter: Converter): Line[] {
  const out = [...lines]
  for (let index = 0; index < out.length; index++) {
    const span = fenceSpan(out, index)
    if (span === undefined) continue
    const fence = span.marker[0]!
    const inner = out.slice(index + 1, span.closed ? span.end - 1 : span.end)
    const fenceLine = new RegExp(`^\\s*(\\${fence}{3,})`)
    let longest = 0
    for (const line of inner) longest = Math.max(longest, fenceLine.exec(line.text)?.[1]?.length ?? 0)
    if (longest >= span.marker.length) {
      converter.converted('MDX escape')
      const marker = fence.repeat(longest + 1)
      const opening = fenceOpening(out[index]!.text)!
      out[index] = { ...out[index]!, text: `${opening.indent}${marker}${opening.info}` }
      if (span.closed) out[span.end - 1] = { ...out[span.end - 1]!, text: `${out[span.end - 1]!.text.match(/^\s*/)![0]}${marker}` }
    }
    index = span.end - 1
  }
  return out
}

/**
 * Indented code blocks (four columns in, after a blank line, not inside a list item), which MDX
 * reads as paragraphs, fenced; their code as it was.
 */
function indentedCode(lines: readonly Line[], converter: Converter): Line[] {
  const out: Line[] = []
  let context: Line | undefined
  for (let index = 0; index < lines.length; ) {
    const span = fenceSpan(lines, index)
    if (span !== undefined) {
      append(out, lines.slice(index, span.end))
      context = lines[span.end - 1]
      index = span.end
      continue
    }
    const line = lines[index]!
    const starts =
      !line.done &&
      indentWidth(line.text) >= 4 &&
      !isBlank(line) &&
      index > 0 &&
      isBlank(lines[index - 1]!) &&
      context !== undefined &&
      !context.done &&
      indentWidth(context.text) === 0 &&
      !/^([-*+]|\d+[.)])\s/.test(context.text)
    if (!starts) {
      out.push(line)
      if (!isBlank(line)) context = line
      index++
      continue
    }
    let end = index
    while (end < lines.length && !lines[end]!.done && (isBlank(lines[end]!) || indentWidth(lines[end]!.text) >= 4)) end++
    while (isBlank(lines[end - 1]!)) end--
    converter.converted('code block')
    const code = lines.slice(index, end).map((each) => ({ ...each, text: each.text.replace(/^(?: {4}|\t| {0,3}\t)/, ''), done: true as const }))
    out.push({ text: '```', line: line.line, done: true }, ...code, { text: '```', line: lines[end - 1]!.line, done: true })
    context = lines[end - 1]
    index = end
  }
  return out
}
