/** A title from the last segment of a path or slug: `getting-started` -> `Getting started`. */
export function titleFromSlug(path: string): string {
  // Exactly Mintlify's slugToTitle (its sidebar shows this): each `-` and `_` a space, nothing
  // trimmed or collapsed, the first letter capitalised, anything from a `?` left out.
  const question = path.indexOf('?')
  const slug = question === -1 ? path : path.slice(0, question)
  const words = slug.slice(slug.lastIndexOf('/') + 1).replace(/[-_]/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}
