import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileSync } from '../src/compile/compile.js'
import { listNavigation, MAX_NAVIGATION_ANSWER } from '../src/mcp/answers.js'
import { SearchMemory, searchText, siteIndex } from '../src/mcp/site-index.js'
import { folderWith, repository, run, runProcess } from './helpers/cli.js'
import { callTool, connectMcp } from './helpers/mcp-client.js'

/**
 * `docsnav mcp` driven as an agent's client drives it: the SDK's own client starts the command
 * line from dist/ (built by the global set-up) over stdio, on a copy of the example site with one
 * problem added (a redirect to no page), and calls each tool.
 */

let folder: string
let client: Client
let stderr: () => string

const call = (name: string, args: Record<string, unknown>) => callTool(client, name, args)

/** The link destinations of a Markdown answer, in order. */
const linksOf = (markdown: string) => [...markdown.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]!)

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'docsnav-mcp-'))
  cpSync(join(repository, 'examples', 'acme'), folder, { recursive: true })
  const docs = JSON.parse(readFileSync(join(folder, 'docs.json'), 'utf8'))
  docs.redirects.push({ source: '/old-page', destination: '/nowhere' })
  writeFileSync(join(folder, 'docs.json'), JSON.stringify(docs, null, 2))
  ;({ client, stderr } = await connectMcp(folder))
})

afterAll(async () => {
  await client?.close()
  rmSync(folder, { recursive: true, force: true })
})

