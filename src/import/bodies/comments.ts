import { fenceEnd, type Line, maskCodeSpans } from './lines.js'
import type { Pass } from './mintlify.js'

/**
 * HTML comments (`<!-- … -->`), which every Markdown generator hides and MDX cannot read ("to
 * create a comment in MDX, use `{/* text *\/}`"): written as MDX's comments. One holding `*\/`
 * cannot be one, and is said, as is one never closed.
 */
export const comments: Pass = (lines, converter) => {
  const out: Line[] = []
  // Prose between code blocks and converted lines, read as one text: a comment may span lines.
  let prose: Line[] = []
  const flush = () => {
    if (prose.length === 0) return
    const text = prose.map((line) => line.text).join('\n')
    const lineAt = (offset: number) => prose[text.slice(0, offset).split('\n').length - 1]!.line
    // Found where no code span holds them, replaced in the text itself.
    let replaced = ''
    let from = 0
    for (const match of maskCodeSpans(text).matchAll(/<!--([\s\S]*?)(-->|$)/g)) {
      const inner = text.slice(match.index + 4, match.index + 4 + match[1]!.length)
      replaced += text.slice(from, match.index)
      from = match.index + match[0].length
      if (match[2] === '' || inner.includes('*/')) {
        converter.left(lineAt(match.index), '<!--', match[2] === '' ? 'it is never closed by `-->`' : 'its text holds `*/`, which would end an MDX comment')
        replaced += match[0]
        continue
      }
      converter.converted('comment')
      replaced += `{/*${inner}*/}`
    }
    replaced += text.slice(from)
    // Newlines are kept, so each line keeps its place.
    if (replaced !== text) replaced.split('\n').forEach((line, at) => out.push({ ...prose[at]!, text: line }))
    else out.push(...prose)
    prose = []
  }
  for (let index = 0; index < lines.length; ) {
    const fence = fenceEnd(lines, index)
    if (fence !== undefined || lines[index]!.done) {
      flush()
      const end = fence ?? index + 1
      out.push(...lines.slice(index, end))
      index = end
      continue
    }
    prose.push(lines[index++]!)
  }
  flush()
  return out
}
