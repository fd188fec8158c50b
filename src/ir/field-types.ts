import { describeValue, isRecord } from './json-values.js'
import type { MessageOf } from './diagnostics/catalogue.js'
import type { FieldType } from './schema.js'
import { schemeOf } from './urls.js'

/**
 * Checks a field's value against its type from the schema. The tree builder keeps only values that
 * pass; the structure pass reports the ones that do not, at the narrowest value that is wrong.
 */
export interface FieldProblem {
  message: MessageOf<'DN2008'> | MessageOf<'DN2016'> | MessageOf<'DN2020'>
  /** Pointer from the field to the wrong value (`''`, or `/name` for a part of it). */
  below: string
}

const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/

/** The problem with `value` as a field of type `type`, or undefined when it is fine. */
export function checkField(type: FieldType, key: string, value: unknown): FieldProblem | undefined {
  if (typeof type === 'object') {
    if (typeof value !== 'string') return wrongType(key, value, 'a string')
    if (type.oneOf.includes(value)) return undefined
    return { message: { code: 'DN2016', params: { key, allowed: type.oneOf.map((v) => `\`${v}\``).join(', '), found: describeValue(value) } }, below: '' }
  }
  switch (type) {
    case 'string':
    case 'page-path':
      if (typeof value === 'string') return undefined
      return wrongType(key, value, 'a string', typeof value === 'number' || typeof value === 'boolean' ? `"${value}"` : undefined)
    case 'boolean':
      if (typeof value === 'boolean') return undefined
      return wrongType(key, value, '`true` or `false`', typeof value === 'string' && /^(true|false)$/i.test(value) ? value.toLowerCase() : undefined)
    case 'number':
      return typeof value === 'number' ? undefined : wrongType(key, value, 'a number')
    case 'object':
      return isRecord(value) ? undefined : wrongType(key, value, 'an object')
    case 'icon': {
      if (typeof value === 'string') return undefined
      const expected = 'an icon name or `{ "name": ... }`'
      if (!isRecord(value)) return wrongType(key, value, expected, '"book-open"')
      if (!Object.hasOwn(value, 'name')) return wrongType(key, value, expected, '{ "name": "book-open" }')
      for (const part of Object.keys(value)) {
        if (typeof value[part] !== 'string') return wrongType(key, value, 'a string', undefined, value[part], `/${part}`, `${key}.${part}`)
      }
      return undefined
    }
    case 'color': {
      if (!isRecord(value)) return wrongType(key, value, 'an object with `light` and/or `dark` hex colours', '{ "light": "#0D9373" }')
      for (const part of Object.keys(value)) {
        const colour = value[part]
        if (typeof colour !== 'string' || !HEX_COLOUR.test(colour)) {
          return { message: { code: 'DN2020', params: { key: `${key}.${part}`, found: describeValue(colour) } }, below: `/${part}` }
        }
      }
      return undefined
    }
    case 'banner': {
      if (!isRecord(value) || !Object.hasOwn(value, 'content')) return wrongType(key, value, 'an object with `content`', '{ "content": "..." }')
      if (typeof value.content !== 'string') return wrongType(key, value, 'a string', undefined, value.content, '/content', `${key}.content`)
      if (Object.hasOwn(value, 'dismissible') && typeof value.dismissible !== 'boolean') {
        return wrongType(key, value, '`true` or `false`', undefined, value.dismissible, '/dismissible', `${key}.dismissible`)
      }
      return undefined
    }
    case 'spec':
      return checkSpecSetting(key, value)
  }
}

/** DN2008 for the field `key` holding `value`, or for a part of it (`wrong`, at `below`, named `name`). */
function wrongType(key: string, value: unknown, expected: string, example?: string, wrong: unknown = value, below = '', name = key): FieldProblem {
  return { message: { code: 'DN2008', params: { key: name, expected, found: describeValue(wrong), example } }, below }
}

function checkSpecSetting(key: string, value: unknown): FieldProblem | undefined {
  const expected = 'a spec path, an array of them, or `{ "source": ..., "directory": ... }`'
  if (typeof value === 'string') return undefined
  if (Array.isArray(value)) {
    const index = value.findIndex((item) => typeof item !== 'string')
    return index === -1 ? undefined : wrongType(key, value, 'a string', undefined, value[index], `/${index}`, `${key}[${index}]`)
  }
  if (!isRecord(value) || !Object.hasOwn(value, 'source')) return wrongType(key, value, expected, '{ "source": "openapi.json" }')
  if (typeof value.source !== 'string') return wrongType(key, value, 'a string', undefined, value.source, '/source', `${key}.source`)
  if (Object.hasOwn(value, 'directory') && (typeof value.directory !== 'string' || /^\/|(^|\/)\.\.?(\/|$)/.test(value.directory) || schemeOf(value.directory) !== undefined)) {
    return wrongType(key, value, 'a relative path of the site (no `..`, no leading `/`)', undefined, value.directory, '/directory', `${key}.directory`)
  }
  return undefined
}

