import fc from 'fast-check'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { compile, createProject, type CompileOptions, type CompileResult } from '../../src/index.js'
import { label, validSite } from '../../src/testing/index.js'
import { docsJsonText, requiredKeys } from '../helpers/docs-json.js'

/**
 * A project kept open gives, after any sequence of edits, what a fresh compile of the same files
 * gives: diagnostics, summary, inputs and every output.
 */

const folders: string[] = []
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

/** One change to the project's files, made on disk, with the paths to tell the project about. */
type Edit =
  | { kind: 'title'; page: number; title: string }
  | { kind: 'broken-frontmatter'; page: number }
  | { kind: 'delete-page'; page: number }
  | { kind: 'restore-page'; page: number }
  | { kind: 'add-unlisted'; name: string }
  | { kind: 'docs-json-char'; at: number; char: string }
  | { kind: 'docs-json-restore' }
  | { kind: 'spec-summary'; summary: string }
  | { kind: 'spec-broken' }
  | { kind: 'mintignore'; pattern: string | undefined }
  | { kind: 'settings'; text: string | undefined }
  | { kind: 'body-link'; page: number; target: string }
  | { kind: 'retarget-link'; to: 'ta' | 'tb' }
  | { kind: 'toggle-link-target' }
  | { kind: 'rename-folder' }
  | { kind: 'unnamed-spec'; text: 'summary' | 'broken' | 'gone' | 'ref-target' | 'external-ref'; summary: string }

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('title' as const), page: fc.nat(), title: label() }),
  fc.record({ kind: fc.constant('broken-frontmatter' as const), page: fc.nat() }),
  fc.record({ kind: fc.constant('delete-page' as const), page: fc.nat() }),
  fc.record({ kind: fc.constant('restore-page' as const), page: fc.nat() }),
  fc.record({ kind: fc.constant('add-unlisted' as const), name: fc.stringMatching(/^[a-z]{1,5}(\/[a-z]{1,5})?$/) }),
  fc.record({ kind: fc.constant('docs-json-char' as const), at: fc.nat(), char: fc.constantFrom('', 'x', '"', ',', '}', ' ', '.mdx') }),
  fc.record({ kind: fc.constant('docs-json-restore' as const) }),
  fc.record({ kind: fc.constant('spec-summary' as const), summary: label() }),
  fc.record({ kind: fc.constant('spec-broken' as const) }),
  fc.record({ kind: fc.constant('mintignore' as const), pattern: fc.option(fc.constantFrom('drafts', '*.md', 'a*'), { nil: undefined }) }),
  fc.record({
    kind: fc.constant('settings' as const),
    text: fc.option(fc.constantFrom('{"links": true}', '{"diagnostics": {"DN7001": "off"}}', '{"missingPages": "warn"}', '{"links": tru'), { nil: undefined }),
  }),
  fc.record({ kind: fc.constant('body-link' as const), page: fc.nat(), target: fc.constantFrom('/', '/nowhere', '#top', './sibling') }),
  fc.record({ kind: fc.constant('retarget-link' as const), to: fc.constantFrom('ta' as const, 'tb' as const) }),
  fc.record({ kind: fc.constant('toggle-link-target' as const) }),
  fc.record({ kind: fc.constant('rename-folder' as const) }),
  fc.record({
    kind: fc.constant('unnamed-spec' as const),
    text: fc.constantFrom('summary' as const, 'broken' as const, 'gone' as const, 'ref-target' as const, 'external-ref' as const),
    summary: label(),
  }),
)

