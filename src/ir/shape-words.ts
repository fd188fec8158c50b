import type { FieldType } from './schema.js'
import type { Shape } from './shape.js'

/** A shape's values in words (`one of system, dark`, `{ light, dark }`), for completion and the reference. */
export function shapeWords(shape: Shape): string {
  if (shape.words !== undefined) return shape.words
  switch (shape.kind) {
    case 'enum':
      return shape.values.length > 8 ? `one of ${shape.values.length} values` : `one of ${shape.values.join(', ')}`
    case 'object':
      return `\`{ ${Object.keys(shape.properties).join(', ')} }\``
    case 'array':
      return `a list of ${shapeWords(shape.items)}`
    case 'record':
      return 'an object'
    case 'union':
      return shape.options.map(shapeWords).join(', or ')
    case 'field':
      return fieldTypeWords(shape.type)
    case 'elsewhere':
      return shape.definition === 'redirects' ? 'array' : 'object'
    default:
      return shape.kind
  }
}

/** A navigation field type in words. */
export function fieldTypeWords(type: FieldType): string {
  if (typeof type === 'object') return `one of ${type.oneOf.join(', ')}`
  if (type === 'page-path') return 'page path'
  if (type === 'spec') return 'spec: a path or URL, a list, or `{ source, directory }`'
  if (type === 'color') return '`{ light, dark }`'
  if (type === 'banner') return '`{ content, dismissible, type, color }`'
  if (type === 'footer') return '`{ socials, links }`'
  if (type === 'navbar') return '`{ links, primary }`'
  if (type === 'icon') return 'icon: a name, URL or path, or `{ name, style, library }`'
  return type
}
