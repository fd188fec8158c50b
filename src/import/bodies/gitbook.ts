import { eachProse, fenceEnd, isBlank, type Line, maskCodeSpans, trimBlank } from './lines.js'
import { type Block, type CalloutName, type Converter, type Pass, withCodeTitle, writeBlock } from './mintlify.js'

/**
 * GitBook's blocks, written as Liquid-like tags on lines of their own: `{% hint style="info" %}`,
 * `{% tabs %}` of `{% tab title="…" %}`, `{% stepper %}` of `{% step %}`, `{% code title="…" %}`
 * around a code block, `{% content-ref %}` around its link. Others (`{% embed %}`, `{% include %}`,
 * `{% swagger %}`, ...) have no Mintlify counterpart: left, and reported.
 */

const HINTS: Readonly<Record<string, CalloutName>> = { info: 'Info', success: 'Check', warning: 'Warning', danger: 'Danger', tip: 'Tip', note: 'Note' }

const TAG = /^(\s*)\{%-?\s*([\w-]+)\b(.*?)-?%\}\s*$/
/** A tag anywhere in a line (one GitBook left inside a paragraph). */
const ANY_TAG = /\{%-?\s*([\w-]+)\b.*?-?%\}/

/** A tag's parameter (`title="A \\"q\\""`), its escapes read. */
function parameter(rest: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"((?:[^"\\\\]|\\\\.)*)"|'((?:[^'\\\\]|\\\\.)*)')`).exec(rest)
  return match ? (match[1] ?? match[2])!.replace(/\\(.)/g, '$1') : undefined
}

export const gitbook: Pass = (given, converter) => {
  const out: Line[] = []
  const lines = oneTagALine(given)
  for (let index = 0; index < lines.length; ) {
    const fence = fenceEnd(lines, index)
    if (fence !== undefined) {
      out.push(...lines.slice(index, fence))
      index = fence
      continue
    }
    const line = lines[index]!
    const tag = line.done ? null : TAG.exec(line.text)
    if (!tag) {
      const inline = line.done ? null : ANY_TAG.exec(maskCodeSpans(line.text))
      if (inline && !inline[1]!.startsWith('end')) converter.left(line.line, `{% ${inline[1]} %}`, 'GitBook tags inside a line of text are not converted')
      out.push(inline ? { ...line, done: true } : line)
      index++
      continue
    }
    const [, indent, name, rest] = tag as unknown as [string, string, string, string]
    const close = endTag(lines, index, name)
    const converted = close === undefined ? undefined : convertTag(name, rest, lines.slice(index + 1, close), converter)
    if (close === undefined || converted === undefined) {
      // A tag with no end (`{% embed url="…" %}`) or none Mintlify has: kept, with what it holds, and said.
      if (!name.startsWith('end'))
        converter.left(
          line.line,
          `{% ${name} %}`,
          HAS_END.has(name) ? `it is never closed by \`{% end${name} %}\`` : `Mintlify has no block like GitBook's \`${name}\``,
        )
      out.push({ ...line, done: true })
      index++
      continue
    }
    out.push(...(Array.isArray(converted) ? converted : writeBlock(converted, line.line, indent, converter)))
    index = close + 1
  }
  return out
}

/** GitBook's block tags, which it writes on a line with others or at a paragraph's end (`Text. {% endstep %}`). */
const BLOCK_TAG = /(\{%-?\s*(?:end)?(?:hint|tabs|tab|stepper|step|code|content-ref)\b.*?-?%\})/

/** Each block tag on a line of its own, the text around it on lines of their own. */
function oneTagALine(lines: readonly Line[]): Line[] {
  return eachProse(lines, (line) => {
    // Split where the tags are, none inside a code span.
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

/** The line of the `{% endname %}` that closes the tag opened at `index` (same-named tags nested between). */
function endTag(lines: readonly Line[], index: number, name: string): number | undefined {
  if (!HAS_END.has(name)) return undefined
  let depth = 1
  for (let at = index + 1; at < lines.length; ) {
    const fence = fenceEnd(lines, at)
    if (fence !== undefined) {
      at = fence
      continue
    }
    const tag = lines[at]!.done ? null : TAG.exec(lines[at]!.text)
    if (tag?.[2] === name) depth++
    else if (tag?.[2] === `end${name}`) {
      depth--
      if (depth === 0) return at
    }
    at++
  }
  return undefined
}

/** A tag and what it holds as Mintlify's block (or lines written already); undefined when Mintlify has no such block. */
function convertTag(name: string, rest: string, body: Line[], converter: Converter): Block | Line[] | undefined {
  switch (name) {
    case 'hint':
      return { type: 'callout', name: HINTS[parameter(rest, 'style') ?? 'info'] ?? 'Info', body }
    case 'tabs':
      return { type: 'tabs', tabs: children(body, 'tab').map(({ rest, body }) => ({ title: parameter(rest, 'title') ?? '', body })) }
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
  for (let index = 0; index < body.length; index++) {
    const tag = body[index]!.done ? null : TAG.exec(body[index]!.text)
    if (tag?.[2] !== name) continue
    const close = endTag(body, index, name) ?? body.length
    found.push({ rest: tag[3]!, body: body.slice(index + 1, close) })
    index = close
  }
  return found
}

/** A step whose content opens with a heading: the heading is its title (GitBook's and Fumadocs' steps are written so). */
export function titledByHeading(body: readonly Line[]): { title?: string; body: Line[] } {
  const first = body.findIndex((line) => !isBlank(line))
  const heading = first === -1 ? null : /^\s*#{1,6}\s+(.*?)\s*#*\s*$/.exec(body[first]!.text)
  return heading ? { title: heading[1]!, body: body.slice(first + 1) } : { body: [...body] }
}
