import { LineIndex } from '../../source/source-file.js'
import { append, fenceEnd, type Line, maskCodeSpans } from './lines.js'
import type { Pass } from './mintlify.js'

/**
 * HTML comments (`<!-- … -->`), which every Markdown generator hides and MDX cannot read ("to
 * create a comment in MDX, use `{/* text *\/}`"): written as MDX's comments, a `*\/` in one
 * written `*\\/`. One never closed is said.
 */
export const comments: Pass = (lines, converter) => {
  const out: Line[] = []
  // Prose between code blocks and converted lines, read as one text: a comment may span lines.
  let prose: Line[] = []
  const flush = () => {
    if (prose.length === 0) return
    const text = prose.map((line) => line.text).join('\n')
    // The line of an offset, found in the text's line index (a page of many comments stays linear).
    const index = new LineIndex(text)
    const indexAt = (offset: number) => index.point(offset).line - 1
    // Found where no code span holds them, replaced in the text itself.
    let replaced = ''
    let from = 0
    /** Lines a comment spans beyond its first: no other pass reads inside it. */
    const inside = new Set<number>()
    for (const match of maskCodeSpans(text).matchAll(/<!--([\s\S]*?)(-->|$)/g)) {
      const whole = text.slice(match.index, match.index + match[0].length)
      replaced += text.slice(from, match.index)
      from = match.index + match[0].length
      if (match[2] === '') {
        converter.left(prose[indexAt(match.index)]!.line, '<!--', 'it is never closed by `-->`')
        replaced += whole
        continue
      }
      converter.converted('comment')
      // `*/` would end the MDX comment: `*\/` reads the same in it.
      replaced += `{/*${whole.slice(4, -3).replaceAll('*/', '*\\/')}*/}`
      const last = indexAt(from)
      for (let at = indexAt(match.index) + 1; at <= last; at++) inside.add(at)
    }
    replaced += text.slice(from)
    // Newlines are kept, so each line keeps its place.
    if (replaced !== text)
      replaced.split('\n').forEach((line, at) => out.push({ ...prose[at]!, text: line, ...(inside.has(at) ? { done: true as const } : {}) }))
    else append(out, prose)
    prose = []
  }
  for (let index = 0; index < lines.length; ) {
    const fence = fenceEnd(lines, index)
    if (fence !== undefined || lines[index]!.done) {
      flush()
      const end = fence ?? index + 1
      append(out, lines.slice(index, end))
      index = end
      continue
    }
    prose.push(lines[index++]!)
  }
  flush()
  return out
}
