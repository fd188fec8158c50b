/**
 * A link of a page as an absolute URL, for Markdown read away from the site (an agent given one
 * page): root-relative links (`/quickstart#setup`) under the site's URL, relative ones (`cli`,
 * `#setup`) against `from`, links with a scheme (`https:`, `mailto:`) and protocol-relative ones
 * (`//cdn.example.com`) as written. `from` is the page's URL where a browser resolves the link,
 * `/` and the page file's path where Mintlify does (`./` and `../` links: {@link resolvedFromFile}).
 */
export function absoluteHref(href: string, base: string, from: string): string {
  if (href === '' || /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//')) return href
  if (href.startsWith('/')) return `${base}${href}`
  try {
    // Resolved on a placeholder origin: `base` may have a path of its own (`https://example.com/docs`).
    const resolved = new URL(href, `https://docsnav.invalid${from}`)
    return `${base}${resolved.pathname}${resolved.search}${resolved.hash}`
  } catch {
    return href
  }
}

/**
 * Whether Mintlify resolves a relative link from the page file's folder (`remarkResolveRelativeLinks`):
 * `./` and `../` links of Markdown links and images, and of the `href` or `src` of `<a>`, `<Card>`,
 * `<img>` and `<source>` (src/passes/links/targets.ts); the browser resolves the others from the page's URL.
 */
export function resolvedFromFile(href: string, element?: string): boolean {
  return (href.startsWith('./') || href.startsWith('../')) && (element === undefined || ['a', 'Card', 'img', 'source'].includes(element))
}
