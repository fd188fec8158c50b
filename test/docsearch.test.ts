import type { ErrorObject } from 'ajv'
import fc from 'fast-check'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { DocSearchRecord } from '../src/emit/docsearch.js'
import { compileSync, type CompileInput } from '../src/index.js'
import type { Route } from '../src/ir/site.js'
import { pageBodyMarkdown } from '../src/markdown/page-markdown.js'
import { pageSections, parsedSections } from '../src/markdown/sections.js'
import { validSite } from '../src/testing/index.js'
import { numRuns } from './helpers/runs.js'

const require = createRequire(import.meta.url)
const Ajv = (require('ajv') as typeof import('ajv')).default
const addFormats = (require('ajv-formats') as typeof import('ajv-formats')).default

const repository = join(import.meta.dirname, '..')
const SITE_URL = 'https://docs.example.com'
const schema = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'docsearch-record.schema.json'), 'utf8')) as Record<string, unknown>
const ajv = new Ajv({ strict: false, allErrors: true })
addFormats(ajv)
const validate = ajv.compile(schema)

/** The schema's errors for a record, readable in a failed assertion; empty when it is valid. */
function schemaErrors(record: unknown): string[] {
  if (validate(record)) return []
  return (validate.errors ?? []).map((error: ErrorObject) => `${error.instancePath || '/'} ${error.message ?? ''}`)
}

/** The headings of a page's plain Markdown, counted without the sections code: ATX lines outside fences. */
function headingCount(markdown: string): number {
  let fence: string | undefined
  let count = 0
  for (const line of markdown.split('\n')) {
    const opening = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1]
    if (fence !== undefined) {
      if (opening !== undefined && opening[0] === fence[0] && opening.length >= fence.length && line.trim() === opening) fence = undefined
    } else if (opening !== undefined) fence = opening
    else if (/^ {0,3}#{1,6}(?:[ \t]|$)/.test(line)) count++
  }
  return count
}

/** Checks a compile's docsearch.json against its routes and page files; returns the records. */
function assertRecords(input: CompileInput, read: (file: string) => string | undefined, siteUrl = SITE_URL): DocSearchRecord[] {
  const result = compileSync(input, { outputs: { siteUrl } })
  const records = JSON.parse(result.files!['docsearch.json']!) as DocSearchRecord[]
  for (const record of records) expect(schemaErrors(record), JSON.stringify(record)).toEqual([])
  expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length)
  const byPage = new Map<string, DocSearchRecord[]>()
  for (const record of records) byPage.set(record.url_without_anchor, [...(byPage.get(record.url_without_anchor) ?? []), record])
  // Frontmatter `searchable: false` leaves a page out of search, not out of the sitemap.
  const unsearchable = (route: Route) =>
    route.source.kind === 'page' && route.source.file !== null && /^searchable: false$/m.test(read(route.source.file) ?? '')
  const indexable = result.site!.routes.filter((route) => route.indexable && !unsearchable(route))
  // One page, one URL: every record belongs to an indexable route.
  expect(byPage.size).toBe(indexable.length)
  const name = (input as { config?: { name?: string } }).config?.name
  for (const route of indexable) {
    const url = `${siteUrl}${route.url}`
    const own = byPage.get(url)!
    expect(own, url).toBeDefined()
    // One for the page, then one per heading.
    expect(own[0]!.type).toBe('lvl2')
    expect(own[0]!.hierarchy.lvl2).toBe(route.title)
    const file = route.source.kind === 'page' ? route.source.file : null
    const text = file === null ? undefined : read(file)
    const headings = text === undefined ? 0 : headingCount(pageBodyMarkdown(text, { base: siteUrl, url: route.url, file: file!, read }))
    expect(own.length, url).toBe(1 + headings)
    for (const [position, record] of own.entries()) {
      expect(record.weight.position).toBe(position)
      if (position > 0) expect(record.type).not.toBe('lvl2')
      expect(record.url).toBe(record.anchor === null ? url : `${url}#${record.anchor}`)
      expect(record.language).toBe(route.language ?? record.language)
      expect(record.version).toBe(route.version ?? record.version)
      assertHierarchy(record, route, name)
    }
  }
  return records
}

