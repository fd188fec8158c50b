/** A title from the last segment of a path or slug: `getting-started` -> `Getting started`. */
export function titleFromSlug(path: string): string {
  // Exactly Mintlify's slugToTitle (its sidebar shows this): each `-` and `_` a space, nothing
  // trimmed or collapsed, the first letter capitalised, anything from a `?` left out.
  const question = path.indexOf('?')
  const slug = question === -1 ? path : path.slice(0, question)
  const words = slug.slice(slug.lastIndexOf('/') + 1).replace(/[-_]/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A title from a camel-case identifier: `userSignedUp` -> `User signed up` (Mintlify's camelToSentenceCase). */
export function titleFromCamelCase(identifier: string): string {
  // As Mintlify's: split before each capital, nothing else; `Some Channel` becomes `Some  channel`.
  const words = identifier.split(/(?=[A-Z])/).map((word) => word.toLowerCase())
  const first = words[0] ?? ''
  return [first.charAt(0).toUpperCase() + first.slice(1), ...words.slice(1)].join(' ')
}
