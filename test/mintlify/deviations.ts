import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { DocsnavOutcome } from './docsnav-side.js'
import type { OracleOutcome } from './oracle.js'

/** A case where the two tools disagree: (a) Mintlify rejects and docsnav has no error; (b) docsnav errs where Mintlify accepts whole. */
export interface Disagreement {
  cell: 'a' | 'b'
  item: string
  mintlify: OracleOutcome
  docsnav: DocsnavOutcome
}

/**
 * The deliberate deviations of docs/deviations.md that the differential test allows, each by its
 * id there, with the conformance case that shows it. Nothing else may disagree.
 */
export interface Deviation {
  id: string
  cell: 'a' | 'b'
  /** (b): docsnav's only errors are of these codes (and `only`, when given, holds for each). */
  codes: readonly string[]
  only?: (error: DocsnavOutcome['errors'][number]) => boolean
  /** A folder of test/conformance that shows the deviation. */
  conformanceCase: string
}

export const DEVIATIONS: readonly Deviation[] = [
  { id: 'unsafe-hrefs', cell: 'b', codes: ['DN2013'], conformanceCase: 'unsafe-hrefs' },
  // Mintlify keeps one of several child keys and drops the others, or (when the one it prefers is
  // invalid) keeps another: either way something written is dropped, which docsnav reports.
  { id: 'several-child-keys', cell: 'b', codes: ['DN2003', 'DN2004'], conformanceCase: 'multiple-primary-patterns' },
  { id: 'page-outside-root', cell: 'b', codes: ['DN4002'], conformanceCase: 'page-path-problems' },
  { id: 'repeated-switcher-entries', cell: 'b', codes: ['DN5001', 'DN5002', 'DN5003'], conformanceCase: 'duplicate-version-label' },
  { id: 'broken-redirects', cell: 'b', codes: ['DN7013', 'DN7014', 'DN7016', 'DN7025'], conformanceCase: 'redirects' },
  { id: 'title-not-text', cell: 'b', codes: ['DN4017'], conformanceCase: 'frontmatter-value-types' },
  { id: 'spec-over-http', cell: 'b', codes: ['DN3009'], only: (error) => /^http:/i.test(error.params.source ?? ''), conformanceCase: 'spec-over-http' },
]

/** How Mintlify judged the config: its validator's verdict on the whole file, then its build's. */
export function verdictOf(mintlify: OracleOutcome): 'rejects' | 'accepts' {
  if (!mintlify.accepted) return 'rejects'
  return mintlify.built !== undefined && !mintlify.built.ok && !mintlify.built.remote ? 'rejects' : 'accepts'
}

export function disagreementsOf(item: string, mintlify: OracleOutcome, docsnav: DocsnavOutcome): Disagreement[] {
  const rejects = verdictOf(mintlify) === 'rejects'
  const found: Disagreement[] = []
  if (rejects && docsnav.errors.length === 0) found.push({ cell: 'a', item, mintlify, docsnav })
  // An error is excused by Mintlify dropping content only where it dropped it: at, inside or
  // around the error's place, never somewhere else in the config.
  const unexcused = rejects ? [] : docsnav.errors.filter((error) => !mintlify.dropped.some((dropped) => related(dropped, error.pointer)))
  if (unexcused.length > 0) found.push({ cell: 'b', item, mintlify, docsnav: { ...docsnav, errors: unexcused } })
  return found
}

/** Whether one JSON pointer is the other or inside it. */
function related(dropped: string, pointer: string | undefined): boolean {
  if (pointer === undefined) return false
  return pointer === dropped || pointer.startsWith(`${dropped}/`) || dropped.startsWith(`${pointer}/`)
}

/**
 * Whether the deviations explain a disagreement: each of docsnav's errors in it by one of them. A
 * config Mintlify rejects and docsnav passes (a) has no error to explain: never allowed.
 */
export function allowedDisagreement(disagreement: Disagreement): boolean {
  if (disagreement.cell === 'a') return false
  return disagreement.docsnav.errors.every((error) =>
    DEVIATIONS.some((deviation) => deviation.cell === disagreement.cell && deviation.codes.includes(error.code) && (deviation.only?.(error) ?? true)),
  )
}

export const conformanceFolder = join(import.meta.dirname, '..', 'conformance')
export const hasConformanceCase = (deviation: Deviation) => existsSync(join(conformanceFolder, deviation.conformanceCase, 'docs.json'))
