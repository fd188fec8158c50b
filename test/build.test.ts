import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compileSync } from '../src/index.js'
import { folderWith, project, repository, run, runProcess, snapshot } from './helpers/cli.js'
import { docsJson } from './helpers/docs-json.js'

/** `docsnav build`: what it writes, where it refuses to, and what it never touches. */

const build = (args: string[]) => run(['build', ...args])
const site = (group = 'A', pages = ['a']) => docsJson({ navigation: { groups: [{ group, pages }] } })

describe('docsnav build', () => {
  it('writes the outputs and says where, in one line per build', async () => {
    const folder = project(site('A', ['index', 'a']))
    const out = join(folder, '..', `${folder.split('/').pop()}-out`)
    const result = await build([folder, '--out', out, '--site-url', 'https://docs.example.com', '--target', 'docusaurus,starlight'])
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(
      /Wrote 14 files to .*-out: a\.md, breadcrumbs\.json, breadcrumbs\.jsonld\.json, docsearch\.json, index\.md, 6 more, docusaurus\/sidebars\.json, starlight\/ \(2 files\)\n$/,
    )
    expect(readdirSync(out).sort()).toEqual([
      '.docsnav',
      'a.md',
      'breadcrumbs.json',
      'breadcrumbs.jsonld.json',
      'docsearch.json',
      'docusaurus',
      'index.md',
      'llms-full.txt',
      'llms.txt',
      'navigation.json',
      'robots.txt',
      'routes.json',
      'sitemap.xml',
      'starlight',
    ])
    expect(readdirSync(join(out, '.docsnav'))).toEqual(['manifest.json'])
    expect(JSON.parse(readFileSync(join(out, 'routes.json'), 'utf8')).routes[0]).toMatchObject({ url: '/', title: 'index' })
  })

  it('prints the output folder as it was given', async () => {
    const folder = project(site())
    const result = await run(['build', '.', '--out', './out/../site'], {}, false, folder)
    expect(result.stdout).toContain('to ./out/../site: ')
    expect(existsSync(join(folder, 'site', 'routes.json'))).toBe(true)
  })

  it('writes nothing when there are errors, unless --force', async () => {
    const folder = project(site('A', ['a', 'missing']))
    const out = join(folder, 'out')
    const refused = await build([folder, '--out', out])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain('not writing the outputs: 1 error')
    expect(existsSync(out)).toBe(false)
    const forced = await build([folder, '--out', out, '--force'])
    expect(forced.code).toBe(1)
    expect(readdirSync(out)).toContain('routes.json')
  })

  it('never replaces good outputs with an empty site, even with --force, when docs.json cannot be read or has no navigation', async () => {
    const folder = project(site())
    const out = join(folder, 'out')
    expect((await build([folder, '--out', out])).code).toBe(0)
    const good = snapshot(out)
    for (const broken of ['{"navigation": ', '{"name": "no navigation"}', '[]']) {
      writeFileSync(join(folder, 'docs.json'), broken)
      const forced = await build([folder, '--out', out, '--force'])
      expect(forced.code).toBe(1)
      expect(forced.stderr).toContain('not writing the outputs: there is nothing to build them from')
      expect(snapshot(out)).toEqual(good)
    }
    rmSync(join(folder, 'docs.json'))
    expect((await build([folder, '--out', out, '--force'])).code).toBe(1)
    expect(snapshot(out)).toEqual(good)
  })
})

