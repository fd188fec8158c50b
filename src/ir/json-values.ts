/** Plain JSON values as JSON.parse gives them, handled so that no user-written key reaches a prototype. */

/** A JSON object as JSON.parse gives it. */
export type JsonRecord = Record<string, unknown>

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** `record[key]` if `record` has that key itself; user-written keys such as `constructor` must not reach the prototype. */
export function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined
}

/**
 * Sets `record[key]` as its own data property: assigning `__proto__` (a key users can write)
 * would set the record's prototype instead.
 */
export function defineOwn(record: Record<string, unknown>, key: string, value: unknown): void {
  // Any other key of a plain object is set as its own data property by assignment, which is many
  // times faster (crewAI's site model sets 460,000 alternates).
  if (key === '__proto__') Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true })
  else record[key] = value
}

/** How a JSON value is named in messages: `a string ("x")`, `an array`, `` `true` ``. */
export function describeValue(value: unknown): string {
  if (value === null) return '`null`'
  if (Array.isArray(value)) return 'an array'
  switch (typeof value) {
    case 'string':
      return `a string ("${value.length > 40 ? `${value.slice(0, 37)}...` : value}")`
    case 'number':
      return `a number (${value})`
    case 'boolean':
      return `\`${value}\``
    case 'object':
      return 'an object'
    default:
      return 'nothing'
  }
}
