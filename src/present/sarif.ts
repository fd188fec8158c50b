import type { Hash } from 'node:crypto'
import { catalogue, chooseHint, fill, type CatalogueEntry, type Severity } from '../ir/diagnostics/catalogue.js'
import type { Diagnostic, Summary } from '../ir/diagnostics/diagnostic.js'
import type { Location } from '../ir/diagnostics/report.js'
import { DIAGNOSTICS_PAGE, helpUriOf } from '../ir/diagnostics/help.js'

/** Diagnostics as a SARIF 2.1.0 log (one run), the format GitHub code scanning reads. */

export interface SarifOptions {
  /** docsnav's version, as `tool.driver.version`. */
  toolVersion: string
  /** Where docsnav is described (`tool.driver.informationUri`). */
  informationUri?: string
  /** The page where the diagnostics are explained, a section per code (each rule's `helpUri` is its section); docs/diagnostics.md by default. */
  helpUri?: string
  /**
   * A project-relative path as a path relative to `%SRCROOT%` (the repository root, where GitHub
   * resolves it): `docs.json` becomes `docs/docs.json` when the project is the `docs` folder. An
   * absolute result becomes a `file:` URI.
   */
  displayPath?: (file: string) => string
  /** The absolute URI of `%SRCROOT%` (ending in `/`), as `run.originalUriBaseIds`; left out when not given. */
  srcRoot?: string
}

const DEFAULT_INFORMATION_URI = 'https://github.com/docsnav/docsnav'
/** The SARIF base that project paths are relative to; GitHub code scanning resolves it to the checkout. */
const SRCROOT = '%SRCROOT%'
/** Key of docsnav's own fingerprint in `partialFingerprints`; the `/v1` changes if what is hashed ever does. */
const FINGERPRINT = 'docsnav/v1'

const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', info: 'note' }

interface SarifRule {
  id: string
  name: string
  shortDescription: { text: string }
  fullDescription: { text: string }
  help: { text: string }
  helpUri: string
  defaultConfiguration: { level: 'error' | 'warning' | 'note' }
}

/**
 * A SARIF 2.1.0 log of the diagnostics: one rule per catalogue code (retired ones only when
 * reported), one result per diagnostic with its region, related locations and a fingerprint that
 * survives lines moving. The same diagnostics always give the same text.
 */
export function renderSarif(diagnostics: readonly Diagnostic[], summary: Summary, options: SarifOptions): string {
  const informationUri = options.informationUri ?? DEFAULT_INFORMATION_URI
  const rules = rulesFor(diagnostics, options.helpUri ?? DIAGNOSTICS_PAGE)
  const ruleIndex = new Map(rules.map((rule, index) => [rule.id, index]))
  const uriOf = (file: string) => artifactLocation((options.displayPath ?? ((path: string) => path))(file))
  const seen = new Map<string, number>()
  const results = diagnostics.map((diagnostic) => {
    const uri = diagnostic.file === undefined ? undefined : uriOf(diagnostic.file)
    const result: Record<string, unknown> = {
      ruleId: diagnostic.code,
      ruleIndex: ruleIndex.get(diagnostic.code)!,
      level: LEVEL[diagnostic.severity],
      message: { text: `${diagnostic.message}\n${diagnostic.hint}` },
    }
    if (uri !== undefined) {
      result.locations = [{ physicalLocation: physicalLocation(uri, diagnostic.line === undefined ? undefined : (diagnostic as Location)) }]
    }
    if (diagnostic.related.length > 0) {
      result.relatedLocations = diagnostic.related.map((related, index) => ({
        id: index + 1,
        physicalLocation: physicalLocation(uriOf(related.file), related),
        message: { text: related.message },
      }))
    }
    result.partialFingerprints = { [FINGERPRINT]: fingerprint(diagnostic, seen) }
    result.properties = { ...(diagnostic.pointer === undefined ? {} : { pointer: diagnostic.pointer }), params: sortedParams(diagnostic.params) }
    return result
  })
  const run: Record<string, unknown> = {
    tool: { driver: { name: 'docsnav', version: options.toolVersion, informationUri, rules } },
    invocations: [{ executionSuccessful: !diagnostics.some((diagnostic) => diagnostic.code === 'DN9001') }],
  }
  if (options.srcRoot !== undefined) run.originalUriBaseIds = { [SRCROOT]: { uri: options.srcRoot } }
  run.columnKind = 'utf16CodeUnits'
  run.results = results
  // The counts include diagnostics past the per-code listing limit, which have no result.
  run.properties = { summary: { errors: summary.errors, warnings: summary.warnings, infos: summary.infos } }
  return `${JSON.stringify({ $schema: 'https://json.schemastore.org/sarif-2.1.0.json', version: '2.1.0', runs: [run] }, null, 2)}\n`
}

