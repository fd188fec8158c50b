import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { allowedDisagreement, disagreementsOf, verdictOf } from './deviations.js'
import { runDocsnav, type DocsnavOutcome } from './docsnav-side.js'
import { assertOracleInstalled, runOracle, type OracleOutcome, type OracleSwitches } from './oracle.js'

/** A navigation Mintlify's own unit tests use, with its switch targets by Mintlify's functions (fixture-navs.mjs). */
interface Fixture {
  file: string
  nav: Record<string, unknown>
  switches: OracleSwitches[]
}

interface DecoratedPage {
  title: string
  href: string
  hidden?: boolean
  groups?: string[]
}

const isPage = (value: unknown): value is DecoratedPage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DecoratedPage).href === 'string' &&
  typeof (value as DecoratedPage).title === 'string' &&
  !('group' in value)

/** The page path docs.json gives for a decorated page's URL. */
const pathOf = (href: string) => href.replace(/^\//, '') || 'index'

/**
 * The docs.json a decorated navigation was built from, with a page file per page (its title, and
 * `hidden` when the decorated page is hidden), as docsnav's in-memory API takes them.
 */
function projectOf(nav: Record<string, unknown>): { config: Record<string, unknown>; files: Record<string, string> } {
  const files: Record<string, string> = {}
  const undecorate = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(undecorate)
    if (isPage(value)) {
      files[`${pathOf(value.href)}.mdx`] ??= `---\ntitle: ${JSON.stringify(value.title)}\n${value.hidden ? 'hidden: true\n' : ''}---\n`
      return pathOf(value.href)
    }
    if (typeof value !== 'object' || value === null) return value
    return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, undecorate(member)]))
  }
  return { config: { navigation: undecorate(nav) as Record<string, unknown> }, files }
}

/** Whether a navigation restricts pages to user groups (Mintlify's authentication, which docsnav does not model). */
const restricted = (value: unknown): boolean => {
  if (Array.isArray(value)) return value.some(restricted)
  if (typeof value !== 'object' || value === null) return false
  if (isPage(value) && Array.isArray(value.groups) && value.groups.length > 0) return true
  return Object.values(value).some(restricted)
}

/** Mintlify requires these around the navigation; they are not docsnav's to check (docs/deviations.md). */
const around = { theme: 'mint', name: 'Fixture', colors: { primary: '#0D9373' } }

interface Judged {
  fixture: Fixture
  id: string
  project: ReturnType<typeof projectOf>
  docsnav: DocsnavOutcome
  mintlify: OracleOutcome
}

let judged: Judged[] = []
let recorded = 0

/*
 * Mintlify's navigation unit tests are the cases its authors wrote for its switchers and division
 * links; fixture-navs.mjs runs them and records each navigation they use (97 distinct ones), with
 * where Mintlify's switchers go from each of its pages. Each is turned back into the docs.json it
 * was built from and given to both tools.
 */
describe("the cases of Mintlify's own navigation unit tests", () => {
  beforeAll(async () => {
    assertOracleInstalled()
    const fixtures: Fixture[] = JSON.parse(
      execFileSync(process.execPath, [join(import.meta.dirname, 'fixture-navs.mjs')], { encoding: 'utf8', maxBuffer: 1 << 28 }),
    )
    recorded = fixtures.length
    // Pages restricted to user groups are Mintlify's authentication, which docsnav does not model (docs/deviations.md).
    const cases = fixtures
      .filter((fixture) => !restricted(fixture.nav))
      .map((fixture, index) => ({ fixture, id: `${fixture.file} #${index}`, project: projectOf(fixture.nav) }))
    const empty = mkdtempSync(join(tmpdir(), 'docsnav-fixtures-'))
    const outcomes = await runOracle(cases.map(({ id, project }) => ({ id, dir: empty, config: { ...around, ...project.config } })))
    judged = cases.map((item) => ({ ...item, docsnav: runDocsnav(item.project, false, true), mintlify: outcomes.get(item.id)! }))
  })

  it('are many, and most are compared', () => {
    expect(recorded).toBeGreaterThan(50)
    expect(judged.length).toBeGreaterThan(recorded * 0.8)
  })

  it('are accepted or rejected by both, but for documented deviations', () => {
    const unexplained = judged.flatMap(({ id, mintlify, docsnav }) =>
      disagreementsOf(id, mintlify, docsnav)
        .filter((disagreement) => !allowedDisagreement(disagreement))
        .map(
          (disagreement) =>
            `(${disagreement.cell}) ${id}: ${disagreement.docsnav.errors.map((error) => `${error.code} ${error.pointer} ${error.message}`).join('; ') || 'no error'}`,
        ),
    )
    expect(unexplained).toEqual([])
  })

  it("switch to the pages Mintlify's switchers go to, where both accept", () => {
    const unexplained: string[] = []
    let compared = 0
    for (const { fixture, id, docsnav, mintlify } of judged) {
      if (verdictOf(mintlify) !== 'accepts' || docsnav.errors.length > 0) continue
      for (const theirs of fixture.switches) {
        compared++
        const ours = docsnav.switchTargets.get(theirs.path) ?? {}
        for (const field of ['versions', 'languages', 'dropdowns'] as const) {
          const expected = JSON.stringify(theirs[field] ?? {})
          const actual = JSON.stringify(ours[field] ?? {})
          if (expected !== actual) unexplained.push(`${id} ${theirs.path} ${field}: Mintlify ${expected}, docsnav ${actual}`)
        }
      }
    }
    console.log(
      `Mintlify's navigation unit tests: ${recorded} navigations, ${judged.length} without user groups, ${compared} pages' switch targets compared, ${unexplained.length} differences`,
    )
    expect(compared).toBeGreaterThan(200)
    expect(unexplained).toEqual([])
  })
})
