import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { applyChanges, importSite, type Importer, type ImportedSite } from '../../src/import/index.js'
import { withSidebarTitle } from '../../src/import/page-plan.js'
import { run, runProcess } from '../helpers/cli.js'
import { projectIn } from './generator-project.mjs'

/**
 * What every import shares, with a reader of the test's own: the page changes docs.json needs,
 * the check of the result, migration redirects from old URLs, and the command line's writing.
 */

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'docsnav-import-'))
  folders.push(root)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

const page = (title: string) => `---\ntitle: ${JSON.stringify(title)}\n---\n\n# ${title}\n`

/** A reader that gives what the test says: a site in `docs/` whose files keep Docusaurus-like number prefixes. */
function reader(site: Omit<ImportedSite, 'kind'>): Importer {
  return { kind: 'docusaurus', detect: () => 'marker', read: async () => ({ kind: 'docusaurus', ...site }) }
}

const numbered: Omit<ImportedSite, 'kind'> = {
  folder: 'docs',
  config: { name: 'Numbered', navigation: { groups: [{ group: 'Start', pages: ['intro', 'guides/setup'] }] } },
  pages: new Map([
    ['intro', { file: 'docs/01-intro.md', label: 'Introduction' }],
    ['guides/setup', { file: 'docs/guides/setup.md' }],
  ]),
}
const numberedFiles = { 'docs/01-intro.md': page('Intro'), 'docs/guides/setup.md': page('Setup') }