describe('docsnav mcp', () => {
  it('lists its five tools, each with an input schema', async () => {
    const { tools } = await client.listTools()
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_page', 'list_diagnostics', 'list_navigation', 'resolve_url', 'search_pages'])
    expect(tools.find((tool) => tool.name === 'search_pages')!.inputSchema.required).toEqual(['query'])
    expect(tools.every((tool) => tool.annotations?.readOnlyHint === true)).toBe(true)
  })

  it('finds a page by a word only its body holds', async () => {
    const answer = await call('search_pages', { query: 'cname' })
    expect(answer.isError).toBe(false)
    const results = answer.data!.results as Array<{ url: string; title: string; breadcrumb: string; snippet: string }>
    expect(results[0]).toMatchObject({ url: '/tutorials/custom-domains', title: 'Custom domains', breadcrumb: 'Guides › Tutorials › Tutorials' })
    expect(results[0]!.snippet).toContain('CNAME')
    expect(answer.text).toContain('[Custom domains](/tutorials/custom-domains)')
  })

  it('filters a search by language', async () => {
    const french = (await call('search_pages', { query: 'acme', language: 'fr' })).data!.results as Array<{ url: string }>
    expect(french.length).toBeGreaterThan(0)
    expect(french.every((hit) => hit.url.startsWith('/fr'))).toBe(true)
  })

  it('gives a page as Markdown with its title, by URL or by file', async () => {
    const byUrl = await call('get_page', { url: '/quickstart' })
    expect(byUrl.isError).toBe(false)
    expect(byUrl.text).toMatch(/^---\ntitle: "Quickstart"\ndescription: "Deploy your first service in five minutes."\n/)
    expect(byUrl.text).toContain('## Deploy')
    expect(byUrl.text).not.toMatch(/\n---\ntitle:[\s\S]*\n---\ntitle:/)
    const byFile = await call('get_page', { path: 'quickstart.mdx' })
    expect(byFile.text).toBe(byUrl.text)
    const full = await call('get_page', { url: 'https://docs.acme.example.com/quickstart/' })
    expect(full.text).toBe(byUrl.text)
  })

  it("gives an API page as its operation's summary", async () => {
    const answer = await call('get_page', { url: '/api-reference/projects/get-a-project' })
    expect(answer.text).toContain('title: "Get a project"')
    expect(answer.text).toContain('`GET /projects/{projectId}`')
    expect(answer.text).toContain('`projectId` (path, string, required)')
  })

  it('gives a page written for an operation as its text, then the operation its frontmatter names', async () => {
    const answer = await call('get_page', { url: '/api-reference/delete-project' })
    const text = answer.text.indexOf('Deleting a project removes')
    const operation = answer.text.indexOf('`DELETE /projects/{projectId}`')
    expect(text).toBeGreaterThan(-1)
    expect(operation).toBeGreaterThan(text)
    expect(answer.text).toContain('`projectId` (path, string, required)')
  })

  it('lists the divisions, and the pages of one in navigation order', async () => {
    const divisions = await call('list_navigation', {})
    for (const tab of ['Guides (tab): `en/Guides`', 'API reference (tab): `en/API reference`', 'Blog (tab): `en/Blog`', 'Guides (tab): `fr/Guides`'])
      expect(divisions.text).toContain(tab)
    const guides = await call('list_navigation', { division: 'Guides' })
    expect(guides.data).toEqual({ division: 'en/Guides', kind: 'tab' })
    const expected = compileSync(folder)
      .site!.routes.filter((route) => route.language === 'en' && route.divisions.some((division) => division.kind === 'tab' && division.label === 'Guides'))
      .map((route) => route.url)
    expect(expected.length).toBeGreaterThan(5)
    expect(linksOf(guides.text)).toEqual(expected)
    // The same division, named in full and by one of its pages.
    expect((await call('list_navigation', { division: 'en/guides' })).text).toBe(guides.text)
    const byPage = await call('list_navigation', { division: '/tutorials/custom-domains' })
    expect(byPage.data).toEqual({ division: 'en/Guides/Tutorials', kind: 'anchor' })
    expect(linksOf(byPage.text)).toEqual(['/tutorials/first-deploy', '/tutorials/custom-domains'])
  })

  it("resolves a page's URL, and follows docs.json's redirects to a page", async () => {
    const page = await call('resolve_url', { url: '/quickstart' })
    expect(page.data).toMatchObject({ url: '/quickstart', title: 'Quickstart', source: { kind: 'page', file: 'quickstart.mdx' } })
    const redirected = await call('resolve_url', { url: '/getting-started' })
    expect(redirected.isError).toBe(false)
    expect(redirected.data).toMatchObject({ url: '/quickstart', redirects: [{ from: '/getting-started', to: '/quickstart', permanent: true }] })
    const pattern = await call('resolve_url', { url: '/guides/custom-domains' })
    expect(pattern.data).toMatchObject({ url: '/tutorials/custom-domains', source: { file: 'tutorials/custom-domains.mdx' } })
    const out = await call('resolve_url', { url: '/changelog' })
    expect(out.data).toMatchObject({ external: 'https://acme.example.com/changelog' })
  })

  it('lists the diagnostics `docsnav check --format json` reports', async () => {
    const checked = runProcess(['check', '.', '--format', 'json'], { cwd: folder })
    const expected = JSON.parse(checked.stdout) as { diagnostics: Array<Record<string, unknown>> }
    expect(expected.diagnostics.map((diagnostic) => diagnostic.code)).toContain('DN7014')
    const answer = await call('list_diagnostics', {})
    expect(answer.data!.diagnostics).toEqual(expected.diagnostics)
    const first = expected.diagnostics[0]!
    expect(answer.text).toContain(`${first.file}:${first.line}:${first.column} error ${first.code}`)
    expect((await call('list_diagnostics', { severity: 'warning' })).data!.diagnostics).toEqual([])
  })

  it('answers bad input with a tool error, and goes on answering', async () => {
    const unknown = await call('resolve_url', { url: '/concepts/rollbacks' })
    expect(unknown.isError).toBe(true)
    expect(linksOf(unknown.text)).toContain('/concepts/deployments/rollbacks')
    expect((await call('resolve_url', { url: '/old-page' })).isError).toBe(true)
    expect((await call('get_page', { url: '/no/such/page' })).isError).toBe(true)
    expect((await call('get_page', {})).isError).toBe(true)
    expect((await call('search_pages', { query: '' })).isError).toBe(true)
    expect((await call('search_pages', { query: '   ' })).isError).toBe(true)
    expect((await call('list_navigation', { division: 'Nowhere' })).isError).toBe(true)
    expect((await call('search_pages', { query: 42 })).isError).toBe(true)
    expect((await call('list_diagnostics', { severity: 'fatal' })).isError).toBe(true)
    // A file outside the project is no page of it: nothing is read there.
    expect((await call('get_page', { path: '../../../../etc/passwd' })).isError).toBe(true)
    expect((await call('resolve_url', { url: '/quickstart' })).isError).toBe(false)
    expect(stderr()).not.toContain('internal error')
  })

  it('sees an edit of docs.json in the next call', async () => {
    const before = await call('list_navigation', { division: 'Guides' })
    expect(before.text).toContain('**Getting started**')
    const path = join(folder, 'docs.json')
    writeFileSync(path, readFileSync(path, 'utf8').replace('"group": "Getting started"', '"group": "First steps"'))
    const after = await call('list_navigation', { division: 'Guides' })
    expect(after.text).toContain('**First steps**')
    expect(after.text).not.toContain('Getting started')
    const crumb = (await call('resolve_url', { url: '/quickstart' })).data!.breadcrumbs as Array<{ label: string }>
    expect(crumb.map((part) => part.label)).toEqual(['Guides', 'Documentation', 'First steps'])
    expect(((await call('search_pages', { query: 'quickstart' })).data!.results as Array<{ breadcrumb: string }>)[0]!.breadcrumb).toBe(
      'Guides › Documentation › First steps',
    )
  })

  it('answers while docs.json is broken, and again once it is mended', async () => {
    const path = join(folder, 'docs.json')
    const text = readFileSync(path, 'utf8')
    writeFileSync(path, text.slice(0, text.length / 2))
    const broken = await call('list_diagnostics', { severity: 'error' })
    expect(broken.text).toMatch(/^docs\.json:\d+:\d+ error DN1/)
    expect((await call('resolve_url', { url: '/quickstart' })).isError).toBe(true)
    writeFileSync(path, text)
    expect((await call('resolve_url', { url: '/quickstart' })).data).toMatchObject({ url: '/quickstart' })
  })

  it('sees an edit of a page once the watcher reports it', async () => {
    const path = join(folder, 'tutorials', 'first-deploy.mdx')
    writeFileSync(path, `${readFileSync(path, 'utf8')}\nThe zeppelin ships it.\n`)
    let results: Array<{ url: string }> = []
    for (let attempt = 0; attempt < 100 && results.length === 0; attempt++) {
      results = (await call('search_pages', { query: 'zeppelin' })).data!.results as Array<{ url: string }>
      if (results.length === 0) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(results.map((hit) => hit.url)).toEqual(['/tutorials/first-deploy'])
    expect((await call('get_page', { url: '/tutorials/first-deploy' })).text).toContain('The zeppelin ships it.')
  })
})

describe('docsnav mcp on a site with versions', () => {
  it('filters a search by version, and names a division under a version', async () => {
    const page = (title: string) => `---\ntitle: "${title}"\n---\n\nHow to configure the widget.\n`
    const versioned = folderWith({
      'docs.json': JSON.stringify({
        name: 'Widgets',
        theme: 'mint',
        colors: { primary: '#000000' },
        navigation: {
          versions: [
            { version: 'v2', tabs: [{ tab: 'Guides', groups: [{ group: 'Setup', pages: ['v2/setup', 'v2/more'] }] }] },
            { version: 'v1', tabs: [{ tab: 'Guides', groups: [{ group: 'Setup', pages: ['v1/setup'] }] }] },
          ],
        },
      }),
      'v2/setup.mdx': page('Setup'),
      'v2/more.mdx': page('More'),
      'v1/setup.mdx': page('Setup'),
    })
    const other = new Client({ name: 'docsnav-test', version: '1.0.0' })
    await other.connect(
      new StdioClientTransport({ command: process.execPath, args: [join(repository, 'bin', 'docsnav.js'), 'mcp', versioned], stderr: 'pipe' }),
    )
    try {
      const urlsOf = async (args: Record<string, unknown>) => {
        const result = await other.callTool({ name: 'search_pages', arguments: { query: 'widget', ...args } })
        return ((result.structuredContent as { results: Array<{ url: string }> }).results ?? []).map((hit) => hit.url).sort()
      }
      expect(await urlsOf({})).toEqual(['/v1/setup', '/v2/more', '/v2/setup'])
      expect(await urlsOf({ version: 'v1' })).toEqual(['/v1/setup'])
      expect(await urlsOf({ version: 'v2', limit: 1 })).toHaveLength(1)
      const navigation = await other.callTool({ name: 'list_navigation', arguments: { division: 'v1/Guides' } })
      const text = (navigation.content as Array<{ text: string }>)[0]!.text
      expect(linksOf(text)).toEqual(['/v1/setup'])
      const byDefault = await other.callTool({ name: 'list_navigation', arguments: { division: 'Guides' } })
      expect(linksOf((byDefault.content as Array<{ text: string }>)[0]!.text)).toEqual(['/v2/setup', '/v2/more'])
    } finally {
      await other.close()
      rmSync(versioned, { recursive: true, force: true })
    }
  })
})

describe('docsnav mcp on a site without divisions', () => {
  it('lists its one navigation when no division is asked for', async () => {
    const plain = folderWith({
      'docs.json': JSON.stringify({
        name: 'Plain',
        theme: 'mint',
        colors: { primary: '#000000' },
        navigation: { groups: [{ group: 'Start', pages: ['index', { group: 'More', pages: ['more'] }] }] },
      }),
      'index.mdx': '---\ntitle: "Home"\n---\n\nHello.\n',
      'more.mdx': '---\ntitle: "More"\n---\n\nMore.\n',
    })
    const other = new Client({ name: 'docsnav-test', version: '1.0.0' })
    await other.connect(new StdioClientTransport({ command: process.execPath, args: [join(repository, 'bin', 'docsnav.js'), 'mcp', plain], stderr: 'pipe' }))
    try {
      const result = await other.callTool({ name: 'list_navigation', arguments: {} })
      const text = (result.content as Array<{ text: string }>)[0]!.text
      expect(text).toBe('# Navigation\n\n- **Start**\n  - [Home](/)\n  - **More**\n    - [More](/more)')
    } finally {
      await other.close()
      rmSync(plain, { recursive: true, force: true })
    }
  })
})

describe('the search text of a page', () => {
  it('keeps the words of its MDX, without frontmatter, imports, tags, expressions, code fences and marks', () => {
    const page = [
      '---',
      'title: "Setup"',
      '---',
      "import Note from '/snippets/note.mdx'",
      '',
      '## Install **it**',
      '',
      '<Note type="warning">Read the [guide](/guide) {props.name} first.</Note>',
      '',
      '```bash title="Shell"',
      'npm install acme',
      '```',
    ].join('\n')
    expect(searchText(page)).toBe('Install it Read the guide first. npm install acme')
  })

  it('reads a page of unclosed brackets in linear time', () => {
    // Quadratic patterns would take minutes here (past the test's timeout); linear ones, a moment.
    const text = searchText(`${'[x'.repeat(1_000_000)}${'<a '.repeat(1_000_000)}${'[a]('.repeat(1_000_000)} end`)
    expect(text.endsWith('end')).toBe(true)
  })
})

describe('list_navigation on a large site', () => {
  it('answers a division too large to give at once with the divisions below it', () => {
    const pages = (version: string) => Array.from({ length: 1500 }, (_, page) => `${version}/a-rather-long-folder-name/page-with-a-long-name-${page}`)
    const large = folderWith({
      'docs.json': JSON.stringify({
        name: 'Large',
        theme: 'mint',
        colors: { primary: '#000000' },
        navigation: {
          versions: ['v3', 'v2', 'v1'].map((version) => ({
            version,
            tabs: [
              { tab: 'Guides', groups: [{ group: 'All', pages: pages(version) }] },
              { tab: 'Reference', groups: [{ group: 'One', pages: [`${version}/reference`] }] },
            ],
          })),
        },
      }),
    })
    try {
      const index = siteIndex(large, compileSync(large, { noFiles: true }), new SearchMemory())
      const whole = listNavigation(index, { division: '/' })
      expect(whole.error).toBeUndefined()
      expect(whole.text.length).toBeLessThanOrEqual(MAX_NAVIGATION_ANSWER)
      expect(whole.data).toMatchObject({ division: '' })
      expect(whole.text).toMatch(/^The navigation of the site takes [\d,]+ characters/)
      expect(whole.text).toContain('Guides (tab): `v3/Guides`')
      const guides = listNavigation(index, { division: 'v2/Guides' })
      expect(guides.text.length).toBeGreaterThan(MAX_NAVIGATION_ANSWER)
      expect(linksOf(guides.text)).toEqual(pages('v2').map((page) => `/${page}`))
    } finally {
      rmSync(large, { recursive: true, force: true })
    }
  })
})

describe('docsnav mcp on the command line', () => {
  it("refuses the other commands' options, a second folder and a missing one, with exit 2", async () => {
    for (const [args, message] of [
      [['mcp', 'examples/acme', '--out', 'x'], '--out does not go with mcp'],
      [['mcp', 'examples/acme', '--watch'], '--watch does not go with mcp'],
      [['mcp', 'examples/acme', '--format', 'json'], '--format does not go with mcp'],
      [['mcp', 'examples/acme', '--site-url', 'https://x.example.com'], '--site-url does not go with mcp'],
      [['mcp', 'examples/acme', 'examples'], 'mcp takes one project folder'],
      [['mcp', 'no-such-folder'], 'does not exist'],
    ] as const) {
      const result = await run([...args], {}, false, repository)
      expect(result.code, args.join(' ')).toBe(2)
      expect(result.stderr).toContain(message)
      expect(result.stdout).toBe('')
    }
  })

  it('writes nothing but the protocol to stdout, and ends with 0 when its input ends', () => {
    const result = runProcess(['mcp', 'examples/acme'], { cwd: repository })
    expect(result.code).toBe(0)
    expect(result.stdout).toBe('')
    expect(result.stderr).toContain('docsnav mcp: serving')
  })
})

describe('the command line bundle', () => {
  it('leaves the MCP SDK and the search index to `docsnav mcp`, loaded apart', () => {
    const bundle = readFileSync(join(repository, 'dist', 'cli.bundle.cjs'), 'utf8')
    expect(bundle).not.toMatch(/@modelcontextprotocol|minisearch/)
    expect(bundle).toContain('./mcp.bundle.cjs')
  })
})
