import { report, type Place } from '../../ir/diagnostics/report.js'
import type { Context } from '../../ir/context.js'
import { pageExtension } from '../../ir/page-entry.js'
import { normalizeInsideRoot } from '../../ir/paths.js'

const URL_LIKE = /^[a-z][a-z0-9+.-]*:\/\//i
const CONTROL = /[\u0000-\u001f\u007f]/
/** Anything {@link checkPagePath} reports: spaces around, `\`, an extension, a control character, a URL. */
const NEEDS_A_LOOK = new RegExp(`^\\s|\\s$|\\\\|\\.mdx?$|${CONTROL.source}|${URL_LIKE.source}`, 'i')

/**
 * Whether a page path as written may have something to report (most have not): cheap, so that the
 * place of the path is made only for the few that do.
 */
export function pagePathNeedsALook(value: string, path: string | undefined): boolean {
  return path === undefined || NEEDS_A_LOOK.test(value)
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
