import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { afterAll, describe, expect, it } from 'vitest'
import { compileSync } from '../src/index.js'
import { requires } from './helpers/requirements.js'
import { timeoutFor } from './helpers/timeouts.js'

/**
 * Each sidebar output is checked by the real generator, installed from the registry into
 * generators/<name> (npm test installs them), never by our own reading of its docs.
 */

const generators = join(import.meta.dirname, '..', 'generators')
// The example is read with its page files (an API page written by hand is one by its frontmatter);
// the tricky shapes have none.
const sites = {
  'the example site': { root: join(import.meta.dirname, '..', 'examples', 'acme'), noFiles: false },
  'tricky shapes': { root: join(import.meta.dirname, 'conformance', 'targets-tricky-shapes'), noFiles: true },
}
const targets = ['docusaurus', 'starlight', 'vitepress', 'fumadocs', 'mkdocs'] as const
// MkDocs is Python, from Debian: npm test installs it when it can (as root, or with sudo).
const mkdocsInstalled = spawnSync('mkdocs', ['--version'], { encoding: 'utf8' }).status === 0
const MKDOCS_MISSING =
  'MkDocs is not installed, and npm test could not install it (it needs root or sudo for `apt-get install mkdocs`); install the Debian package mkdocs, or `pip install mkdocs`, and run the tests again'

function build({ root, noFiles }: { root: string; noFiles: boolean }) {
  const result = compileSync(root, { noFiles, outputs: { targets } })
  expect(result.summary.errors).toBe(0)
  return { files: result.files!, routes: result.site!.routes }
}

/** The temporary folders made, removed after the file's tests (42 were left in /tmp per run). */
const made: string[] = []
afterAll(() => {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** A temporary folder holding `files` (path -> content), under `parent` when the generator must resolve its own packages. */
function folderWith(files: Record<string, string>, parent = tmpdir()): string {
  const folder = mkdtempSync(join(parent, '.docsnav-target-'))
  made.push(folder)
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true })
    writeFileSync(join(folder, path), content)
  }
  return folder
}

const stub = (title: string) => `---\ntitle: ${JSON.stringify(title)}\n---\n\n# ${title}\n`

