import npmToYarn from 'npm-to-yarn'
import { eachCodeBlock, fenceOpening, type Line, written } from './lines.js'
import type { Pass } from './mintlify.js'

/**
 * Fumadocs' `npm` and `package-install` code blocks (its remark-npm, on by default): one npm
 * command, drawn as a tab per package manager. Mintlify's code group of the four, each command
 * made by npm-to-yarn as Fumadocs makes it (`package-install` holds package names alone).
 */
const MANAGERS = ['npm', 'pnpm', 'yarn', 'bun'] as const

// npm-to-yarn's types say `export default` of a package Node reads as CommonJS, which TypeScript
// then sees as a namespace: the function is the default export (its ES module) or the module itself.
const convert = ((npmToYarn as { default?: unknown }).default ?? npmToYarn) as (command: string, to: (typeof MANAGERS)[number]) => string

/** Whether a fence's language is one remark-npm draws as package managers' tabs. */
export function isPackageInstall(language: string | undefined): boolean {
  return language === 'npm' || language === 'package-install'
}

/** The code group for the code block from `start` to `end` (its fences included, the closing one when `closed`). */
export function managerGroup(lines: readonly Line[], start: number, end: number, closed: boolean): Line[] {
  const opening = fenceOpening(lines[start]!.text)!
  const language = opening.info.trim().split(/\s+/)[0]
  const body = lines
    .slice(start + 1, closed ? end - 1 : end)
    .map((line) => (line.text.startsWith(opening.indent) ? line.text.slice(opening.indent.length) : line.text.trimStart()))
  let command = body.join('\n').trim()
  if (language === 'package-install' && !command.startsWith('npm') && !command.startsWith('npx')) command = `npm install ${command}`
  const blocks = MANAGERS.flatMap((manager, number) => [
    ...(number > 0 ? [''] : []),
    `${opening.marker}bash ${manager}`,
    ...convert(command, manager).split('\n'),
    opening.marker,
  ])
  return written(['<CodeGroup>', ...blocks, '</CodeGroup>'], lines[start]!.line, opening.indent)
}

export const packageInstall: Pass = (lines, converter) =>
  eachCodeBlock(lines, (index, span) => {
    if (!isPackageInstall(fenceOpening(lines[index]!.text)!.info.trim().split(/\s+/)[0])) return undefined
    converter.converted('code group')
    return managerGroup(lines, index, span.end, span.closed)
  })
