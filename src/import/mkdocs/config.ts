import { readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import type { Document } from 'yaml'
import { isRecord } from '../../ir/json-values.js'
import { readYamlConfig } from '../yaml-source.js'
import type { ImportReport } from '../report.js'

/**
 * mkdocs.yml as MkDocs reads it (`mkdocs.utils.yaml_load`): YAML 1.1 (PyYAML), `INHERIT` chains
 * merged as MkDocs merges them (mergedeep's REPLACE: mappings merged key by key, lists and scalars
 * replaced by the inheriting file's), Python and `!ENV` tags tolerated (their values are not
 * evaluated: a tag MkDocs would resolve at build time is read as the text or list written).
 */

/** One YAML file of the chain, kept for diagnostics' places. */
export interface ConfigFile {
  /** Relative to the project root. */
  file: string
  text: string
  document: Document
  /** Its settings as plain data. */
  values?: unknown
}

export interface MkdocsConfig {
  /** The merged config, as plain data. */
  values: Record<string, unknown>
  /** The file a top-level key was last set in (the one MkDocs uses), by key. */
  setIn: Map<string, ConfigFile>
  /** The chain, from mkdocs.yml to the last inherited file. */
  files: ConfigFile[]
}

/** How long an INHERIT chain may be before it is taken for a loop. */
const MAX_CHAIN = 32

/** Reads `file` (relative to `root`) and the files it inherits; undefined (with DN1202) when MkDocs could not read it. */
export function readMkdocsConfig(root: string, file: string, report: ImportReport): MkdocsConfig | undefined {
  const chain: ConfigFile[] = []
  let current: string | undefined = file
  let from: { file: ConfigFile; value: string } | undefined
  while (current !== undefined) {
    if (chain.length >= MAX_CHAIN || chain.some((entry) => entry.file === current)) {
      report.add(
        'DN1202',
        { file: from!.file.file, kind: 'MkDocs', reason: `\`INHERIT\` comes back to \`${current}\`` },
        { file: from!.file.file, text: from!.file.text, value: from!.value },
      )
      return undefined
    }
    if (current.startsWith('../') || current === '..' || posix.isAbsolute(current)) {
      report.add(
        'DN1202',
        { file: from!.file.file, kind: 'MkDocs', reason: `\`INHERIT\` names \`${from!.value}\`, outside the project` },
        { file: from!.file.file, text: from!.file.text, value: from!.value },
      )
      return undefined
    }
    let text: string
    try {
      text = readFileSync(join(root, current), 'utf8')
    } catch (error) {
      const reason = from ? `the file \`${from.value}\` it inherits does not exist` : error instanceof Error ? error.message : String(error)
      const spot = from ?? { file: { file: current, text: '' }, value: '' }
      report.add(
        'DN1202',
        { file: spot.file.file, kind: 'MkDocs', reason },
        from ? { file: from.file.file, text: from.file.text, value: from.value } : { file: current },
      )
      return undefined
    }
    const read = readYamlConfig(current, text, 'MkDocs', report, { version: '1.1' })
    if (!read) return undefined
    const { document, values } = read
    const entry: ConfigFile = { file: current, text, document }
    chain.push(entry)
    entry.values = values
    if (values !== null && values !== undefined && !isRecord(values)) {
      report.add('DN1202', { file: current, kind: 'MkDocs', reason: 'it is not a mapping of settings' }, { file: current, text, offset: 0 })
      return undefined
    }
    const inherit = isRecord(values) ? values.INHERIT : undefined
    if (inherit === undefined || inherit === null) break
    if (typeof inherit !== 'string') {
      report.add('DN1202', { file: current, kind: 'MkDocs', reason: '`INHERIT` is not a file name' }, { file: current, text, value: 'INHERIT' })
      return undefined
    }
    from = { file: entry, value: inherit }
    current = posix.normalize(posix.join(posix.dirname(current), inherit))
  }
  // Merged from the last inherited file up: each file's keys win over those it inherits.
  let values: Record<string, unknown> = {}
  const setIn = new Map<string, ConfigFile>()
  for (const entry of chain.toReversed()) {
    const { INHERIT: _inherit, ...own } = (entry.values ?? {}) as Record<string, unknown>
    values = merge(values, own)
    for (const key of Object.keys(own)) setIn.set(key, entry)
  }
  return { values, setIn, files: chain }
}

/** mergedeep's REPLACE strategy: mappings merged key by key; anything else replaced. */
function merge(destination: Record<string, unknown>, source: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...destination }
  for (const [key, value] of Object.entries(source)) {
    const before = result[key]
    result[key] = isRecord(before) && isRecord(value) ? merge(before, value) : value
  }
  return result
}
