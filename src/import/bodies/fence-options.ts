import { eachCodeBlock, fenceOpening } from './lines.js'
import type { Pass } from './mintlify.js'

/**
 * A code fence's options as Mintlify writes them (` ```py {2,4-5} lines `): Material's
 * `hl_lines="2 4-5"` and `linenums="1"` (pymdownx.highlight), VitePress's `{2,4-5}` written against
 * the language (` ```vue{2,4-5} `, which Mintlify would read as the language) and `:line-numbers`.
 * A first line's number other than 1 has no place in Mintlify's `lines` (DN1216).
 */
export function fenceOptions(dialect: 'mkdocs' | 'vitepress'): Pass {
  return (lines, converter) =>
    eachCodeBlock(lines, (index, span) => {
      const line = lines[index]!
      const opening = fenceOpening(line.text)!
      const info =
        dialect === 'mkdocs'
          ? materialInfo(opening.info, (start) => converter.lost(line.line, `\`linenums="${start}"\``, "Mintlify's line numbers start at 1"))
          : vitepressInfo(opening.info)
      if (info === opening.info) return undefined
      converter.converted('code block')
      return [{ ...line, text: `${opening.indent}${opening.marker}${info}` }, ...lines.slice(index + 1, span.end)]
    })
}

function materialInfo(info: string, startsElsewhere: (start: string) => void): string {
  let changed = info.replace(/(^|\s)hl_lines=(?:"([^"]*)"|'([^']*)')/, (_, space: string, double?: string, single?: string) => {
    const ranges = (double ?? single ?? '').trim().split(/\s+/).filter(Boolean)
    return ranges.length === 0 ? '' : `${space}{${ranges.join(',')}}`
  })
  changed = changed.replace(/(^|\s)linenums=(?:"([^"]*)"|'([^']*)')/, (_, space: string, double?: string, single?: string) => {
    const start = (double ?? single ?? '').trim()
    if (start !== '' && start !== '1') startsElsewhere(start)
    return `${space}lines`
  })
  return changed
}

function vitepressInfo(info: string): string {
  // `ts:line-numbers {1}`, `vue{1-4}`, `ts{1}:line-numbers`: VitePress reads the marks against the language.
  const language = /^\s*[\w+#-]+/.exec(info)?.[0] ?? ''
  let rest = info.slice(language.length)
  const numbered = /(?:^|\s)?:line-numbers(?:=\d+)?(?=[\s{]|$)/.test(rest)
  rest = rest.replace(/\s?:(?:no-)?line-numbers(?:=\d+)?(?=[\s{]|$)/g, ' ').replace(/^(\{[\d,\s-]*\})/, ' $1')
  const changed = `${language}${rest.replace(/\s+/g, ' ').trimEnd()}${numbered ? ' lines' : ''}`
  return changed.replace(/\s+$/, '') === info.replace(/\s+$/, '') ? info : changed
}
