import fc from 'fast-check'
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import library, { slugifyWithCounter as librarySlugifyWithCounter } from '@sindresorhus/slugify'
import { describe, expect, it } from 'vitest'
import { compileSync, type Diagnostic } from '../src/index.js'
import { slugify, slugifyWithCounter, type SlugOptions } from '../src/parse/slugify.js'
import { folderWith, repository } from './helpers/cli.js'
import { fixtureOf, updating } from './helpers/diagnostics.js'
import { docsJson } from './helpers/docs-json.js'
import { numRuns, quick } from './helpers/runs.js'

const examples = join(repository, 'examples')
const linkCodes = (diagnostics: readonly Diagnostic[]) => diagnostics.filter((diagnostic) => diagnostic.code.startsWith('DN8'))

function temporaryCopy(example: string): string {
  const folder = join(mkdtempSync(join(tmpdir(), 'docsnav-links-')), example)
  cpSync(join(examples, example), folder, { recursive: true })
  return folder
}

describe('the examples', () => {
  it('acme turns the link check on in docsnav.config.json, and every link in it leads somewhere', () => {
    const result = compileSync(join(examples, 'acme'))
    expect(result.diagnostics).toEqual([])
    // The check did run: one broken link in a copy is reported where it is written.
    const copy = temporaryCopy('acme')
    const page = join(copy, 'concepts', 'deployments', 'overview.mdx')
    writeFileSync(page, readFileSync(page, 'utf8').replace('(./rollbacks)', '(./rollback)'))
    const broken = compileSync(copy).diagnostics
    expect(broken.map(({ code, file, line, column, params }) => ({ code, file, line, column, suggestion: params.suggestion }))).toEqual([
      { code: 'DN8001', file: 'concepts/deployments/overview.mdx', line: 12, column: 14, suggestion: '/concepts/deployments/rollbacks' },
    ])
  })

  it('broken-links reports what its fixture lists', () => {
    const root = join(examples, 'broken-links')
    const actual = compileSync(root).diagnostics.map((diagnostic) => fixtureOf(diagnostic, root))
    const fixture = join(repository, 'test', 'fixtures', 'broken-links.diagnostics.json')
    if (updating) writeFileSync(fixture, `${JSON.stringify(actual, null, 2)}\n`)
    expect(actual).toEqual(JSON.parse(readFileSync(fixture, 'utf8')))
  })
})