describe.each(Object.entries(sites))('%s', (_name, site) => {
  const { files, routes } = build(site)
  const pages = routes.filter((route) => route.source.kind === 'page')

  it('is accepted by Docusaurus: its sidebar loading, validation and doc id checks', async () => {
    const base = join(generators, 'docusaurus', 'node_modules', '@docusaurus')
    const { loadSidebars } = await import(join(base, 'plugin-content-docs', 'lib', 'sidebars', 'index.js'))
    const { createSidebarsUtils } = await import(join(base, 'plugin-content-docs', 'lib', 'sidebars', 'utils.js'))
    const { DefaultSidebarItemsGenerator } = await import(join(base, 'plugin-content-docs', 'lib', 'sidebars', 'generator.js'))
    const { DefaultNumberPrefixParser } = await import(join(base, 'plugin-content-docs', 'lib', 'numberPrefix.js'))
    const { createSlugger } = await import(join(base, 'utils', 'lib', 'index.js'))
    const sidebarFile = join(folderWith({ 'sidebars.json': files['docusaurus/sidebars.json']! }), 'sidebars.json')
    // Stub docs: one per doc id the site has (pages, group roots, API pages by their route slug).
    const ids = routes.map((route) => (route.source.kind === 'page' ? route.url.slice(1) : route.url.slice(1)))
    const docIds = [
      ...new Set([
        ...ids,
        ...JSON.stringify(JSON.parse(files['docusaurus/sidebars.json']!))
          .match(/"id":"[^"]+"/g)!
          .map((match) => match.slice(6, -1)),
      ]),
    ]
    const version = {
      versionName: 'current',
      contentPath: dirname(sidebarFile),
      isLast: true,
      path: '/',
      tagsPath: '/tags',
      label: 'Next',
      banner: null,
      badge: false,
      noIndex: false,
      className: '',
      sidebarFilePath: sidebarFile,
      routePriority: undefined,
      contentPathLocalized: dirname(sidebarFile),
    }
    const docs = docIds.map((id) => ({
      id,
      title: id,
      description: '',
      source: `@site/docs/${id}.md`,
      sourceDirName: dirname(id),
      slug: `/${id}`,
      permalink: `/${id}`,
      draft: false,
      unlisted: false,
      frontMatter: {},
      sidebarPosition: undefined,
      version: 'current',
      lastUpdatedBy: undefined,
      lastUpdatedAt: undefined,
      editUrl: null,
      tags: [],
    }))
    const sidebars = await loadSidebars(sidebarFile, {
      sidebarItemsGenerator: DefaultSidebarItemsGenerator,
      numberPrefixParser: DefaultNumberPrefixParser,
      docs,
      drafts: [],
      version,
      categoryLabelSlugger: createSlugger(),
      sidebarOptions: { sidebarCollapsed: true, sidebarCollapsible: true },
    })
    createSidebarsUtils(sidebars).checkSidebarsDocIds({ allDocIds: docIds, sidebarFilePath: sidebarFile, versionMetadata: version })
    expect(Object.keys(sidebars)).toEqual(Object.keys(JSON.parse(files['docusaurus/sidebars.json']!)))
  })

  it("is accepted by Starlight's sidebar configuration schema", async () => {
    const { SidebarItemSchema } = await import(join(generators, 'starlight', 'node_modules', '@astrojs', 'starlight', 'schemas', 'sidebar.ts'))
    // Every sidebar file (redirects.json is Astro's `redirects`, checked below).
    for (const [path, content] of Object.entries(files).filter(
      ([path]) => path.startsWith('starlight/') && path.endsWith('.json') && path !== 'starlight/redirects.json',
    )) {
      const parsed = SidebarItemSchema.array().safeParse(JSON.parse(content))
      expect(parsed.success, `${path}: ${parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))}`).toBe(true)
    }
  })

  it(
    "builds with VitePress, and the built page lists the sidebar's links",
    async () => {
      const sidebar = JSON.parse(files['vitepress/sidebar.json']!) as Record<string, unknown>
      const nav = JSON.parse(files['vitepress/nav.json']!) as unknown[]
      const internal = [...new Set(routes.map((route) => route.url))]
      const folder = folderWith(
        {
          '.vitepress/config.mjs': `export default ${JSON.stringify({ title: 'Check', themeConfig: { sidebar, nav } })}\n`,
          ...Object.fromEntries(internal.map((url) => [url === '/' ? 'index.md' : `${url.slice(1)}.md`, stub(url)])),
          ...(internal.includes('/') ? {} : { 'index.md': stub('Home') }),
        },
        join(generators, 'vitepress'),
      )
      const { build: vitepressBuild } = await import(join(generators, 'vitepress', 'node_modules', 'vitepress', 'dist', 'node', 'index.js'))
      await vitepressBuild(folder)
      // A page of the first sidebar shows that sidebar's links.
      const firstPrefix = Object.keys(sidebar)[0]!
      const page = routes.find((route) => route.url.startsWith(firstPrefix.replace(/\/$/, '')) && route.url !== '/')!
      const html = readFileSync(join(folder, '.vitepress', 'dist', `${page.url.slice(1)}.html`), 'utf8')
      const links = JSON.stringify(sidebar[firstPrefix])
        .match(/"link":"\/[^"]*"/g)!
        .map((match) => match.slice(8, -1))
      for (const link of links) expect(html).toContain(`href="${link === '/' ? '/' : `${link}.html`}"`)
      rmSync(folder, { recursive: true, force: true })
    },
    timeoutFor(1, 20_000),
  )

  it('gives Fumadocs a page tree its own utilities walk: every visible page, with neighbours', async () => {
    const { flattenTree, findNeighbour, getPageTreeRoots } = await import(
      join(generators, 'fumadocs', 'node_modules', 'fumadocs-core', 'dist', 'page-tree', 'index.js')
    )
    const tree = JSON.parse(files['fumadocs/page-tree.json']!)
    const flat = flattenTree(tree.children) as Array<{ url: string; external?: boolean }>
    const visible = routes.filter((route) => !route.hidden).map((route) => route.url)
    expect(new Set(flat.filter((item) => !item.external).map((item) => item.url))).toEqual(new Set(visible))
    expect(getPageTreeRoots(tree).length).toBeGreaterThan(0)
    for (const url of visible) expect(() => findNeighbour(tree, url)).not.toThrow()
  })

  it(
    'builds with MkDocs in strict mode',
    (context) => {
      requires(context, mkdocsInstalled, MKDOCS_MISSING)
      const nav = (parseYaml(files['mkdocs/nav.yml']!) as { nav: unknown }).nav
      const folder = folderWith({
        'mkdocs.yml': `site_name: Check\nuse_directory_urls: false\nnav: ${JSON.stringify(nav)}\n`,
        ...Object.fromEntries(pages.map((route) => [`docs/${route.url === '/' ? 'index' : route.url.slice(1)}.md`, stub(route.title)])),
        ...Object.fromEntries([...files['mkdocs/nav.yml']!.matchAll(/([\w./-]+)\.md/g)].map(([file]) => [`docs/${file}`, stub(file!)])),
      })
      const run = spawnSync('mkdocs', ['build', '--strict', '--quiet'], { cwd: folder, encoding: 'utf8' })
      expect(run.stderr + run.stdout).toBe('')
      expect(run.status).toBe(0)
    },
    timeoutFor(1, 10_000),
  )
})

