import type { SourceFile } from '../source/source-file.js'
import { jsYaml, specYamlSchema, yaml } from '../source/yaml-libraries.js'

/** YAML text -> plain value, with what went wrong as data (the caller words it). */
export type YamlResult =
  | { ok: true; value: unknown }
  | { ok: false; problem: 'syntax'; at: number; end: number; reason: string }
  | { ok: false; problem: 'aliases'; reason: string }

/**
 * Largest value, counted as if every alias were copied out, that a document may stand for. Aliases
 * are shared references here, so nothing expands while reading; a "billion laughs" bomb is still
 * reported, because any tool that serialises the spec would expand it.
 */
const MAX_EXPANDED_NODES = 5_000_000

/**
 * Parses a spec's YAML into plain values with js-yaml (about ten times faster than `yaml` on large
 * specs), as Mintlify's build reads spec files: in {@link specYamlSchema} (merge keys applied, as
 * specs use them to share parameters and responses; timestamps as dates), a repeated key an error.
 * `yaml` builds the positioned tree, only when a diagnostic needs a position.
 */
export function readYaml(source: SourceFile): YamlResult {
  let value: unknown
  try {
    value = jsYaml().load(source.text, { schema: specYamlSchema(), maxDepth: 512 })
  } catch (error) {
    // Mintlify's reader refuses the spec there, and so its build.
    const repeated = repeatedKey(error)
    if (repeated !== undefined)
      return { ok: false, problem: 'syntax', at: repeated, end: Math.min(repeated + 1, source.text.length), reason: 'a key is repeated in one mapping' }
    // js-yaml is stricter than `yaml` about indentation inside flow collections, which real specs
    // get wrong and Mintlify accepts: what `yaml` reads is read, and its error is the one reported.
    const lenient = readWithYaml(source)
    if (!lenient.ok) return lenient
    value = lenient.value
  }
  const size = expandedSize(value)
  if (size === undefined || size > MAX_EXPANDED_NODES) {
    return {
      ok: false,
      problem: 'aliases',
      reason: size === undefined ? 'an alias refers to a value that contains it' : `${size} values once aliases are expanded`,
    }
  }
  return { ok: true, value }
}

function readWithYaml(source: SourceFile): YamlResult {
  const document = yaml().parseDocument(source.text, { uniqueKeys: false, merge: true })
  const error = document.errors[0]
  if (error) {
    return {
      ok: false,
      problem: 'syntax',
      at: error.pos[0],
      end: error.pos[1],
      reason: error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, ''),
    }
  }
  try {
    return { ok: true, value: document.toJS({ maxAliasCount: 10_000 }) }
  } catch (caught) {
    return { ok: false, problem: 'aliases', reason: caught instanceof Error ? caught.message : String(caught) }
  }
}

/** Nodes of a value with every shared reference counted each time; undefined for a cycle. */
function expandedSize(root: unknown): number | undefined {
  const sizes = new Map<object, number>()
  const inProgress = new Set<object>()
  const size = (value: unknown): number | undefined => {
    if (typeof value !== 'object' || value === null) return 1
    const known = sizes.get(value)
    if (known !== undefined) return known
    if (inProgress.has(value)) return undefined
    inProgress.add(value)
    let total = 1
    for (const child of Array.isArray(value) ? value : Object.values(value)) {
      const childSize = size(child)
      if (childSize === undefined) return undefined
      total += childSize
      // Past the limit the exact count no longer matters; stop before the numbers grow huge.
      if (total > MAX_EXPANDED_NODES) break
    }
    inProgress.delete(value)
    sizes.set(value, total)
    return total
  }
  return size(root)
}

/** Where js-yaml found a key repeated in one mapping, if that is what it refused. */
function repeatedKey(error: unknown): number | undefined {
  const { YAMLException } = jsYaml()
  if (!(error instanceof YAMLException) || !/duplicated mapping key/.test(error.reason ?? '')) return undefined
  return error.mark?.position ?? 0
}
