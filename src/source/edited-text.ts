/**
 * What the JSON locator, the line index and the JSON reader read of a text: a string, or an
 * {@link EditedText}, which answers without making its text whole.
 */
export interface ReadableText {
  readonly length: number
  charCodeAt(index: number): number
  slice(start?: number, end?: number): string
  indexOf(search: string, position?: number): number
}

/** Past this many characters of changed text, an edit makes the text whole again and starts anew from it. */
const MAX_CHANGED = 65_536

/**
 * A text as an editor's edits made it from an earlier whole text (`base`): the base with one span
 * `[from, to)` of it replaced by `changed`. An edited JavaScript string is the old string's pieces,
 * and the first read of it makes V8 copy it whole into fresh memory: for crewAI's docs.json (4.6 MB
 * as UTF-16) that copy cost a keystroke more than its compile, most of it the operating system
 * handing out the fresh pages (docs/incremental.md, "The edited text in pieces"). An EditedText
 * reads the base and the changed span where they are, and a compile that knows the base needs only
 * the span; the whole text is made only when something asks for it (`toString`).
 *
 * The base must be a flat string (one read or parsed whole, not yet edited), or reading its slices
 * would copy it.
 */
export class EditedText implements ReadableText {
  readonly length: number
  private whole: string | undefined
  private bytes: number | undefined

  private constructor(
    /** The whole text the edits were made to. */
    readonly base: string,
    /** The span of the base that was replaced, [from, to); from = to = -1 while nothing was. */
    readonly from: number,
    readonly to: number,
    /** What stands in the span's place now. */
    readonly changed: string,
    /** The base's size in UTF-8, once measured (by this text or one it was edited from). */
    private readonly baseBytes: { size?: number } = {},
  ) {
    this.length = from === -1 ? base.length : base.length - (to - from) + changed.length
  }

  /** A text not edited yet. */
  static of(base: string): EditedText {
    return new EditedText(base, -1, -1, '')
  }

  /** Whether any of the base was replaced (an edit back to the base's own text still counts). */
  get edited(): boolean {
    return this.from !== -1
  }

  /**
   * This text with [start, end) (of this text) replaced by `inserted`; the ends are taken as
   * String.prototype.substring takes them (clamped to the text, in either order).
   */
  edit(oneEnd: number, otherEnd: number, inserted: string): EditedText {
    const start = clamp(Math.min(oneEnd, otherEnd), this.length)
    const end = clamp(Math.max(oneEnd, otherEnd), this.length)
    const shift = this.length - this.base.length
    // The span of the base the edit touches, joined to the span replaced already (an end past the
    // span is the base's offset there, less the shift; one inside it stands for the span's end).
    const from = this.edited ? Math.min(this.from, start) : start
    const to = this.edited ? Math.max(this.to, end >= this.to + shift ? end - shift : this.to) : end
    const changed = this.slice(from, start) + inserted + this.slice(end, to + shift)
    if (changed.length > MAX_CHANGED) return EditedText.of(flat(this.slice(0, start) + inserted + this.slice(end)))
    return new EditedText(this.base, from, to, flat(changed), this.baseBytes)
  }

  /**
   * The text's size in UTF-8, as Buffer.byteLength measures it, without making it whole: the base
   * is measured once for all the texts edited from it, then each one's span.
   */
  byteLength(): number {
    if (this.bytes !== undefined) return this.bytes
    const baseSize = (this.baseBytes.size ??= Buffer.byteLength(this.base))
    if (!this.edited) return (this.bytes = baseSize)
    const before = this.base.slice(this.from - 1, this.from)
    const replaced = this.base.slice(this.from, this.to)
    const after = this.base.slice(this.to, this.to + 1)
    // A surrogate pair cut apart by a piece's edge counts 3 + 3 bytes alone and 4 whole.
    const cut = (end: string, start: string) => (isHigh(end.charCodeAt(end.length - 1)) && isLow(start.charCodeAt(0)) ? 2 : 0)
    const outside = baseSize - Buffer.byteLength(replaced) + cut(before, replaced || after) + (replaced ? cut(replaced, after) : 0)
    const joins = this.changed ? cut(before, this.changed) + cut(this.changed, after) : cut(before, after)
    this.bytes = outside + Buffer.byteLength(this.changed) - joins
    return this.bytes
  }