describe('the link check', () => {
  const config = (pages: string[]) => JSON.stringify({ theme: 'mint', name: 'x', colors: { primary: '#000000' }, navigation: { pages } })

  it("reads a backslash in a link's path as a slash, as browsers and Mintlify's link checker do", () => {
    const files = { 'guides/setup.mdx': '# Setup', 'a.mdx': '[b](/guides\\setup) [c](guides\\setup#setup) [d](\\\\\\\\example.com/x) [e](/guides\\nowhere)' }
    const diagnostics = linkCodes(compileSync({ config: config(['a', 'guides/setup']), files }, { links: true }).diagnostics)
    expect(diagnostics.map((diagnostic) => [diagnostic.code, diagnostic.params.url])).toEqual([['DN8001', '/guides\\nowhere']])
  })

  it("takes a link through a redirect to nowhere for a broken one, as Mintlify's link checker does", () => {
    const site = JSON.stringify(
      docsJson({
        navigation: { pages: ['a', 'b'] },
        redirects: [
          { source: '/old', destination: '/gone' },
          { source: '/moved', destination: '/b' },
        ],
      }),
    )
    const files = { 'a.mdx': '[x](/old) [y](/moved)', 'b.mdx': '# B' }
    const diagnostics = compileSync({ config: site, files }, { links: true }).diagnostics
    expect(diagnostics.map((diagnostic) => [diagnostic.code, diagnostic.params.url ?? diagnostic.params.destination])).toEqual([
      ['DN7014', '/gone'],
      ['DN8001', '/old'],
      ['DN8002', '/moved'],
    ])
  })

  it('is off unless asked for', () => {
    const files = { 'a.mdx': '[nowhere](/nowhere)' }
    expect(linkCodes(compileSync({ config: config(['a']), files }).diagnostics)).toEqual([])
    expect(linkCodes(compileSync({ config: config(['a']), files }, { links: true }).diagnostics).map((d) => d.code)).toEqual(['DN8001'])
  })

  it('lets the options win over the settings file', () => {
    const files = { 'a.mdx': '[nowhere](/nowhere)', 'docsnav.config.json': '{ "links": true }' }
    expect(linkCodes(compileSync({ config: config(['a']), files }).diagnostics)).toHaveLength(1)
    expect(linkCodes(compileSync({ config: config(['a']), files }, { links: false }).diagnostics)).toEqual([])
  })

  it('says when a page cannot be read whole, past the cap on all a compile reads (DN4009), rather than skip it', () => {
    // Four pages of about 1,900 bytes; the cap on one file is 2,000 bytes, on all a compile reads 8,000.
    const page = `[nowhere](/nowhere)\n${'words '.repeat(310)}\n`
    const root = folderWith({
      'docs.json': config(['a', 'b', 'c', 'd', 'e']),
      ...Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((name) => [`${name}.mdx`, page])),
    })
    const codes = compileSync(root, { links: true, maxFileSize: 2000 }).diagnostics.map((diagnostic) => `${diagnostic.code} ${diagnostic.file}`)
    expect(codes.filter((code) => code.startsWith('DN8001'))).toHaveLength(4)
    expect(codes).toContain('DN4009 e.mdx')
  })

  it("is not starved by the search for the specs a page's frontmatter names: small JSON files do not count toward the cap on all a compile reads", () => {
    const root = folderWith({
      'docs.json': config(['api', 'a']),
      'api.mdx': '---\nopenapi: GET /x\n---\n',
      'spec.json': JSON.stringify({ openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: { '/x': { get: { summary: 'X' } } } }),
      ...Object.fromEntries(Array.from({ length: 5 }, (_, index) => [`data/table-${index}.json`, JSON.stringify({ rows: 'x'.repeat(1500) })])),
      'a.mdx': `[nowhere](/nowhere)\n${'words '.repeat(300)}\n`,
    })
    const result = compileSync(root, { links: true, maxFileSize: 2000 })
    expect(result.diagnostics.map((diagnostic) => `${diagnostic.code} ${diagnostic.file}`)).toEqual(['DN8001 a.mdx'])
    expect(result.site!.routes[0]!.title).toBe('X')
  })

  it('does not parse a page over 4 MiB, and says so (DN8006)', () => {
    const files = { 'big.mdx': `# Big\n\n${'[x](/nowhere) '.repeat(350_000)}`, 'a.mdx': '[big](/big)' }
    const codes = compileSync({ config: config(['big', 'a']), files }, { links: true }).diagnostics.map((d) => [d.code, d.file])
    expect(codes).toEqual([['DN8006', 'big.mdx']])
  })

  it('does not parse a page that would take too long (DN8007), the same on every machine, and checks the others', () => {
    // micromark's emphasis resolution is quadratic: a paragraph of 60,000 `*a` takes it minutes.
    // Which pages are too costly is estimated from their text, so the result never depends on how
    // busy the machine is; nor does it wait for the parser to find out.
    const files = {
      'slow.mdx': `${'*a'.repeat(60_000)} [hidden](/nowhere)`,
      'deep.mdx': Array.from({ length: 100 }, (_, index) => `${'>'.repeat(index + 1)} a`).join('\n'),
      'a.mdx': '[nowhere](/nowhere)',
    }
    const diagnostics = compileSync({ config: config(['slow', 'deep', 'a']), files }, { links: true }).diagnostics
    expect(diagnostics.map((d) => [d.code, d.severity, d.file])).toEqual([
      ['DN8001', 'error', 'a.mdx'],
      ['DN8007', 'error', 'deep.mdx'],
      ['DN8007', 'error', 'slow.mdx'],
    ])
    expect(diagnostics[1]!.params.reason).toBe('it nests block quotes and lists 100 deep (line 100; at most 64 levels are parsed)')
    expect(diagnostics[2]!.params.reason).toMatch(/^parsing it would take about \d+ s \(estimated from its size/)
  })

  it.skipIf(quick)('parses large pages that are not costly, whatever their size: a list of 20,000 links, a long table, long prose', () => {
    const list = Array.from({ length: 20_000 }, (_, index) => `- [Page ${index}](/a#page-${index % 50})`).join('\n')
    const table = `| Name | Link |\n| --- | --- |\n${Array.from({ length: 3_000 }, (_, index) => `| **${index}** | [go](/a#page-${index % 50}) |`).join('\n')}`
    const prose = Array.from({ length: 3_000 }, (_, index) => `Paragraph ${index} with *emphasis*, \`code\` and a [link](/a#page-${index % 50}).`).join('\n\n')
    const headings = Array.from({ length: 50 }, (_, index) => `## Page ${index}`).join('\n\n')
    const files = { 'list.mdx': list, 'table.mdx': table, 'prose.mdx': prose, 'a.mdx': headings }
    expect(linkCodes(compileSync({ config: config(['list', 'table', 'prose', 'a']), files }, { links: true }).diagnostics)).toEqual([])
  })

  it('stops a parse that runs past its time, which only a hang should, as a warning (DN8008)', async () => {
    const { SlowPageBudget, extractBounded } = await import('../src/passes/links/bounded.js')
    // Within the estimate's limit, and still seconds of parsing: far past a limit of 50 ms on any machine
    // (a busy one only takes longer). No quick page shares its run: 50 ms is not enough for one under load.
    const slow = '*a'.repeat(14_000)
    // The parser is loaded on first use: loaded here, with no limit to speak of, so that what the 50 ms
    // stop interrupts is a parse, never the loading of a module (one stopped half-loaded stays broken).
    expect(extractBounded(['# A {#a}'], new SlowPageBudget())).toMatchObject([{ anchors: ['a'] }])
    expect(extractBounded([slow], new SlowPageBudget(), 50)).toEqual([{ skipped: 'slow' }])
    expect(extractBounded(['[a](/b)'], new SlowPageBudget())).toMatchObject([{ links: [{ url: '/b' }] }])
    const spent = new SlowPageBudget(0)
    expect(extractBounded(['# A'], spent, 50)).toEqual([{ skipped: 'budget' }])
  })

  it('finds the page that runs out of time in a batch, keeps the others, and charges the budget for each run out', async () => {
    const { SlowPageBudget, extractBounded } = await import('../src/passes/links/bounded.js')
    const { extractPage } = await import('../src/passes/links/extract.js')
    // A clock of its own, and a run that runs out on any batch holding the slow page: which page runs
    // out is given, not raced against the machine.
    const slow = 'SLOW'
    let clock = 0
    const runs: number[] = []
    const timer = {
      now: () => clock,
      run: (texts: string[], limit: number) => {
        runs.push(texts.length)
        if (!texts.includes(slow)) return texts.map(extractPage)
        clock += limit
        return undefined
      },
    }
    const budget = new SlowPageBudget(1000)
    const extracts = extractBounded(['[a](/b)', slow, '[c](/d)'], budget, 50, timer)
    expect(extracts[0]).toMatchObject({ links: [{ url: '/b' }] })
    expect(extracts[1]).toEqual({ skipped: 'slow' })
    expect(extracts[2]).toMatchObject({ links: [{ url: '/d' }] })
    // The batch, its half with the slow page, then the page alone: three runs out, 150 ms charged.
    expect(runs).toEqual([3, 2, 1, 1, 1])
    expect(budget.left).toBe(true)
    budget.charge(1000 - 150 - 1)
    expect(budget.left).toBe(true)
    budget.charge(1)
    expect(budget.left).toBe(false)
    // A budget of two runs out: every page after it is skipped, the quick ones too.
    clock = 0
    expect(extractBounded(['[a](/b)', slow, '[c](/d)'], new SlowPageBudget(100), 50, timer)).toEqual([
      { skipped: 'budget' },
      { skipped: 'budget' },
      { skipped: 'budget' },
    ])
  })

  it.skipIf(quick)('says a page nests too deeply to be parsed, not that the stack ran out', () => {
    // (How deep a stack goes depends on the thread and the engine's tiers: this depth is far past it.)
    const files = { 'a.mdx': `${'<b>'.repeat(10_000)}x${'</b>'.repeat(10_000)}` }
    const diagnostics = compileSync({ config: config(['a']), files }, { links: true }).diagnostics
    expect(diagnostics.map((d) => [d.code, d.file, d.params.reason])).toEqual([['DN8005', 'a.mdx', 'it nests elements or blocks too deeply to be parsed']])
  })

  it('suggests for the first 200 broken links and anchors only (each suggestion searches every route or id)', () => {
    const headings = Array.from({ length: 300 }, (_, index) => `## Heading ${index}`).join('\n\n')
    const links = Array.from({ length: 300 }, (_, index) => `[x](/a#heading-${index}x) [y](/b${index})`).join('\n\n')
    const pages = ['a', ...Array.from({ length: 300 }, (_, index) => `b${index}z`)]
    const files: Record<string, string> = { 'a.mdx': `${headings}\n\n${links}` }
    for (const page of pages.slice(1)) files[`${page}.mdx`] = '# B'
    const diagnostics = compileSync({ config: config(pages), files }, { links: true }).diagnostics
    expect(diagnostics.filter((d) => d.code === 'DN8001' || d.code === 'DN8003')).toHaveLength(600)
    expect(diagnostics.filter((d) => d.params.suggestion !== undefined)).toHaveLength(200)
  })

  it('finds a custom heading id in linear time (a line of `{#` is not a backtracking trap)', () => {
    const files = { 'a.mdx': `# Title ${'{#'.repeat(100_000)}\n\n[self](#nothing)`, 'b.mdx': '# B {#custom-b}\n\n[a](/b#custom-b)' }
    const codes = compileSync({ config: config(['a', 'b']), files }, { links: true }).diagnostics.map((d) => d.code)
    expect(codes).toEqual(['DN8005'])
  })
})

describe('the slugger', () => {
  const optionSets: SlugOptions[] = [
    { decamelize: false, preserveCharacters: ['%', '_'], lowercase: false },
    { decamelize: false, preserveCharacters: ['_'] },
    { decamelize: false },
    { decamelize: true, separator: '-' },
  ]
  // ASCII takes docsnav's fast path; the rest goes to the library, so both are compared here.
  const text = fc.string({ unit: fc.constantFrom(...'aZ09 -_&^`%\'"!?.,:;()[]{}<>/\\|*+~@#$=éß中☕🚀'), maxLength: 24 })

  it('gives the slugs of @sindresorhus/slugify', () => {
    fc.assert(
      fc.property(text, fc.constantFrom(...optionSets), (value, options) => {
        expect(slugify(value, options)).toBe(library(value, { ...options, preserveCharacters: [...(options.preserveCharacters ?? [])] }))
      }),
      { numRuns: numRuns(2000) },
    )
  })

  it('numbers repeats as slugifyWithCounter does', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('intro', 'Intro', 'intro-2', 'x', 'x-2', 'x-2-2', 'a b', 'a-b'), { maxLength: 12 }), (values) => {
        const ours = slugifyWithCounter()
        const theirs = librarySlugifyWithCounter()
        expect(values.map((value) => ours(value))).toEqual(values.map((value) => theirs(value)))
      }),
      { numRuns: numRuns(300) },
    )
  })
})
