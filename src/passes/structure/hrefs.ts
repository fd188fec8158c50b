import { childPointer, report, valueSite } from '../../ir/diagnostics/report.js'
import type { Context } from '../../ir/context.js'
import type { JsonMember } from '../../parse/json.js'

const SCHEME = /^([a-z][a-z0-9+.-]*):/i
/** Schemes that run code or embed content instead of navigating. */
const UNSAFE_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob'])

/** Whether an href leaves the site (has a scheme, or is protocol-relative). */
export function isAbsoluteHref(href: string): boolean {
  return SCHEME.test(href) || href.startsWith('//')
}

/**
 * Checks an `href` value: unsafe schemes are errors everywhere; on a division (not a global entry)
 * a relative href is ignored by Mintlify, so it is a warning. Returns whether the href is usable.
 */
export function checkHref(ctx: Context, member: JsonMember, pointer: string, element: string | undefined): boolean {
  if (member.value.kind !== 'string') return false
  const href = member.value.value.trim()
  const site = valueSite(member.value, childPointer(pointer, 'href'))
  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase()
  // Browsers ignore tabs and newlines inside a scheme (`java\tscript:`), so compare without them.
  const squeezed = href.replace(/[\t\n\r]/g, '')
  const squeezedScheme = SCHEME.exec(squeezed)?.[1]?.toLowerCase()
  const unsafe = [scheme, squeezedScheme].find((candidate) => candidate !== undefined && UNSAFE_SCHEMES.has(candidate))
  if (unsafe) {
    report(ctx, 'DN2013', site, { scheme: `${unsafe}:` })
    return false
  }
  if (element !== undefined && !isAbsoluteHref(href)) {
    report(ctx, 'DN2018', site, { href: member.value.value, element })
    return false
  }
  return true
}
