/**
 * A page body as the conversions read it: lines, each with the line of the source file it comes
 * from, so that what is left unconverted is reported at file:line however much was rewritten
 * around it. The syntaxes converted here (`!!! note`, `::: tip`, `{% hint %}`, `<TabItem>`) are
 * line-based in every generator that has them, so a line scanner that knows code fences is the
 * whole parser they need; no Markdown parser reads Python-Markdown's or markdown-it's containers.
 */

export interface Line {
  text: string
  /** The source line it comes from (1-based); a line written by a conversion has its construct's. */
  line: number
  /** Written by a conversion (Mintlify's components), or frontmatter: no other pass reads it. */
  done?: true
}

/** A page's text as lines (its line endings normalised to `\n` as they are written back). */
export function toLines(text: string): Line[] {
  return text.split(/\r?\n/).map((line, index) => ({ text: line, line: index + 1 }))
}

export function fromLines(lines: readonly Line[], eol: string): string {
  return lines.map((line) => line.text).join(eol)
}

/** The line ending a text uses (its first), so that a converted page keeps it. */
export function lineEnding(text: string): string {
  return /\r\n/.test(text.slice(0, text.indexOf('\n') + 1)) ? '\r\n' : '\n'
}

/** The frontmatter's lines (the `---` lines and all between), marked done: no conversion reads them. */
export function markFrontmatter(lines: Line[]): void {
  if (lines[0]?.text.replace(/^\uFEFF/, '').trimEnd() !== '---') return
  const end = lines.findIndex((line, index) => index > 0 && /^(?:---|\.\.\.)\s*$/.test(line.text))
  if (end === -1) return
  for (let index = 0; index <= end; index++) lines[index]!.done = true
}

const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/

/** A code fence's opening line: its indentation, marker and info string (`js title="x"`). */
export function fenceOpening(text: string): { indent: string; marker: string; info: string } | undefined {
  const match = FENCE.exec(text)
  if (!match) return undefined
  const [, indent, marker, info] = match as unknown as [string, string, string, string]
  // A backtick fence's info string has no backtick (CommonMark): "```js`" is code text.
  if (marker.startsWith('`') && info.includes('`')) return undefined
  return { indent, marker, info }
}

/**
 * Where the code block opened at `index` ends (the index after its closing fence, or the end of the
 * lines when it is never closed); undefined when `index` opens none. Any indentation opens one (a
 * fence inside an admonition or a list is indented); a closing fence is indented less than four
 * columns more than its opening, as CommonMark has it (a fence indented further is the code's own).
 */
export function fenceEnd(lines: readonly Line[], index: number): number | undefined {
  return fenceSpan(lines, index)?.end
}

/** The code block opened at `index`: where it ends, and whether a fence closes it. */
export function fenceSpan(lines: readonly Line[], index: number): { end: number; closed: boolean; marker: string; indent: string } | undefined {
  const line = lines[index]
  if (line === undefined || line.done) return undefined
  const opening = fenceOpening(line.text)
  if (!opening) return undefined
  const closing = new RegExp(`^(\\s*)${opening.marker[0] === '`' ? '`' : '~'}{${opening.marker.length},}\\s*$`)
  const deepest = indentWidth(opening.indent) + 3
  for (let at = index + 1; at < lines.length; at++) {
    const match = closing.exec(lines[at]!.text)
    if (match && indentWidth(match[1]!) <= deepest) return { end: at + 1, closed: true, marker: opening.marker, indent: opening.indent }
  }
  return { end: lines.length, closed: false, marker: opening.marker, indent: opening.indent }
}

/**
 * The lines with a code block left open at their end closed: a construct's body ends its code
 * blocks (Python-Markdown ends a fence with the admonition or tab around it), and a fence left open
 * would hold the component's closing tag.
 */
export function withFencesClosed(lines: readonly Line[]): Line[] {
  for (let index = 0; index < lines.length; index++) {
    const span = fenceSpan(lines, index)
    if (span === undefined) continue
    if (!span.closed) return [...lines, { text: `${span.indent}${span.marker}`, line: lines.at(-1)!.line, done: true }]
    index = span.end - 1
  }
  return [...lines]
}

/**
 * The lines with each code block (one no conversion wrote) given to `change`, by the index of its
 * opening fence and its span: what it gives is written instead, undefined keeps the block.
 */
export function eachCodeBlock(
  lines: readonly Line[],
  change: (index: number, span: NonNullable<ReturnType<typeof fenceSpan>>) => readonly Line[] | undefined,
): Line[] {
  const out: Line[] = []
  for (let index = 0; index < lines.length; ) {
    const span = fenceSpan(lines, index)
    if (span === undefined) {
      out.push(lines[index]!)
      index++
      continue
    }
    append(out, change(index, span) ?? lines.slice(index, span.end))
    index = span.end
  }
  return out
}

/** `lines` put at the end of `out`, one by one (a spread of a page's lines overflows the stack). */
export function append(out: Line[], lines: readonly Line[]): void {
  for (const line of lines) out.push(line)
}

