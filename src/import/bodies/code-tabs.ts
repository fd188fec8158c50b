import { fenceEnd, fenceOpening, isBlank, type Line, written } from './lines.js'
import { type Pass, withCodeTitle } from './mintlify.js'

/**
 * Code blocks one after another marked as tabs of one set: Fumadocs' `tab="npm"` (remark-code-tab)
 * and the `tab` of docusaurus-remark-plugin-tab-blocks (Jest's site: `js tab`, titled by the
 * language or `title="…"`), as Mintlify's code group. A tab spanning several blocks
 * (`tab={"span":2}`) has no code-group counterpart: its set is left, and said.
 */

/** The tab a code fence's info string makes it, or undefined; `span` when it spans several blocks. */
function tabOf(info: string): { title?: string; span: boolean } | undefined {
  const named = /(?:^|\s)tab=(?:"([^"]*)"|'([^']*)')/.exec(info)
  if (named) return { title: named[1] ?? named[2]!, span: false }
  if (/(?:^|\s)tab=\{/.test(info)) return { span: true }
  return /(?:^|\s)tab(?:\s|$)/.test(info) ? { span: false } : undefined
}

/** How the tab-blocks plugin labels a language. */
const LANGUAGES: Readonly<Record<string, string>> = {
  js: 'JavaScript',
  jsx: 'JavaScript',
  ts: 'TypeScript',
  tsx: 'TypeScript',
  javascript: 'JavaScript',
  typescript: 'TypeScript',
}

export const codeTabs: Pass = (lines, converter) => {
  const out: Line[] = []
  for (let index = 0; index < lines.length; ) {
    const run: Array<{ start: number; end: number; title: string }> = []
    let spans = false
    for (let at = index; ; ) {
      const end = fenceEnd(lines, at)
      const opening = end === undefined ? undefined : fenceOpening(lines[at]!.text)
      const tab = opening === undefined ? undefined : tabOf(opening.info)
      if (tab === undefined) break
      spans ||= tab.span
      const language = opening!.info.trim().split(/\s+/)[0] ?? ''
      const title =
        tab.title ??
        /\btitle=(?:"([^"]*)"|'([^']*)')/
          .exec(opening!.info)
          ?.slice(1)
          .find((value) => value !== undefined) ??
        LANGUAGES[language] ??
        language
      run.push({ start: at, end: end!, title })
      at = end!
      while (at < lines.length && isBlank(lines[at]!)) at++
    }
    if (run.length === 0) {
      const end = fenceEnd(lines, index) ?? index + 1
      out.push(...lines.slice(index, end))
      index = end
      continue
    }
    const last = run.at(-1)!.end
    if (spans) {
      converter.left(lines[index]!.line, 'tab={"span":…}', "a tab of several code blocks has no counterpart in Mintlify's code group")
      out.push(...lines.slice(index, last).map((line) => ({ ...line, done: true as const })))
    } else {
      converter.converted('code group')
      const indent = fenceOpening(lines[index]!.text)!.indent
      const blocks = run.flatMap(({ start, end, title }, at) => [
        ...(at > 0 ? [{ text: '', line: lines[start]!.line, done: true as const }] : []),
        { ...lines[start]!, text: withCodeTitle(lines[start]!.text.replace(/(^|\s)tab(?:=(?:"[^"]*"|'[^']*'))?(?=\s|$)/, '$1'), title), done: true as const },
        ...lines.slice(start + 1, end).map((line) => ({ ...line, done: true as const })),
      ])
      out.push(...written(['<CodeGroup>'], lines[index]!.line, indent), ...blocks, ...written(['</CodeGroup>'], lines[index]!.line, indent))
    }
    index = last
  }
  return out
}
