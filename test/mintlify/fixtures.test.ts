import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { compileSync } from '../../src/compile/compile.js'
import { navigationDocument } from '../../src/emit/navigation.js'
import type { Reader } from '../../src/ir/navigation-document.js'
import { createRenderer, type FrameLink, type PageFrame } from '../../src/render/index.js'
import { allowedDisagreement, disagreementsOf, verdictOf } from './deviations.js'
import { runDocsnav, type DocsnavOutcome } from './docsnav-side.js'
import { assertOracleInstalled, runOracle, type OracleOutcome, type OracleSwitches } from './oracle.js'

/** A navigation Mintlify's own unit tests use, with its switch targets by Mintlify's functions (fixture-navs.mjs). */
interface Fixture {
  file: string
  nav: Record<string, unknown>
  switches: OracleSwitches[]
  sessions: Session[]
}

/** A reader on a page under no version (language) who chose one earlier in the session, and where Mintlify's other divisions lead them. */
interface Session {
  path: string
  remembered: Reader
  links: Partial<Record<LinkField, Record<string, string>>>
}

type LinkField = 'tabs' | 'anchors' | 'products'

/**
 * Where the renderer's frame leads that reader: the other tabs (for a tab with a menu, its items),
 * anchors and products, by label. A division with nothing to show leads nowhere in either (Mintlify
 * leaves it out or links it to `/`, docsnav draws it without a link): such entries are left out.
 */
function linksOf(frame: PageFrame): Session['links'] {
  const byLabel = (entries: FrameLink[]): Record<string, string> =>
    Object.fromEntries(entries.flatMap((entry) => (entry.current || entry.href === undefined ? [] : [[entry.label, entry.href] as const])))
  const tabs = frame.tabs.flat().flatMap((tab) => (tab.menu ? tab.menu.map((entry) => ({ ...entry, label: `${tab.label} › ${entry.label}` })) : [tab]))
  const links: Session['links'] = {
    tabs: byLabel(tabs),
    anchors: byLabel(frame.anchors.flat()),
    products: byLabel(frame.switchers.filter((switcher) => switcher.kind === 'products').flatMap((switcher) => switcher.entries)),
  }
  for (const field of Object.keys(links) as LinkField[]) if (Object.keys(links[field]!).length === 0) delete links[field]
  return links
}

/** Mintlify's links but those to `/`, its link of a division with nothing to show. */
function leadingSomewhere(links: Session['links']): Session['links'] {
  const kept: Session['links'] = {}
  for (const [field, byLabel] of Object.entries(links) as Array<[LinkField, Record<string, string>]>) {
    const somewhere = Object.entries(byLabel).filter(([, href]) => href !== '/')
    if (somewhere.length > 0) kept[field] = Object.fromEntries(somewhere)
  }
  return kept
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

/** What Mintlify requires of a docs.json around its navigation: given to both tools. */
const around = { theme: 'mint', name: 'Fixture', colors: { primary: '#0D9373' } }

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
  return { config: { ...around, navigation: undecorate(nav) as Record<string, unknown> }, files }
}

/** Whether a navigation restricts pages to user groups (Mintlify's authentication, which docsnav does not model). */
const restricted = (value: unknown): boolean => {
  if (Array.isArray(value)) return value.some(restricted)
  if (typeof value !== 'object' || value === null) return false
  if (isPage(value) && Array.isArray(value.groups) && value.groups.length > 0) return true
  return Object.values(value).some(restricted)
}

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
    const outcomes = await runOracle(cases.map(({ id, project }) => ({ id, dir: empty, config: project.config })))
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

  // Among them "preserves the selected version in the tab href when switching back to a versioned
  // tab": on a page under no version, a tab holding versions opens in the one chosen earlier in the
  // session. docsnav gives it as navigation.json's `readerLinks`; the renderer follows them.
  it("lead a reader who chose a version earlier in the session where Mintlify's tabs, anchors and products do", () => {
    const unexplained: string[] = []
    let compared = 0
    for (const { fixture, id, project, docsnav, mintlify } of judged) {
      if (verdictOf(mintlify) !== 'accepts' || docsnav.errors.length > 0 || fixture.sessions.length === 0) continue
      const result = compileSync(project)
      const renderer = createRenderer({ navigation: navigationDocument(result.tree, result.site!), routes: result.site!.routes })
      for (const session of fixture.sessions) {
        compared++
        const ours = linksOf(renderer.frame(session.path, session.remembered))
        const theirs = leadingSomewhere(session.links)
        if (JSON.stringify(ours) !== JSON.stringify(theirs))
          unexplained.push(
            `${id} ${session.path} in ${JSON.stringify(session.remembered)}: Mintlify ${JSON.stringify(session.links)}, docsnav ${JSON.stringify(ours)}`,
          )
      }
    }
    console.log(`Readers who chose a version or language earlier: ${compared} pages' tabs, anchors and products compared, ${unexplained.length} differences`)
    expect(compared).toBeGreaterThan(10)
    expect(unexplained).toEqual([])
  })
})
