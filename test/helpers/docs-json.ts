/**
 * The keys Mintlify's schema requires of every docs.json (`docsnav check` reports DN2027 for each
 * one missing), with values it accepts. A fresh object each time: tests may change what they get.
 */
export function requiredKeys(): { theme: string; name: string; colors: { primary: string } } {
  return { theme: 'mint', name: 'Test', colors: { primary: '#0D9373' } }
}

/**
 * `config` as a real docs.json has it: its own keys first, in their order, then those of
 * {@link requiredKeys} it does not set itself.
 */
export function docsJson<T extends object>(config: T): T & ReturnType<typeof requiredKeys> {
  const missing = Object.entries(requiredKeys()).filter(([key]) => !Object.hasOwn(config, key))
  return { ...config, ...Object.fromEntries(missing) } as T & ReturnType<typeof requiredKeys>
}

/**
 * docs.json text with the required keys it lacks added on one line before its last `}`, so every
 * position before that brace is unchanged. For text that is one JSON object.
 */
export function docsJsonText(text: string): string {
  const end = text.lastIndexOf('}')
  if (end === -1) throw new Error('docsJsonText: the text is not a JSON object')
  const parsed = JSON.parse(text) as Record<string, unknown>
  const missing = Object.entries(requiredKeys()).filter(([key]) => !Object.hasOwn(parsed, key))
  if (missing.length === 0) return text
  const before = text.slice(0, end).trimEnd()
  const members = missing.map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`).join(', ')
  const separator = before.endsWith('{') ? '' : ', '
  return `${before}${separator}${members}${text.slice(before.length, end)}}${text.slice(end + 1)}`
}
