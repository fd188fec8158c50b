import { execFileSync } from 'node:child_process'
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compileSync, renderPretty, type CompileResult } from '../src/index.js'
import { folderWith, runProcess } from './helpers/cli.js'
import { docsJson, docsJsonText } from './helpers/docs-json.js'

/**
 * The project root is a boundary: nothing outside it is read, whatever a path or a symbolic link
 * says, and only regular files of reasonable size are read inside it.
 */

const SECRET = 'SECRET-TOKEN-do-not-print'

/** A project beside a folder `outside/` holding secrets, which links in the project point to. */
function projectBesideSecrets(files: Record<string, string>): { root: string; outside: string } {
  const parent = folderWith({
    'outside/secret.json': `{"groups": [{"group": "${SECRET}", "pages": ["a"]}]}`,
    'outside/secret.mdx': `---\ntitle: ${SECRET}\n---\n`,
    'outside/openapi.json': JSON.stringify({ openapi: '3.1.0', info: { title: SECRET }, paths: { '/secret': { get: { summary: SECRET } } } }),
    'outside/docs/page.mdx': `---\ntitle: ${SECRET}\n---\n`,
    ...Object.fromEntries(Object.entries(files).map(([path, content]) => [`project/${path}`, content])),
  })
  return { root: join(parent, 'project'), outside: join(parent, 'outside') }
}

const codes = (result: CompileResult) => result.diagnostics.map((diagnostic) => diagnostic.code)

/** The result says nothing of the secret: not in diagnostics, code frames, sources or outputs. */
function expectNoSecret(result: CompileResult): void {
  const everything =
    JSON.stringify({ diagnostics: result.diagnostics, sources: result.sources, files: result.files }) +
    renderPretty(result.diagnostics, result.summary, { color: false, sources: result.sources })
  expect(everything).not.toContain(SECRET)
  expect(result.inputs.some((input) => input.includes('outside') || input.startsWith('..'))).toBe(false)
}

