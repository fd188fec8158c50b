import { fenceEnd, type Line } from './lines.js'
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
    const replaced = text.replace(/<!--([\s\S]*?)(-->|$)/g, (whole, inner: string, end: string, offset: number) => {
      if (end === '' || inner.includes('*/')) {
        converter.left(lineAt(offset), '<!--', end === '' ? 'it is never closed by `-->`' : 'its text holds `*/`, which would end an MDX comment')
        return whole
      }
      converter.converted('comment')
      return `{/*${inner}*/}`
    })
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
