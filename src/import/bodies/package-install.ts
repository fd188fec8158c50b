import npmToYarn from 'npm-to-yarn'
import { append, fenceSpan, fenceOpening, type Line, written } from './lines.js'
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

export const packageInstall: Pass = (lines, converter) => {
  const out: Line[] = []
  for (let index = 0; index < lines.length; ) {
    const span = fenceSpan(lines, index)
    if (span === undefined) {
      out.push(lines[index]!)
      index++
      continue
    }
    const opening = fenceOpening(lines[index]!.text)!
    const language = opening.info.trim().split(/\s+/)[0]
    if (language !== 'npm' && language !== 'package-install') {
      append(out, lines.slice(index, span.end))
      index = span.end
      continue
    }
    const at = lines[index]!.line
    const body = lines
      .slice(index + 1, span.closed ? span.end - 1 : span.end)
      .map((line) => (line.text.startsWith(opening.indent) ? line.text.slice(opening.indent.length) : line.text.trimStart()))
    let command = body.join('\n').trim()
    if (language === 'package-install' && !command.startsWith('npm') && !command.startsWith('npx')) command = `npm install ${command}`
    converter.converted('code group')
    const blocks = MANAGERS.flatMap((manager, number) => [
      ...(number > 0 ? [''] : []),
      `${opening.marker}bash ${manager}`,
      ...convert(command, manager).split('\n'),
      opening.marker,
    ])
    append(out, written(['<CodeGroup>', ...blocks, '</CodeGroup>'], at, opening.indent))
    index = span.end
  }
  return out
}
