import { languageTag } from '../ir/schema.js'
import { SCRIPT_SCHEMES, schemeOf, squeezedHref } from '../ir/urls.js'

/** Text and attribute values made safe for HTML: the five characters that can end or open markup. */
const SPECIAL = /[&<>"']/g
const HAS_SPECIAL = /[&<>"']/
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(text: string): string {
  return HAS_SPECIAL.test(text) ? text.replace(SPECIAL, (character) => ENTITIES[character]!) : text
}

/**
 * An `href` the renderer writes: `#` for one whose scheme, as a browser reads it, runs code or
 * embeds content (docsnav reports those as errors; a renderer given one anyway must not run it).
 */
export function safeHref(href: string): string {
  return escapeHtml(safeUrl(href))
}

/** An href as it may be followed: one that would run script (`javascript:`, ...) becomes `#`; not escaped (for a framework that escapes attributes itself). */
export function safeUrl(href: string): string {
  // A path from the root (nearly every href) has no scheme: nothing to read.
  if (href.charCodeAt(0) === 0x2f) return href
  const scheme = schemeOf(squeezedHref(href))
  return scheme !== undefined && SCRIPT_SCHEMES.has(scheme) ? '#' : href
}

/** An icon as docs.json gives it (a name, a URL or path, or `{ name, style, library }`): a hook for the site's icon set, never drawn text. */
export function iconHtml(icon: unknown): string {
  const name =
    typeof icon === 'string'
      ? icon
      : icon !== null && typeof icon === 'object' && typeof (icon as { name?: unknown }).name === 'string'
        ? (icon as { name: string }).name
        : undefined
  if (name === undefined || name === '') return ''
  if (/^(?:https?:\/\/|\/)/.test(name)) return `<img class="dn-icon" src="${safeHref(name)}" alt="" width="16" height="16">`
  return `<span class="dn-icon" data-icon="${escapeHtml(name)}" aria-hidden="true"></span>`
}

/** A language code as people read it in that language (`fr` → `français`, Mintlify's `jp` → `日本語`), or the code when Node's ICU does not know it. */
const languageNames = new Map<string, string>()
export function languageName(code: string): string {
  let name = languageNames.get(code)
  if (name === undefined) {
    const tag = languageTag(code)
    try {
      name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? code
    } catch {
      name = code
    }
    languageNames.set(code, name)
  }
  return name
}
