import type { Document } from 'yaml'
import { yaml } from '../source/yaml-libraries.js'
import { firstLine, type ImportReport } from './report.js'

/**
 * A YAML config of another generator (mkdocs.yml, .gitbook.yaml) as a document and its values,
 * or undefined with DN1202 at the first error: a syntax error at its place, or an alias that
 * names no anchor or expands too far (found only when the values are made).
 */
export function readYamlConfig(
  file: string,
  text: string,
  kind: string,
  report: ImportReport,
  options: { version?: '1.1' | '1.2' } = {},
): { document: Document; values: unknown } | undefined {
  const document = yaml().parseDocument(text.replace(/^\uFEFF/, ''), { uniqueKeys: false, prettyErrors: false, ...options })
  const error = document.errors[0]
  if (error) {
    report.add('DN1202', { file, kind, reason: error.message.split('\n')[0]! }, { file, text, offset: error.pos[0] })
    return undefined
  }
  try {
    return { document, values: document.toJS({ maxAliasCount: 10_000 }) }
  } catch (error) {
    report.add('DN1202', { file, kind, reason: firstLine(error) }, { file, text, offset: 0 })
    return undefined
  }
}
