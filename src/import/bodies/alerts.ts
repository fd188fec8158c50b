import { fenceEnd, type Line } from './lines.js'
import { type CalloutName, type Pass, writeBlock } from './mintlify.js'

/**
 * GitHub's alerts (`> [!NOTE]` and the lines of its blockquote), which VitePress draws as its
 * containers and the other generators leave a blockquote: Mintlify's callouts of the same kinds.
 */

const KINDS: Readonly<Record<string, CalloutName>> = { NOTE: 'Note', TIP: 'Tip', IMPORTANT: 'Info', WARNING: 'Warning', CAUTION: 'Danger' }

const ALERT = /^(\s*)>\s?\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]\s*(.*)$/i

export const alerts: Pass = (lines, converter) => {
  const out: Line[] = []
  for (let index = 0; index < lines.length; ) {
    const fence = fenceEnd(lines, index)
    if (fence !== undefined) {
      out.push(...lines.slice(index, fence))
      index = fence
      continue
    }
    const line = lines[index]!
    const match = line.done ? null : ALERT.exec(line.text)
    if (!match) {
      out.push(line)
      index++
      continue
    }
    const [, indent, kind, after] = match as unknown as [string, string, string, string]
    const quoted = new RegExp(`^${indent}>`)
    let end = index + 1
    while (end < lines.length && !lines[end]!.done && quoted.test(lines[end]!.text)) end++
    const body = [
      ...(after.trim() === '' ? [] : [{ ...line, text: after }]),
      ...lines.slice(index + 1, end).map((each) => ({ ...each, text: each.text.slice(indent.length + 1).replace(/^ /, '') })),
    ]
    out.push(...writeBlock({ type: 'callout', name: KINDS[kind.toUpperCase()]!, body }, line.line, indent, converter))
    index = end
  }
  return out
}
