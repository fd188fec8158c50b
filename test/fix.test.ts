import fc from 'fast-check'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { catalogue, compileSync, type DiagnosticCode } from '../src/index.js'
import { applyFixes, fixOf } from '../src/fix/index.js'
import { fixFiles } from '../src/project/fix-files.js'
import { nearValidConfig } from '../src/testing/index.js'
import { run } from './helpers/cli.js'
import { docsJson, docsJsonText } from './helpers/docs-json.js'
import { numRuns } from './helpers/runs.js'

/** One round of fixes on docs.json text (in memory): the text after them, and the codes fixed. */
function fixOnce(text: string, files: Record<string, string> = {}): { text: string; fixed: string[] } {
  const result = compileSync({ config: text, files })
  const fixes = result.diagnostics.flatMap((diagnostic) => {
    const fix = diagnostic.file === 'docs.json' ? fixOf(diagnostic, text) : undefined
    return fix ? [{ fix, code: diagnostic.code }] : []
  })
  const after = applyFixes(
    text,
    fixes.map(({ fix }) => fix),
  )
  return { text: after.text, fixed: fixes.filter(({ fix }) => after.applied.includes(fix)).map(({ code }) => code) }
}

const codes = (text: string, files: Record<string, string> = {}) => compileSync({ config: text, files }).diagnostics.map((diagnostic) => diagnostic.code)