describe('importSite', () => {
  it('says when it cannot tell what a folder is', async () => {
    const result = await importSite(project({ 'notes.txt': 'hello' }))
    expect(result.text).toBeUndefined()
    expect(result.report.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['DN1201'])
  })

  it('plans a move where a page file is not where its page path says, and sidebarTitle where the label differs', async () => {
    const root = project(numberedFiles)
    const result = await importSite(root, { importer: reader(numbered) })
    expect(result.changes).toEqual([{ file: 'docs/01-intro.md', moveTo: 'docs/intro.md', sidebarTitle: 'Introduction' }])
    const codes = result.report.diagnostics.map((diagnostic) => `${diagnostic.code} ${diagnostic.file ?? ''}`)
    expect(codes).toContain('DN1205 docs/01-intro.md')
    // Checked with the changes made in memory: no page is missing, and the label is the source's.
    expect(result.compiled!.summary.errors).toBe(0)
    expect(result.compiled!.site!.routes.map((route) => route.url)).toEqual(['/intro', '/guides/setup'])
    expect(JSON.parse(result.text!)).toMatchObject({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Numbered' })
    // The project itself is untouched.
    expect(readFileSync(join(root, 'docs/01-intro.md'), 'utf8')).toBe(page('Intro'))
  })

  it('refuses a move onto a file that is there, and says so at the page', async () => {
    const root = project({ ...numberedFiles, 'docs/intro.mdx': page('Another') })
    const result = await importSite(root, { importer: reader(numbered) })
    const blocked = result.report.diagnostics.find((diagnostic) => diagnostic.code === 'DN1206')
    expect(blocked).toMatchObject({ file: 'docs/01-intro.md', severity: 'error' })
    expect(blocked!.message).toContain('docs/intro.mdx')
  })

  it('moves a page into the place another page leaves, in an order that never replaces a file', async () => {
    // As a versioned site: the current docs leave docs/ for docs/next/, the last version's come in.
    const versioned: Omit<ImportedSite, 'kind'> = {
      folder: '',
      config: {
        navigation: {
          versions: [
            { version: 'next', pages: ['docs/next/intro'] },
            { version: '2.0', pages: ['docs/intro'] },
          ],
        },
      },
      // The page that comes in is listed first: the changes are made with the leaving one first.
      pages: new Map([
        ['docs/intro', { file: 'versioned_docs/version-2.0/intro.md' }],
        ['docs/next/intro', { file: 'docs/intro.md' }],
      ]),
    }
    const root = project({ 'docs/intro.md': page('Next'), 'versioned_docs/version-2.0/intro.md': page('Two') })
    const result = await importSite(root, { importer: reader(versioned) })
    expect(result.report.diagnostics.filter((diagnostic) => diagnostic.code === 'DN1206')).toEqual([])
    expect(result.report.summary.errors).toBe(0)
    expect(applyChanges(root, result.changes)).toEqual([])
    expect(readFileSync(join(root, 'docs/next/intro.md'), 'utf8')).toBe(page('Next'))
    expect(readFileSync(join(root, 'docs/intro.md'), 'utf8')).toBe(page('Two'))
  })

  it('says it is at fault when a reader gives up without saying why', async () => {
    const silent: Importer = { kind: 'vitepress', detect: () => 'x', read: async () => undefined }
    const result = await importSite(project({}), { importer: silent })
    expect(result.report.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['DN9001'])
  })

  it('is an error when the navigation read lists no page (VitePress 2 keeping it in locale configs)', async () => {
    const empty = { folder: '', config: { navigation: { languages: [{ language: 'en', groups: [] }] } }, pages: new Map() }
    const result = await importSite(project({}), { importer: reader(empty) })
    const said = result.report.diagnostics.find((diagnostic) => diagnostic.code === 'DN1215')
    expect(said?.severity).toBe('error')
    expect(said?.message).toBe('The docusaurus project gives docs.json no page: its navigation, as docusaurus resolves it, lists none')
  })

  it('places related locations in docs.json under the import folder too', async () => {
    const root = project({ 'docs/a.md': page('A') })
    const twice = { folder: 'docs', config: { navigation: { groups: [{ group: 'G', pages: ['a', 'a'] }] } }, pages: new Map([['a', { file: 'docs/a.md' }]]) }
    const result = await importSite(root, { importer: reader(twice) })
    const related = result.report.diagnostics.flatMap((diagnostic) => diagnostic.related)
    expect(related.length).toBeGreaterThan(0)
    for (const place of related) expect(place.file).toBe('docs/docs.json')
  })

  it('follows links that stay in the project, and neither reads nor changes a page a link leads out to', async () => {
    const outside = project({ 'far.md': page('Far away') })
    const root = project({ 'docs/shared/a.md': page('A') })
    symlinkSync(join(root, 'docs/shared'), join(root, 'docs/alias'))
    symlinkSync(join(outside, 'far.md'), join(root, 'docs/far.md'))
    const linked = {
      folder: 'docs',
      config: { navigation: { groups: [{ group: 'G', pages: ['alias/a', 'far'] }] } },
      pages: new Map([
        ['alias/a', { file: 'docs/alias/a.md', label: 'Through the link' }],
        ['far', { file: 'docs/far.md', label: 'Renamed' }],
      ]),
    }
    const result = await importSite(root, { importer: reader(linked) })
    const blocked = result.report.diagnostics.filter((diagnostic) => diagnostic.code === 'DN1206')
    expect(blocked.map((diagnostic) => [diagnostic.file, diagnostic.params.reason])).toEqual([['docs/far.md', 'a symbolic link leads it out of the project']])
    // The page through a link inside the project is there for the check, and gets its label.
    expect(result.changes).toEqual([{ file: 'docs/alias/a.md', sidebarTitle: 'Through the link' }])
    expect(applyChanges(root, [{ file: 'docs/far.md', sidebarTitle: 'Renamed' }]).map((failure) => failure.reason)).toEqual([
      'a symbolic link leads it out of the project',
    ])
    expect(readFileSync(join(outside, 'far.md'), 'utf8')).toBe(page('Far away'))
  })

  it('reports what the reader could not read as an internal error, not a throw', async () => {
    const broken: Importer = { kind: 'mkdocs', detect: () => 'x', read: () => Promise.reject(new Error('boom')) }
    const result = await importSite(project({}), { importer: broken })
    expect(result.report.diagnostics.map((diagnostic) => [diagnostic.code, diagnostic.message])).toEqual([
      ['DN9001', 'Internal error in the mkdocs import: boom'],
    ])
  })

  it('places the compile diagnostics of the result in docs.json under the import folder', async () => {
    const root = project({ 'docs/a.md': page('A') })
    const site = {
      folder: 'docs',
      config: { navigation: { groups: [{ group: 'G', pages: ['a', 'missing'] }] } },
      pages: new Map([['a', { file: 'docs/a.md' }]]),
    }
    const result = await importSite(root, { importer: reader(site) })
    const missing = result.report.diagnostics.find((diagnostic) => diagnostic.severity === 'error')
    expect(missing).toMatchObject({ file: 'docs/docs.json' })
    expect(missing!.line).toBeGreaterThan(1)
    expect(result.report.sources['docs/docs.json']).toBe(result.text)
  })
})

describe('migration redirects', () => {
  const site: Omit<ImportedSite, 'kind'> = {
    folder: '',
    config: { navigation: { groups: [{ group: 'Guides', pages: ['guides/setup', 'guides/deploy', 'reference/cli'] }] } },
    pages: new Map([
      ['guides/setup', { file: 'guides/setup.md' }],
      ['guides/deploy', { file: 'guides/deploy.md' }],
      ['reference/cli', { file: 'reference/cli.md' }],
    ]),
  }
  const files = { 'guides/setup.md': page('Setup'), 'guides/deploy.md': page('Deploying'), 'reference/cli.md': page('CLI') }

  it('adds a redirect for every old URL the new site does not serve, and says which land nowhere', async () => {
    const sitemap = `<?xml version="1.0"?><urlset>${[
      'https://old.example.com/guides/setup/',
      'https://old.example.com/docs/guides/deploy',
      'https://old.example.com/guides/setup.html',
      'https://old.example.com/v1/tools/cli',
      'https://old.example.com/blog/farewell',
    ]
      .map((url) => `<url><loc>${url}</loc></url>`)
      .join('')}</urlset>`
    const result = await importSite(project(files), { importer: reader(site), oldUrls: { file: 'sitemap.xml', text: sitemap } })
    expect(result.config!.redirects).toEqual([
      // The same path under another base.
      { source: '/docs/guides/deploy', destination: '/guides/deploy' },
      // The same page, written as a file.
      { source: '/guides/setup.html', destination: '/guides/setup' },
      // The same last segment, named by one page only (as `docsnav diff` pairs moved pages).
      { source: '/v1/tools/cli', destination: '/reference/cli' },
    ])
    const lost = result.report.diagnostics.filter((diagnostic) => diagnostic.code === 'DN1208')
    expect(lost.map((diagnostic) => diagnostic.params.url)).toEqual(['/blog/farewell'])
    // `/guides/setup/` is served (a trailing slash is the same route), and the redirects are docs.json's own: no error
    // (the compile's, that `/blog/farewell` went without a redirect, is the import's warning).
    expect(result.report.summary.errors).toBe(0)
    expect(result.compiled!.diagnostics.filter((diagnostic) => diagnostic.severity === 'error').map((diagnostic) => diagnostic.code)).toEqual(['DN7021'])
    expect(result.report.diagnostics.at(-1)).toMatchObject({ code: 'DN1209', message: 'Imported 3 pages from docusaurus with 3 redirects for old URLs' })
  })

  it('reads a routes.json and a plain list of URLs too, and pairs by title', async () => {
    const routes = JSON.stringify({
      routes: [
        { url: '/start/deploying', title: 'Deploying' },
        { url: '/start/setup', title: 'Setup' },
      ],
    })
    const fromRoutes = await importSite(project(files), { importer: reader(site), oldUrls: { file: 'routes.json', text: routes } })
    expect(fromRoutes.config!.redirects).toEqual([{ source: '/start/setup', destination: '/guides/setup' }])
    // `/start/deploying` has neither the path nor the last segment of a page: its title alone pairs nothing.
    expect(fromRoutes.report.diagnostics.filter((diagnostic) => diagnostic.code === 'DN1208').map((diagnostic) => diagnostic.params.url)).toEqual([
      '/start/deploying',
    ])
    const list = await importSite(project(files), {
      importer: reader(site),
      oldUrls: { file: 'urls.txt', text: '# old site\n/a/guides/deploy\n\n/guides/setup\n' },
    })
    expect(list.config!.redirects).toEqual([{ source: '/a/guides/deploy', destination: '/guides/deploy' }])
  })

  it('takes the base the moved pages dropped off every old URL under it: the base itself is the home page', async () => {
    const home: Omit<ImportedSite, 'kind'> = {
      folder: '',
      config: { navigation: { groups: [{ group: 'Start', pages: ['index', 'guides/setup', 'intro'] }] } },
      pages: new Map([
        ['index', { file: 'index.md' }],
        ['guides/setup', { file: 'guides/setup.md' }],
        ['intro', { file: 'intro.md' }],
      ]),
    }
    const root = project({ 'index.md': page('Home'), 'guides/setup.md': page('Setup'), 'intro.md': page('Intro') })
    const urls = ['/docs/', '/docs/guides/setup/', '/docs/intro', '/blog'].join('\n')
    const result = await importSite(root, { importer: reader(home), oldUrls: { file: 'urls.txt', text: urls } })
    expect(result.config!.redirects).toEqual([
      { source: '/docs/guides/setup/', destination: '/guides/setup' },
      { source: '/docs/', destination: '/' },
      { source: '/docs/intro', destination: '/intro' },
    ])
    expect(result.report.diagnostics.filter((diagnostic) => diagnostic.code === 'DN1208').map((diagnostic) => diagnostic.params.url)).toEqual(['/blog'])
  })

  it('says what it cannot read of the old URLs, and takes nothing from it', async () => {
    const said = async (file: string, text: string) => {
      const result = await importSite(project(files), { importer: reader(site), oldUrls: { file, text } })
      expect(result.config!.redirects).toBeUndefined()
      return result.report.diagnostics.filter((diagnostic) => diagnostic.code === 'DN1211').map((diagnostic) => diagnostic.message)
    }
    expect(await said('routes.json', '{"routes": 3}')).toEqual(['`routes.json` gives no URL as old URLs: it is JSON, but has no `routes` array'])
    const index = '<sitemapindex><sitemap><loc>https://old.dev/sitemap-0.xml</loc></sitemap></sitemapindex>'
    expect(await said('sitemap.xml', index)).toEqual([
      '`sitemap.xml` gives no URL as old URLs: it is a sitemap index: pass the sitemaps it lists, one at a time or joined',
    ])
    expect(await said('page.html', '<html><body>Moved</body></html>')).toEqual([
      '`page.html` gives no URL as old URLs: it is XML or HTML, but not a sitemap (no `<urlset>`)',
    ])
    expect(await said('urls.txt', 'hello world\n\u0000\u0001binary\n')).toEqual([
      '`urls.txt` gives 2 lines that are not URLs as old URLs: `hello world` is neither `https://…` nor `/…`: left out',
      '`urls.txt` gives no URL as old URLs: it lists none',
    ])
  })

  it('sends several old URLs of one page to it (the diff pairs one with one), and reads CDATA in a sitemap', async () => {
    const sitemap = `<urlset>${['/docs/1.0/setup', '/docs/2.0/setup']
      .map((path) => `<url><loc><![CDATA[https://old.dev${path}]]></loc></url>`)
      .join('')}</urlset>`
    const result = await importSite(project(files), { importer: reader(site), oldUrls: { file: 'sitemap.xml', text: sitemap } })
    expect(result.config!.redirects).toEqual([
      { source: '/docs/1.0/setup', destination: '/guides/setup' },
      { source: '/docs/2.0/setup', destination: '/guides/setup' },
    ])
    expect(result.report.diagnostics.filter((diagnostic) => diagnostic.code === 'DN1208')).toEqual([])
  })
})

describe('page changes on disk', () => {
  it('sets sidebarTitle in a frontmatter, adding one where there is none', () => {
    expect(withSidebarTitle('---\ntitle: A\n---\n\nBody\n', 'Label')).toBe('---\ntitle: A\nsidebarTitle: "Label"\n---\n\nBody\n')
    expect(withSidebarTitle('---\nsidebarTitle: Old\n---\nBody', 'New')).toBe('---\nsidebarTitle: "New"\n---\nBody')
    expect(withSidebarTitle('---\n---\nBody', 'L')).toBe('---\nsidebarTitle: "L"\n---\nBody')
    expect(withSidebarTitle('# Body\n', 'L')).toBe('---\nsidebarTitle: "L"\n---\n\n# Body\n')
    // A byte order mark stays first; a value over several lines is replaced whole.
    expect(withSidebarTitle('\uFEFF---\ntitle: A\n---\nBody', 'L')).toBe('\uFEFF---\ntitle: A\nsidebarTitle: "L"\n---\nBody')
    expect(withSidebarTitle('---\nsidebarTitle: >\n  Old\n  label\ntitle: A\n---\n', 'New')).toBe('---\nsidebarTitle: "New"\ntitle: A\n---\n')
  })

  it('moves without replacing: a file that took the place meanwhile stays, and the failure is said', () => {
    const root = project({ 'a.md': 'A', 'b.md': 'B', 'taken.md': 'mine' })
    const failed = applyChanges(root, [
      { file: 'a.md', moveTo: 'sub/a.md' },
      { file: 'b.md', moveTo: 'taken.md' },
    ])
    expect(readFileSync(join(root, 'sub/a.md'), 'utf8')).toBe('A')
    expect(readFileSync(join(root, 'taken.md'), 'utf8')).toBe('mine')
    expect(readFileSync(join(root, 'b.md'), 'utf8')).toBe('B')
    expect(failed.map((entry) => entry.change.file)).toEqual(['b.md'])
  })
})

describe('docsnav import', () => {
  it('needs a folder, and a known --from', async () => {
    expect((await run(['import'])).stderr).toContain('import needs the folder of the site to import')
    const wrong = await run(['import', '.', '--from', 'hugo'])
    expect(wrong.code).toBe(2)
    expect(wrong.stderr).toContain('--from takes docusaurus, mkdocs, vitepress, starlight, fumadocs, gitbook or mint, not `hugo`')
    expect((await run(['check', '.', '--write-pages'])).stderr).toContain('--from, --write-pages and --old-urls go with import')
    // The other commands' options are refused, not ignored.
    expect((await run(['import', '.', '--watch'])).stderr).toContain('--watch does not go with import')
    expect((await run(['import', '.', '--target', 'mkdocs'])).stderr).toContain('--target does not go with import')
  })

  it('names the sites a repository of several holds (GitBook spaces), when its root is none', async () => {
    const root = project({ 'docs/a/SUMMARY.md': '* [A](README.md)\n', 'docs/a/README.md': '# A\n', 'docs/b/SUMMARY.md': '* [B](README.md)\n' })
    const said = (await importSite(root)).report.diagnostics.find((diagnostic) => diagnostic.code === 'DN1201')
    expect(said?.message).toMatch(/; its folders hold sites \(`docs\/a\/SUMMARY\.md`, `docs\/b\/SUMMARY\.md`\): import one of them$/)
  })

  it('exits 1 with DN1201 for a folder of no known kind, writing nothing', async () => {
    const root = project({ 'notes.txt': 'hello' })
    const result = await run(['import', root, '--format', 'json'])
    expect(result.code).toBe(1)
    expect(JSON.parse(result.stdout).diagnostics.map((diagnostic: { code: string }) => diagnostic.code)).toEqual(['DN1201'])
  })
})

describe('docsnav import of a MkDocs site', () => {
  const mkdocs = {
    'mkdocs.yml': 'site_name: Moving\nnav:\n  - Home: index.md\n  - The guide: guide/README.md\n',
    'docs/index.md': '# Welcome\n',
    'docs/guide/README.md': '# Guide\n',
  }

  it('writes docs.json in docs_dir, then with --write-pages moves the pages and sets their labels, printing the plan first', async () => {
    const root = project(mkdocs)
    const result = await run(['import', root, '--write-pages', '--no-color'])
    expect(result.code).toBe(0)
    expect(result.stderr).toBe(
      [
        'docsnav: changing 2 page files as docs.json needs:',
        '  docs/guide/README.md: moved to `docs/guide/index.md`, and `sidebarTitle: "The guide"` in its frontmatter',
        // MkDocs's nav names the page Home; its title is Welcome.
        '  docs/index.md: `sidebarTitle: "Home"` in its frontmatter\n',
      ].join('\n'),
    )
    const written = JSON.parse(readFileSync(join(root, 'docs', 'docs.json'), 'utf8'))
    expect(written.name).toBe('Moving')
    expect(readFileSync(join(root, 'docs/guide/index.md'), 'utf8')).toContain('sidebarTitle: "The guide"')
    expect(() => readFileSync(join(root, 'docs/guide/README.md'))).toThrow()
    // Checked again as it now is on disk: the docs.json and its pages have no error.
    expect((await run(['check', join(root, 'docs')])).code).toBe(0)
  })

  it('says so when the folder is more than one kind of site, and reads it as the first', async () => {
    const root = project({ ...mkdocs, 'mint.json': JSON.stringify({ name: 'Left over', navigation: [{ group: 'G', pages: ['docs/index'] }] }) })
    const result = await importSite(root)
    expect(result.kind).toBe('mint')
    const chosen = result.report.diagnostics.find((diagnostic) => diagnostic.code === 'DN1210')
    expect(chosen?.message).toBe('The folder has the files of more than one kind of site (mint: `mint.json`, mkdocs: `mkdocs.yml`): it is read as mint')
    expect((await importSite(root, { from: 'mkdocs' })).report.diagnostics.some((diagnostic) => diagnostic.code === 'DN1210')).toBe(false)
  })

  it('says why docs.json cannot be written where --out names, without a stack trace', async () => {
    const root = project({ ...mkdocs, blocker: 'a file' })
    const blocked = await run(['import', root, '--out', join(root, 'blocker', 'docs.json'), '--format', 'json'])
    expect(blocked.code).toBe(2)
    expect(blocked.stderr).toBe('')
    const codes = JSON.parse(blocked.stdout).diagnostics.map((diagnostic: { code: string }) => diagnostic.code)
    expect(codes).toContain('DN1212')
    const folder = await run(['import', root, '--out', join(root, 'docs'), '--force', '--format', 'json'])
    expect(JSON.parse(folder.stdout).diagnostics.find((diagnostic: { code: string }) => diagnostic.code === 'DN1212').message).toContain(
      'it is a folder, not a file',
    )
  })

  it("says so, and exits 2, when the project's config never finishes loading", () => {
    // VitePress's config runs as the project's code: one that waits forever leaves Node nothing to do.
    const waiting = projectIn('vitepress', { '.vitepress/config.mjs': 'await new Promise(() => {})\nexport default {}\n', 'index.md': '# Home\n' })
    try {
      const result = runProcess(['import', waiting.root, '--from', 'vitepress'])
      expect(result.code).toBe(2)
      expect(result.stderr).toContain("the project's config never finished loading")
    } finally {
      waiting.remove()
    }
  })

  it('never replaces an existing docs.json without --force', async () => {
    const root = project({ ...mkdocs, 'docs/docs.json': '{"mine": true}' })
    const refused = await run(['import', root, '--format', 'json'])
    expect(refused.code).toBe(2)
    expect(JSON.parse(refused.stdout).diagnostics.map((diagnostic: { code: string }) => diagnostic.code)).toContain('DN1207')
    expect(readFileSync(join(root, 'docs/docs.json'), 'utf8')).toBe('{"mine": true}')
    expect((await run(['import', root, '--force'])).code).toBe(0)
    expect(JSON.parse(readFileSync(join(root, 'docs/docs.json'), 'utf8')).name).toBe('Moving')
  })
})
