import type { Root } from 'mdast'
import { createRequire } from 'node:module'
import type { Processor } from 'unified'
import type { MdxSyntaxError } from '../ir/page-links.js'

/**
 * Page bodies as mdast, parsed as Mintlify parses them (`@mintlify/common` `coreRemark`:
 * remark-parse with remark-mdx, remark-gfm, remark-frontmatter for YAML and TOML, remark-math), so a
 * link is a link where it is one on the site: inside `$...$` or a code span it is not.
 */

const require = createRequire(import.meta.url)

/** The start of an ATX heading, as Mintlify's `preprocessCustomHeadingIds` matches one. */
const HEADING_START = /^ {0,3}#{1,6}\s+\S/
/** Inside an `<MDX>` block, whose body Mintlify dedents before parsing it, a heading at any indent. */
const MDX_HEADING_START = /^\s*#{1,6}\s+\S/
/** `<MDX>` or `<MDX className="x">`, not `<MDX />` nor `<MDXProvider>`; and its end. */
const MDX_OPEN = /<MDX(?:\s[^>]*[^/>\s])?\s*>/g
const MDX_CLOSE = /<\/MDX\s*>/g

let processor: Processor<Root> | undefined

/**
 * The unified processor, made on first use: only `--links` reads page bodies, and loading
 * micromark's extensions would cost every other check its start-up time (bench/cold.js).
 * `require`, not `import()`: the compile is synchronous.
 */
function mdxProcessor(): Processor<Root> {
  if (processor) return processor
  const { unified } = require('unified') as typeof import('unified')
  const load = <T>(name: string) => (require(name) as { default: T }).default
  processor = unified()
    .use(load<typeof import('remark-parse').default>('remark-parse'))
    .use(load<typeof import('remark-mdx').default>('remark-mdx'))
    .use(load<typeof import('remark-gfm').default>('remark-gfm'))
    .use(load<typeof import('remark-frontmatter').default>('remark-frontmatter'), ['yaml', 'toml'])
    .use(load<typeof import('remark-math').default>('remark-math'))
    .freeze() as unknown as Processor<Root>
  return processor
}

/**
 * A heading's custom id (`## Setup {#setup}`), cleaned, and its title as written before the
 * `{#`: Mintlify parses that title on a line of its own, which its slug comes from when the id
 * cleans to nothing (`{#🚀}`).
 */
export interface CustomHeadingId {
  id: string
  title: string
}

/**
 * Parses a page as MDX. Headings with a custom id (`## Setup {#setup}`) have the `{#...}` blanked
 * out before parsing (so every position stays where it was written) and their ids returned by line.
 */
export function parseMdx(text: string): { tree: Root; customIds: Map<number, CustomHeadingId> } | { error: MdxSyntaxError } {
  const { text: blanked, customIds } = blankCustomHeadingIds(text)
  try {
    return { tree: mdxProcessor().parse(blanked), customIds }
  } catch (caught) {
    return { error: syntaxErrorOf(caught) }
  }
}

/** What a page that nests too deeply for a recursive parser or walk gets (a stack overflow). */
export const TOO_DEEP: MdxSyntaxError = { line: 1, column: 1, reason: 'it nests elements or blocks too deeply to be parsed' }

/** A vfile message from micromark or remark-mdx as a line, column and reason. */
function syntaxErrorOf(caught: unknown): MdxSyntaxError {
  const message = caught as {
    reason?: string
    message?: string
    line?: number
    column?: number
    place?: { line?: number; column?: number; start?: { line: number; column: number } }
  }
  const point = message.place && 'start' in message.place && message.place.start ? message.place.start : message.place
  const line = message.line ?? point?.line ?? 1
  const column = message.column ?? point?.column ?? 1
  // Thousands of nested elements exhaust the parser's stack: say so, not "Maximum call stack size exceeded".
  if (caught instanceof RangeError) return TOO_DEEP
  const reason = (message.reason ?? message.message ?? String(caught)).replace(/\s*\(\d+:\d+(?:-\d+:\d+)?\)$/, '')
  return { line, column, reason }
}

/**
 * Blanks `{#id}` at the end of heading lines outside fenced code and MDX comments, as
 * Mintlify's `preprocessCustomHeadingIds` finds them: a fence opens and closes at any indent (a
 * list item's `    ```` closes the block its `   ```js` opened), and inside an `<MDX>` block a
 * heading may be indented any depth. The id is cleaned as it cleans it (no HTML-unsafe
 * characters, punctuation or emoji; white space as `-`).
 */