describe('mechanical fixes', () => {
  const cases: Array<{ code: string; before: string; after: string }> = [
    { code: 'DN4001', before: '{"navigation": {"pages": ["intro.mdx"]}}', after: '{"navigation": {"pages": ["intro"]}}' },
    { code: 'DN4003', before: '{"navigation": {"pages": [" intro "]}}', after: '{"navigation": {"pages": ["intro"]}}' },
    { code: 'DN4005', before: '{"navigation": {"pages": ["guides\\\\intro"]}}', after: '{"navigation": {"pages": ["guides/intro"]}}' },
    {
      code: 'DN2009',
      before: '{"navigation": {"groups": [{"group": "G", "pages": ["intro"], "tagg": "New"}]}}',
      after: '{"navigation": {"groups": [{"group": "G", "pages": ["intro"], "tag": "New"}]}}',
    },
    {
      code: 'DN2009',
      before: '{"navigation": {"groups": [{"group": "G", "pages": ["intro", {"group": "N", "pages": ["intro"], "collapsed": true}]}]}}',
      after: '{"navigation": {"groups": [{"group": "G", "pages": ["intro", {"group": "N", "pages": ["intro"], "expanded": false}]}]}}',
    },
    {
      code: 'DN2006',
      before: '{"navigation": {"groups": [{"grop": "G", "pages": ["intro"]}]}}',
      after: '{"navigation": {"groups": [{"group": "G", "pages": ["intro"]}]}}',
    },
    {
      code: 'DN2006',
      before: '{"navigation": {"groups": [{"title": "G", "pages": ["intro"]}]}}',
      after: '{"navigation": {"groups": [{"group": "G", "pages": ["intro"]}]}}',
    },
    {
      code: 'DN2010',
      before: '{"navigation": {"languages": [{"language": "eng", "pages": ["intro"]}]}}',
      after: '{"navigation": {"languages": [{"language": "en", "pages": ["intro"]}]}}',
    },
    {
      code: 'DN2012',
      before:
        '{\n  "navigation": {\n    "groups": [\n      {\n        "group": "G",\n        "expanded": true,\n        "pages": ["intro"]\n      }\n    ]\n  }\n}',
      after: '{\n  "navigation": {\n    "groups": [\n      {\n        "group": "G",\n        "pages": ["intro"]\n      }\n    ]\n  }\n}',
    },
    {
      code: 'DN2012',
      before: '{"navigation": {"groups": [{"group": "G", "pages": ["intro"], "expanded": true}]}}',
      after: '{"navigation": {"groups": [{"group": "G", "pages": ["intro"]}]}}',
    },
    {
      code: 'DN2025',
      before: '{"navigation": {"groups": [{"group": "G", "icon": "fa-book", "pages": ["intro"]}]}}',
      after: '{"navigation": {"groups": [{"group": "G", "icon": "book", "pages": ["intro"]}]}}',
    },
    {
      code: 'DN2016',
      before: '{"styling": {"eyebrows": "sections"}, "navigation": {"pages": ["intro"]}}',
      after: '{"styling": {"eyebrows": "section"}, "navigation": {"pages": ["intro"]}}',
    },
    { code: 'DN1002', before: '{"navigation": {"pages": ["intro",]}}', after: '{"navigation": {"pages": ["intro"]}}' },
    { code: 'DN1003', before: '{"navigation": {"pages": ["intro"]} // the start\n}', after: '{"navigation": {"pages": ["intro"]}\n}' },
    { code: 'DN1003', before: '{\n  // the site\n  "navigation": {"pages": ["intro"]}\n}', after: '{\n  "navigation": {"pages": ["intro"]}\n}' },
    { code: 'DN1003', before: '{"navigation": /* the site */ {"pages": ["intro"]}}', after: '{"navigation": {"pages": ["intro"]}}' },
    { code: 'DN1009', before: '{navigation: {"pages": ["intro"]}}', after: '{"navigation": {"pages": ["intro"]}}' },
  ]
  const files = { 'intro.mdx': '---\ntitle: Intro\n---\n', 'guides/intro.mdx': '---\ntitle: Guide\n---\n' }
  for (const { code, before, after } of cases) {
    it(`fixes ${code} with the smallest edit (${before.length > 60 ? `${before.slice(0, 57)}...` : before})`, () => {
      expect(codes(before, files)).toContain(code)
      const once = fixOnce(before, files)
      expect(once.fixed).toContain(code)
      expect(once.text).toBe(after)
      expect(codes(after, files)).not.toContain(code)
    })
  }

  it('leaves a guess alone: a language code near several, a missing page, an icon of several words', () => {
    // `ua` is one edit from `uk`, `uz`; `hiden` is a typo of `hidden` only, so that one is fixed.
    for (const text of [
      '{"navigation": {"languages": [{"language": "ua", "pages": ["intro"]}]}}',
      '{"navigation": {"pages": ["intr"]}}',
      '{"navigation": {"groups": [{"group": "G", "icon": "fa-solid fa-book", "pages": ["intro"]}]}}',
      '{"navigation": {"groups": [{"heading": "G", "pages": ["intro"]}]}}',
    ]) {
      expect(compileSync({ config: text, files }).diagnostics.length).toBeGreaterThan(0)
      expect(fixOnce(text, files).fixed).toEqual([])
    }
  })

  it('removes nothing from an include, which may be included again where the member is right', () => {
    const files = { 'intro.mdx': '---\ntitle: Intro\n---\n', 'g.json': '{"group": "G", "expanded": true, "pages": ["intro"]}' }
    const result = compileSync({
      config:
        '{"navigation": {"tabs": [{"tab": "A", "groups": [{"$ref": "g.json"}]}, {"tab": "B", "groups": [{"group": "H", "pages": [{"$ref": "g.json"}]}]}]}}',
      files,
    })
    const topLevel = result.diagnostics.find((diagnostic) => diagnostic.code === 'DN2012')!
    expect(topLevel.file).toBe('g.json')
    expect(fixOf(topLevel, files['g.json'])).toBeUndefined()
  })

  it('says in the catalogue which codes have a fix, and every fix names a rule the fixer knows', () => {
    const fixable = Object.entries(catalogue)
      .filter(([, entry]) => 'fix' in entry)
      .map(([code]) => code as DiagnosticCode)
    expect(fixable).toEqual(expect.arrayContaining(['DN4001', 'DN4003', 'DN2009', 'DN2010', 'DN2012']))
    for (const code of fixable)
      expect(['text', 'value', 'key', 'label', 'remove-member', 'remove-text']).toContain((catalogue[code] as { fix: { kind: string } }).fix.kind)
  })
})

