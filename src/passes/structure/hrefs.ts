import { report } from '../../ir/diagnostics/report.js'
import { memberPlace, type Holder, type Context } from '../../ir/context.js'
import { withArticle } from '../../ir/schema.js'
import { SCRIPT_SCHEMES, isAbsoluteHref, schemeOf, squeezedHref } from '../../ir/urls.js'

/**
 * Checks the `href` of a holder: unsafe schemes are errors everywhere; on a division (`element`
 * given; not a global entry) a relative href is ignored by Mintlify, so it is a warning.
 */
export function checkHref(ctx: Context, holder: Holder, element: string | undefined): void {
  const href = holder.raw.href
  if (typeof href !== 'string') return
  const squeezed = squeezedHref(href)
  const scheme = schemeOf(squeezed)
  if (scheme !== undefined && SCRIPT_SCHEMES.has(scheme)) {
    report(ctx, 'DN2013', memberPlace(ctx, holder, 'href'), { scheme: `${scheme}:` })
  } else if (element !== undefined && !isAbsoluteHref(squeezed)) {
    report(ctx, 'DN2018', memberPlace(ctx, holder, 'href'), { href, subject: withArticle(element) })
  }
}
