import fc from 'fast-check'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { validConfig, nearValidConfig } from '../../src/testing/index.js'
import { requires } from '../helpers/requirements.js'
import { corpusFolder, corpusMissing, corpusPresent, corpusSites } from '../../scripts/corpus.mjs'
import { runDocsnav, runDocsnavEdited, type DocsnavOutcome } from './docsnav-side.js'
import { groupsAtRoot, mutationsOf } from './mutations.js'
import { settingsMutationsOf, topLevelValues } from './settings-mutations.js'
import { asyncApiSite, writeAsyncApiSite } from './asyncapi-sites.js'
import { objectCases } from './object-cases.js'
import { FRONTMATTER_VARIANTS, writeFrontmatterSite } from './frontmatter-sites.js'
import { switcherSites, writeSwitcherSite } from './switcher-sites.js'
import { openApiSite, schemaMutatedSites, writeOpenApiSite, writeSchemaMutatedSite } from './openapi-sites.js'
import { assertOracleInstalled, runOracle, type OracleCase, type OracleOutcome } from './oracle.js'
import { DEVIATIONS, allowedDisagreement, conformanceFolder, disagreementsOf, hasConformanceCase, verdictOf } from './deviations.js'
import { timeoutFor } from '../helpers/timeouts.js'

/**
 * Mutations tried per config (whole, or its groups moved to the root): all on small ones; on large
 * ones (Mintlify's validator takes about 0.3 s per MB) the first few.
 */
const mutationLimit = (bytes: number) => (bytes > 40_000 ? 8 : Infinity)

interface Case {
  id: string
  source: 'real' | 'mutation' | 'mutation, groups at the root' | 'mutation outside the navigation' | 'generated'
  oracle: OracleCase
  docsnav: () => DocsnavOutcome | Promise<DocsnavOutcome>
}