describe('fixing, on generated configs', () => {
  const text = (config: object) => JSON.stringify(config, null, 2)
  const check = (config: string) => compileSync({ config }, { noFiles: true }).diagnostics.filter((diagnostic) => diagnostic.severity !== 'info')

  it('is idempotent, leaves none of the diagnostics it fixed, and makes near-valid configs valid when their mistake has a fix', () => {
    fc.assert(
      fc.property(nearValidConfig(), ({ config }) => {
        const before = text(config)
        const found = check(before)
        const unfixable = new Set(found.filter((diagnostic) => fixOf(diagnostic, before) === undefined).map((diagnostic) => diagnostic.code))
        const fixed = fixAllChecked(before)
        // Idempotent: nothing left to fix, and fixing again changes nothing.
        expect(fixAllChecked(fixed)).toBe(fixed)
        const left = check(fixed)
        for (const diagnostic of left) expect(fixOf(diagnostic, fixed)).toBeUndefined()
        if (unfixable.size === 0) expect(left).toEqual([])
        else expect(left.some((diagnostic) => unfixable.has(diagnostic.code))).toBe(true)
      }),
      { numRuns: numRuns(150) },
    )
  })

  it('makes valid the near-valid configs whose mistakes have fixes: a misspelt key, a page with its extension', () => {
    // The generator's fixable mistakes, written out, so that the property above is not vacuous on any seed.
    const mistaken = [
      docsJson({ navigation: { groups: [{ group: 'A', pages: ['a'], expaned: true }] } }),
      docsJson({ navigation: { groups: [{ group: 'A', pages: ['a.mdx', 'b'] }] } }),
      docsJson({ navigation: { tabs: [{ tab: 'T', gruops: [{ group: 'A', pages: ['a'] }] }] } }),
      // A misspelt primary key at the root: the error is at that key, and the fix renames it.
      docsJson({ navigation: { grops: [{ group: 'A', pages: ['a'] }] } }),
    ]
    for (const config of mistaken) {
      const before = text(config)
      expect(check(before).length, before).toBeGreaterThan(0)
      expect(check(fixAllChecked(before)), before).toEqual([])
    }
  })

  /** Fixes until nothing fixable is left, as `check --fix` does, without page files. */
  function fixAllChecked(text: string): string {
    for (let round = 0; round < 10; round++) {
      const fixes = check(text).flatMap((diagnostic) => fixOf(diagnostic, text) ?? [])
      if (fixes.length === 0) return text
      text = applyFixes(text, fixes).text
    }
    throw new Error('fixing did not settle in 10 rounds')
  }
})

