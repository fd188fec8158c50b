import { report, type Place } from '../../ir/diagnostics/report.js'
import type { Context } from '../../ir/context.js'
import { pageExtension } from '../../ir/page-entry.js'
import { normalizeInsideRoot } from '../../ir/paths.js'

const URL_LIKE = /^[a-z][a-z0-9+.-]*:\/\//i
const CONTROL = /[\u0000-\u001f\u007f]/
const SPACE = /\s/

/**
 * Whether a page path as written may have something to report (most have not): spaces around, `\`,
 * an extension, a control character, a URL — cheap, so that the place of the path is made only for
 * the few that do. One pass over the characters: a regular expression of those alternatives,
 * retried at every position, took 9 ms of crewAI's check (31,000 entries).
 */
export function pagePathNeedsALook(value: string, path: string | undefined): boolean {
  if (path === undefined) return true
  const last = value.length - 1
  if (isSpace(value.charCodeAt(0)) || isSpace(value.charCodeAt(last))) return true
  for (let index = 0; index <= last; index++) {
    const code = value.charCodeAt(index)
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true
  }
  if (endsWithMarkdownExtension(value)) return true
  return value.includes('://') && URL_LIKE.test(value)
}

/** Whether a path ends with `.md` or `.mdx` in any case, read from its character codes (no string made). */
function endsWithMarkdownExtension(value: string): boolean {
  // A letter's code with 0x20 set is its lower case: `M` (0x4d) and `m` (0x6d) both read 0x6d.
  const end = (value.charCodeAt(value.length - 1) | 0x20) === 0x78 ? value.length - 1 : value.length
  return end >= 3 && value.charCodeAt(end - 3) === 0x2e && (value.charCodeAt(end - 2) | 0x20) === 0x6d && (value.charCodeAt(end - 1) | 0x20) === 0x64
}

/** Whether a character code is white space as `\s` says (NaN, past either end, is not). */
function isSpace(code: number): boolean {
  return code === 0x20 || (code >= 0x09 && code <= 0x0d) || (code > 0x7f && SPACE.test(String.fromCharCode(code)))
}

/**
 * Checks a page path as written (a `pages` entry or a group `root`) that {@link pagePathNeedsALook}:
 * empty, outside the root, a URL, written with `\`, with a file extension, with spaces around it,
 * or holding a control character. `path` is the entry normalised by the tree builder.
 */
export function checkPagePath(ctx: Context, value: string, path: string | undefined, place: Place): void {
  if (value.trim() === '') {
    report(ctx, 'DN4004', place)
    return
  }
  if (path === undefined) {
    // `/`, `.`, `a/..` name no page at all; only a path that climbs out of the root is outside it.
    if (normalizeInsideRoot(value.replace(/\\/g, '/').replace(/\.mdx?$/i, '')) === '') report(ctx, 'DN4004', place)
    else report(ctx, 'DN4002', place, { path: value })
    return
  }
  // Mintlify takes `https://x.com/a` for the page file `https:/x.com/a`, which does not exist.
  if (URL_LIKE.test(value.trim())) report(ctx, 'DN4011', place, { path: value })
  if (value.includes('\\')) report(ctx, 'DN4005', place, { path: value, fixed: value.replace(/\\/g, '/') })
  const extension = pageExtension(value.trimEnd())
  if (extension) report(ctx, 'DN4001', place, { path: value, extension, fixed: value.trim().slice(0, -extension.length) })
  if (value !== value.trim()) report(ctx, 'DN4003', place, { path: value, fixed: value.trim() })
  // Inside the path: around it, it is the surrounding space reported above.
  const control = CONTROL.exec(value.trim())
  if (control) report(ctx, 'DN4010', place, { path: value, code: control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0') })
}
