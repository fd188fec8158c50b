import { VFileMessage } from 'vfile-message'
import { defineOwn } from '../json-values.js'
import type { VFile } from 'vfile'
import { locate, type Part } from '../../source/locate.js'
import { pointAt, type Region, type SourceFile } from '../../source/source-file.js'
import { sameText } from '../../source/edited-text.js'
import { catalogue, chooseHint, fill, type AnyMessage, type DiagnosticCode, type ParamsOf, type Severity } from './catalogue.js'

/**
 * Where a diagnostic points: offsets in a file (known while parsing), or a pointer in the resolved
 * docs.json with the region it was written in (resolved to offsets only when reported).
 */
export type Place = { source: SourceFile; start: number; end: number; pointer: string } | { region: Region; pointer: string; part: Part }

/**
 * A problem with no place in any file's text: about a file as a whole (`file`: docs.json is
 * missing), or about what the caller passed (no `file`: an option, the command line).
 */
export interface Unplaced {
  unplaced: true
  file?: string
}

/** The place of a problem about a whole file, or (without a path) about the options. */
export function unplaced(file?: string): Unplaced {
  return file === undefined ? { unplaced: true } : { unplaced: true, file }
}

/** A stretch of a project file, as diagnostics give it. */
export interface Location {
  /** Project-relative path of the file. */
  file: string
  /** 1-based. */
  line: number
  /** 1-based, in UTF-16 code units. */
  column: number
  endLine: number
  endColumn: number
  /** RFC 6901 pointer into the resolved docs.json. */
  pointer: string
}

/** A second location a diagnostic refers to ("first defined here"). */
export interface RelatedLocation extends Location {
  message: string
}

/** A problem docsnav found: a vfile message carrying docsnav's own fields too. */
export interface DocsnavMessage extends VFileMessage {
  code: DiagnosticCode
  severity: Severity
  hint: string
  /** RFC 6901 pointer into the resolved docs.json; undefined for a problem with no place. */
  pointer?: string
  related: RelatedLocation[]
  /** The values filled into the message and hint, by placeholder name (those given). */
  params: Record<string, string>
}

/** Parameters once past the type checker: by name, some perhaps undefined. */
export type Params = Readonly<Record<string, string | undefined>>

/** The arguments of {@link report} after the place: the parameters may be left out only when the code has no required one. */
export type ReportArgs<C extends DiagnosticCode> = [keyof ParamsOf<C>] extends [never]
  ? [params?: ParamsOf<C>, related?: Place, severity?: Severity]
  : // biome-ignore lint/complexity/noBannedTypes: `{}` here asks whether every parameter is optional
    {} extends ParamsOf<C>
    ? [params?: ParamsOf<C>, related?: Place, severity?: Severity]
    : [params: ParamsOf<C>, related?: Place, severity?: Severity]

/** Where the diagnostics of one compile go. */
export interface Reporter {
  readonly file: VFile
  /** Text of every file a diagnostic points into, by path (for code frames). */
  readonly sources: Map<string, string>
  /** Diagnostics already reported, by code and place: a file included twice is reported once. */
  readonly reported: Set<string>
  /**
   * How many of each code were listed, and how many more were not (by severity): past
   * {@link MAX_LISTED_PER_CODE}, a code is counted, not listed.
   */
  readonly tally: Map<DiagnosticCode, { listed: number; unlisted: Record<Severity, number> }>
  /** Severities the project's settings chose, by code (`off`: not reported); they win over the catalogue's and the caller's. */
  readonly severities?: ReadonlyMap<DiagnosticCode, Severity | 'off'>
  /** Told of every diagnostic before it is admitted (a project kept open records what each unit of work reports). */
  readonly prepared?: (report: PreparedReport) => void
  /**
   * The text docs.json or an include has in this compile, in a project kept open (where it may
   * differ from an earlier compile's): diagnostics kept from then are placed in it again.
   */
  readonly sourceNow?: (path: string) => SourceFile | undefined
}

/**
 * A diagnostic with its place located and its words filled, before it is admitted to a compile
 * (where a repeat is dropped and codes past their limit are only counted). A project kept open
 * admits it again in a later compile whose files at its places are the same.
 */