describe('an API page written by hand (frontmatter `openapi`)', () => {
  const { files } = build(sites['the example site'])
  const handWritten = {
    type: 'page',
    url: '/api-reference/delete-project',
    title: 'Delete a project',
    id: 'api-reference/delete-project',
    method: 'DELETE',
    openapi: 'DELETE /projects/{projectId}',
  }

  it('carries its method in navigation.json, as a generated page of the operation does', () => {
    expect(files['navigation.json']).toContain(JSON.stringify(handWritten))
  })

  it("stays a page file in each generator's sidebar, with its method as a badge where the generator has one", () => {
    const starlight = JSON.parse(files['starlight/sidebars/en-api-reference.json']!) as unknown[]
    expect(JSON.stringify(starlight)).toContain(JSON.stringify({ slug: 'api-reference/delete-project', label: 'Delete a project', badge: 'DELETE' }))
    const docusaurus = JSON.stringify(JSON.parse(files['docusaurus/sidebars.json']!))
    expect(docusaurus).toContain(JSON.stringify({ type: 'doc', id: 'api-reference/delete-project', label: 'Delete a project', className: 'api-method delete' }))
    expect(files['mkdocs/nav.yml']).toContain('- Delete a project: api-reference/delete-project.md')
  })
})

describe('the generator checks', () => {
  it('can fail: Docusaurus refuses a category with neither items nor a link', async () => {
    const base = join(generators, 'docusaurus', 'node_modules', '@docusaurus', 'plugin-content-docs', 'lib')
    const { loadSidebars } = await import(join(base, 'sidebars', 'index.js'))
    const { DefaultSidebarItemsGenerator } = await import(join(base, 'sidebars', 'generator.js'))
    const { DefaultNumberPrefixParser } = await import(join(base, 'numberPrefix.js'))
    const { createSlugger } = await import(join(generators, 'docusaurus', 'node_modules', '@docusaurus', 'utils', 'lib', 'index.js'))
    const file = join(folderWith({ 'sidebars.json': JSON.stringify({ docs: [{ type: 'category', label: 'Empty', items: [] }] }) }), 'sidebars.json')
    await expect(
      loadSidebars(file, {
        sidebarItemsGenerator: DefaultSidebarItemsGenerator,
        numberPrefixParser: DefaultNumberPrefixParser,
        docs: [],
        drafts: [],
        version: { versionName: 'current', contentPath: dirname(file) },
        categoryLabelSlugger: createSlugger(),
        sidebarOptions: { sidebarCollapsed: true, sidebarCollapsible: true },
      }),
    ).rejects.toThrow(/neither any subitem nor a link/)
  })

  it('can fail: Starlight refuses a group with a link', async () => {
    const { SidebarItemSchema } = await import(join(generators, 'starlight', 'node_modules', '@astrojs', 'starlight', 'schemas', 'sidebar.ts'))
    expect(SidebarItemSchema.safeParse({ label: 'Group', link: '/x', items: [{ slug: 'a' }] }).success).toBe(false)
  })
})