/** lvl0 is the page's tab or product as its breadcrumb shows it, lvl1 its innermost crumb (its group). */
function assertHierarchy(record: DocSearchRecord, route: Route, siteName: string | undefined): void {
  const labels = route.breadcrumbs.map((crumb) => crumb.label)
  const division = route.divisions.find((division) => division.kind === 'tab' || division.kind === 'product')
  if (division === undefined || !labels.length) {
    if (labels.length === 0 && siteName !== undefined) expect(record.hierarchy.lvl0).toBe(siteName)
  } else {
    expect(labels).toContain(record.hierarchy.lvl0)
    if (division.kind === 'tab') expect(record.hierarchy.lvl0).toBe(division.label)
  }
  expect(record.hierarchy.lvl1).toBe(labels.at(-1) ?? record.hierarchy.lvl0)
  expect(record.hierarchy.lvl2).toBe(route.title)
}

describe('a page by heading', () => {
  it('gives the text before the first heading, then each heading with its id (as Mintlify makes it) and text', () => {
    const sections = pageSections(
      [
        'Intro **bold** text.',
        '',
        '## Setup {#custom-setup}',
        'Install it: `npm i`.',
        '',
        '```sh',
        '## not a heading',
        '```',
        '',
        '## Setup',
        '| a | b |',
        '|---|---|',
        '| x | y |',
        '',
        '### Deep _one_',
        '- item one',
        '- item [link](/x)',
        '',
        '## Setup',
        '##### Five',
        'text five',
      ].join('\n'),
    )
    expect(sections).toEqual([
      { text: 'Intro bold text.' },
      { heading: { text: 'Setup', depth: 2, id: 'custom-setup' }, text: 'Install it: npm i. ## not a heading' },
      { heading: { text: 'Setup', depth: 2, id: 'setup' }, text: 'a b x y' },
      { heading: { text: 'Deep one', depth: 3, id: 'deep-one' }, text: 'item one item link' },
      { heading: { text: 'Setup', depth: 2, id: 'setup-2' }, text: '' },
      { heading: { text: 'Five', depth: 5 }, text: 'text five' },
    ])
  })
})