describe('symbolic links out of the project', () => {
  it('are refused for a $ref include, with the diagnostic of a `..` escape', () => {
    const { root, outside } = projectBesideSecrets({ 'docs.json': docsJsonText('{"navigation": {"$ref": "./nav.json"}}') })
    symlinkSync(join(outside, 'secret.json'), join(root, 'nav.json'))
    const result = compileSync(root, { noFiles: true, outputs: true })
    expect(result.diagnostics).toMatchObject([{ code: 'DN1102', pointer: '/navigation/$ref', hint: expect.stringContaining('symbolic link') }])
    expectNoSecret(result)
  })

  it('are refused for an OpenAPI spec and for a path item `$ref` in a spec', () => {
    const { root, outside } = projectBesideSecrets({
      'docs.json': JSON.stringify(
        docsJson({
          navigation: {
            groups: [
              { group: 'A', openapi: 'linked.json' },
              { group: 'B', openapi: 'api/split.json' },
            ],
          },
        }),
      ),
      'api/split.json': JSON.stringify({ openapi: '3.1.0', paths: { '/x': { $ref: './paths.json#/x' } } }),
    })
    symlinkSync(join(outside, 'openapi.json'), join(root, 'linked.json'))
    symlinkSync(join(outside, 'openapi.json'), join(root, 'api', 'paths.json'))
    const result = compileSync(root, { noFiles: true, outputs: true })
    // The split spec is one Mintlify refuses too (DN3030).
    expect(codes(result)).toEqual(['DN3002', 'DN3006', 'DN3030'])
    expect(result.diagnostics[1]!.message).toContain('symbolic link')
    expectNoSecret(result)
  })

  it("are never read as specs a page's frontmatter may name, and make a miss a warning that names them", () => {
    const { root, outside } = projectBesideSecrets({
      'docs.json': JSON.stringify(docsJson({ navigation: { pages: ['op', 'missing'] } })),
      'op.mdx': '---\nopenapi: GET /secret\n---\n',
      'missing.mdx': '---\nopenapi: GET /nowhere\n---\n',
    })
    // Mintlify's walk would read the spec through the link; docsnav does not, and cannot say the operation is missing.
    symlinkSync(join(outside, 'openapi.json'), join(root, 'linked.json'))
    const result = compileSync(root, { outputs: true })
    expect(result.diagnostics).toMatchObject([
      { code: 'DN4013', file: 'missing.mdx' },
      { code: 'DN4013', file: 'op.mdx', params: { unread: '`linked.json` (it leads out of the project root)' } },
    ])
    expect(result.site!.routes.map((route) => route.title)).toEqual(['Op', 'Missing'])
    expectNoSecret(result)
  })

  it('are refused for a page file, and for a folder of pages that is a link', () => {
    const { root, outside } = projectBesideSecrets({
      'docs.json': JSON.stringify(docsJson({ navigation: { pages: ['a', 'docs/page', 'inside'] } })),
      'real.mdx': '---\ntitle: Real\n---\n',
    })
    symlinkSync(join(outside, 'secret.mdx'), join(root, 'a.mdx'))
    symlinkSync(join(outside, 'docs'), join(root, 'docs'))
    // A link that stays inside the project is followed.
    symlinkSync(join(root, 'real.mdx'), join(root, 'inside.mdx'))
    const result = compileSync(root, { outputs: true })
    expect(result.diagnostics).toMatchObject([
      { code: 'DN4002', pointer: '/navigation/pages/0', hint: expect.stringContaining('`a.mdx` leads out of the project through a symbolic link') },
      { code: 'DN4002', pointer: '/navigation/pages/1' },
    ])
    expect(result.site!.routes.find((route) => route.url === '/inside')!.title).toBe('Real')
    // The links themselves are inside the project, and looked at; the file outside is not.
    expect(result.inputs).toEqual(['docs.json', 'docsnav.config.json', 'a.mdx', 'inside.mdx', 'real.mdx', '.mintignore'])
    expectNoSecret(result)
  })

  it('are refused for `.mintignore`, and that is said: Mintlify would apply its patterns', () => {
    const { root, outside } = projectBesideSecrets({
      'docs.json': JSON.stringify(docsJson({ navigation: { pages: ['index'] } })),
      'index.mdx': '---\ntitle: Home\n---\n',
    })
    symlinkSync(join(outside, 'secret.mdx'), join(root, '.mintignore'))
    const result = compileSync(root)
    expect(result.diagnostics).toMatchObject([
      { code: 'DN7026', file: '.mintignore', severity: 'warning', message: expect.stringContaining('leads out of the project root') },
    ])
    expectNoSecret(result)
  })

  it('are refused for docs.json itself, also when it links to a device', () => {
    const { root, outside } = projectBesideSecrets({ 'index.mdx': '' })
    symlinkSync(join(outside, 'secret.json'), join(root, 'docs.json'))
    const result = compileSync(root)
    expect(result.diagnostics).toMatchObject([{ code: 'DN1015', file: 'docs.json', message: expect.stringContaining('symbolic link') }])
    expect(result.diagnostics[0]).not.toHaveProperty('line')
    expectNoSecret(result)
    const zero = folderWith({ 'nav.json': '{}' })
    symlinkSync('/dev/zero', join(zero, 'docs.json'))
    expect(codes(compileSync(zero))).toEqual(['DN1015'])
  })
})