/** The rules: every code of the catalogue in its order, a retired one only when a diagnostic has it. */
function rulesFor(diagnostics: readonly Diagnostic[], helpPage: string): SarifRule[] {
  const used = new Set(diagnostics.map((diagnostic) => diagnostic.code))
  const rules: SarifRule[] = []
  for (const [code, entry] of Object.entries(catalogue) as Array<[string, CatalogueEntry]>) {
    if (entry.retired === true && !used.has(code)) continue
    // With no parameters, optional `[...]` sections drop out; the placeholders left read as `…`.
    const hint = chooseHint(entry.hint, {}).replace(PLACEHOLDER, '…')
    rules.push({
      id: code,
      name: entry.slug,
      // The name in words (`page-not-found`: "Page not found"); the message, as a pattern, below it.
      shortDescription: { text: sentenceOf(entry.slug) },
      fullDescription: { text: fill(entry.message, {}).replace(PLACEHOLDER, '…') },
      help: { text: hint },
      helpUri: helpUriOf(code, helpPage),
      defaultConfiguration: { level: LEVEL[entry.severity] },
    })
  }
  // A code missing from the catalogue would be a bug; its results still get a rule to point at.
  const listed = new Set(rules.map((rule) => rule.id))
  for (const diagnostic of diagnostics) {
    if (listed.has(diagnostic.code)) continue
    listed.add(diagnostic.code)
    const text = diagnostic.slug
    rules.push({
      id: diagnostic.code,
      name: diagnostic.slug,
      shortDescription: { text },
      fullDescription: { text },
      help: { text },
      helpUri: helpUriOf(diagnostic.code, helpPage),
      defaultConfiguration: { level: LEVEL[diagnostic.severity] },
    })
  }
  return rules
}

const PLACEHOLDER = /\{[A-Za-z]+\}/g

/** A slug as a sentence: `page-not-found` is "Page not found". */
function sentenceOf(slug: string): string {
  const words = slug.replace(/-/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

interface ArtifactLocation {
  uri: string
  uriBaseId?: string
}

/**
 * Where a file is, as SARIF names it: a URL (a remote spec) as it is, an absolute path as a `file:`
 * URI, and a relative path percent-encoded, relative to `%SRCROOT%`.
 */
function artifactLocation(path: string): ArtifactLocation {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) return { uri: path }
  const slashed = path.replace(/\\/g, '/')
  if (slashed.startsWith('/')) return { uri: `file://${encodePath(slashed)}` }
  if (/^[a-z]:\//i.test(slashed)) return { uri: `file:///${slashed.slice(0, 2)}${encodePath(slashed.slice(2))}` }
  return { uri: encodePath(slashed), uriBaseId: SRCROOT }
}

/** Each segment percent-encoded, so spaces, `#`, `?` and `%` in a name stay part of the path (and a `:` never reads as a scheme). */
function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/')
}

function physicalLocation(artifact: ArtifactLocation, location: Location | undefined): Record<string, unknown> {
  if (location === undefined) return { artifactLocation: artifact }
  // docsnav's end column is one past the last character, as SARIF's endColumn is.
  return {
    artifactLocation: artifact,
    region: { startLine: location.line, startColumn: location.column, endLine: location.endLine, endColumn: location.endColumn },
  }
}

/**
 * A hash of what identifies a problem whatever the line: the code, the project-relative file (not
 * the shown one, which differs between machines) and the JSON pointer (the message too where
 * there is no pointer, as in a page's text), numbered from the second occurrence on, as GitHub's
 * own line hashes are.
 */
function fingerprint(diagnostic: Diagnostic, seen: Map<string, number>): string {
  const pointer = diagnostic.pointer ?? ''
  const identity = [diagnostic.code, diagnostic.file ?? '', pointer, pointer === '' ? diagnostic.message : ''].join('\u0000')
  const hash = sha256Hash().update(identity).digest('hex').slice(0, 32)
  const occurrence = seen.get(hash) ?? 0
  seen.set(hash, occurrence + 1)
  return occurrence === 0 ? hash : `${hash}:${occurrence + 1}`
}

/** `node:crypto` loaded when SARIF is first written, not at start (src/README.md, "Starting fast"). */
function sha256Hash(): Hash {
  return process.getBuiltinModule('node:crypto').createHash('sha256')
}

function sortedParams(params: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.keys(params)
      .sort()
      .map((key) => [key, params[key]!]),
  )
}
