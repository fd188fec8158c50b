// A link of the page's frame (docsnav's frontmatter) as a VitePress nav item: its label escaped (VitePress writes nav texts as HTML), the current one marked through `activeMatch`.

const escaped = (text) => String(text).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/** `{ label, href, current, external, menu }` → `{ text, link, activeMatch, target }`, or a menu's `{ text, items }`. */
export function navItem(entry) {
  const item = { text: escaped(entry.label ?? '') }
  if (entry.menu) return { ...item, items: navLinks(entry.menu) }
  if (entry.href !== undefined) item.link = entry.href
  // VitePress marks a nav link by matching the page's path: a regular expression that always (or never) matches says what docsnav knows.
  item.activeMatch = entry.current ? '.*' : '^$'
  if (entry.external) item.target = '_blank'
  return item
}

/** A menu's entries: those that lead somewhere. */
export function navLinks(entries) {
  return (entries ?? []).filter((entry) => entry.href !== undefined).map((entry) => ({ text: escaped(entry.label ?? ''), link: entry.href }))
}
