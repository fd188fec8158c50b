import { scan } from './lines.js'
import { type CalloutName, type Pass, writeBlock } from './mintlify.js'

/**
 * GitHub's alerts (`> [!NOTE]` and the lines of its blockquote), which VitePress draws as its
 * containers and the other generators leave a blockquote: Mintlify's callouts of the same kinds.
 */

const KINDS: Readonly<Record<string, CalloutName>> = { NOTE: 'Note', TIP: 'Tip', IMPORTANT: 'Info', WARNING: 'Warning', CAUTION: 'Danger' }

const ALERT = /^(\s*)>\s?\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]\s*(.*)$/i

export const alerts: Pass = (lines, converter) =>
  scan(lines, (index) => {
    const line = lines[index]!
    const match = ALERT.exec(line.text)
    if (!match) return undefined
    const [, indent, kind, after] = match as unknown as [string, string, string, string]
    const quoted = new RegExp(`^${indent}>`)
    let end = index + 1
    while (end < lines.length && !lines[end]!.done && quoted.test(lines[end]!.text)) end++
    const body = [
      ...(after.trim() === '' ? [] : [{ ...line, text: after }]),
      ...lines.slice(index + 1, end).map((each) => ({ ...each, text: each.text.slice(indent.length + 1).replace(/^ /, '') })),
    ]
    return { lines: writeBlock({ type: 'callout', name: KINDS[kind.toUpperCase()]!, body }, line.line, indent, converter), end }
  })
