/**
 * How long the MDX parser would take on a page, estimated from its text in one pass, so that a page
 * too costly to parse is found the same way on every machine, however loaded (a time limit would
 * give a quiet machine's check and a busy one's different results). The parser (micromark) is
 * linear in most text but slow where markup is dense (about 20 µs a byte of a table, 2 µs of
 * prose), slower with each level of nested block quotes and lists on every line (about 16 µs a
 * level a line), and quadratic in the emphasis and link markers of one paragraph (a paragraph of
 * 20,000 `*a` takes 19 s). The weights below were measured with the parser on the families of
 * pages that cost it most (staircases of quotes and lists, emphasis and link runs, tables, link
 * lists, prose), rounded up; docs/links.md says what is refused.
 */

/** A page the parser would take longer than this on (estimated, on a quiet machine) is not parsed. */
export const PARSE_COST_LIMIT_MS = 15_000
/** Deeper nesting of block quotes and lists than any documentation needs: each level costs every line below it. */
export const MAX_BLOCK_DEPTH = 64

const MS_PER_BYTE = 0.002
const MS_PER_MARKUP_CHARACTER = 0.03
const MS_PER_LEVEL_LINE = 0.024
const MS_PER_MARKER_PAIR = 0.00003

/** Characters that start or end Markdown, GFM or MDX syntax: what makes a byte cost more to parse. */
const MARKUP = /[\\`*_~[\]()<>{}&$|#!:=+-]/g
/** Of those, the ones a paragraph's inline parse pairs up, with the square of their number. */
const INLINE_MARKERS = /[`*_~[\]<$]/g
/** The start of a line that nests: spaces, tabs, `>` and list markers (each followed by white space). */
const LEADING_CONTAINERS = /^(?:[ \t]|>|(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$))*/
const FENCE = /^(?:`{3,}|~{3,})/
/** A line that starts an inline block of its own: a heading, a table row, an element, a list item. */
const BLOCK_START = /^(?:#|\||<|(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$))/

/** Why the page is not to be parsed (too deep, or too costly), or undefined. */
export function parseCostProblem(text: string): string | undefined {
  let levelLines = 0
  let markerPairs = 0
  let markers = 0
  let fenced = false
  let deepest = { depth: 0, line: 0 }
  let lineNumber = 0
  const flush = () => {
    markerPairs += markers * markers
    markers = 0
  }
  for (let start = 0; start <= text.length; ) {
    const newline = text.indexOf('\n', start)
    const end = newline === -1 ? text.length : newline
    const line = text.slice(start, end)
    start = end + 1
    const leading = LEADING_CONTAINERS.exec(line)![0]
    const depth = containerDepth(leading)
    lineNumber++
    if (depth > deepest.depth) deepest = { depth, line: lineNumber }
    levelLines += depth
    const rest = line.slice(leading.length)
    if (FENCE.test(rest)) {
      flush()
      fenced = !fenced
      continue
    }
    if (fenced) continue
    if (rest.trim() === '' || BLOCK_START.test(rest) || /[-*+.)]/.test(leading)) flush()
    markers += count(rest, INLINE_MARKERS)
  }
  flush()
  if (deepest.depth > MAX_BLOCK_DEPTH)
    return `it nests block quotes and lists ${deepest.depth} deep (line ${deepest.line}; at most ${MAX_BLOCK_DEPTH} levels are parsed)`
  const estimate = text.length * MS_PER_BYTE + count(text, MARKUP) * MS_PER_MARKUP_CHARACTER + levelLines * MS_PER_LEVEL_LINE + markerPairs * MS_PER_MARKER_PAIR
  if (estimate <= PARSE_COST_LIMIT_MS) return undefined
  return `parsing it would take about ${Math.round(estimate / 1000)} s (estimated from its size, its markup, how deep its lines nest and how many markers its paragraphs pair; at most ${PARSE_COST_LIMIT_MS / 1000} s are spent on a page)`
}

/** How many levels of block quotes and lists a line's start can open: each `>` or marker, and each two columns of indentation. */
function containerDepth(leading: string): number {
  let columns = 0
  let levels = 0
  for (const character of leading) {
    if (character === ' ') columns++
    else if (character === '\t') columns += 4 - (columns % 4)
    else if (character === '>' || character === '-' || character === '*' || character === '+' || character === '.' || character === ')') levels++
  }
  return levels + Math.floor(columns / 2)
}

function count(text: string, pattern: RegExp): number {
  let found = 0
  pattern.lastIndex = 0
  while (pattern.exec(text) !== null) found++
  return found
}