describe('docsnav build --out: never into the project', () => {
  const refuses = async (args: string[], message: RegExp, cwd?: string) => {
    const result = await run(['build', ...args], {}, false, cwd)
    expect(result.code).toBe(2)
    expect(result.stderr).toMatch(message)
    return result
  }

  it('refuses the project folder, a folder holding it, and an empty --out, before writing anything', async () => {
    const folder = project(site())
    const before = snapshot(folder)
    await refuses(['.', '--out', '.'], /--out `\.` cannot be used: it is the project folder itself/, folder)
    await refuses([folder, '--out', join(folder, '..')], /it holds the project folder/)
    await refuses([folder, '--out', ''], /--out is empty/)
    await refuses(['.', '--out', folder], /it is the project folder itself/, folder)
    expect(snapshot(folder)).toEqual(before)
  })

  it('refuses a folder that holds a file the build reads: an include, a spec, a page', async () => {
    const folder = project(
      docsJson({
        navigation: { $ref: './nav/navigation.json' },
      }),
      [],
    )
    mkdirSync(join(folder, 'nav'))
    writeFileSync(join(folder, 'nav', 'navigation.json'), JSON.stringify({ groups: [{ group: 'A', pages: ['docs/a'], openapi: 'api/openapi.json' }] }))
    mkdirSync(join(folder, 'docs'))
    writeFileSync(join(folder, 'docs', 'a.mdx'), '---\ntitle: A\n---\n')
    mkdirSync(join(folder, 'api'))
    writeFileSync(
      join(folder, 'api', 'openapi.json'),
      JSON.stringify({ openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: { '/x': { get: { summary: 'X' } } } }),
    )
    const before = snapshot(folder)
    await refuses([folder, '--out', join(folder, 'nav')], /it holds `nav\/navigation\.json`, which the build reads/)
    await refuses([folder, '--out', join(folder, 'docs')], /it holds `docs\/a\.mdx`, which the build reads/)
    await refuses([folder, '--out', join(folder, 'api'), '--force'], /it holds `api\/openapi\.json`, which the build reads/)
    expect(snapshot(folder)).toEqual(before)
    // A folder of its own inside the project is fine.
    expect((await build([folder, '--out', join(folder, 'build')])).code).toBe(0)
  })

  it('builds into a folder of its own inside the project again and again: what it wrote is never an input', async () => {
    // A page looking its operation up in the project's specs searches every JSON and YAML file.
    const folder = folderWith({
      'docs.json': JSON.stringify(docsJson({ navigation: { groups: [{ group: 'A', pages: ['index', 'op'] }] } })),
      'index.mdx': '---\ntitle: Home\n---\n',
      'op.mdx': '---\nopenapi: GET /x\n---\n',
      'openapi.json': JSON.stringify({ openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: { '/x': { get: { summary: 'X' } } } }),
    })
    for (const round of [1, 2, 3]) {
      const result = await build([folder, '--out', join(folder, 'build'), '--site-url', 'https://docs.example.com'])
      expect(result.stderr, `round ${round}`).toBe('')
      expect(result.code, `round ${round}`).toBe(0)
    }
    // A page left in an output folder is not the project's: not listed, not an orphan, not found by the search.
    writeFileSync(join(folder, 'build', 'stray.mdx'), '---\nopenapi: GET /x\n---\n')
    const check = await run(['check', folder, '--format', 'json'])
    expect(JSON.parse(check.stdout).diagnostics).toEqual([])
    expect(compileSync(folder).inputs.filter((input) => input.startsWith('build/'))).toEqual([])
  })

  it('refuses a link to the project folder, and says when --out or the root is a file', async () => {
    const folder = project(site())
    symlinkSync(folder, join(folder, '..', `${folder.split('/').pop()}-link`))
    await refuses([folder, '--out', join(folder, '..', `${folder.split('/').pop()}-link`)], /it is the project folder itself/)
    writeFileSync(join(folder, 'out.txt'), 'not a folder')
    await refuses([folder, '--out', join(folder, 'out.txt')], /cannot be used: it is a file; --out names the folder/)
    await refuses([join(folder, 'docs.json'), '--out', join(folder, 'out')], /is a file; give the folder that holds docs\.json \(`.*docsnav-project-[^`]*`\)/)
  })
})

describe('docsnav build: files it did not write', () => {
  it("does not replace a file with an output's name that it did not write, unless --force", async () => {
    const folder = project(site())
    const out = join(folder, 'out')
    mkdirSync(out)
    writeFileSync(join(out, 'navigation.json'), 'mine')
    const refused = await build([folder, '--out', out])
    expect(refused.code).toBe(2)
    expect(refused.stderr).toContain('already holds navigation.json, which docsnav did not write')
    expect(readdirSync(out)).toEqual(['.docsnav', 'navigation.json'])
    expect(readFileSync(join(out, 'navigation.json'), 'utf8')).toBe('mine')
    expect((await build([folder, '--out', out, '--force'])).code).toBe(0)
    expect(JSON.parse(readFileSync(join(out, 'navigation.json'), 'utf8'))).toHaveProperty('navigation')
  })

  it('does not replace an output that was changed since it wrote it, unless --force', async () => {
    const folder = project(site())
    const out = join(folder, 'out')
    expect((await build([folder, '--out', out])).code).toBe(0)
    writeFileSync(join(out, 'routes.json'), '{"edited": true}\n')
    const refused = await build([folder, '--out', out])
    expect(refused.code).toBe(2)
    expect(refused.stderr).toContain('routes.json, which docsnav did not write (or which changed since it did)')
    expect(readFileSync(join(out, 'routes.json'), 'utf8')).toBe('{"edited": true}\n')
  })

  it('replaces its own outputs, recognised by content after the folder was copied', async () => {
    const folder = project(site())
    const out = join(folder, 'out')
    expect((await build([folder, '--out', out])).code).toBe(0)
    const copy = join(folder, 'copy')
    const { cpSync } = await import('node:fs')
    cpSync(out, copy, { recursive: true })
    writeFileSync(join(folder, 'docs.json'), JSON.stringify(site('B', ['index'])))
    expect((await build([folder, '--out', copy])).code).toBe(0)
    expect(readFileSync(join(copy, 'routes.json'), 'utf8')).toContain('"url":"/"')
  })

  it('never deletes a file on the word of a hand-edited manifest, nor an old output changed since', async () => {
    const folder = project(site())
    const out = join(folder, 'out')
    expect((await build([folder, '--out', out, '--site-url', 'https://docs.example.com'])).code).toBe(0)
    writeFileSync(join(out, 'keep.txt'), 'mine')
    const manifestPath = join(out, '.docsnav', 'manifest.json')
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
    manifest.files['keep.txt'] = { ...manifest.files['routes.json'] }
    writeFileSync(manifestPath, JSON.stringify(manifest))
    // The manifest of docsnav before this one, which listed names only, is not believed either.
    writeFileSync(join(out, '.docsnav-outputs.json'), JSON.stringify({ files: ['notes.txt'] }))
    writeFileSync(join(out, 'notes.txt'), 'mine too')
    writeFileSync(join(out, 'sitemap.xml'), '<edited/>')
    // Without --site-url the sitemap is no longer an output: it would be removed, had it not been changed.
    const result = await build([folder, '--out', out])
    expect(result.code).toBe(0)
    expect(result.stderr).toContain('left in')
    expect(result.stderr).toContain('sitemap.xml')
    expect(readFileSync(join(out, 'keep.txt'), 'utf8')).toBe('mine')
    expect(readFileSync(join(out, 'notes.txt'), 'utf8')).toBe('mine too')
    expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).toBe('<edited/>')
    expect(existsSync(join(out, 'breadcrumbs.jsonld.json'))).toBe(false)
  })

  it('removes the outputs it wrote that are no longer produced, and their empty folders', async () => {
    const folder = project(site())
    const out = join(folder, 'out')
    expect((await build([folder, '--out', out, '--site-url', 'https://docs.example.com', '--target', 'starlight'])).code).toBe(0)
    writeFileSync(join(out, 'notes.txt'), 'mine')
    expect((await build([folder, '--out', out])).code).toBe(0)
    expect(readdirSync(out).sort()).toEqual(['.docsnav', 'breadcrumbs.json', 'navigation.json', 'notes.txt', 'routes.json'])
  })

  it('does not write through a link where a folder of outputs goes', async () => {
    const folder = project(site())
    const out = join(folder, 'out')
    const elsewhere = join(folder, 'elsewhere')
    mkdirSync(out)
    mkdirSync(elsewhere)
    symlinkSync(elsewhere, join(out, 'docusaurus'))
    const result = await build([folder, '--out', out, '--target', 'docusaurus'])
    expect(result.code).toBe(2)
    expect(result.stderr).toMatch(/docusaurus: a symbolic link is where a folder of outputs goes/)
    expect(readdirSync(elsewhere)).toEqual([])
    expect(readdirSync(out)).toEqual(['.docsnav', 'docusaurus'])
  })

  it('cleans up the temporary files an earlier docsnav left beside its outputs', async () => {
    const folder = project(site())
    const out = join(folder, 'out')
    mkdirSync(out)
    writeFileSync(join(out, '.docsnav-outputs.json'), JSON.stringify({ files: ['routes.json'] }))
    writeFileSync(join(out, 'routes.json'), '{}')
    // pid 2^22 + 1 is above Linux's pid limit: no such process.
    for (const leftover of ['.routes.json.4194305.tmp', '.navigation.json.4194305.old', '.notes.txt.4194305.tmp']) writeFileSync(join(out, leftover), 'x')
    // The earlier manifest vouches for nothing (it has no hashes): the first build needs --force.
    expect((await build([folder, '--out', out])).code).toBe(2)
    expect(readFileSync(join(out, 'routes.json'), 'utf8')).toBe('{}')
    expect((await build([folder, '--out', out, '--force'])).code).toBe(0)
    expect(readdirSync(out).sort()).toEqual(['.docsnav', '.notes.txt.4194305.tmp', 'breadcrumbs.json', 'navigation.json', 'routes.json'])
  })
})

describe('docsnav build under faults', () => {
  it('leaves no partial file and the old outputs when the disk fills up', () => {
    const folder = project(site())
    const out = join(folder, 'out')
    expect(runProcess(['build', folder, '--out', out]).code).toBe(0)
    const before = snapshot(out)
    writeFileSync(join(folder, 'docs.json'), JSON.stringify(site('B', ['a', 'index'])))
    for (const write of [1, 3, 6]) {
      const result = runProcess(['build', folder, '--out', out], { fault: `enospc:${write}`, scope: out })
      expect(result.code).toBe(2)
      expect(result.stderr).toMatch(/could not write .*: no space left on the device; the previous outputs are unchanged/)
      expect(snapshot(out)).toEqual(before)
      expect(readdirSync(join(out, '.docsnav'))).toEqual(['manifest.json'])
    }
  })

  it('stops quietly, with its own exit code, when the reader of its output goes away', () => {
    // Far more output than a pipe holds, so writing goes on after the reader has gone.
    const folder = project(
      site(
        'A',
        Array.from({ length: 3000 }, (_, index) => `missing-${index}`),
      ),
      [],
    )
    const piped = spawnSync('sh', ['-c', `node bin/docsnav.js check ${folder} | head -c 1; echo " exit \${PIPESTATUS:-$?}"`], {
      encoding: 'utf8',
      cwd: repository,
    })
    expect(piped.stderr).toBe('')
    expect(piped.stdout).toMatch(/^\S exit \d+\n$/)
    const status = spawnSync('bash', ['-c', `set -o pipefail; node bin/docsnav.js check ${folder} | head -c 1 >/dev/null`], {
      encoding: 'utf8',
      cwd: repository,
    })
    expect(status.stderr).toBe('')
    expect(status.status).toBe(1)
  })
})

describe('an output folder that cannot be trusted (committed to the repository, restored from a cache)', () => {
  /** A built project, a folder outside it with a file that must survive, and the output folder's manifest. */
  function builtProject() {
    const folder = project(site())
    const out = join(folder, 'out')
    const outside = mkdtempSync(join(tmpdir(), 'docsnav-victim-'))
    writeFileSync(join(outside, 'keep.txt'), 'precious\n')
    expect(runProcess(['build', folder, '--out', out]).code).toBe(0)
    const manifestPath = join(out, '.docsnav', 'manifest.json')
    const forge = (entries: Record<string, string>) => {
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
      for (const [name, content] of Object.entries(entries))
        manifest.files[name] = { sha256: createHash('sha256').update(content).digest('hex'), size: String(Buffer.byteLength(content)) }
      writeFileSync(manifestPath, JSON.stringify(manifest))
    }
    return { folder, out, outside, forge }
  }

  it('moves nothing in from a staging folder that is a link, whatever a forged commit record says', () => {
    const { folder, out, outside } = builtProject()
    writeFileSync(join(outside, 'secret.env'), 'TOKEN=abc\n')
    // A file with an output's name, and a record that vouches for it as well as a record can.
    writeFileSync(join(outside, 'routes.json'), '{"theirs": true}\n')
    const stamp = (path: string) => {
      const stats = lstatSync(path, { bigint: true })
      return {
        sha256: createHash('sha256').update(readFileSync(path)).digest('hex'),
        size: String(stats.size),
        ino: String(stats.ino),
        mtime: String(stats.mtimeNs),
      }
    }
    symlinkSync(outside, join(out, '.docsnav', 'stage'))
    writeFileSync(
      join(out, '.docsnav', 'commit.json'),
      JSON.stringify({
        files: {
          'secret.env': { staged: stamp(join(outside, 'secret.env')), before: null },
          'routes.json': { staged: stamp(join(outside, 'routes.json')), before: stamp(join(out, 'routes.json')) },
        },
        remove: {},
      }),
    )
    const before = readFileSync(join(out, 'routes.json'), 'utf8')
    expect(runProcess(['build', folder, '--out', out]).code).toBe(0)
    expect(readFileSync(join(outside, 'secret.env'), 'utf8')).toBe('TOKEN=abc\n')
    expect(readFileSync(join(outside, 'routes.json'), 'utf8')).toBe('{"theirs": true}\n')
    expect(existsSync(join(out, 'secret.env'))).toBe(false)
    expect(readFileSync(join(out, 'routes.json'), 'utf8')).toBe(before)
  })

  it("deletes nothing on a forged manifest's word: not a file of another name, not through a link", () => {
    const { folder, out, outside, forge } = builtProject()
    writeFileSync(join(out, 'keep.txt'), 'mine\n')
    // Outside, behind a link where an output's folder goes: files with the names of outputs.
    writeFileSync(join(outside, 'sidebars.json'), '{"theirs": true}\n')
    symlinkSync(outside, join(out, 'docusaurus'))
    symlinkSync(folder, join(out, 'up'))
    forge({
      'keep.txt': 'mine\n',
      'docusaurus/sidebars.json': '{"theirs": true}\n',
      'docusaurus/keep.txt': 'precious\n',
      'up/docs.json': readFileSync(join(folder, 'docs.json'), 'utf8'),
    })
    writeFileSync(
      join(out, '.docsnav', 'commit.json'),
      JSON.stringify({
        files: {},
        remove: { 'docusaurus/sidebars.json': { sha256: createHash('sha256').update('{"theirs": true}\n').digest('hex'), size: '17' } },
      }),
    )
    runProcess(['build', folder, '--out', out])
    expect(readFileSync(join(out, 'keep.txt'), 'utf8')).toBe('mine\n')
    expect(readFileSync(join(outside, 'keep.txt'), 'utf8')).toBe('precious\n')
    expect(readFileSync(join(outside, 'sidebars.json'), 'utf8')).toBe('{"theirs": true}\n')
    expect(existsSync(join(folder, 'docs.json'))).toBe(true)
  })

  it('never writes through a link planted where its lock is written', () => {
    const { folder, out, outside } = builtProject()
    // The build's pid is the shell's: `exec` keeps it.
    const result = spawnSync(
      'bash',
      ['-c', `ln -s ${join(outside, 'keep.txt')} ${join(out, '.docsnav')}/lock.$$.tmp; exec node bin/docsnav.js build ${folder} --out ${out}`],
      { encoding: 'utf8', cwd: repository },
    )
    expect(result.status).toBe(0)
    expect(readFileSync(join(outside, 'keep.txt'), 'utf8')).toBe('precious\n')
  })

  it('reads no control file that is not a small regular file, so none can make it hang or read a device', () => {
    const { folder, out } = builtProject()
    rmSync(join(out, '.docsnav', 'manifest.json'))
    symlinkSync('/dev/zero', join(out, '.docsnav', 'manifest.json'))
    symlinkSync('/dev/zero', join(out, '.docsnav', 'commit.json'))
    const result = runProcess(['build', folder, '--out', out, '--force'], { timeout: 20_000 })
    expect(result.signal).toBeNull()
    expect(result.code).toBe(0)
  })

  it("shows an output folder's name without sending its control characters to the terminal", async () => {
    const folder = project(site())
    const result = await run(['build', '.', '--out', 'out\u001b]0;pwned\u0007'], {}, false, folder)
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('to out␛]0;pwned␇: ')
    expect(result.stdout + result.stderr).not.toMatch(/[\u0000-\u0008\u000b-\u001f]/)
  })
})

describe('docsnav build: what --force still refuses', () => {
  it('writes nothing when the whole navigation is a `$ref` that fails', async () => {
    const folder = project(docsJson({ navigation: { $ref: './nav.json' } }))
    writeFileSync(join(folder, 'nav.json'), JSON.stringify({ groups: [{ group: 'A', pages: ['a'] }] }))
    const out = join(folder, 'out')
    expect((await build([folder, '--out', out, '--site-url', 'https://x.example'])).code).toBe(0)
    const good = snapshot(out)
    for (const broken of [undefined, '{"groups": [', '{"groups": [{"group": "A", "pages": ["missing"]}], "tabs": 1}']) {
      if (broken === undefined) rmSync(join(folder, 'nav.json'))
      else writeFileSync(join(folder, 'nav.json'), broken)
      const forced = await build([folder, '--out', out, '--force', '--site-url', 'https://x.example'])
      expect(forced.code, broken).toBe(1)
      expect(forced.stderr, broken).toContain('not writing the outputs: there is nothing to build them from')
      expect(snapshot(out), broken).toEqual(good)
    }
  })

  it('refuses an --out holding an input it could not read or did not find', async () => {
    const folder = project(docsJson({ navigation: { groups: [{ $ref: './nav/group.json' }, { group: 'B', pages: ['a', 'pages/missing'] }] } }))
    mkdirSync(join(folder, 'nav'))
    writeFileSync(join(folder, 'nav', 'group.json'), JSON.stringify({ group: 'A', pages: ['index'], x: 'y'.repeat(2000) }))
    const before = snapshot(folder)
    const tooLarge = await build([folder, '--out', join(folder, 'nav'), '--force', '--max-file-size', '0.001'])
    expect(tooLarge.code).toBe(2)
    expect(tooLarge.stderr).toContain('it holds `nav/group.json`, which the build reads or looks for')
    const missing = await build([folder, '--out', join(folder, 'pages'), '--force'])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain('it holds `pages/missing.mdx`')
    expect(snapshot(folder)).toEqual(before)
  })

  it('finishes an interrupted write even when this build does not write', async () => {
    const folder = project(site())
    const out = join(folder, 'out')
    expect((await build([folder, '--out', out])).code).toBe(0)
    writeFileSync(join(folder, 'docs.json'), JSON.stringify(site('B', ['a', 'index'])))
    // Killed just after its commit record was written: nothing moved yet.
    expect(runProcess(['build', folder, '--out', out], { fault: 'kill-after-rename:/.docsnav/commit.json', scope: out }).signal).toBe('SIGKILL')
    expect(existsSync(join(out, '.docsnav', 'commit.json'))).toBe(true)
    writeFileSync(join(folder, 'docs.json'), JSON.stringify(site('C', ['a', 'missing'])))
    const refused = await build([folder, '--out', out])
    expect(refused.code).toBe(1)
    expect(existsSync(join(out, '.docsnav', 'commit.json'))).toBe(false)
    expect(readFileSync(join(out, 'navigation.json'), 'utf8')).toContain('"B"')
  })
})

describe('docsnav build: paths that are not folders', () => {
  it('says what is wrong with an --out or a root that cannot be a folder, without a stack trace', async () => {
    const folder = project(site())
    writeFileSync(join(folder, 'afile'), 'x')
    symlinkSync(join(folder, 'loop-b'), join(folder, 'loop-a'))
    symlinkSync(join(folder, 'loop-a'), join(folder, 'loop-b'))
    symlinkSync(join(folder, 'nowhere'), join(folder, 'dangling'))
    const cases: Array<[string[], RegExp]> = [
      [['build', folder, '--out', join(folder, 'afile', 'sub')], /--out .* cannot be used: a part of the path is a file/],
      [['build', folder, '--out', join(folder, 'loop-a')], /--out .* cannot be used: symbolic links in the path loop/],
      [['build', folder, '--out', join(folder, 'dangling')], /--out .* cannot be used: it is a symbolic link to nothing/],
      [['check', join(folder, 'afile', 'sub')], /cannot be used as the project folder: a part of the path is a file/],
      [['check', join(folder, 'loop-a')], /cannot be used as the project folder: symbolic links in the path loop/],
      [['check', join(folder, 'x'.repeat(300))], /cannot be used as the project folder: the path is too long/],
    ]
    for (const [args, message] of cases) {
      const result = await run(args)
      expect(result.code, args.join(' ')).toBe(2)
      expect(result.stderr, args.join(' ')).toMatch(message)
      expect(result.stderr).not.toContain('    at ')
    }
  })

  it('says so in one line, with exit 2, when it cannot write its report', () => {
    const result = spawnSync('sh', ['-c', 'node bin/docsnav.js check examples/acme > /dev/full'], { encoding: 'utf8', cwd: repository })
    expect(result.status).toBe(2)
    expect(result.stderr).toBe('docsnav: cannot write to standard output: ENOSPC\n')
  })
})