/** Makes an edit on disk; the project-relative paths it touched. */
function apply(root: string, pages: string[], originals: Map<string, string>, change: Edit): string[] {
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  const remove = (path: string) => existsSync(join(root, path)) && unlinkSync(join(root, path))
  const page = 'page' in change ? pages[change.page % pages.length] : ''
  if (page === undefined) return []
  switch (change.kind) {
    case 'title': {
      if (!existsSync(join(root, page))) return []
      write(page, readFileSync(join(root, page), 'utf8').replace(/^title: .*$/m, `title: ${JSON.stringify(change.title)}`))
      return [page]
    }
    case 'broken-frontmatter':
      write(page, '---\ntitle: [unclosed\n---\n')
      return [page]
    case 'delete-page':
      remove(page)
      return [page]
    case 'restore-page':
      write(page, originals.get(page)!)
      return [page]
    case 'add-unlisted':
      // Told by the file's path alone, as an editor's watcher tells it, though its folders may be new.
      write(`drafts/${change.name}.mdx`, `---\ntitle: Draft\n---\n`)
      return [`drafts/${change.name}.mdx`]
    case 'docs-json-char': {
      const text = readFileSync(join(root, 'docs.json'), 'utf8')
      const at = change.at % (text.length + 1)
      write('docs.json', text.slice(0, at) + change.char + text.slice(at + 1))
      return ['docs.json']
    }
    case 'docs-json-restore':
      write('docs.json', originals.get('docs.json')!)
      return ['docs.json']
    case 'spec-summary':
      write('openapi.json', originals.get('openapi.json')!.replace(/"summary": "[^"]*"/, `"summary": ${JSON.stringify(change.summary)}`))
      return ['openapi.json']
    case 'spec-broken':
      write('openapi.json', '{"openapi": "3.1.0", "paths": {')
      return ['openapi.json']
    case 'mintignore':
      if (change.pattern === undefined) remove('.mintignore')
      else write('.mintignore', `${change.pattern}\n`)
      return ['.mintignore']
    case 'settings':
      if (change.text === undefined) remove('docsnav.config.json')
      else write('docsnav.config.json', change.text)
      return ['docsnav.config.json']
    case 'retarget-link': {
      // `lnk` is a link to a folder: ta holds `x`, tb does not.
      rmSync(join(root, 'lnk'), { force: true })
      symlinkSync(change.to, join(root, 'lnk'))
      return ['lnk']
    }
    case 'toggle-link-target': {
      // `alias.mdx` is a link to ta/x.mdx: with its target gone, it is no page.
      if (existsSync(join(root, 'ta', 'x.mdx'))) remove('ta/x.mdx')
      else write('ta/x.mdx', '---\ntitle: X\n---\n')
      return ['ta/x.mdx']
    }
    case 'unnamed-spec':
      // A spec docs.json does not name, which the unlisted page `drafts/d.mdx` takes its title from.
      switch (change.text) {
        case 'summary':
          write('extra/spec.yaml', originals.get('extra/spec.yaml')!.replace('summary: Extra', `summary: ${JSON.stringify(change.summary)}`))
          return ['extra/spec.yaml']
        case 'ref-target':
          write('extra/spec.yaml', originals.get('extra/spec.yaml')!.replace('#/components/pathItems/extra', '#/components/pathItems/other'))
          return ['extra/spec.yaml']
        // A spec that points into another file is one Mintlify refuses: no longer searched.
        case 'external-ref':
          write('extra/spec.yaml', originals.get('extra/spec.yaml')!.replace('#/components/pathItems/extra', './paths.yaml#/extra'))
          return ['extra/spec.yaml']
        case 'broken':
          write('extra/spec.yaml', 'openapi: 3.1.0\npaths: [\n')
          return ['extra/spec.yaml']
        case 'gone':
          remove('extra/spec.yaml')
          return ['extra/spec.yaml']
      }
      return []
    case 'rename-folder': {
      const [from, to] = existsSync(join(root, 'drafts')) ? ['drafts', 'drafted'] : ['drafted', 'drafts']
      if (!existsSync(join(root, from)) || existsSync(join(root, to))) return []
      renameSync(join(root, from), join(root, to))
      return [from, to]
    }
    case 'body-link': {
      if (!existsSync(join(root, page))) return []
      write(page, `${readFileSync(join(root, page), 'utf8')}\n[a link](${change.target})\n`)
      return [page]
    }
  }
}

/** An edit of docs.json's value: a change made at one of its objects or arrays (picked by `at`). */
interface StructureEdit {
  at: number
  kind: 'text' | 'unknown-key' | 'remove-key' | 'repeat-entry' | 'remove-entry' | 'hide' | 'redirect' | 'severities'
  text: string
}

const structureEdit: fc.Arbitrary<StructureEdit> = fc.record({
  at: fc.nat(),
  // Settings often: what a unit records while a code is off must be there when it is on again.
  kind: fc.oneof(
    fc.constantFrom('text', 'unknown-key', 'remove-key', 'repeat-entry', 'remove-entry', 'hide', 'redirect'),
    fc.constant('severities'),
  ) as fc.Arbitrary<StructureEdit['kind']>,
  text: fc.constantFrom('Guides', 'intro', 'x', '', 'api/pets', '/intro', 'guides/../intro', ' spaced ', 'GET /pets'),
})

/** Settings that turn off, or change the severity of, codes the structure edits make (unknown keys, repeated pages, empty elements). */
const SEVERITIES = [
  undefined,
  '{"diagnostics": {"DN2009": "off", "DN5005": "error"}}',
  '{"diagnostics": {"DN2009": "error", "DN5005": "off", "DN2017": "info"}}',
  '{"diagnostics": {"DN2017": "off", "DN5006": "warning"}}',
]

/** Every object and array of a value, in document order. */
function containersOf(value: unknown, found: Array<Record<string, unknown> | unknown[]> = []): Array<Record<string, unknown> | unknown[]> {
  if (typeof value !== 'object' || value === null) return found
  found.push(value as Record<string, unknown> | unknown[])
  for (const member of Object.values(value)) containersOf(member, found)
  return found
}

/** Makes the edit in `config` (in place). */
function editStructure(config: Record<string, unknown>, { at, kind, text }: StructureEdit): void {
  if (kind === 'redirect') {
    const redirects = config.redirects as Array<Record<string, unknown>>
    redirects.push({ source: `/${text.trim() || 'r'}-${redirects.length}`, destination: text.startsWith('/') ? text : `/${text}` })
    return
  }
  const all = containersOf(config.navigation)
  const target = all[at % all.length]!
  if (Array.isArray(target)) {
    if (kind === 'repeat-entry' && target.length > 0) target.push(structuredClone(target[at % target.length]))
    else if (kind === 'remove-entry' && target.length > 0) target.splice(at % target.length, 1)
    else if (kind === 'text') target.splice(at % (target.length + 1), 0, text)
    return
  }
  const keys = Object.keys(target)
  if (kind === 'text') {
    const key = keys.find((name) => typeof target[name] === 'string')
    if (key !== undefined) target[key] = text
  } else if (kind === 'unknown-key') target[`colapsed${at % 3}`] = true
  else if (kind === 'remove-key' && keys.length > 0) delete target[keys[at % keys.length]!]
  else if (kind === 'hide') target.hidden = at % 2 === 0
}

/** The first `pages` list of a navigation, to add a page to. */
function firstPagesList(node: unknown): unknown[] | undefined {
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = firstPagesList(item)
      if (found) return found
    }
    return undefined
  }
  if (typeof node !== 'object' || node === null) return undefined
  const record = node as Record<string, unknown>
  if (Array.isArray(record.pages)) return record.pages
  for (const [key, value] of Object.entries(record)) {
    if (key === 'global') continue
    const found = firstPagesList(value)
    if (found) return found
  }
  return undefined
}

