import type { Node as YamlNode } from 'yaml'
import { yaml } from '../../source/yaml-libraries.js'
import type { ImportReport, SourceSpot } from '../report.js'
import type { ConfigFile } from './config.js'
import { isMarkdown, nameTitle, type DocsFile } from './files.js'

/**
 * MkDocs's navigation before any theme shows it (`mkdocs.structure.nav.get_navigation`): `nav` read
 * as `_data_to_navigation` reads it (a path docs_dir has is a page, any other value a link; a
 * single-key mapping is a titled entry or a section), or, without `nav`, docs_dir's pages nested by
 * folder (`nest_paths`, folder titles by `dirname_to_title`).
 */
export type NavItem =
  | { kind: 'page'; uri: string; title?: string; spot: SourceSpot }
  | { kind: 'link'; url: string; title?: string; spot: SourceSpot }
  | { kind: 'section'; title: string; children: NavItem[]; spot: SourceSpot }

const PYYAML_BOOLEAN = /^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/

/** The items of `nav` as written in `file` (its YAML node). */
export function navFromConfig(file: ConfigFile, node: YamlNode, files: ReadonlyMap<string, DocsFile>, report: ImportReport): NavItem[] {
  const { isAlias, isMap, isPair, isScalar, isSeq } = yaml()
  const spotOf = (at: unknown): SourceSpot => {
    const range = (at as { range?: [number, number] } | null)?.range
    return range ? { file: file.file, text: file.text, offset: range[0], length: range[1] - range[0] } : { file: file.file }
  }
  const resolve = (value: unknown): unknown => (isAlias(value) ? value.resolve(file.document) : value)
  const refuse = (at: unknown, reason: string) => report.add('DN1202', { file: file.file, kind: 'MkDocs', reason }, spotOf(at))
  const scalarText = (value: unknown): string | undefined => {
    const resolved = resolve(value)
    if (!isScalar(resolved)) return undefined
    const scalar = resolved.value
    if (scalar === null || scalar === undefined) return undefined
    if (typeof scalar !== 'number' && typeof scalar !== 'boolean') return String(scalar)
    // `yaml`'s YAML 1.1 reads more as numbers and booleans than PyYAML does (`E3`, `Y`): the text as
    // written, but a PyYAML boolean as MkDocs shows it (Python's `True`).
    const written = resolved.range ? file.text.slice(resolved.range[0], resolved.range[1]).trim() : String(scalar)
    if (typeof scalar === 'boolean' && PYYAML_BOOLEAN.test(written)) return scalar ? 'True' : 'False'
    return written
  }
  const entry = (title: string | undefined, value: unknown, at: unknown): NavItem => {
    const path = scalarText(value)!
    const uri = path
      .split('/')
      .filter((part) => part !== '' && part !== '.')
      .join('/')
    return files.has(uri) && !path.startsWith('/')
      ? { kind: 'page', uri, ...(title === undefined ? {} : { title }), spot: spotOf(at) }
      : { kind: 'link', url: path, ...(title === undefined ? {} : { title }), spot: spotOf(at) }
  }
  const pairs = (map: unknown): NavItem[] => {
    const items: NavItem[] = []
    for (const pair of (resolve(map) as { items: unknown[] }).items) {
      if (!isPair(pair)) continue
      const title = scalarText(pair.key) ?? ''
      const value = resolve(pair.value)
      if (isScalar(value) && value.value !== null && typeof value.value !== 'object') items.push(entry(title, value, pair.key))
      else if (isSeq(value) || isMap(value)) items.push({ kind: 'section', title, children: isSeq(value) ? list(value) : pairs(value), spot: spotOf(pair.key) })
      else refuse(pair.key, `the nav entry \`${title}\` has neither a path nor a list`)
    }
    return items
  }
  const list = (seq: unknown): NavItem[] => {
    const items: NavItem[] = []
    for (const raw of (seq as { items: unknown[] }).items) {
      const item = resolve(raw)
      if (isScalar(item) && typeof item.value === 'string') items.push(entry(undefined, item, item))
      else if (isMap(item) && item.items.length === 1) items.push(...pairs(item))
      else if (isMap(item)) refuse(item, `a nav entry must be a mapping of one key (it has ${item.items.length})`)
      else refuse(item, 'a nav entry must be a path or a mapping of one key')
    }
    return items
  }
  const top = resolve(node)
  if (isSeq(top)) return list(top)
  refuse(top, '`nav` must be a list')
  return []
}

/** The navigation MkDocs makes without `nav` (`nest_paths` over the pages in docs_dir's order). */
export function navFromFolders(files: readonly DocsFile[], spotOf: (uri: string) => SourceSpot): NavItem[] {
  const top: NavItem[] = []
  for (const file of files) {
    if (!file.page || file.notInNav) continue
    let branch = top
    const parts = file.uri.split('/').slice(0, -1)
    for (const part of parts) {
      const title = nameTitle(part)
      let section = branch.find((item): item is Extract<NavItem, { kind: 'section' }> => item.kind === 'section' && item.title === title)
      if (!section) {
        section = { kind: 'section', title, children: [], spot: spotOf(file.uri) }
        branch.push(section)
      }
      branch = section.children
    }
    branch.push({ kind: 'page', uri: file.uri, spot: spotOf(file.uri) })
  }
  return top
}

/** Whether a nav entry's file is a page MkDocs renders (a Markdown file). */
export function isPageFile(uri: string): boolean {
  return isMarkdown(uri)
}
