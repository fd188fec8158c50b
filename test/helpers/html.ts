/** Checks on the renderer's HTML, which it builds by hand. */

/** Every element closed in order (void elements aside). */
export function balanced(html: string): boolean {
  const open: string[] = []
  for (const [, closing, name] of html.matchAll(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>/g)) {
    if (/^(?:img|br|input|meta|link)$/.test(name!)) continue
    if (!closing) open.push(name!)
    else if (open.pop() !== name) return false
  }
  return open.length === 0
}

/** The URLs of the sidebar links marked as the current page. */
export function currentPages(html: string): string[] {
  return [...html.matchAll(/<a class="dn-(?:page|group-root)" aria-current="page" href="([^"]*)"/g)].map((match) => match[1]!)
}

/** The ids of one page's parts that appear more than once. */
export function repeatedIds(html: string): string[] {
  const seen = new Set<string>()
  const repeated = new Set<string>()
  for (const [, id] of html.matchAll(/\sid="([^"]*)"/g)) (seen.has(id!) ? repeated : seen).add(id!)
  return [...repeated]
}
