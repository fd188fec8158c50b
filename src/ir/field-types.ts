import type { JsonValue } from '../parse/json.js'
import type { FieldType } from './schema.js'

/**
 * Checks a field's value against its type from the schema. The tree builder keeps only values that
 * pass; the structure pass reports the ones that do not, at the narrowest value that is wrong.
 */
export interface FieldProblem {
  code: 'DN2008' | 'DN2016' | 'DN2020'
  /** The value that is wrong (the field itself, or a part of it). */
  at: JsonValue
  /** Pointer from the field to `at` (`''` or `/name`). */
  below: string
  params: Record<string, string | undefined>
}

const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/

/** The problem with `value` as a field of type `type`, or undefined when it is fine. */
export function checkField(type: FieldType, key: string, value: JsonValue): FieldProblem | undefined {
  const wrongType = (expected: string, example?: string, at: JsonValue = value, below = '', name = key): FieldProblem =>
    ({ code: 'DN2008', at, below, params: { key: name, expected, found: describeJson(at), example } })
  if (typeof type === 'object') {
    if (value.kind !== 'string') return wrongType('a string')
    if (type.oneOf.includes(value.value)) return undefined
    return { code: 'DN2016', at: value, below: '', params: { key, allowed: type.oneOf.map((v) => `\`${v}\``).join(', '), found: describeJson(value) } }
  }
  switch (type) {
    case 'string':
    case 'page-path':
      return value.kind === 'string' ? undefined : wrongType('a string', value.kind === 'number' || value.kind === 'boolean' ? `"${value.value}"` : undefined)
    case 'boolean':
      if (value.kind === 'boolean') return undefined
      return wrongType('`true` or `false`', value.kind === 'string' && /^(true|false)$/i.test(value.value) ? value.value.toLowerCase() : undefined)
    case 'number':
      return value.kind === 'number' ? undefined : wrongType('a number')
    case 'object':
      return value.kind === 'object' ? undefined : wrongType('an object')
    case 'icon': {
      if (value.kind === 'string') return undefined
      if (value.kind !== 'object') return wrongType('an icon name or `{ "name": ... }`', '"book-open"')
      const name = value.members.find((member) => member.key === 'name')
      if (!name) return wrongType('an icon name or `{ "name": ... }`', '{ "name": "book-open" }')
      for (const member of value.members) {
        if (member.value.kind !== 'string') return wrongType('a string', undefined, member.value, `/${member.key}`, `${key}.${member.key}`)
      }
      return undefined
    }
    case 'color': {
      if (value.kind !== 'object') return wrongType('an object with `light` and/or `dark` hex colours', '{ "light": "#0D9373" }')
      for (const member of value.members) {
        const inner = member.value
        if (inner.kind !== 'string' || !HEX_COLOUR.test(inner.value)) {
          return { code: 'DN2020', at: inner, below: `/${member.key}`, params: { key: `${key}.${member.key}`, found: describeJson(inner) } }
        }
      }
      return undefined
    }
    case 'banner': {
      if (value.kind !== 'object') return wrongType('an object with `content`', '{ "content": "..." }')
      const content = value.members.find((member) => member.key === 'content')
      if (!content) return wrongType('an object with `content`', '{ "content": "..." }')
      if (content.value.kind !== 'string') return wrongType('a string', undefined, content.value, '/content', `${key}.content`)
      const dismissible = value.members.find((member) => member.key === 'dismissible')
      if (dismissible && dismissible.value.kind !== 'boolean') {
        return wrongType('`true` or `false`', undefined, dismissible.value, '/dismissible', `${key}.dismissible`)
      }
      return undefined
    }
    case 'spec':
      return checkSpecSetting(key, value, wrongType)
  }
}

type WrongType = (expected: string, example?: string, at?: JsonValue, below?: string, name?: string) => FieldProblem

function checkSpecSetting(key: string, value: JsonValue, wrongType: WrongType): FieldProblem | undefined {
  const expected = 'a spec path, an array of them, or `{ "source": ..., "directory": ... }`'
  if (value.kind === 'string') return undefined
  if (value.kind === 'array') {
    const index = value.items.findIndex((item) => item.kind !== 'string')
    return index === -1 ? undefined : wrongType('a string', undefined, value.items[index]!, `/${index}`, `${key}[${index}]`)
  }
  if (value.kind !== 'object') return wrongType(expected, '"openapi.json"')
  const source = value.members.find((member) => member.key === 'source')
  if (!source) return wrongType(expected, '{ "source": "openapi.json" }')
  if (source.value.kind !== 'string') return wrongType('a string', undefined, source.value, '/source', `${key}.source`)
  const directory = value.members.find((member) => member.key === 'directory')
  if (directory && directory.value.kind !== 'string') return wrongType('a string', undefined, directory.value, '/directory', `${key}.directory`)
  return undefined
}

/** How a JSON value is named in messages: `a string ("x")`, `an array`, `true`. */
export function describeJson(value: JsonValue): string {
  switch (value.kind) {
    case 'string': return `a string ("${value.value.length > 40 ? `${value.value.slice(0, 37)}...` : value.value}")`
    case 'number': return `a number (${value.value})`
    case 'boolean': return `\`${value.value}\``
    case 'null': return '`null`'
    case 'array': return 'an array'
    case 'object': return 'an object'
  }
}
