/** A title from the last segment of a path or slug: `getting-started` -> `Getting started`. */
export function titleFromSlug(path: string): string {
  const segment = path.slice(path.lastIndexOf('/') + 1)
  const words = segment.replace(/[-_]+/g, ' ').trim()
  return words === '' ? segment : words.charAt(0).toUpperCase() + words.slice(1)
}