export interface PreparedReport {
  readonly code: DiagnosticCode
  /** As the catalogue or the reporting pass says: the project's settings choose when it is admitted. */
  readonly severity: Severity
  readonly text: string
  readonly params: Params
  /** Where it is, as reported. */
  readonly place: Place | Unplaced
  /** Where it is, located; undefined for a problem with no place (then `file` may name a file). */
  readonly where: { source: SourceFile; start: number; end: number; pointer: string } | undefined
  readonly file: string | undefined
  /** A second place, located when the message is made (most reports of a code past its limit never are). */
  readonly related: Place | undefined
  /** Code, place and words: the same report at the same place is admitted once. */
  readonly key: string
  /** Made when first admitted: a code past its limit is counted without one. */
  message?: DocsnavMessage
}

/**
 * The most diagnostics of one code a compile lists. A generated navigation can repeat one mistake
 * a million times; a million messages help nobody, and their report would not fit in memory.
 */
export const MAX_LISTED_PER_CODE = 1000

/** A pointer one step below `pointer` (RFC 6901 escaping). */
export function childPointer(pointer: string, key: string | number): string {
  if (typeof key === 'number') return `${pointer}/${key}`
  return `${pointer}/${key.includes('~') || key.includes('/') ? key.replace(/~/g, '~0').replace(/\//g, '~1') : key}`
}

/** The place of the value at a pointer of the resolved document. */
export function at(region: Region, pointer: string, part: Part = 'value'): Place {
  return { region, pointer, part }
}

/** The file a place is in. */
function sourceOfPlace(place: Place): SourceFile {
  return 'source' in place ? place.source : place.region.source
}

/** Offsets of a place, locating pointer places in their file. */
export function resolvePlace(place: Place): { source: SourceFile; start: number; end: number; pointer: string } {
  if ('source' in place) return place
  const { region, pointer } = place
  const inFile = pointer.slice(region.logical.length)
  return { source: region.source, ...locate(region.source, inFile, place.part), pointer }
}

/** Records a diagnostic from the catalogue at `place`, unless the same one was reported at the same place. */
export function report<C extends DiagnosticCode>(
  reporter: Reporter,
  code: C,
  place: Place | Unplaced,
  ...[params, related, severity]: ReportArgs<C>
): DocsnavMessage | undefined {
  return record(reporter, code, place, (params ?? {}) as Params, related, severity)
}

/** {@link report} for a code and parameters built beforehand, such as a check's result. */
export function reportMessage(
  reporter: Reporter,
  message: AnyMessage,
  place: Place | Unplaced,
  related?: Place,
  severity?: Severity,
): DocsnavMessage | undefined {
  return record(reporter, message.code, place, message.params as Params, related, severity)
}

function record(
  reporter: Reporter,
  code: DiagnosticCode,
  place: Place | Unplaced,
  params: Params,
  related: Place | undefined,
  severity: Severity | undefined,
): DocsnavMessage | undefined {
  // Turned off, it is not admitted; a project kept open still keeps it, for when it is turned on.
  if (reporter.severities?.get(code) === 'off' && !reporter.prepared) return undefined
  // A node kept from an earlier compile of a project still has the text it was read from: a place it gives is placed in this one.
  if (reporter.sourceNow) {
    const now = placedNow(place, reporter.sourceNow)
    const relatedNow = placedNow(related, reporter.sourceNow)
    if (now !== false) place = now!
    if (relatedNow !== false) related = relatedNow as Place | undefined
  }
  const prepared = prepareReport(code, place, params, related, severity ?? catalogue[code].severity)
  reporter.prepared?.(prepared)
  return admit(reporter, prepared)
}

function prepareReport(code: DiagnosticCode, place: Place | Unplaced, params: Params, related: Place | undefined, severity: Severity): PreparedReport {
  const where = 'unplaced' in place ? undefined : resolvePlace(place)
  const text = fill(catalogue[code].message, params)
  // The same words at the same place: one file included twice, reported once.
  const key = where ? `${code}\n${where.source.path}\n${where.start}\n${where.end}\n${text}` : `${code}\n${(place as Unplaced).file}\n${text}`
  return { code, severity, text, params, place, where, file: where ? where.source.path : (place as Unplaced).file, related, key }
}

/**
 * The report, placed in the texts its files have now (`sourceNow`): where a file's text changed, a
 * place given by a pointer is located in the new text. Undefined when a place in a changed text is
 * given by offsets only, which mean nothing there.
 */
