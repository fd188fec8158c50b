import { catalogue, type DiagnosticCode, type Severity } from '../ir/diagnostics/catalogue.js'
import { at, childPointer, report, unplaced, type Reporter } from '../ir/diagnostics/report.js'
import type { FileHost } from '../ir/files.js'
import { describeValue, isRecord } from '../ir/json-values.js'
import { suggest } from '../ir/nearest.js'
import { fileRegion, sourceFile } from '../source/source-file.js'
import { readJson } from './read-json.js'

/** The project's settings file, beside docs.json (docs/settings.md). */
export const SETTINGS_FILE = 'docsnav.config.json'

/** What a diagnostic can be set to: a severity, or `off` (not reported at all). */
export type SeveritySetting = Severity | 'off'

/** The settings a project wrote; what it left out is undefined (the defaults apply). */
export interface ProjectSettings {
  links?: boolean
  missingPages?: 'error' | 'warn'
  /** Severities by code, for codes the settings changed. */
  severities: Map<DiagnosticCode, SeveritySetting>
}

const KEYS = ['$schema', 'links', 'missingPages', 'diagnostics'] as const
const SEVERITY_SETTINGS: readonly SeveritySetting[] = ['off', 'info', 'warning', 'error']
/**
 * Codes whose severity is not the project's to change: docsnav's own faults; the problems reading
 * docs.json, its includes and the settings (turned off, a file docsnav could not read would pass
 * as checked; only a repeated key, a warning, may change); and links and hrefs that run script,
 * which no pull request should be able to wave through.
 */
export const FIXED_SEVERITY: ReadonlySet<DiagnosticCode> = new Set(
  (Object.keys(catalogue) as DiagnosticCode[]).filter((code) => (code.startsWith('DN1') && code !== 'DN1010') || ['DN2013', 'DN8004', 'DN9001'].includes(code)),
)

const codeBySlug = new Map<string, DiagnosticCode>(Object.entries(catalogue).map(([code, entry]) => [entry.slug, code as DiagnosticCode]))

/**
 * Reads docsnav.config.json when the project has one, reporting what is wrong in it like docs.json
 * (every wrong value is reported and left out; the rest applies).
 */
export function readSettings(host: FileHost, reporter: Reporter): ProjectSettings {
  const settings: ProjectSettings = { severities: new Map() }
  const read = host.read(SETTINGS_FILE)
  if (!read.ok && read.kind === 'missing') return settings
  if (!read.ok) {
    report(reporter, 'DN1020', unplaced(SETTINGS_FILE), { file: SETTINGS_FILE, reason: read.reason })
    return settings
  }
  const source = sourceFile(SETTINGS_FILE, read.text)
  const parsed = readJson(reporter, source)
  if (!parsed) return settings
  const value = parsed.value
  const place = (pointer: string, part: 'value' | 'key' = 'value') => at(fileRegion(source), pointer, part)
  if (!isRecord(value)) {
    report(reporter, 'DN1021', place(''), { key: '(the file)', expected: 'an object such as `{ "links": true }`', found: describeValue(value) })
    return settings
  }
  for (const [key, setting] of Object.entries(value)) {
    const pointer = childPointer('', key)
    if (key === '$schema') continue
    if (key === 'links') {
      if (typeof setting === 'boolean') settings.links = setting
      else report(reporter, 'DN1021', place(pointer), { key, expected: '`true` or `false`', found: describeValue(setting) })
    } else if (key === 'missingPages') {
      if (setting === 'error' || setting === 'warn') settings.missingPages = setting
      else
        report(reporter, 'DN1021', place(pointer), {
          key,
          expected: '`"error"` or `"warn"`',
          found: describeValue(setting),
          ...suggest(setting, ['error', 'warn']),
        })
    } else if (key === 'diagnostics') {
      readSeverities(reporter, setting, pointer, place, settings.severities)
    } else {
      report(reporter, 'DN1022', place(pointer, 'key'), { key, ...suggest(key, KEYS) })
    }
  }
  return settings
}

function readSeverities(
  reporter: Reporter,
  value: unknown,
  pointer: string,
  place: (pointer: string, part?: 'value' | 'key') => ReturnType<typeof at>,
  severities: Map<DiagnosticCode, SeveritySetting>,
): void {
  if (!isRecord(value)) {
    report(reporter, 'DN1021', place(pointer), {
      key: 'diagnostics',
      expected: 'an object of codes to severities, such as `{ "DN5005": "off" }`',
      found: describeValue(value),
    })
    return
  }
  const firstNamed = new Map<DiagnosticCode, string>()
  for (const [name, setting] of Object.entries(value)) {
    const at = childPointer(pointer, name)
    const code = Object.hasOwn(catalogue, name.toUpperCase()) ? (name.toUpperCase() as DiagnosticCode) : codeBySlug.get(name)
    if (code === undefined) {
      report(reporter, 'DN1023', place(at, 'key'), { code: name, ...suggest(name, /^dn\d/i.test(name) ? Object.keys(catalogue) : [...codeBySlug.keys()]) })
      continue
    }
    if (FIXED_SEVERITY.has(code)) {
      report(reporter, 'DN1024', place(at, 'key'), { code })
      continue
    }
    const first = firstNamed.get(code)
    if (first !== undefined) report(reporter, 'DN1025', place(at, 'key'), { name, code, first }, place(childPointer(pointer, first), 'key'))
    else firstNamed.set(code, name)
    if (typeof setting === 'string' && (SEVERITY_SETTINGS as readonly string[]).includes(setting)) severities.set(code, setting as SeveritySetting)
    else
      report(reporter, 'DN1021', place(at), {
        key: `diagnostics.${name}`,
        expected: '`"off"`, `"info"`, `"warning"` or `"error"`',
        found: describeValue(setting),
        ...suggest(setting, SEVERITY_SETTINGS),
      })
  }
}