function buildCases(): Case[] {
  const cases: Case[] = []
  const configs = new Map(corpusSites.map((name) => [name, JSON.parse(readFileSync(join(corpusFolder, name, 'docs.json'), 'utf8'))]))
  const valuesOfKeys = topLevelValues([...configs.values()])
  const triedValues = new Set<string>()
  for (const name of corpusSites) {
    const dir = join(corpusFolder, name)
    const config = configs.get(name)
    cases.push({ id: `${name}`, source: 'real', oracle: { id: name, dir, build: true }, docsnav: () => runDocsnav(dir, true) })
    // The keys outside the navigation, each changed one at a time beside a small navigation.
    for (const mutant of settingsMutationsOf(config, valuesOfKeys, triedValues)) {
      const id = `${name}: outside the navigation, ${mutant.name}`
      cases.push({
        id,
        source: 'mutation outside the navigation',
        oracle: { id, dir, config: mutant.config },
        docsnav: () => runDocsnavEdited(dir, mutant.config),
      })
    }
    // Mutations are of the navigation: the rest of docs.json (`redirects`, hundreds of rules in
    // some) is checked on the real config alone.
    const { redirects: _redirects, ...navigationOnly } = config
    const variants: Array<[Case['source'], Record<string, unknown> | undefined]> = [
      ['mutation', navigationOnly],
      ['mutation, groups at the root', groupsAtRoot(navigationOnly)],
    ]
    for (const [source, base] of variants) {
      if (base === undefined) continue
      const limit = mutationLimit(JSON.stringify(base).length)
      for (const mutant of mutationsOf(base as never, limit)) {
        const id = `${name}: ${source === 'mutation' ? '' : 'groups at the root, '}${mutant.name}`
        cases.push({ id, source, oracle: { id, dir, config: mutant.config }, docsnav: () => runDocsnavEdited(dir, mutant.config) })
      }
    }
  }
  const empty = mkdtempSync(join(tmpdir(), 'docsnav-differential-'))
  const generated = [
    ...fc.sample(validConfig(), { numRuns: 150, seed: 20261123 }),
    ...fc.sample(nearValidConfig(), { numRuns: 150, seed: 20261124 }).map(({ config }) => config),
  ]
  // Mintlify requires these around the navigation; they are not docsnav's to check (docs/deviations.md).
  const around = { theme: 'mint', name: 'Generated', colors: { primary: '#0D9373' } }
  const sites = mkdtempSync(join(tmpdir(), 'docsnav-differential-openapi-'))
  fc.sample(openApiSite, { numRuns: 120, seed: 20261125 }).forEach((site, index) => {
    const dir = join(sites, `site-${index}`)
    writeOpenApiSite(dir, site)
    const id = `OpenAPI site #${index}`
    cases.push({ id, source: 'generated', oracle: { id, dir, build: true }, docsnav: () => runDocsnav(dir, true) })
  })
  // Specs changed at one place against the OpenAPI schema, which Mintlify's validator checks them against.
  schemaMutatedSites.forEach((site, index) => {
    const dir = join(sites, `schema-${index}`)
    const id = writeSchemaMutatedSite(dir, site)
    cases.push({ id, source: 'generated', oracle: { id, dir, build: true }, docsnav: () => runDocsnav(dir, true) })
  })
  fc.sample(asyncApiSite, { numRuns: 24, seed: 20261127 }).forEach((site, index) => {
    const dir = join(sites, `asyncapi-site-${index}`)
    writeAsyncApiSite(dir, site)
    const id = `AsyncAPI site #${index}`
    cases.push({ id, source: 'generated', oracle: { id, dir, build: true }, docsnav: () => runDocsnav(dir, true) })
  })
  // Pages whose frontmatter names operations: their titles come from the specs, found as Mintlify
  // finds them (every spec file of the project, in its walk order: docs/pages-and-routes.md). docsnav
  // errs on the pages Mintlify renders blank (deviation `blank-api-pages`): those are left out (files
  // and entries), so that both build.
  const frontmatterCases: Array<[string, string[]]> = [
    ['frontmatter-openapi', ['api/not-a-reference', 'api/wrong-spec-op', 'api/typo']],
    ['frontmatter-openapi-search', ['api/legacy', 'api/ignored-op']],
  ]
  for (const [name, blank] of frontmatterCases) {
    const dir = join(sites, name)
    cpSync(join(conformanceFolder, name), dir, { recursive: true })
    const config = JSON.parse(readFileSync(join(dir, 'docs.json'), 'utf8'))
    for (const page of blank) rmSync(join(dir, `${page}.mdx`))
    config.navigation.groups[0].pages = config.navigation.groups[0].pages.filter((page: string) => !blank.includes(page))
    writeFileSync(join(dir, 'docs.json'), JSON.stringify({ ...around, ...config }))
    const id = `pages with frontmatter openapi (${name})`
    cases.push({ id, source: 'generated', oracle: { id, dir, build: true }, docsnav: () => runDocsnav(dir, true, true) })
  }
  // Specs Mintlify's build refuses where its validator takes the config: split into files by path
  // item `$ref`s (DN3030), in a folder `.mintignore` leaves out (DN3031), Swagger 2.0 (DN3032), a
  // version not written in full (DN3033), `x-mint` parts of the wrong type (DN3034), places that
  // break the OpenAPI schema (DN3036). And: a `$ref` that starts with `/`; `api.openapi` naming a
  // missing spec (which Mintlify passes).
  for (const name of [
    'openapi-split-spec',
    'openapi-mintignored',
    'openapi-swagger2-yaml',
    'openapi-version-form',
    'openapi-x-mint-wrong-type',
    'openapi-schema-invalid',
    'openapi-page-name-too-long',
    'ref-absolute-path',
    'ref-edge-forms',
    'ref-merge-into-array',
    'api-openapi-missing',
  ]) {
    const dir = join(sites, name)
    cpSync(join(conformanceFolder, name), dir, { recursive: true })
    writeFileSync(join(dir, 'docs.json'), JSON.stringify({ ...around, ...JSON.parse(readFileSync(join(dir, 'docs.json'), 'utf8')) }))
    // Cases with page files are read with them, as Mintlify reads them (titles from frontmatter).
    const pages = readdirSync(dir).some((file) => file.endsWith('.mdx'))
    cases.push({ id: name, source: 'generated', oracle: { id: name, dir, build: true }, docsnav: () => runDocsnav(dir, true, pages) })
  }
  // References to a path spelt with and without a trailing slash, each with its own method: Mintlify's
  // build looks for the method in one path item (the exact spelling first).
  ;['POST /a', 'POST /a/', 'GET /a/', 'GET /a'].forEach((reference, index) => {
    const dir = join(sites, `trailing-slash-${index}`)
    mkdirSync(dir)
    writeFileSync(
      join(dir, 'spec.json'),
      JSON.stringify({
        openapi: '3.1.0',
        info: { title: 'T', version: '1' },
        paths: {
          '/a': { get: { summary: 'A', responses: { 200: { description: 'ok' } } } },
          '/a/': { post: { summary: 'A slash', responses: { 200: { description: 'ok' } } } },
        },
      }),
    )
    writeFileSync(join(dir, 'docs.json'), JSON.stringify({ ...around, navigation: { groups: [{ group: 'API', openapi: 'spec.json', pages: [reference] }] } }))
    const id = `a reference to \`${reference}\` beside both spellings of the path`
    cases.push({ id, source: 'generated', oracle: { id, dir, build: true }, docsnav: () => runDocsnav(dir, true) })
  })
  // A YAML spec sharing path items and operations through merge keys, which Mintlify's YAML reader applies.
  const merged = join(sites, 'yaml-merge-keys')
  mkdirSync(merged)
  writeFileSync(
    join(merged, 'spec.yaml'),
    'openapi: 3.1.0\ninfo: {title: T, version: "1"}\nx-shared: &shared\n  /merged:\n    get: {summary: Merged, responses: {"200": {description: ok}}}\npaths:\n  <<: *shared\n  /own:\n    get:\n      <<: {summary: From a merge}\n      responses: {"200": {description: ok}}\n',
  )
  writeFileSync(join(merged, 'docs.json'), JSON.stringify({ ...around, navigation: { groups: [{ group: 'API', openapi: 'spec.yaml' }] } }))
  cases.push({
    id: 'a YAML spec with merge keys',
    source: 'generated',
    oracle: { id: 'a YAML spec with merge keys', dir: merged, build: true },
    docsnav: () => runDocsnav(merged, true),
  })
  // docs.json, or a file it includes, saved with a UTF-8 byte order mark (as Windows editors do).
  generated.slice(0, 6).forEach((navigationOnly, index) => {
    const dir = join(sites, `byte-order-mark-${index}`)
    mkdirSync(dir)
    const included = index % 2 === 1
    const { navigation, ...rest } = { ...around, ...navigationOnly } as Record<string, unknown>
    if (included) writeFileSync(join(dir, 'navigation.json'), `\uFEFF${JSON.stringify(navigation)}`)
    writeFileSync(
      join(dir, 'docs.json'),
      `${included ? '' : '\uFEFF'}${JSON.stringify({ ...rest, navigation: included ? { $ref: './navigation.json' } : navigation })}`,
    )
    const id = `a byte order mark at the start of ${included ? 'an included file' : 'docs.json'} (#${index})`
    cases.push({ id, source: 'generated', oracle: { id, dir, build: true }, docsnav: () => runDocsnav(dir, true) })
  })
  // `api.openapi` naming a local spec that does not exist: Mintlify's build passes over it.
  generated.slice(6, 9).forEach((navigationOnly, index) => {
    const dir = join(sites, `api-openapi-missing-${index}`)
    mkdirSync(dir)
    writeFileSync(
      join(dir, 'docs.json'),
      JSON.stringify({ ...around, api: { openapi: index === 2 ? ['missing.json', 'gone.yaml'] : 'missing.json' }, ...navigationOnly }),
    )
    const id = `\`api.openapi\` naming a missing spec (#${index})`
    cases.push({ id, source: 'generated', oracle: { id, dir, build: true }, docsnav: () => runDocsnav(dir, true) })
  })
  // Language and global objects with the keys Mintlify's schema has for some kind, language codes, settings holders.
  for (const { id, config: written } of objectCases()) {
    const config = { ...around, ...written }
    cases.push({ id, source: 'generated', oracle: { id, dir: empty, config }, docsnav: () => runDocsnav({ config }) })
  }
  generated.forEach((navigationOnly, index) => {
    const config = { ...around, ...navigationOnly }
    const id = `generated #${index}`
    cases.push({ id, source: 'generated', oracle: { id, dir: empty, config }, docsnav: () => runDocsnav({ config }) })
  })
  // A page whose frontmatter holds values of every YAML type where Mintlify reads titles, descriptions and `hidden`.
  FRONTMATTER_VARIANTS.forEach((variant, index) => {
    const dir = join(sites, `frontmatter-${index}`)
    const id = writeFrontmatterSite(dir, variant)
    cases.push({ id, source: 'generated', oracle: { id, dir, build: true }, docsnav: () => runDocsnav(dir, true, true) })
  })
  // Versions alone and inside dropdowns, tabs, languages and products, with `index` pages and hidden groups.
  const switcherFolder = mkdtempSync(join(tmpdir(), 'docsnav-differential-switcher-sites-'))
  switcherSites.forEach((site, index) => {
    const dir = join(switcherFolder, `site-${index}`)
    const id = writeSwitcherSite(dir, site)
    cases.push({ id, source: 'generated', oracle: { id, dir, build: true }, docsnav: () => runDocsnav(dir, true) })
  })
  // Valid generated sites with switchers, built by both, for the switch targets.
  const switching = mkdtempSync(join(tmpdir(), 'docsnav-differential-switchers-'))
  fc.sample(validConfig(), { numRuns: 400, seed: 20261126 })
    .filter((navigationOnly) => /"(versions|languages|dropdowns)"/.test(JSON.stringify(navigationOnly)))
    .slice(0, 60)
    .forEach((navigationOnly, index) => {
      const dir = join(switching, `site-${index}`)
      mkdirSync(dir)
      writeFileSync(join(dir, 'docs.json'), JSON.stringify({ ...around, ...navigationOnly }))
      const id = `generated site with switchers #${index}`
      cases.push({ id, source: 'generated', oracle: { id, dir, build: true }, docsnav: () => runDocsnav(dir, true) })
    })
  return cases
}

