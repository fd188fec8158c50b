import { eachProse, maskCodeSpans } from './lines.js'
import type { Pass } from './mintlify.js'

/**
 * A Markdown page's text as MDX reads it, where the two disagree (Mintlify reads every page as
 * MDX): an autolink (`<https://x>`) is a link, a void element (`<img src="a.png">`, `<br>`) is
 * closed, and a `<` that opens no tag (`<100ms`) or a brace (`{name}`) is escaped, as text it was.
 * Code, code spans and what the conversions wrote are left as they are.
 */

const VOID = /<(area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)\b((?:[^>"']|"[^"]*"|'[^']*')*?)\s*(\/?)>/gi
const AUTOLINK = /<((?:https?|mailto|ftp):[^\s<>]*|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)>/g

export const markdown: Pass = (lines, converter) =>
  eachProse(lines, (line) => {
    // Code spans and MDX comments are kept: their positions are blanked before anything is matched.
    const masked = maskCodeSpans(line.text).replace(/\{\/\*.*?\*\/\}/g, (comment) => ' '.repeat(comment.length))
    const edits: Array<{ start: number; end: number; text: string }> = []
    for (const match of masked.matchAll(AUTOLINK)) {
      const target = match[1]!
      edits.push({
        start: match.index,
        end: match.index + match[0].length,
        text: `[${target}](${target.includes('@') && !target.includes(':') ? `mailto:${target}` : target})`,
      })
    }
    for (const match of masked.matchAll(VOID)) {
      if (match[3] === '/' || edits.some((edit) => edit.start <= match.index && match.index < edit.end)) continue
      const original = line.text.slice(match.index, match.index + match[0].length)
      edits.push({ start: match.index, end: match.index + match[0].length, text: `${original.slice(0, -1).trimEnd()} />` })
    }
    // Inside a tag (`<Badge :type="{a}">`) a brace is the tag's; only text is escaped.
    const text = masked.replace(/<[A-Za-z/][^<>]*>/g, (tag) => ' '.repeat(tag.length))
    for (let at = 0; at < text.length; at++) {
      const character = text[at]!
      if (edits.some((edit) => edit.start <= at && at < edit.end)) continue
      const next = text[at + 1] ?? ''
      const escaped = text[at - 1] === '\\'
      const strayAngle = character === '<' && !/[A-Za-z/!]/.test(next)
      if (!escaped && (strayAngle || character === '{' || character === '}')) edits.push({ start: at, end: at + 1, text: `\\${character}` })
    }
    if (edits.length === 0) return line
    converter.converted('MDX escape')
    edits.sort((a, b) => a.start - b.start)
    let written = ''
    let from = 0
    for (const edit of edits) {
      written += line.text.slice(from, edit.start) + edit.text
      from = edit.end
    }
    return { ...line, text: written + line.text.slice(from) }
  })
