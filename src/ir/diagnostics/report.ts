import { VFileMessage } from 'vfile-message'
import type { VFile } from 'vfile'
import type { JsonMember, JsonValue } from '../../parse/json.js'
import { pointAt, type SourceFile } from '../../parse/source.js'
import { catalogue, chooseHint, fill, type DiagnosticCode, type Severity } from './catalogue.js'

/** A stretch of a source file that a diagnostic points at, with its JSON pointer. */
export interface Site {
  source: SourceFile
  start: number
  end: number
  pointer: string
}

/** A second location a diagnostic refers to ("first defined here"). */
export interface RelatedLocation {
  message: string
  file: string
  line: number
  column: number
  endLine: number
  endColumn: number
  pointer: string
}

/** A problem docsnav found: a vfile message carrying docsnav's own fields too. */
export interface DocsnavMessage extends VFileMessage {
  code: DiagnosticCode
  severity: Severity
  hint: string
  pointer: string
  related: RelatedLocation[]
}

export type Params = Readonly<Record<string, string | undefined>>

/** Where the diagnostics of one compile go. */
export interface Reporter {
  readonly file: VFile
}

/** The site of a JSON value. */
export function valueSite(value: JsonValue, pointer: string): Site {
  return { source: value.source, start: value.start, end: value.end, pointer }
}

/** The site of a member's key (the narrowest place to report a bad key). */
export function keySite(member: JsonMember, pointer: string): Site {
  return { source: member.value.source, start: member.keyStart, end: member.keyEnd, pointer }
}

/** A pointer one step below `pointer` (RFC 6901 escaping). */
export function childPointer(pointer: string, key: string | number): string {
  if (typeof key === 'number') return `${pointer}/${key}`
  return `${pointer}/${key.includes('~') || key.includes('/') ? key.replace(/~/g, '~0').replace(/\//g, '~1') : key}`
}

/** Records a diagnostic from the catalogue at `site`. */
export function report(
  reporter: Reporter,
  code: DiagnosticCode,
  site: Site,
  params: Params = {},
  related?: Site,
): DocsnavMessage {
  const entry = catalogue[code]
  const start = pointAt(site.source, site.start)
  const end = pointAt(site.source, Math.max(site.start, site.end))
  const message = new VFileMessage(fill(entry.message, params), {
    place: { start, end },
    ruleId: entry.slug,
    source: 'docsnav',
  }) as DocsnavMessage
  message.file = site.source.path
  message.fatal = entry.severity === 'error' ? true : entry.severity === 'warning' ? false : undefined
  message.code = code
  message.severity = entry.severity
  message.hint = chooseHint(entry.hint, params)
  message.note = message.hint
  message.pointer = site.pointer
  message.related = []
  if (related) {
    const relatedStart = pointAt(related.source, related.start)
    const relatedEnd = pointAt(related.source, Math.max(related.start, related.end))
    message.related.push({
      message: fill('related' in entry ? entry.related : 'related location', params),
      file: related.source.path,
      line: relatedStart.line,
      column: relatedStart.column,
      endLine: relatedEnd.line,
      endColumn: relatedEnd.column,
      pointer: related.pointer,
    })
  }
  reporter.file.messages.push(message)
  return message
}