describe('docsnav check --fix', () => {
  const folders: string[] = []
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true })
  })
  const project = (files: Record<string, string>) => {
    const root = mkdtempSync(join(tmpdir(), 'docsnav-fix-'))
    folders.push(root)
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(root, path, '..'), { recursive: true })
      writeFileSync(join(root, path), text)
    }
    return root
  }

  it('writes a `$ref` that starts with `/` relative to its file, and removes a byte order mark', async () => {
    const root = project({
      'docs.json': `\uFEFF${docsJsonText('{"navigation": {"groups": [{"$ref": "/config/start.json"}]}}')}`,
      'config/start.json': '{"group": "Start", "pages": {"$ref": "/config/pages.json"}}',
      'config/pages.json': '["index"]',
      'index.mdx': '---\ntitle: Home\n---\n',
    })
    const { result, applied } = await fixFiles(root)
    expect(applied.map((fix) => fix.code).sort()).toEqual(['DN1026', 'DN1102', 'DN1102'])
    expect(result.diagnostics.filter((diagnostic) => diagnostic.severity !== 'info')).toEqual([])
    expect(readFileSync(join(root, 'docs.json'), 'utf8')).toBe(docsJsonText('{"navigation": {"groups": [{"$ref": "./config/start.json"}]}}'))
    expect(readFileSync(join(root, 'config/start.json'), 'utf8')).toBe('{"group": "Start", "pages": {"$ref": "./pages.json"}}')
  })

  it('fixes docs.json and its includes in rounds, keeping their formatting, and reports what it fixed', async () => {
    const root = project({
      'docs.json': docsJsonText(
        '{\n  "navigation": {\n    "groups": [\n      { "group": "Start", "pages": ["intro.mdx"], "expaned": true },\n      { "$ref": "more.json" }\n    ]\n  }\n}\n',
      ),
      'more.json': '{\n    "group": "More",\n    "pages": [" guide "]\n}\n',
      'intro.mdx': '---\ntitle: Intro\n---\n',
      'guide.mdx': '---\ntitle: Guide\n---\n',
    })
    const { result, applied } = await fixFiles(root)
    // The renamed key revealed the next mistake, `expanded` on a top-level group, removed in a second round.
    expect(readFileSync(join(root, 'docs.json'), 'utf8')).toBe(
      docsJsonText('{\n  "navigation": {\n    "groups": [\n      { "group": "Start", "pages": ["intro"] },\n      { "$ref": "more.json" }\n    ]\n  }\n}\n'),
    )
    expect(readFileSync(join(root, 'more.json'), 'utf8')).toBe('{\n    "group": "More",\n    "pages": ["guide"]\n}\n')
    expect(applied.map((fix) => `${fix.file} ${fix.code}`)).toEqual(['docs.json DN4001', 'docs.json DN2009', 'more.json DN4003', 'docs.json DN2012'])
    expect(result.diagnostics).toEqual([])
  })

  it("undoes a fix that makes an error where it was made, fixes two misspellings of one key only once, keeps the file's mode, and fixes every comment", async () => {
    // ` intro.mdx` exists, spaces and all: trimming the entry would break it.
    const spaced = project({ 'docs.json': docsJsonText('{"navigation": {"pages": [" intro"]}}'), ' intro.mdx': '---\ntitle: Intro\n---\n' })
    const kept = await fixFiles(spaced)
    expect(readFileSync(join(spaced, 'docs.json'), 'utf8')).toBe(docsJsonText('{"navigation": {"pages": [" intro"]}}'))
    expect(kept.applied).toEqual([])
    expect(kept.skipped).toEqual([{ file: 'docs.json', reason: expect.stringContaining('undone'), undone: true }])
    expect(kept.result.summary.errors).toBe(0)

    const twice = project({
      'docs.json': docsJsonText('{"navigation": {"groups": [{"group": "G", "pages": ["intro"], "iconn": "book", "icno": "star"}]}}'),
      'intro.mdx': '---\ntitle: Intro\n---\n',
    })
    chmodSync(join(twice, 'docs.json'), 0o640)
    const once = await fixFiles(twice)
    expect(readFileSync(join(twice, 'docs.json'), 'utf8')).toBe(
      docsJsonText('{"navigation": {"groups": [{"group": "G", "pages": ["intro"], "icon": "book", "icno": "star"}]}}'),
    )
    expect(once.result.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['DN2009'])
    expect(statSync(join(twice, 'docs.json')).mode & 0o777).toBe(0o640)

    const comments = Array.from({ length: 14 }, (_, index) => `// note ${index}`).join('\n')
    const commented = project({ 'docs.json': `${comments}\n${docsJsonText('{"navigation": {"pages": ["intro"]}}')}`, 'intro.mdx': '---\ntitle: Intro\n---\n' })
    const cleaned = await fixFiles(commented)
    expect(cleaned.applied).toHaveLength(14)
    expect(cleaned.result.diagnostics).toEqual([])
  })

  it('fixes syntax errors in an include one after the other (each shows the next in its place)', async () => {
    const root = project({
      'docs.json': docsJsonText('{"navigation": {"groups": [{"$ref": "g.json"}]}}'),
      'g.json': '{"group": "G", "pages": ["intro",],}',
      'intro.mdx': '---\ntitle: Intro\n---\n',
    })
    const { result, applied, skipped } = await fixFiles(root)
    expect(readFileSync(join(root, 'g.json'), 'utf8')).toBe('{"group": "G", "pages": ["intro"]}')
    expect(applied.map((fix) => fix.code)).toEqual(['DN1002', 'DN1002'])
    expect(skipped).toEqual([])
    expect(result.diagnostics).toEqual([])
  })

  it('never writes through a symbolic link, and prints what it did on the command line', async () => {
    const root = project({ 'real/docs.json': docsJsonText('{"navigation": {"pages": ["intro.mdx"]}}'), 'intro.mdx': '---\ntitle: Intro\n---\n' })
    symlinkSync(join(root, 'real', 'docs.json'), join(root, 'docs.json'))
    const { applied, skipped } = await fixFiles(root)
    expect(applied).toEqual([])
    expect(skipped).toEqual([{ file: 'docs.json', reason: expect.stringContaining('symbolic link') }])
    expect(readFileSync(join(root, 'real', 'docs.json'), 'utf8')).toBe(docsJsonText('{"navigation": {"pages": ["intro.mdx"]}}'))
    // A fix asked for and not written is a failure (exit 2), though what is left are warnings.
    const unfixed = await run(['check', root, '--fix', '--no-color'])
    expect(unfixed.stdout).toContain(`not fixed ${join(root, 'docs.json')}: it is a symbolic link`)
    expect(unfixed.code).toBe(2)

    const plain = project({ 'docs.json': docsJsonText('{"navigation": {"pages": ["intro.mdx"]}}'), 'intro.mdx': '---\ntitle: Intro\n---\n' })
    const cli = await run(['check', plain, '--fix', '--no-color'])
    expect(cli.stdout).toContain(`fixed ${join(plain, 'docs.json')}:1:27 DN4001 Write the page as \`intro\``)
    expect(cli.code).toBe(0)
    expect(readFileSync(join(plain, 'docs.json'), 'utf8')).toBe(docsJsonText('{"navigation": {"pages": ["intro"]}}'))
  })
})