describe('only regular files, of a bounded size', () => {
  const fifoProject = (fifo: string, docs: object) => {
    const root = folderWith({ 'docs.json': JSON.stringify(docsJson(docs)), 'index.mdx': '---\ntitle: Home\n---\n' })
    execFileSync('mkfifo', [join(root, fifo)])
    return root
  }

  it('reports a FIFO as docs.json, an include, a page or a spec, and never waits on it', () => {
    const cases: Array<[string, object, string]> = [
      ['nav.json', { navigation: { $ref: './nav.json' } }, 'DN1106'],
      ['a.mdx', { navigation: { pages: ['index', 'a'] } }, 'DN4009'],
      ['spec.json', { navigation: { groups: [{ group: 'API', openapi: 'spec.json', pages: ['index'] }] } }, 'DN3020'],
    ]
    for (const [fifo, docs, code] of cases) {
      const result = runProcess(['check', fifoProject(fifo, docs), '--format', 'json'], { timeout: 20_000 })
      expect(result.signal, `${fifo} hung`).toBeNull()
      expect(JSON.parse(result.stdout).diagnostics).toMatchObject([{ code, message: expect.stringContaining('not a regular file') }])
    }
    const root = folderWith({})
    execFileSync('mkfifo', [join(root, 'docs.json')])
    const result = runProcess(['check', root, '--format', 'json'], { timeout: 20_000 })
    expect(result.signal).toBeNull()
    expect(JSON.parse(result.stdout).diagnostics).toMatchObject([{ code: 'DN1015', file: 'docs.json' }])
  })

  it('reports a socket as an include, without the absolute path in its words', async () => {
    const root = folderWith({ 'docs.json': JSON.stringify(docsJson({ navigation: { $ref: './nav.json' } })) })
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(join(root, 'nav.json'), resolve))
    try {
      const result = compileSync(root, { noFiles: true })
      expect(result.diagnostics).toMatchObject([
        { code: 'DN1106', message: '`$ref` file `./nav.json` cannot be read: it is not a regular file (a FIFO, socket or device)' },
      ])
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })

  it('reads no file over the size cap, which an option raises', () => {
    const big = JSON.stringify({ openapi: '3.1.0', info: { title: 'x'.repeat(2 * 1024 * 1024) }, paths: { '/a': { get: { summary: 'A' } } } })
    const root = folderWith({ 'docs.json': JSON.stringify(docsJson({ navigation: { groups: [{ group: 'API', openapi: 'big.json' }] } })), 'big.json': big })
    const capped = compileSync(root, { noFiles: true, maxFileSize: 1024 * 1024 })
    expect(capped.diagnostics).toMatchObject([{ code: 'DN3020', message: expect.stringMatching(/it is 2\.0 MiB, over the limit of 1 MiB/) }])
    expect(codes(compileSync(root, { noFiles: true, maxFileSize: 4 * 1024 * 1024 }))).toEqual([])
    const cli = runProcess(['check', root, '--no-files', '--max-file-size', '1', '--format', 'json'])
    expect(JSON.parse(cli.stdout).diagnostics).toMatchObject([{ code: 'DN3020' }])
    expect(codes(compileSync(folderWith({ 'docs.json': `{"navigation": {"pages": ["a"]}, "x": "${'y'.repeat(2048)}"}` }), { maxFileSize: 1024 }))).toEqual([
      'DN1015',
    ])
  })

  it('reads no more than four times the size cap in all, however many files each stay under it', () => {
    const group = JSON.stringify({ group: 'G', pages: ['a'], description: 'x'.repeat(300 * 1024) })
    const files: Record<string, string> = {
      'docs.json': JSON.stringify(docsJson({ navigation: { groups: Array.from({ length: 20 }, (_, index) => ({ $ref: `./g${index}.json` })) } })),
    }
    for (let index = 0; index < 20; index++) files[`g${index}.json`] = group
    const result = compileSync(folderWith(files), { noFiles: true, maxFileSize: 1024 * 1024 })
    const unread = result.diagnostics.filter((diagnostic) => diagnostic.code === 'DN1106')
    // 300 KB each: thirteen fit in 4 MiB, with docs.json.
    expect(unread.length).toBe(7)
    expect(unread[0]!.message).toContain('the files read come to more than 4 MiB together (4 × `--max-file-size`)')
  })

  it('says when an include or a page is saved as UTF-16 or is binary', () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{"groups": []}', 'utf16le')])
    const root = folderWith({
      'docs.json': JSON.stringify(docsJson({ navigation: { groups: [{ $ref: './group.json' }, { group: 'B', pages: ['binary'] }] } })),
      'group.json': utf16,
      'binary.mdx': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
    })
    const result = compileSync(root)
    expect(result.diagnostics).toMatchObject([
      { code: 'DN1106', message: expect.stringContaining('saved as UTF-16'), hint: expect.stringContaining('UTF-8') },
      { code: 'DN4009', message: expect.stringContaining('not a text file') },
    ])
  })

  it('reports a page it may not read as unreadable, not as missing', () => {
    const root = folderWith({ 'docs.json': JSON.stringify(docsJson({ navigation: { pages: ['guide'] } })), 'guide.mdx': '---\ntitle: Guide\n---\n' })
    const result = runProcess(['check', root, '--format', 'json'], { fault: 'eacces:guide.mdx' })
    expect(JSON.parse(result.stdout).diagnostics).toMatchObject([{ code: 'DN4009', message: 'Page file `guide.mdx` cannot be read: permission denied' }])
  })
})

describe('a folder of pages inside the project', () => {
  it('is read through a link that stays inside', () => {
    const root = folderWith({ 'docs.json': JSON.stringify(docsJson({ navigation: { pages: ['v2/a'] } })), 'v1/a.mdx': '---\ntitle: A\n---\n' })
    mkdirSync(join(root, 'unused'))
    symlinkSync(join(root, 'v1'), join(root, 'v2'))
    writeFileSync(join(root, 'unused', 'x'), '')
    const result = compileSync(root, { outputs: true })
    expect(codes(result)).toEqual([])
    expect(result.inputs).toEqual(['docs.json', 'docsnav.config.json', 'v1/a.mdx', '.mintignore'])
  })
})