describe('docsearch.json', () => {
  it('on the example: records of the DocSearch shape, one per page and heading, each under its breadcrumb', () => {
    const root = join(repository, 'examples', 'acme')
    const read = (file: string) => {
      try {
        return readFileSync(join(root, file), 'utf8')
      } catch {
        return undefined
      }
    }
    const records = assertRecords(root, read)
    const quickstart = records.filter((record) => record.url_without_anchor === `${SITE_URL}/quickstart`)
    expect(quickstart.map((record) => [record.type, record.anchor, record.hierarchy.lvl3])).toEqual([
      ['lvl2', null, null],
      ['lvl3', 'install-the-cli', 'Install the CLI'],
      ['lvl3', 'deploy', 'Deploy'],
      ['lvl3', 'next-steps', 'Next steps'],
    ])
    expect(quickstart[0]!.hierarchy).toMatchObject({ lvl0: 'Guides', lvl1: 'Getting started', lvl2: 'Quickstart' })
    expect(quickstart[1]!.content).toContain('npm install -g @acme/cli')
    // The French pages carry their language; the others the site's default.
    expect(new Set(records.map((record) => record.language))).toEqual(new Set(['en', 'fr']))
    expect(records.find((record) => record.url_without_anchor === `${SITE_URL}/fr`)!.language).toBe('fr')
  })

  it('nests headings: a deeper one under the one above it, a shallower one clearing those below', () => {
    const files = { 'a.mdx': '---\ntitle: A\n---\n\nIntro.\n\n## One\n\nx\n\n### One.one\n\ny\n\n#### Deep\n\n## Two\n\nz\n' }
    const records = assertRecords({ config: { name: 'Site', navigation: { groups: [{ group: 'G', pages: ['a'] }] } }, files }, (file) =>
      file === 'a.mdx' ? files['a.mdx'] : undefined,
    )
    expect(records.map((record) => [record.type, record.hierarchy.lvl3, record.hierarchy.lvl4, record.hierarchy.lvl5, record.content])).toEqual([
      ['lvl2', null, null, null, 'Intro.'],
      ['lvl3', 'One', null, null, 'x'],
      ['lvl4', 'One', 'One.one', null, 'y'],
      ['lvl5', 'One', 'One.one', 'Deep', null],
      ['lvl3', 'Two', null, null, 'z'],
    ])
    expect(records[0]!.hierarchy).toMatchObject({ lvl0: 'Site', lvl1: 'G', lvl2: 'A' })
    expect(records.map((record) => record.weight.level)).toEqual([80, 70, 60, 50, 70])
  })

  it('leaves out the pages whose frontmatter says `searchable: false`, which stay in the sitemap', () => {
    const files: Record<string, string> = { 'a.mdx': '---\ntitle: A\n---\n\nText.\n', 'b.mdx': '---\ntitle: B\nsearchable: false\n---\n\nText.\n' }
    const input = { config: { name: 'Site', navigation: { groups: [{ group: 'G', pages: ['a', 'b'] }] } }, files }
    const records = assertRecords(input, (file) => files[file])
    expect(records.map((record) => record.url_without_anchor)).toEqual([`${SITE_URL}/a`])
    expect(compileSync(input, { outputs: { siteUrl: SITE_URL } }).files!['sitemap.xml']).toContain(`${SITE_URL}/b`)
  })

  it('ranks pages by Mintlify’s boost: the frontmatter’s, else the nearest group’s, else 1', () => {
    const files: Record<string, string> = {
      'a.mdx': '---\ntitle: A\n---\n',
      'b.mdx': '---\ntitle: B\nboost: 0.5\n---\n',
      'c.mdx': '---\ntitle: C\n---\n',
      'd.mdx': '---\ntitle: D\n---\n',
    }
    const navigation = {
      groups: [
        { group: 'G', boost: 5, pages: ['a', 'b', { group: 'Inner', boost: 2, pages: ['c'] }] },
        { group: 'H', pages: ['d'] },
      ],
    }
    const records = assertRecords({ config: { name: 'Site', navigation }, files }, (file) => files[file])
    expect(records.map((record) => [record.hierarchy.lvl2, record.weight.pageRank])).toEqual([
      ['A', 5],
      ['B', 0.5],
      ['C', 2],
      ['D', 1],
    ])
  })

  it('on generated sites (tabs, versions, languages, API pages): every record valid, one per page and heading, under its breadcrumb', () => {
    fc.assert(
      fc.property(validSite(), (site) => {
        const records = assertRecords(site, (file) => site.files[file])
        // Versions and languages are facets of every record of a page under them.
        const compiled = compileSync(site, { noFiles: true })
        for (const route of compiled.site!.routes.filter((route) => route.indexable && route.version !== undefined)) {
          expect(records.find((record) => record.url_without_anchor === `${SITE_URL}${route.url}`)?.version).toBe(route.version)
        }
      }),
      { numRuns: numRuns(40) },
    )
  })
})

describe('a page by heading, the fast way', () => {
  // Mostly plain words (the fast way's), with the near misses it must leave to remark.
  const word = fc.oneof(
    { arbitrary: fc.constantFrom('alpha', 'Beta', 'C#', '2024', '1.', 'é', '#', 'www.x.com', 'a.b'), weight: 5 },
    { arbitrary: fc.constantFrom('x_y', '*em*', '`code`', '[a](/b)', '&amp;', '<br>', '{#id}', '\\#'), weight: 1 },
  )
  const words = fc.array(word, { minLength: 0, maxLength: 4 }).map((items) => items.join(' '))
  const line = fc.oneof(
    { arbitrary: words, weight: 3 },
    {
      arbitrary: fc
        .tuple(fc.integer({ min: 1, max: 7 }), words, fc.constantFrom('', ' #', ' ##', '#'))
        .map(([depth, text, close]) => `${'#'.repeat(depth)} ${text}${close}`),
      weight: 2,
    },
    {
      arbitrary: fc.constantFrom(
        '',
        '```',
        '```sh',
        '~~~',
        '    indented',
        '- item',
        '> quote',
        '---',
        '===',
        '1) one',
        '\ttab',
        '#tag',
        '## ##',
        '   ## spaced',
      ),
      weight: 1,
    },
  )
  it('gives what remark gives, on generated pages of headings, paragraphs, code and near misses', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 14 }), (lines) => {
        const markdown = lines.join('\n')
        expect(pageSections(markdown)).toEqual(parsedSections(markdown))
      }),
      { numRuns: numRuns(1500) },
    )
  })
})