/** What a pass read at a line: the lines it writes instead, and the index after what it read. */
export interface Read {
  lines: readonly Line[]
  end: number
}

/**
 * A pass's walk: the lines, each construct `read` finds at a line replaced by what it writes;
 * code blocks and converted lines are passed by, as every pass passes them.
 */
export function scan(lines: readonly Line[], read: (index: number) => Read | undefined): Line[] {
  const out: Line[] = []
  for (let index = 0; index < lines.length; ) {
    const fence = fenceEnd(lines, index)
    const found = fence === undefined && !lines[index]!.done ? read(index) : undefined
    const end = fence ?? found?.end ?? index + 1
    append(out, found?.lines ?? lines.slice(index, end))
    index = end
  }
  return out
}

/**
 * Each opener's closer, matched in one walk (code blocks and converted lines passed by): `kind`
 * says what a line is, with a key (`:::` of 3 colons, GitBook's `hint`) a closer must match
 * (`closes(opener, closer)`). A closer closes the innermost opener it may close, or with
 * `innermost`, only the innermost one (else it is content, as a remark directive's shorter fence
 * is). One walk, so a page of many unclosed openers costs no more than one.
 */
export function pairs<Key>(
  lines: readonly Line[],
  kind: (text: string) => { opens: Key } | { closes: Key } | undefined,
  closes: (opener: Key, closer: Key) => boolean,
  innermost = false,
): Map<number, number> {
  const matched = new Map<number, number>()
  const open: Array<{ index: number; key: Key }> = []
  for (let index = 0; index < lines.length; ) {
    const fence = fenceEnd(lines, index)
    if (fence !== undefined) {
      index = fence
      continue
    }
    const found = lines[index]!.done ? undefined : kind(lines[index]!.text)
    if (found !== undefined && 'opens' in found) open.push({ index, key: found.opens })
    else if (found !== undefined) {
      // The openers inside the one it closes are never closed.
      for (let at = open.length - 1; at >= (innermost ? Math.max(open.length - 1, 0) : 0); at--) {
        if (!closes(open[at]!.key, found.closes)) continue
        matched.set(open[at]!.index, index)
        open.length = at
        break
      }
    }
    index++
  }
  return matched
}

/** Each line outside code blocks that no conversion wrote, through `change` (to a line, lines, or none; fenced code kept as it is). */
export function eachProse(lines: readonly Line[], change: (line: Line) => Line | Line[] | undefined): Line[] {
  return scan(lines, (index) => {
    const changed = change(lines[index]!)
    return { lines: changed === undefined ? [] : Array.isArray(changed) ? changed : [changed], end: index + 1 }
  })
}

/** The text with each code span's content (`` `<!-- x -->` ``) blanked, its length and lines kept: what is in one is text. */
export function maskCodeSpans(text: string): string {
  return text.replace(/(`+)[^\n]*?\1/g, (span) => ' '.repeat(span.length))
}

/** The width of a line's indentation, a tab counting to the next multiple of four (as Python-Markdown and CommonMark count). */
export function indentWidth(text: string): number {
  let width = 0
  for (const character of text) {
    if (character === ' ') width++
    else if (character === '\t') width += 4 - (width % 4)
    else break
  }
  return width
}

export function isBlank(line: Line): boolean {
  return line.text.trim() === ''
}

/** The lines with `width` columns of indentation taken off each (a blank line becomes empty). */
export function dedent(lines: readonly Line[], width: number): Line[] {
  return lines.map((line) => {
    let column = 0
    let at = 0
    while (at < line.text.length && column < width) {
      const character = line.text[at]!
      if (character === ' ') column++
      else if (character === '\t') column += 4 - (column % 4)
      else break
      at++
    }
    return { ...line, text: line.text.slice(at) }
  })
}

/** The lines without the indentation they all share (their non-blank lines'). */
export function dedentCommon(lines: readonly Line[]): Line[] {
  let least = Number.POSITIVE_INFINITY
  for (const line of lines) if (!isBlank(line)) least = Math.min(least, indentWidth(line.text))
  return dedent(lines, least === Number.POSITIVE_INFINITY ? 0 : least)
}

/** The lines without blank lines at their start and end. */
export function trimBlank(lines: readonly Line[]): Line[] {
  let start = 0
  let end = lines.length
  while (start < end && isBlank(lines[start]!)) start++
  while (end > start && isBlank(lines[end - 1]!)) end--
  return lines.slice(start, end)
}

/** Lines written by a conversion: Mintlify's, never read again by another. */
export function written(texts: readonly string[], line: number, indent = ''): Line[] {
  return texts.map((text) => ({ text: text === '' ? '' : `${indent}${text}`, line, done: true }))
}

/** The lines with `indent` put before each non-blank one (a converted body, back at its construct's depth). */
export function indented(lines: readonly Line[], indent: string): Line[] {
  if (indent === '') return [...lines]
  return lines.map((line) => (isBlank(line) ? { ...line, text: '' } : { ...line, text: `${indent}${line.text}` }))
}