let cases: Case[] = []
let outcomes = new Map<string, OracleOutcome>()
const results = new Map<string, DocsnavOutcome>()

describe('the deviations the differential test allows', () => {
  it('are each documented by id in docs/deviations.md, with a conformance case', () => {
    const documented = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'deviations.md'), 'utf8')
    for (const deviation of DEVIATIONS) {
      expect(documented, deviation.id).toContain(`| \`${deviation.id}\` |`)
      expect(hasConformanceCase(deviation), deviation.conformanceCase).toBe(true)
    }
  })
})

describe('agreement with Mintlify, measured by its own validator and navigation build', () => {
  beforeAll(
    async () => {
      assertOracleInstalled()
      let started = performance.now()
      cases = buildCases()
      const lap = (what: string) => {
        console.log(`${what}: ${Math.round(performance.now() - started)} ms`)
        started = performance.now()
      }
      lap(`${cases.length} cases made`)
      // Both at once: Mintlify in its own process, docsnav here.
      const mintlify = runOracle(cases.map((item) => item.oracle))
      const docsnavMs = new Map<string, number>()
      for (const item of cases) {
        const start = performance.now()
        results.set(item.id, await item.docsnav())
        docsnavMs.set(item.id, performance.now() - start)
      }
      lap('docsnav')
      outcomes = await mintlify
      lap('Mintlify, after docsnav')
      if (process.env.DOCSNAV_DIFFERENTIAL_DUMP)
        writeFileSync(
          `${process.env.DOCSNAV_DIFFERENTIAL_DUMP}.times`,
          JSON.stringify([...outcomes.values()].map((outcome) => [outcome.id, (outcome as { ms?: number }).ms, docsnavMs.get(outcome.id)])),
        )
      // About 7,000 cases, each compiled here and built by Mintlify's packages in about 40 ms.
    },
    timeoutFor(7_500, 40),
  )

  it("leaves nothing of Mintlify's builds in the repository (they write into the working folder)", () => {
    expect(existsSync(join(import.meta.dirname, '..', '..', 'src', '_props'))).toBe(false)
  })

  it('includes the real configs of the corpus', (context) => {
    requires(context, corpusPresent, corpusMissing)
    expect(cases.filter((item) => item.source === 'real').length).toBe(76)
  })

  it('never passes a config Mintlify rejects, and never fails one it accepts whole, but for documented deviations', () => {
    const table = { both: 0, mintlifyOnly: 0, docsnavOnly: 0, neither: 0, dropped: 0 }
    const unexplained: string[] = []
    for (const item of cases) {
      const mintlify = outcomes.get(item.id)!
      expect(mintlify.crashed, item.id).toBeUndefined()
      const docsnav = results.get(item.id)!
      const rejects = verdictOf(mintlify) === 'rejects'
      const errs = docsnav.errors.length > 0
      if (rejects && errs) table.both++
      else if (rejects) table.mintlifyOnly++
      else if (errs) table.docsnavOnly++
      else table.neither++
      if (!rejects && mintlify.dropped.length > 0) table.dropped++
      for (const disagreement of disagreementsOf(item.id, mintlify, docsnav)) {
        if (allowedDisagreement(disagreement)) continue
        unexplained.push(
          `(${disagreement.cell}) ${item.id}\n    Mintlify: ${
            mintlify.accepted
              ? (mintlify.built?.error ?? 'accepts')
              : mintlify.issues
                  .slice(0, 2)
                  .map((issue) => `${issue.path}: ${issue.message}`)
                  .join('; ')
          }\n    docsnav: ${
            disagreement.docsnav.errors
              .slice(0, 3)
              .map((error) => `${error.code} ${error.pointer ?? ''} ${error.message}`)
              .join('; ') || 'no error'
          }`,
        )
      }
    }
    if (process.env.DOCSNAV_DIFFERENTIAL_DUMP) writeFileSync(process.env.DOCSNAV_DIFFERENTIAL_DUMP, JSON.stringify(unexplained, null, 1))
    console.log(
      `cases: ${cases.length}; both reject ${table.both}, only Mintlify rejects ${table.mintlifyOnly}, only docsnav rejects ${table.docsnavOnly}, both accept ${table.neither} (Mintlify dropping content in ${table.dropped})`,
    )
    expect(unexplained).toEqual([])
  })

  it('keeps the site invariants of docsnav/testing on every real config and generated OpenAPI site', () => {
    const broken = cases.flatMap((item) => {
      const outcome = results.get(item.id)!
      return outcome.brokenInvariant === undefined ? [] : [`${item.id}: ${outcome.brokenInvariant}`]
    })
    expect(broken).toEqual([])
  })

  it('lists the same pages at the same URLs with the same sidebar titles and descriptions where both accept', () => {
    let compared = 0
    let agreeing = 0
    const unexplained: string[] = []
    for (const { item, built, docsnav } of bothBuilt()) {
      compared++
      const differences = routeDifferences(built.pages ?? [], docsnav.pages)
      if (differences.length === 0) agreeing++
      else unexplained.push(`${item.id}: ${differences.slice(0, 4).join('; ')}${differences.length > 4 ? ` (and ${differences.length - 4} more)` : ''}`)
    }
    if (process.env.DOCSNAV_DIFFERENTIAL_DUMP) writeFileSync(`${process.env.DOCSNAV_DIFFERENTIAL_DUMP}.routes`, JSON.stringify(unexplained, null, 1))
    console.log(`routes: ${compared} configs both build; ${agreeing} with the same URLs, titles and descriptions`)
    expect(unexplained).toEqual([])
  })

  it("switches versions, languages and dropdowns to the pages Mintlify's switchers go to, where both accept", () => {
    let pages = 0
    const unexplained: string[] = []
    for (const { item, built, docsnav } of bothBuilt()) {
      const byServedUrl = new Map([...docsnav.switchTargets].map(([url, targets]) => [served(url), targets]))
      for (const theirs of built.switches ?? []) {
        pages++
        const ours = byServedUrl.get(served(theirs.path)) ?? {}
        for (const field of ['versions', 'languages', 'dropdowns', 'tabs'] as const) {
          // Deviation `hidden-group-switch-fallback`: Mintlify's client does not find a page of a hidden group, and guesses.
          if (field === 'versions' && docsnav.inHiddenGroups.has(served(theirs.path)) && !sameOuterDivision(theirs[field], ours[field])) continue
          const expected = Object.fromEntries(Object.entries(theirs[field] ?? {}).map(([label, url]) => [label, url === undefined ? undefined : served(url)]))
          const actual = Object.fromEntries(Object.entries(ours[field] ?? {}).map(([label, url]) => [label, served(url)]))
          if (JSON.stringify(expected) !== JSON.stringify(actual))
            unexplained.push(`${item.id} ${theirs.path} ${field}: Mintlify ${JSON.stringify(expected)}, docsnav ${JSON.stringify(actual)}`)
        }
      }
    }
    if (process.env.DOCSNAV_DIFFERENTIAL_DUMP) writeFileSync(`${process.env.DOCSNAV_DIFFERENTIAL_DUMP}.switches`, JSON.stringify(unexplained, null, 1))
    console.log(`switch targets: ${pages} pages compared, ${unexplained.length} differences`)
    expect(pages).toBeGreaterThan(0)
    expect(unexplained).toEqual([])
  })
})

