import { append, fenceEnd, fenceOpening, fenceSpan, isBlank, type Line, written } from './lines.js'
import { attribute, type Pass, settled, withCodeTitle } from './mintlify.js'
import { isPackageInstall, managerGroup } from './package-install.js'

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
    const run: Array<{ start: number; end: number; label: string; titled: boolean; managers: boolean }> = []
    let spans = false
    for (let at = index; ; ) {
      const end = fenceEnd(lines, at)
      const opening = end === undefined ? undefined : fenceOpening(lines[at]!.text)
      const tab = opening === undefined ? undefined : tabOf(opening.info)
      if (tab === undefined) break
      spans ||= tab.span
      const language = opening!.info.trim().split(/\s+/)[0] ?? ''
      const titled = /(?:^|\s)title=/.test(opening!.info)
      run.push({ start: at, end: end!, label: tab.title ?? LANGUAGES[language] ?? language, titled, managers: isPackageInstall(language) })
      at = end!
      while (at < lines.length && isBlank(lines[at]!)) at++
    }
    if (run.length === 0) {
      const end = fenceEnd(lines, index) ?? index + 1
      append(out, lines.slice(index, end))
      index = end
      continue
    }
    const last = run.at(-1)!.end
    const at = lines[index]!.line
    const indent = fenceOpening(lines[index]!.text)!.indent
    // The fence without its tab marker: the rest of its info string as written; an npm block, its package managers' code group.
    const fence = ({ start, end, managers }: { start: number; end: number; managers: boolean }, title?: string): Line[] => {
      if (managers) return managerGroup(lines, start, end, fenceSpan(lines, start)?.closed ?? false)
      const opening = lines[start]!.text.replace(/\s+tab(?:=(?:"[^"]*"|'[^']*'|\{[^}]*\}))?(?=\s|$)/, '')
      return [
        { ...lines[start]!, text: title === undefined ? opening : withCodeTitle(opening, title), done: true },
        ...lines.slice(start + 1, end).map((line) => ({ ...line, done: true as const })),
      ]
    }
    // Blocks one after another under one label are one tab.
    const tabs: Array<{ label: string; blocks: typeof run }> = []
    for (const block of run) {
      if (tabs.at(-1)?.label === block.label) tabs.at(-1)!.blocks.push(block)
      else tabs.push({ label: block.label, blocks: [block] })
    }
    if (spans) {
      converter.left(at, 'tab={"span":…}', "a tab of several code blocks by count is not read: make the tabs Mintlify's <Tabs>")
      append(out, settled(lines.slice(index, last)))
    } else if (tabs.every((tab) => tab.blocks.length === 1 && !tab.blocks[0]!.titled && !tab.blocks[0]!.managers)) {
      // One block a tab, titled by nothing else: Mintlify's code group, the label its title.
      converter.converted('code group')
      const blocks = tabs.flatMap(({ label, blocks: [block] }, number) => [
        ...(number > 0 ? [{ text: '', line: at, done: true as const }] : []),
        ...fence(block!, label),
      ])
      append(out, [...written(['<CodeGroup>'], at, indent), ...blocks, ...written(['</CodeGroup>'], at, indent)])
    } else {
      // A tab of several blocks, blocks with titles of their own (file names), or an npm block's code group: tabs of code blocks.
      converter.converted('tab group')
      const body = tabs.flatMap(({ label, blocks }) => [
        ...written([`<Tab ${attribute('title', label)}>`], at, indent),
        ...blocks.flatMap((block, number) => [...(number > 0 ? [{ text: '', line: at, done: true as const }] : []), ...fence(block)]),
        ...written(['</Tab>'], at, indent),
      ])
      append(out, [...written(['<Tabs>'], at, indent), ...body, ...written(['</Tabs>'], at, indent)])
    }
    index = last
  }
  return out
}
