import type { Document, Node as YamlNode } from 'yaml'
import type { JsonValue } from './json-tree.js'
import type { SourceFile } from './source-file.js'
import { yaml } from './yaml-libraries.js'

/**
 * The positioned tree of a YAML source, shaped like the JSON one so `locate()` works the same way
 * for both. An alias is located where it is written.
 */
export function yamlTree(source: SourceFile): JsonValue | undefined {
  const document = yaml().parseDocument(source.text, { uniqueKeys: false })
  if (document.errors.length > 0 || !document.contents) return undefined
  return convert(document.contents as YamlNode, source, document)
}

function convert(node: YamlNode, source: SourceFile, document: Document): JsonValue {
  const { Alias, isMap, isScalar, isSeq } = yaml()
  const [start, end] = node.range ?? [0, 0]
  if (isMap(node)) {
    const members = node.items.map((pair) => {
      const key = pair.key as YamlNode | null
      const keyRange = key?.range ?? [start, start]
      const value = pair.value as YamlNode | null
      return {
        key: isScalar(key) ? String(key.value) : String(key),
        keyStart: keyRange[0],
        keyEnd: keyRange[1],
        value: value ? convert(value, source, document) : { kind: 'null' as const, value: null, start: keyRange[1], end: keyRange[1], source },
      }
    })
    return { kind: 'object', members, start, end, source }
  }
  if (isSeq(node)) return { kind: 'array', items: node.items.map((item) => convert(item as YamlNode, source, document)), start, end, source }
  if (node instanceof Alias) return { kind: 'null', value: null, start, end, source }
  const value = isScalar(node) ? node.value : null
  if (typeof value === 'string') return { kind: 'string', value, start, end, source }
  if (typeof value === 'number') return { kind: 'number', value, start, end, source }
  if (typeof value === 'boolean') return { kind: 'boolean', value, start, end, source }
  return { kind: 'null', value: null, start, end, source }
}