export function blankCustomHeadingIds(text: string): { text: string; customIds: Map<number, CustomHeadingId> } {
  const customIds = new Map<number, CustomHeadingId>()
  if (!/\{\s*#/.test(text)) return { text, customIds }
  const lines = text.split('\n')
  let fence: { marker: string; length: number } | undefined
  let inComment = false
  let mdxDepth = 0
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!
    const stripped = line.trimStart()
    if (fence !== undefined) {
      if (closesFence(stripped, fence)) fence = undefined
      continue
    }
    const opening = /^(`{3,}|~{3,})/.exec(stripped)?.[1]
    if (opening !== undefined && !inComment) {
      fence = { marker: opening[0]!, length: opening.length }
      continue
    }
    const comments = outsideComments(line, inComment)
    const commented = inComment || comments.inComment
    inComment = comments.inComment
    const titleStart = commented ? -1 : ((mdxDepth > 0 ? MDX_HEADING_START : HEADING_START).exec(line)?.[0].length ?? 0) - 1
    const found = titleStart >= 0 ? customIdAtEnd(line, titleStart) : undefined
    if (found) {
      lines[index] = line.slice(0, found.brace) + ' '.repeat(line.length - found.brace)
      customIds.set(index + 1, { id: cleanCustomId(found.id), title: line.slice(titleStart, found.brace).trimEnd() })
      continue
    }
    mdxDepth = Math.max(0, mdxDepth + (comments.visible.match(MDX_OPEN)?.length ?? 0) - (comments.visible.match(MDX_CLOSE)?.length ?? 0))
  }
  return { text: lines.join('\n'), customIds }
}

/** Whether a line (its indent taken off) closes the fence: as long a run of its character, then white space alone. */
function closesFence(stripped: string, fence: { marker: string; length: number }): boolean {
  let run = 0
  while (stripped[run] === fence.marker) run++
  return run >= fence.length && /^[ \t\r]*$/.test(stripped.slice(run))
}

/**
 * The part of a line outside MDX comments (`{/*` to its close), given whether one is open where the
 * line starts, and whether one is open at its end. One opened in a code span or a quoted string is none.
 */
function outsideComments(line: string, inComment: boolean): { visible: string; inComment: boolean } {
  const masked = line.replace(/(`+).*?\1|"[^"\n]*"/g, (span) => ' '.repeat(span.length))
  let visible = ''
  let at = 0
  for (let open = inComment; ; open = true) {
    if (open) {
      const close = line.indexOf('*/', at)
      if (close === -1) return { visible, inComment: true }
      at = close + 2
    }
    const start = masked.indexOf('{/*', at)
    if (start === -1) return { visible: visible + line.slice(at), inComment: false }
    visible += line.slice(at, start)
    at = start + 3
  }
}

/**
 * The `{#id}` ending a heading line, found in linear time where Mintlify's pattern
 * (`(.+?)\\s*\\{\\s*#([^}]+?)\\s*\\}\\s*$`) would backtrack on a long line of `{#`: the id holds no
 * `}`, so it ends at the line's last `}`, and the lazy title makes it start at the first `{` after
 * the previous `}` that is followed by `#` and leaves some title before it.
 */
function customIdAtEnd(line: string, titleStart: number): { brace: number; id: string } | undefined {
  const end = line.trimEnd()
  if (!end.endsWith('}')) return undefined
  const close = end.length - 1
  const previous = end.lastIndexOf('}', close - 1)
  for (let brace = end.indexOf('{', Math.max(previous + 1, titleStart + 1)); brace !== -1 && brace < close; brace = end.indexOf('{', brace + 1)) {
    let hash = brace + 1
    while (hash < close && /\s/.test(end[hash]!)) hash++
    if (end[hash] !== '#') continue
    const id = end.slice(hash + 1, close).trim()
    return id === '' ? undefined : { brace, id }
  }
  return undefined
}

const CUSTOM_ID_STRIP = /[<>"&?,;:!'()[\]{}]/g
export const EMOJI = /\p{Emoji_Modifier}|\p{Emoji_Modifier_Base}|\p{Emoji_Presentation}|\p{Extended_Pictographic}|[\u200D\uFE0E\uFE0F]/gu

function cleanCustomId(raw: string): string {
  return raw.trim().replace(CUSTOM_ID_STRIP, '').replace(EMOJI, '').replace(/\s+/g, '-')
}