/** The cases both tools build: Mintlify's build and docsnav's outcome. */
function* bothBuilt(): Generator<{ item: Case; built: NonNullable<OracleOutcome['built']>; docsnav: DocsnavOutcome }> {
  for (const item of cases) {
    const built = outcomes.get(item.id)!.built
    const docsnav = results.get(item.id)!
    if (built?.ok && docsnav.errors.length === 0) yield { item, built, docsnav }
  }
}

/** A link as the reader lands on it: an absolute URL as is, a path decoded and as routes serve it. */
const served = (href: string) => (/^[a-z][a-z0-9+.-]*:/i.test(href) ? href : routeOf(decodeURI(href)))

/** `/x/index` and `/index` as routes serve them. */
const routeOf = (href: string) => (href.replace(/(^|\/)index$/, '').replace(/\/$/, '') || '/').replace(/^(?!\/)/, '/')

/** URLs one tool lists and the other does not, and URLs whose sidebar titles differ. */
function routeDifferences(
  mintlify: ReadonlyArray<{ href: string; title: string; sidebarTitle?: string; description?: string }>,
  docsnav: ReadonlyArray<{ url: string; title: string; description?: string }>,
): string[] {
  // A sidebar title YAML reads as a number (`sidebarTitle: 7`) Mintlify shows as written.
  const theirs = new Map(mintlify.map((page) => [routeOf(decodeURI(page.href)), String(page.sidebarTitle ?? page.title)]))
  const ours = new Map(docsnav.map((page) => [routeOf(decodeURI(page.url)), page.title]))
  const theirDescriptions = new Map(mintlify.map((page) => [routeOf(decodeURI(page.href)), page.description]))
  const ourDescriptions = new Map(docsnav.map((page) => [routeOf(decodeURI(page.url)), page.description]))
  const differences: string[] = []
  // Deviation `operation-collisions`: where Mintlify puts two operations of different generated
  // groups on one URL (one page overwrites the other, whose title then shows for both), docsnav
  // gives the later `-1`, `-2`, ...
  const twice = new Set(mintlify.map((page) => routeOf(decodeURI(page.href))).filter((url, index, all) => all.indexOf(url) !== index))
  // The same where the page holding the URL first is hidden (`x-hidden`): Mintlify lists the later one there.
  const renamed = new Set([...ours.keys()].filter((url) => !theirs.has(url) && /-\d+$/.test(url)).map((url) => url.replace(/-\d+$/, '')))
  for (const [url, title] of theirs) {
    if (!ours.has(url) && renamed.has(url)) continue
    if (!ours.has(url)) differences.push(`only Mintlify lists ${url}`)
    else if (ours.get(url) !== title && !twice.has(url)) differences.push(`${url}: Mintlify "${title}", docsnav "${ours.get(url)}"`)
    else if (ourDescriptions.get(url) !== theirDescriptions.get(url) && !twice.has(url))
      differences.push(`${url}: Mintlify's description ${JSON.stringify(theirDescriptions.get(url))}, docsnav's ${JSON.stringify(ourDescriptions.get(url))}`)
  }
  for (const url of ours.keys()) {
    if (theirs.has(url)) continue
    const base = url.replace(/-\d+$/, '')
    if (base !== url && (twice.has(base) || (theirs.has(base) && !ours.has(base)))) continue
    differences.push(`only docsnav lists ${url}`)
  }
  return differences
}

/**
 * Whether two tools' version targets lead into the same first segment (the tab, dropdown or
 * product the page is in): where they do not, Mintlify's client guessed the page's place.
 */
function sameOuterDivision(theirs: Record<string, string | undefined> | undefined, ours: Record<string, string> | undefined): boolean {
  const first = (url: string | undefined) => url?.split('/')[1]
  return Object.entries(theirs ?? {}).every(([label, url]) => first(url) === first(ours?.[label]))
}