export function relocated(prepared: PreparedReport, sourceNow: (path: string) => SourceFile | undefined): PreparedReport | undefined {
  const place = placedNow(prepared.place, sourceNow)
  const related = placedNow(prepared.related, sourceNow)
  if (place === false || related === false) return undefined
  if (place === prepared.place && related === prepared.related) return prepared
  return prepareReport(prepared.code, place!, prepared.params, related as Place | undefined, prepared.severity)
}

/**
 * A place in the text its file has now (`sourceNow`): the same place when the text is the same, the
 * same pointer in the new text; false for offsets in a text that changed, which mean nothing there.
 */
function placedNow<P extends Place | Unplaced | undefined>(place: P, sourceNow: (path: string) => SourceFile | undefined): P | Place | false {
  if (place === undefined || 'unplaced' in place) return place
  const source = 'source' in place ? place.source : place.region.source
  const now = sourceNow(source.path)
  if (now === undefined || now === source || sameText(now.edited ?? now.text, source.edited ?? source.text)) return place
  return 'region' in place ? { ...place, region: { source: now, logical: place.region.logical } } : false
}

/**
 * Adds a prepared diagnostic to the compile, with the severity the project's settings choose for
 * its code (`off`: not at all): once per code, place and words, and past
 * {@link MAX_LISTED_PER_CODE} of its code only counted. Returns the message when it is listed.
 */
export function admit(reporter: Reporter, prepared: PreparedReport): DocsnavMessage | undefined {
  const chosen = reporter.severities?.get(prepared.code)
  if (chosen === 'off') return undefined
  const severity = chosen ?? prepared.severity
  if (reporter.reported.has(prepared.key)) return undefined
  reporter.reported.add(prepared.key)
  let tally = reporter.tally.get(prepared.code)
  if (!tally) reporter.tally.set(prepared.code, (tally = { listed: 0, unlisted: { error: 0, warning: 0, info: 0 } }))
  if (tally.listed === MAX_LISTED_PER_CODE) {
    tally.unlisted[severity]++
    return undefined
  }
  tally.listed++
  for (const source of [prepared.where?.source, prepared.related && sourceOfPlace(prepared.related)]) {
    if (source && !reporter.sources.has(source.path)) reporter.sources.set(source.path, source.text)
  }
  // Made once for the severity it is admitted with (a project's settings may choose another later).
  if (prepared.message?.severity !== severity) prepared.message = messageOf(prepared, severity)
  reporter.file.messages.push(prepared.message)
  return prepared.message
}

/** {@link admit}, telling the reporter's listener first: a diagnostic an earlier compile prepared, reported again. */
export function readmit(reporter: Reporter, prepared: PreparedReport): void {
  reporter.prepared?.(prepared)
  admit(reporter, prepared)
}

function messageOf(prepared: PreparedReport, severity: Severity): DocsnavMessage {
  const entry = catalogue[prepared.code]
  const { where, params } = prepared
  let message: DocsnavMessage
  if (where) {
    const start = pointAt(where.source, where.start)
    const end = pointAt(where.source, Math.max(where.start, where.end))
    message = new VFileMessage(prepared.text, { place: { start, end }, ruleId: entry.slug, source: 'docsnav' }) as DocsnavMessage
    message.file = where.source.path
    message.pointer = where.pointer
  } else {
    message = new VFileMessage(prepared.text, { ruleId: entry.slug, source: 'docsnav' }) as DocsnavMessage
    // vfile's `file` is a string; '' stands for "no file": a problem with the options.
    message.file = prepared.file ?? ''
  }
  message.fatal = severity === 'error' ? true : severity === 'warning' ? false : undefined
  message.code = prepared.code
  message.severity = severity
  message.hint = chooseHint(entry.hint, params)
  message.note = message.hint
  message.params = definedParams(params)
  message.related = []
  const other = prepared.related && resolvePlace(prepared.related)
  if (other) {
    const relatedStart = pointAt(other.source, other.start)
    const relatedEnd = pointAt(other.source, Math.max(other.start, other.end))
    message.related.push({
      message: fill('related' in entry ? entry.related : 'related location', params),
      file: other.source.path,
      line: relatedStart.line,
      column: relatedStart.column,
      endLine: relatedEnd.line,
      endColumn: relatedEnd.column,
      pointer: other.pointer,
    })
  }
  return message
}

function definedParams(params: Params): Record<string, string> {
  const defined: Record<string, string> = {}
  for (const name of Object.keys(params)) {
    const value = params[name]
    if (value !== undefined) defineOwn(defined, name, value)
  }
  return defined
}