/**
 * What a compile gives, as data to compare (the vfile is the diagnostics again); outputs given as
 * `outputs` are read a chunk at a time, as a build writes them.
 */
function observed(result: CompileResult) {
  const streamed = result.outputs && Object.fromEntries(Object.entries(result.outputs).map(([name, output]) => [name, [...output.chunks()].join('')]))
  return {
    diagnostics: result.diagnostics,
    summary: result.summary,
    inputs: result.inputs,
    files: result.files ?? streamed,
    routes: result.site?.routes,
    sources: result.sources,
    tree: JSON.parse(JSON.stringify(result.tree)) as unknown,
    pages: Object.fromEntries(result.site?.pages ?? []),
  }
}

describe('createProject: a project kept open', () => {
  it('gives after every edit what a fresh compile of the same files gives', async () => {
    await fc.assert(
      fc.asyncProperty(
        validSite({ maxDepth: 2 }),
        fc.array(edit, { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        fc.boolean(),
        async (site, edits, links, stream) => {
          const root = mkdtempSync(join(tmpdir(), 'docsnav-project-'))
          folders.push(root)
          // A page listed through a folder link (`lnk/x`), and a page file that is a link (`alias.mdx`).
          const config = structuredClone(site.config)
          firstPagesList(config.navigation)?.push('lnk/x')
          const originals = new Map<string, string>([
            ['docs.json', JSON.stringify(config, null, 2)],
            ...Object.entries(site.files),
            ['ta/x.mdx', '---\ntitle: X\n---\n'],
            ['tb/y.mdx', '---\ntitle: Y\n---\n'],
            ['drafts/d.mdx', '---\nopenapi: GET /extra\n---\n'],
            [
              'extra/spec.yaml',
              'openapi: 3.1.0\ninfo: {title: E, version: "1"}\npaths:\n  /extra:\n    $ref: "#/components/pathItems/extra"\ncomponents:\n  pathItems:\n    extra:\n      get:\n        summary: Extra\n',
            ],
            ['extra/paths.yaml', 'extra:\n  get:\n    summary: Elsewhere\n'],
          ])
          for (const [path, text] of originals) {
            mkdirSync(dirname(join(root, path)), { recursive: true })
            writeFileSync(join(root, path), text)
          }
          symlinkSync('ta', join(root, 'lnk'))
          symlinkSync('ta/x.mdx', join(root, 'alias.mdx'))
          const pages = Object.keys(site.files).filter((path) => path.endsWith('.mdx'))
          const options: CompileOptions = { outputs: { siteUrl: 'https://docs.example.com', stream }, links }
          const project = createProject(root, options)
          expect(observed(await project.compile())).toEqual(observed(await compile(root, options)))
          for (const change of edits) {
            const touched = apply(root, pages, originals, change)
            const kept = await project.update(touched)
            expect(observed(kept), JSON.stringify(change)).toEqual(observed(await compile(root, options)))
          }
          rmSync(root, { recursive: true, force: true })
        },
      ),
      { numRuns: 40 },
    )
  })

  it("gives after every edit of docs.json's structure what a fresh compile gives (each edit written into the text as an editor would, in docs.json or in the file it includes the navigation from)", async () => {
    await fc.assert(
      fc.asyncProperty(
        validSite({ maxDepth: 3 }),
        fc.array(structureEdit, { minLength: 1, maxLength: 10 }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        async (site, edits, noFiles, stream, included) => {
          const root = mkdtempSync(join(tmpdir(), 'docsnav-project-'))
          folders.push(root)
          const config = structuredClone(site.config) as Record<string, unknown>
          config.redirects = [
            { source: '/old', destination: '/new/:slug' },
            { source: '/gone/:slug*', destination: '/:slug*' },
          ]
          for (const [path, text] of Object.entries(site.files)) {
            mkdirSync(dirname(join(root, path)), { recursive: true })
            writeFileSync(join(root, path), text)
          }
          // The navigation written in docs.json, or in `nav.json` that docs.json includes.
          const write = (): string[] => {
            if (!included) {
              writeFileSync(join(root, 'docs.json'), JSON.stringify(config, null, 2))
              return ['docs.json']
            }
            writeFileSync(join(root, 'docs.json'), JSON.stringify({ ...config, navigation: { $ref: 'nav.json' } }, null, 2))
            writeFileSync(join(root, 'nav.json'), JSON.stringify(config.navigation, null, 2))
            return ['docs.json', 'nav.json']
          }
          write()
          const options: CompileOptions = { outputs: { siteUrl: 'https://docs.example.com', stream }, noFiles }
          const project = createProject(root, options)
          expect(observed(await project.compile())).toEqual(observed(await compile(root, options)))
          for (const change of edits) {
            let touched: string[]
            if (change.kind === 'severities') {
              const settings = SEVERITIES[change.at % SEVERITIES.length]
              if (settings === undefined) rmSync(join(root, 'docsnav.config.json'), { force: true })
              else writeFileSync(join(root, 'docsnav.config.json'), settings)
              touched = ['docsnav.config.json']
            } else {
              editStructure(config, change)
              touched = write()
            }
            const kept = await project.update(touched)
            expect(observed(kept), JSON.stringify(change)).toEqual(observed(await compile(root, options)))
          }
          rmSync(root, { recursive: true, force: true })
        },
      ),
      { numRuns: 60 },
    )
  })

  it('keeps what it reports while the settings turn a code off, for when they turn it on again', async () => {
    const root = mkdtempSync(join(tmpdir(), 'docsnav-project-'))
    folders.push(root)
    const docs = (key: string) =>
      JSON.stringify({ navigation: { groups: [{ group: 'G', [key]: true, pages: ['a', 'a', { group: 'Sub', pages: ['b'] }] }] } }, null, 2)
    writeFileSync(join(root, 'docs.json'), docs('colapsed'))
    writeFileSync(join(root, 'a.mdx'), '---\ntitle: A\nnoindex: 3\n---\n')
    writeFileSync(join(root, 'b.mdx'), '---\ntitle: B\n---\n')
    const project = createProject(root)
    await project.compile()
    const steps: Array<[string, string]> = [
      ['docsnav.config.json', '{"diagnostics": {"DN2009": "off", "DN4008": "off", "DN5005": "off"}}'],
      // Made again while the codes are off: a new unknown key, a page edited.
      ['docs.json', docs('colapsd')],
      ['a.mdx', '---\ntitle: A2\nnoindex: 4\n---\n'],
      ['docsnav.config.json', '{"diagnostics": {"DN2009": "error", "DN4008": "info"}}'],
    ]
    for (const [path, text] of steps) {
      writeFileSync(join(root, path), text)
      const kept = await project.update([path])
      expect(observed(kept), path).toEqual(observed(await compile(root)))
    }
    expect((await project.compile()).diagnostics.map((diagnostic) => [diagnostic.code, diagnostic.severity])).toEqual(
      expect.arrayContaining([
        ['DN2009', 'error'],
        ['DN4008', 'info'],
        ['DN5005', 'warning'],
      ]),
    )
  })

  it('places what it kept of an included file in that file as it is now, and reads no file twice toward the cap on all it reads', async () => {
    const root = mkdtempSync(join(tmpdir(), 'docsnav-project-'))
    folders.push(root)
    const group = (label: string, padding: number) =>
      JSON.stringify({ group: label, description: 'x'.repeat(padding), pages: ['a', { group: 'Sub', pages: ['a'] }] }, null, 2)
    writeFileSync(join(root, 'docs.json'), JSON.stringify({ navigation: { groups: [{ $ref: 'one.json' }, { $ref: 'two.json' }] } }))
    writeFileSync(join(root, 'a.mdx'), '---\ntitle: A\n---\n')
    writeFileSync(join(root, 'one.json'), group('One', 100))
    writeFileSync(join(root, 'two.json'), group('Two', 100))
    // The cap on one file just above an include's size: docs.json and the two includes fit the cap on
    // all a compile reads (four times that), and would not with both includes read twice.
    const options: CompileOptions = { maxFileSize: group('Two', 100).length + 5 }
    const project = createProject(root, options)
    await project.compile()
    const edits: Array<[string, string]> = [
      ['one.json', `\n\n\n${group('One', 100)}`],
      ['two.json', group('Tw0', 100)],
      ['docs.json', JSON.stringify({ navigation: { groups: [{ $ref: 'two.json' }, { $ref: 'one.json' }] } })],
    ]
    for (const [path, text] of edits) {
      writeFileSync(join(root, path), text)
      const kept = await project.update([path])
      expect(observed(kept), path).toEqual(observed(await compile(root, options)))
    }
  })

  it('keeps a page written by hand for an operation, and the page table, while nothing they are made from changes', async () => {
    const root = mkdtempSync(join(tmpdir(), 'docsnav-project-'))
    folders.push(root)
    writeFileSync(join(root, 'docs.json'), JSON.stringify({ navigation: { pages: ['api'] } }))
    writeFileSync(join(root, 'api.mdx'), '---\ntitle: Mine\nopenapi: GET /a\n---\n')
    writeFileSync(
      join(root, 'spec.json'),
      JSON.stringify({ openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: { '/a': { get: { summary: 'A', description: 'From the spec' } } } }),
    )
    writeFileSync(join(root, 'notes.txt'), 'not a page')
    const project = createProject(root)
    const first = await project.compile()
    // A saved file the compile does not read.
    writeFileSync(join(root, 'notes.txt'), 'still not a page')
    const second = await project.update(['notes.txt'])
    expect(second.site!.pages.get('api')).toMatchObject({ title: 'Mine', description: 'From the spec' })
    expect(second.site!.pages.get('api')).toBe(first.site!.pages.get('api'))
    expect(second.site!.pages).toBe(first.site!.pages)
  })

  it('takes a changed path however it is spelt: with `.`, `..`, repeated or trailing slashes, or as the root', async () => {
    const root = mkdtempSync(join(tmpdir(), 'docsnav-project-'))
    folders.push(root)
    mkdirSync(join(root, 'guide'))
    writeFileSync(join(root, 'docs.json'), JSON.stringify({ navigation: { pages: ['guide/c'] } }))
    writeFileSync(join(root, 'guide', 'c.mdx'), '---\ntitle: T0\n---\n')
    const project = createProject(root)
    await project.compile()
    let title = 0
    for (const spelt of ['guide/c.mdx', 'guide/', '.', './guide/./c.mdx', 'x/../guide/c.mdx', 'guide//c.mdx', join(root, 'guide')]) {
      writeFileSync(join(root, 'guide', 'c.mdx'), `---\ntitle: T${++title}\n---\n`)
      expect((await project.update([spelt])).site!.routes[0]!.title, spelt).toBe(`T${title}`)
    }
  })

  it('waits for a file said to change while it is empty: written in place, it is truncated first and its bytes follow', async () => {
    const root = mkdtempSync(join(tmpdir(), 'docsnav-project-'))
    folders.push(root)
    const docsJson = (page: string) => JSON.stringify({ navigation: { pages: [page] } })
    writeFileSync(join(root, 'docs.json'), docsJson('intro'))
    writeFileSync(join(root, 'intro.mdx'), '---\ntitle: Intro\n---\n')
    writeFileSync(join(root, 'next.mdx'), '---\ntitle: Next\n---\n')
    const project = createProject(root)
    await project.compile()
    // The watcher's one event came at the truncation; the bytes come after it (a timer, which fires before the waiting ends).
    writeFileSync(join(root, 'docs.json'), '')
    setTimeout(() => writeFileSync(join(root, 'docs.json'), docsJson('next')), 15)
    const updated = await project.update(['docs.json'])
    expect(updated.diagnostics.map((diagnostic) => diagnostic.code)).not.toContain('DN1013')
    expect(updated.site!.routes.filter((route) => route.listed !== false).map((route) => route.title)).toEqual(['Next'])
    // A file that stays empty is compiled as it is, after the wait.
    writeFileSync(join(root, 'docs.json'), '')
    expect((await project.update(['docs.json'])).diagnostics.map((diagnostic) => diagnostic.code)).toContain('DN1013')
  })

  it('reads the unsaved text an editor holds instead of the file, until it is cleared', async () => {
    const root = mkdtempSync(join(tmpdir(), 'docsnav-project-'))
    folders.push(root)
    writeFileSync(join(root, 'docs.json'), JSON.stringify({ navigation: { pages: ['intro'] }, ...requiredKeys() }))
    writeFileSync(join(root, 'intro.mdx'), '---\ntitle: Intro\n---\n')
    const project = createProject(root)
    expect((await project.compile()).summary.errors).toBe(0)
    project.setText('docs.json', docsJsonText('{"navigation": {"pages": ["intro", "missing"]}}'))
    const edited = await project.compile()
    expect(edited.diagnostics.map((diagnostic) => diagnostic.code)).toContain('DN4006')
    project.setText(join(root, 'docs.json'), undefined)
    expect((await project.compile()).summary.errors).toBe(0)
  })

  it("reads an editor's text only where the file itself can be read: not through a link out of the root, not for a file that is not there", async () => {
    const outside = mkdtempSync(join(tmpdir(), 'docsnav-outside-'))
    folders.push(outside)
    writeFileSync(join(outside, 'group.json'), '{"group": "Secret", "pages": ["intro"]}')
    const root = mkdtempSync(join(tmpdir(), 'docsnav-project-'))
    folders.push(root)
    writeFileSync(join(root, 'docs.json'), '{"navigation": {"groups": [{"$ref": "inc.json"}, {"$ref": "new.json"}]}}')
    writeFileSync(join(root, 'intro.mdx'), '---\ntitle: Intro\n---\n')
    symlinkSync(join(outside, 'group.json'), join(root, 'inc.json'))
    const project = createProject(root)
    project.setText('inc.json', '{"group": "Secret", "pages": ["intro"]}')
    project.setText('new.json', '{"group": "New", "pages": ["intro"]}')
    const kept = await project.compile()
    expect(observed(kept)).toEqual(observed(await compile(root)))
    expect(JSON.stringify(kept.tree)).not.toContain('Secret')
  })
})