describe("redirects, in each generator's own form", () => {
  const redirects = [
    { source: '/start', destination: '/guides/setup' },
    { source: '/old/:slug*', destination: '/guides/:slug*' },
    { source: '/docs/:page', destination: '/guides/:page', permanent: false },
    { source: '/articles/concepts-*', destination: '/guides/setup' },
    { source: '/v/:version?/intro', destination: '/guides/setup' },
    { source: '/out', destination: 'https://example.com/elsewhere' },
    { source: '/install', destination: '/guides/setup#install' },
  ]
  const config = { navigation: { groups: [{ group: 'Guides', pages: ['index', 'guides/setup', 'guides/deploy'] }] }, redirects }
  const result = compileSync({ config }, { noFiles: true, outputs: { targets: [...targets, 'netlify', 'vercel'] } })
  const files = result.files!
  const unexpressed = (target: string) =>
    result.diagnostics.find((diagnostic) => diagnostic.code === 'DN6002' && diagnostic.params.target === target)?.params.features ?? ''

  it('are options @docusaurus/plugin-client-redirects accepts, without the patterns it cannot match', async () => {
    const lib = join(generators, 'docusaurus', 'node_modules', '@docusaurus')
    const { validateOptions } = await import(join(lib, 'plugin-client-redirects', 'lib', 'options.js'))
    const { normalizePluginOptions } = await import(join(lib, 'utils-validation', 'lib', 'index.js'))
    const options = JSON.parse(files['docusaurus/client-redirects.json']!)
    expect(validateOptions({ validate: normalizePluginOptions, options }).redirects).toEqual([
      { from: '/start', to: '/guides/setup' },
      { from: '/out', to: 'https://example.com/elsewhere' },
      { from: '/install', to: '/guides/setup#install' },
    ])
    expect(unexpressed('docusaurus')).toContain('redirects with parameters: 4')
  })

  it("are an Astro `redirects` its config schema accepts, with Astro's parameters and status codes", async () => {
    const { validateConfig } = await import(join(generators, 'starlight', 'node_modules', 'astro', 'dist', 'core', 'config', 'validate.js'))
    const astro = JSON.parse(files['starlight/redirects.json']!)
    expect((await validateConfig({ redirects: astro }, generators, 'build')).redirects).toEqual(astro)
    expect(astro['/old/[...slug]']).toEqual({ status: 308, destination: '/guides/[...slug]' })
    expect(astro['/docs/[page]']).toEqual({ status: 307, destination: '/guides/[page]' })
    expect(Object.keys(astro)).not.toContain('/articles/concepts-*')
    expect(unexpressed('starlight')).toContain('redirects with optional parameters or partial wildcards: 2')
  })

  it('are Next.js `redirects()` entries for Fumadocs, in the same path syntax', () => {
    const next = JSON.parse(files['fumadocs/redirects.json']!) as Array<{ source: string; destination: string; permanent: boolean }>
    expect(next.map((redirect) => redirect.source)).toEqual(['/start', '/old/:slug*', '/docs/:page', '/v/:version?/intro', '/out', '/install'])
    expect(next.find((redirect) => redirect.source === '/docs/:page')!.permanent).toBe(false)
    expect(unexpressed('fumadocs')).toContain('redirects with partial wildcards: 1')
  })

  it("are a _redirects file Netlify's own parser reads, with its splat for a rest parameter", async () => {
    const { parseAllRedirects } = await import(join(generators, 'hosts', 'node_modules', 'netlify-redirect-parser', 'lib', 'index.js'))
    const file = join(folderWith({ _redirects: files['netlify/_redirects']! }), '_redirects')
    const parsed = await parseAllRedirects({ redirectsFiles: [file], configRedirects: [], minimal: true })
    expect(parsed.errors).toEqual([])
    expect(parsed.redirects.map(({ from, to, status }: { from: string; to: string; status: number }) => `${from} ${to} ${status}`)).toEqual([
      '/start /guides/setup 308',
      '/old/* /guides/:splat 308',
      '/docs/:page /guides/:page 307',
      '/out https://example.com/elsewhere 308',
      '/install /guides/setup#install 308',
    ])
    expect(unexpressed('netlify')).toContain('redirects with optional parameters, or a wildcard before the end: 2')
  })

  it("are vercel.json redirects Vercel's schema and route compiler accept", async () => {
    const routing = join(generators, 'hosts', 'node_modules', '@vercel', 'routing-utils', 'dist', 'index.js')
    const { getTransformedRoutes, redirectsSchema } = await import(routing)
    const Ajv = createRequire(routing)('ajv')
    const vercel = JSON.parse(files['vercel/redirects.json']!)
    expect(new Ajv().validate(redirectsSchema, vercel)).toBe(true)
    const compiled = getTransformedRoutes({ redirects: vercel })
    expect(compiled.error).toBeNull()
    expect(compiled.routes).toHaveLength(6)
  })

  it('are never copied where a host reads them differently: escaped where it can take them, else said', async () => {
    const literal = [
      { source: '/(a|aa)+b', destination: '/guides/(setup)' },
      { source: '/docs-:slug', destination: '/guides/setup' },
      { source: '/y/[z]', destination: '/guides/setup' },
    ]
    const hostile = compileSync({ config: { ...config, redirects: literal } }, { noFiles: true, outputs: { targets: ['netlify', 'vercel', 'starlight'] } })
    const said = (target: string) =>
      hostile.diagnostics.find((diagnostic) => diagnostic.code === 'DN6002' && diagnostic.params.target === target)?.params.features ?? ''
    const vercel = JSON.parse(hostile.files!['vercel/redirects.json']!) as Array<{ source: string; destination: string }>
    expect(vercel.map(({ source, destination }) => `${source} ${destination}`)).toEqual([
      '/\\(a|aa\\)\\+b /guides/%28setup%29',
      '/docs-:slug /guides/setup',
      '/y/[z] /guides/setup',
    ])
    const { getTransformedRoutes } = await import(join(generators, 'hosts', 'node_modules', '@vercel', 'routing-utils', 'dist', 'index.js'))
    const routes = getTransformedRoutes({ redirects: vercel }).routes as Array<{ src: string }>
    expect(new RegExp(routes[0]!.src).test('/(a|aa)+b')).toBe(true)
    expect(new RegExp(routes[0]!.src).test('/aab')).toBe(false)
    // Netlify's placeholders are whole segments; Astro has no way to write a bracket.
    expect(hostile.files!['netlify/_redirects']).toBe('/(a|aa)+b /guides/(setup) 308\n/y/[z] /guides/setup 308\n')
    expect(said('netlify')).toContain('redirects with a parameter inside a path segment: 1')
    expect(Object.keys(JSON.parse(hostile.files!['starlight/redirects.json']!))).toEqual(['/(a|aa)+b', '/docs-[slug]'])
    expect(said('starlight')).toContain('redirects whose source has `[` or `]`: 1')
  })

  it('are mkdocs-redirects maps from page file to page file, and VitePress says it has none', () => {
    expect(parseYaml(files['mkdocs/redirects.yml']!)).toEqual({
      plugins: [
        { redirects: { redirect_maps: { 'start.md': 'guides/setup.md', 'out.md': 'https://example.com/elsewhere', 'install.md': 'guides/setup.md' } } },
      ],
    })
    expect(unexpressed('vitepress')).toContain('redirects: 7 (VitePress has none')
  })
})

describe('the mkdocs target, as PyYAML reads it', () => {
  it('keeps labels YAML 1.1 would take for booleans or numbers as text (MkDocs reads its config with PyYAML)', (context) => {
    const python = spawnSync('/usr/bin/python3', ['-c', 'import yaml'], { encoding: 'utf8' })
    requires(context, python.status === 0, 'PyYAML (Debian python3-yaml, which MkDocs needs) is not installed')
    const labels = ['no', 'Yes', 'off', 'On', '1e3', '0o17', '1_000', '12:30']
    const config = { navigation: { groups: labels.map((label, index) => ({ group: label, pages: [`page-${index}`] })) } }
    const nav = compileSync({ config }, { noFiles: true, outputs: { targets: ['mkdocs'] } }).files!['mkdocs/nav.yml']!
    const read = spawnSync('/usr/bin/python3', ['-c', 'import json, sys, yaml; print(json.dumps(yaml.safe_load(sys.stdin)))'], { input: nav, encoding: 'utf8' })
    const sections = (JSON.parse(read.stdout) as { nav: Array<Record<string, unknown>> }).nav.map((entry) => Object.keys(entry)[0])
    expect(sections).toEqual(labels)
  })
})
