import { eachProse, fenceEnd, type Line, maskCodeSpans, pairs, scan, trimBlank } from './lines.js'
import { type Block, type CalloutName, type Converter, type Pass, titledByHeading, withCodeTitle, writeBlock } from './mintlify.js'

/**
 * GitBook's blocks, written as Liquid-like tags on lines of their own: `{% hint style="info" %}`,
 * `{% tabs %}` of `{% tab title="…" %}`, `{% stepper %}` of `{% step %}`, `{% code title="…" %}`
 * around a code block, `{% content-ref %}` around its link. Others (`{% embed %}`, `{% include %}`,
 * `{% swagger %}`, ...) have no Mintlify counterpart: left, and reported.
 */

const HINTS: Readonly<Record<string, CalloutName>> = { info: 'Info', success: 'Check', warning: 'Warning', danger: 'Danger', tip: 'Tip', note: 'Note' }

const TAG = /^(\s*)\{%-?\s*([\w-]+)\b(.*?)-?%\}\s*$/
/** A tag anywhere in a line (one GitBook left inside a paragraph). */
const ANY_TAG = /\{%-?\s*([\w-]+)\b[^%]*(?:%(?!\})[^%]*)*%\}/

/** A tag's parameter (`title="A \\"q\\""`), its escapes read. */
function parameter(rest: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"((?:[^"\\\\]|\\\\.)*)"|'((?:[^'\\\\]|\\\\.)*)')`).exec(rest)
  return match ? (match[1] ?? match[2])!.replace(/\\(.)/g, '$1') : undefined
}

export const gitbook: Pass = (given, converter) => {
  const lines = oneTagALine(given)
  const ends = endTags(lines)
  return scan(lines, (index) => {
    const line = lines[index]!
    const tag = TAG.exec(line.text)
    if (!tag) {
      const inline = line.text.includes('%}') ? ANY_TAG.exec(maskCodeSpans(line.text)) : null
      if (inline && !inline[1]!.startsWith('end')) converter.left(line.line, `{% ${inline[1]} %}`, 'GitBook tags inside a line of text are not converted')
      return inline ? { lines: [{ ...line, done: true }], end: index + 1 } : undefined
    }
    const [, indent, name, rest] = tag as unknown as [string, string, string, string]
    const close = ends.get(index)
    const converted = close === undefined ? undefined : convertTag(name, rest, lines.slice(index + 1, close), converter)
    if (close === undefined || converted === undefined) {
      // A tag with no end (`{% embed url="…" %}`) or none Mintlify has: kept, with what it holds, and said.
      if (!name.startsWith('end'))
        converter.left(
          line.line,
          `{% ${name} %}`,
          HAS_END.has(name) ? `it is never closed by \`{% end${name} %}\`` : `Mintlify has no block like GitBook's \`${name}\``,
        )
      return { lines: [{ ...line, done: true }], end: index + 1 }
    }
    return { lines: Array.isArray(converted) ? converted : writeBlock(converted, line.line, indent, converter), end: close + 1 }
  })
}

/** GitBook's block tags, which it writes on a line with others or at a paragraph's end (`Text. {% endstep %}`). */
const BLOCK_TAG = /(\{%-?\s*(?:end)?(?:hint|tabs|tab|stepper|step|code|content-ref)\b.*?-?%\})/

/** Each block tag on a line of its own, the text around it on lines of their own. */
function oneTagALine(lines: readonly Line[]): Line[] {
  return eachProse(lines, (line) => {
    // Split where the tags are, none inside a code span.
    if (!line.text.includes('%}')) return line
    const masked = maskCodeSpans(line.text)
    const cuts = [...masked.matchAll(new RegExp(BLOCK_TAG.source, 'g'))].flatMap((match) => [match.index, match.index + match[0].length])
    if (cuts.length === 0) return line
    const bounds = [0, ...cuts, line.text.length]
    const kept = bounds
      .slice(1)
      .map((end, at) => line.text.slice(bounds[at], end))
      .filter((part) => part.trim() !== '')
    return kept.length <= 1 ? line : kept.map((part) => ({ ...line, text: part.trimEnd() }))
  })
}

/** The tags converted here, which are closed by `{% end… %}`. */
const HAS_END = new Set(['hint', 'tabs', 'tab', 'stepper', 'step', 'code', 'content-ref'])

/** Each block tag's `{% endname %}` line, same-named tags nested between matched first. */
function endTags(lines: readonly Line[]): Map<number, number> {
  return pairs<string>(
    lines,
    (text) => {
      const name = TAG.exec(text)?.[2]
      if (name === undefined) return undefined
      if (name.startsWith('end') && HAS_END.has(name.slice(3))) return { closes: name.slice(3) }
      return HAS_END.has(name) ? { opens: name } : undefined
    },
    (opened, closing) => opened === closing,
  )
}

/** A tag and what it holds as Mintlify's block (or lines written already); undefined when Mintlify has no such block. */
function convertTag(name: string, rest: string, body: Line[], converter: Converter): Block | Line[] | undefined {
  switch (name) {
    case 'hint':
      return { type: 'callout', name: HINTS[parameter(rest, 'style') ?? 'info'] ?? 'Info', body }
    case 'tabs': {
      const tabs = children(body, 'tab')
      return tabs.length === 0 ? undefined : { type: 'tabs', tabs: tabs.map(({ rest, body }) => ({ title: parameter(rest, 'title') ?? '', body })) }
    }
    case 'stepper':
      return { type: 'steps', steps: children(body, 'step').map(({ body }) => titledByHeading(body)) }
    case 'code': {
      // The code block with GitBook's title and line numbers as Mintlify's meta.
      const title = parameter(rest, 'title')
      const numbered = parameter(rest, 'lineNumbers') === 'true'
      const lines = converter.body(body)
      const opening = lines.findIndex((_line, index) => fenceEnd(lines, index) !== undefined)
      return lines.map((line, index) => {
        if (index !== opening) return { ...line, done: true as const }
        converter.converted('code block')
        const text = title === undefined ? line.text : withCodeTitle(line.text, title)
        return { ...line, text: numbered && !/\blines\b/.test(text) ? `${text} lines` : text, done: true as const }
      })
    }
    case 'content-ref':
      // The link it wraps is what a reader follows.
      converter.converted('link')
      return converter.body(trimBlank(body)).map((line) => ({ ...line, done: true as const }))
    default:
      return undefined
  }
}

/** The `{% name %}` … `{% endname %}` children of a tag's body, with their parameters. */
function children(body: readonly Line[], name: string): Array<{ rest: string; body: Line[] }> {
  const found: Array<{ rest: string; body: Line[] }> = []
  const ends = endTags(body)
  for (let index = 0; index < body.length; index++) {
    const tag = body[index]!.done ? null : TAG.exec(body[index]!.text)
    if (tag?.[2] !== name) continue
    const close = ends.get(index) ?? body.length
    found.push({ rest: tag[3]!, body: body.slice(index + 1, close) })
    index = close
  }
  return found
}