  charCodeAt(index: number): number {
    if (!this.edited || index < this.from) return this.base.charCodeAt(index)
    const inChanged = index - this.from
    if (inChanged < this.changed.length) return this.changed.charCodeAt(inChanged)
    return index < this.length ? this.base.charCodeAt(index - this.length + this.base.length) : Number.NaN
  }

  /** As String.prototype.slice: a string made of the base's and the span's pieces, which reads nothing else. */
  slice(start = 0, end = this.length): string {
    const length = this.length
    const from = clamp(start < 0 ? length + start : start, length)
    const to = clamp(end < 0 ? length + end : end, length)
    if (from >= to) return ''
    if (!this.edited) return this.base.slice(from, to)
    const changedEnd = this.from + this.changed.length
    const shift = length - this.base.length
    let text = ''
    if (from < this.from) text += this.base.slice(from, Math.min(to, this.from))
    if (to > this.from && from < changedEnd) text += this.changed.slice(Math.max(from, this.from) - this.from, Math.min(to, changedEnd) - this.from)
    if (to > changedEnd) text += this.base.slice(Math.max(from, changedEnd) - shift, to - shift)
    return text
  }

  /** As String.prototype.indexOf; one character is looked for piece by piece, a longer search in the whole text. */
  indexOf(search: string, position = 0): number {
    if (!this.edited) return this.base.indexOf(search, position)
    if (search.length !== 1) return this.toString().indexOf(search, position)
    let at = clamp(position, this.length)
    if (at < this.from) {
      const found = this.base.indexOf(search, at)
      if (found !== -1 && found < this.from) return found
      at = this.from
    }
    const changedEnd = this.from + this.changed.length
    if (at < changedEnd) {
      const found = this.changed.indexOf(search, at - this.from)
      if (found !== -1) return found + this.from
      at = changedEnd
    }
    const shift = this.length - this.base.length
    const found = this.base.indexOf(search, at - shift)
    return found === -1 ? -1 : found + shift
  }

  /** The whole text: a string of the pieces, which V8 copies into one at its first read. */
  toString(): string {
    if (!this.edited) return this.base
    this.whole ??= this.base.slice(0, this.from) + this.changed + this.base.slice(this.to)
    return this.whole
  }
}

function isHigh(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff
}

function isLow(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff
}

function clamp(at: number, length: number): number {
  return Math.max(0, Math.min(at, length))
}

/** The string made flat (V8 copies a concatenation into one string at its first read). */
function flat(text: string): string {
  text.charCodeAt(0)
  return text
}

/**
 * Where two texts made from one base may differ: outside `[prefix, last)` of `before` they are the
 * same, `after` shifted by `delta` past it. Undefined when the texts are not known to share a base.
 */
export function spanBetween(before: EditedText | string, after: EditedText | string): { prefix: number; last: number; delta: number } | undefined {
  const baseBefore = typeof before === 'string' ? before : before.base
  const baseAfter = typeof after === 'string' ? after : after.base
  if (typeof before === 'string' && typeof after === 'string') return undefined
  // Flat strings: the same string is found at once, another of the same length compared without a copy.
  if (baseBefore !== baseAfter) return undefined
  const spans = [before, after].filter((text): text is EditedText => typeof text !== 'string' && text.edited)
  if (spans.length === 0) return { prefix: before.length, last: before.length, delta: 0 }
  const from = Math.min(...spans.map((text) => text.from))
  const to = Math.max(...spans.map((text) => text.to))
  return { prefix: from, last: to + before.length - baseBefore.length, delta: after.length - before.length }
}

/** Whether two texts are the same, read where an editor's edits made them differ when they share a base. */
export function sameText(a: EditedText | string, b: EditedText | string): boolean {
  if (a === b) return true
  if (a.length !== b.length) return false
  const span = spanBetween(a, b)
  if (span) return a.slice(span.prefix, span.last) === b.slice(span.prefix, span.last + span.delta)
  return a.toString() === b.toString()
}
