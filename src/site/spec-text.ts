import { catalogue, fill } from '../ir/diagnostics/catalogue.js'
import { at } from '../ir/diagnostics/report.js'
import { kept, type Memo } from '../ir/memo.js'
import { isRecord } from '../ir/json-values.js'
import type { Refusal, Spec } from '../ir/openapi.js'
import { describeJsonProblem } from '../parse/json-diagnostics.js'
import { hidesRepeatedKeys } from '../parse/read-json.js'
import { externalRefs, type SpecProblem } from '../parse/openapi.js'
import { openApiSchemaProblem } from '../parse/spec-schemas.js'
import { readYaml } from '../parse/yaml.js'
import { parseJson } from '../source/json-tree.js'
import { fileRegion, sourceFile, withoutBom, type SourceFile } from '../source/source-file.js'

/**
 * A spec file's text as the passes and the search for a page's spec read it, and what Mintlify's
 * validator refuses in a spec read: shared by load-specs (the specs docs.json names) and the
 * frontmatter search (every spec file of the project).
 */

export type ParsedSpecText =
  | { source: SourceFile }
  | { problem: 'syntax'; source: SourceFile; reason: string; start: number; end: number }
  | { problem: 'aliases'; source: SourceFile; reason: string }

/**
 * {@link parseSpecText}, kept by a project kept open while the file's text is the same: an edit of
 * docs.json read the specs again, and parsing Spree's 3 MB of YAML cost three times the rest of
 * the check. What it returns is shared by the compiles that follow, and never changed.
 */
export function specTextOf(memo: Memo | undefined, path: string, text: string): ParsedSpecText {
  return kept(memo, 'spec-text', path, text, () => parseSpecText(path, text))
}

/**
 * A spec file's text -> its plain value (on `source.value`). JSON goes through JSON.parse, its keys
 * counted in the text against those in the value; only a spec with a repeated key is parsed again,
 * with positions, to say where.
 */
export function parseSpecText(path: string, text: string): ParsedSpecText {
  const yaml = /\.ya?ml$/i.test(path) || (!/\.json$/i.test(path) && !/^\s*[{[]/.test(text))
  const source = sourceFile(path, text, yaml ? 'yaml' : 'json')
  if (yaml) {
    const result = readYaml(source)
    if (!result.ok)
      return result.problem === 'syntax'
        ? { problem: 'syntax', source, reason: result.reason, start: result.at, end: result.end }
        : { problem: 'aliases', source, reason: result.reason }
    source.value = result.value
    return { source }
  }
  try {
    source.value = JSON.parse(withoutBom(text))
    // Mintlify reads JSON specs with its YAML reader, which refuses a key repeated in one object (its build fails on the spec).
    if (hidesRepeatedKeys(text, source.value) !== true) return { source }
    const repeated = parseJson(source).problems.find((problem) => problem.kind === 'duplicate-key')
    if (!repeated) return { source }
    return { problem: 'syntax', source, reason: `the key \`${repeated.key}\` is repeated in one object`, start: repeated.at, end: repeated.end }
  } catch (error) {
    const problem = parseJson(source).problems.find((candidate) => candidate.kind !== 'duplicate-key')
    if (!problem) return { problem: 'syntax', source, reason: String(error), start: 0, end: 0 }
    const described = describeJsonProblem(problem, path)
    return {
      problem: 'syntax',
      source,
      reason: fill(catalogue[described.message.code].message, described.message.params),
      start: described.start,
      end: described.end,
    }
  }
}

/** The versions Mintlify's validator takes (its OpenAPI 3.0 and 3.1 schemas' patterns). */
const TAKEN_VERSION = /^3\.0\.\d(-.+)?$|^3\.1\.\d+(-.+)?$/

/** What Mintlify's OpenAPI validator refuses in a spec docsnav read (@mintlify/common `validate`). */
export function refusalsOf(spec: Spec, problems: readonly SpecProblem[], memo: Memo | undefined): Refusal[] {
  const refusals: Refusal[] = []
  const whole = fileRegion(spec.source)
  for (const problem of problems) {
    if (problem.kind === 'openapi-3.2')
      refusals.push({
        code: 'DN3022',
        params: { version: problem.version, ...(problem.unread > 0 ? { unread: String(problem.unread) } : {}) },
        related: at(whole, '/openapi'),
      })
  }
  // Its file walk finds no `openapi` key in a Swagger file, and its validator refuses versions before 3.0.
  if (spec.version.startsWith('2.')) refusals.push({ code: 'DN3032', params: {}, related: at(whole, '/swagger', 'key') })
  // Its OpenAPI 3.0 and 3.1 schemas want the version as a string of three parts (`3.1.0`, not `3.1`).
  const written = isRecord(spec.source.value) ? spec.source.value.openapi : undefined
  if (/^3\.[01]/.test(spec.version) && !(typeof written === 'string' && TAKEN_VERSION.test(written))) {
    refusals.push({ code: 'DN3033', params: { version: typeof written === 'string' ? written : String(written) }, related: at(whole, '/openapi') })
  }
  // Mintlify's build calls string and object methods on `x-mint`'s parts: one of another type stops it. Said once, with a count.
  const mintTypes = problems.filter((problem) => problem.kind === 'x-mint-type')
  const [firstMint] = mintTypes
  if (firstMint) {
    refusals.push({
      code: 'DN3034',
      params: {
        key: firstMint.key,
        expected: firstMint.expected,
        found: firstMint.found,
        ...(mintTypes.length > 1 ? { more: String(mintTypes.length - 1) } : {}),
      },
      related: at(fileRegion(firstMint.source), firstMint.pointer),
    })
  }
  const external = externalRefs(spec.source)
  if (external)
    refusals.push({
      code: 'DN3030',
      params: { ref: external.ref, ...(external.count > 1 ? { more: String(external.count - 1) } : {}) },
      related: at(whole, external.pointer),
    })
  // The rest of the document it checks against its version's OpenAPI schema, when nothing above stopped it first.
  if (refusals.every((refusal) => refusal.code === 'DN3034') && typeof written === 'string' && TAKEN_VERSION.test(written)) {
    const version = written.startsWith('3.0') ? '3.0' : '3.1'
    // About 0.15 s for GitHub's 13 MB spec: a project kept open checks a spec again only when its text changed.
    const problem = kept(memo, 'spec-schema', spec.id, spec.source.text, () => openApiSchemaProblem(spec.source.value, version))
    if (problem) {
      const where = problem.pointer === '' ? 'its top level' : `\`${readablePath(problem.pointer)}\``
      refusals.unshift({ code: 'DN3036', params: { version, where, reason: problem.reason }, related: at(whole, problem.pointer) })
    }
  }
  return refusals
}

/** A JSON pointer as a path a reader of the spec follows: `/paths/~1pets/get/tags/0` -> `paths["/pets"].get.tags[0]`. */
function readablePath(pointer: string): string {
  return pointer
    .slice(1)
    .split('/')
    .map((escaped) => escaped.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((segment, index) => {
      if (/^\d+$/.test(segment)) return `[${segment}]`
      if (/^[A-Za-z_$][\w$-]*$/.test(segment)) return index === 0 ? segment : `.${segment}`
      return `[${JSON.stringify(segment)}]`
    })
    .join('')
}
