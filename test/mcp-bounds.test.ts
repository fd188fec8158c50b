import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { boundedQuery, MAX_QUERY_LENGTH, MAX_QUERY_WORDS } from '../src/mcp/site-index.js'
import { repository } from './helpers/cli.js'
import { callTool, connectMcp } from './helpers/mcp-client.js'

/**
 * What one call of `docsnav mcp` may cost is bounded, and the answer says what was cut or refused;
 * a URL is looked up the same way by get_page and resolve_url. Driven through the SDK's client
 * over stdio on a copy of the example site, as test/mcp.test.ts does.
 */

let folder: string
let client: Client
let stderr: () => string

const call = (name: string, args: Record<string, unknown>) => callTool(client, name, args)

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'docsnav-mcp-bounds-'))
  cpSync(join(repository, 'examples', 'acme'), folder, { recursive: true })
  ;({ client, stderr } = await connectMcp(folder))
})

afterAll(async () => {
  await client?.close()
  rmSync(folder, { recursive: true, force: true })
})

describe('docsnav mcp: what one call may cost', () => {
  it('says its bounds in the tools it lists', async () => {
    const { tools } = await client.listTools()
    const search = tools.find((tool) => tool.name === 'search_pages')!
    expect(search.description).toContain('first 1,000 characters and 16 different words')
    for (const name of ['get_page', 'resolve_url', 'list_navigation']) {
      expect(JSON.stringify(tools.find((tool) => tool.name === name)!.inputSchema)).toContain('at most 2,048 characters are looked up')
    }
  })

  it('cuts a query of one 100,000-letter word to its first 1,000 characters, and says so', async () => {
    const answer = await call('search_pages', { query: 'a'.repeat(100_000) })
    expect(answer.isError).toBe(false)
    expect(answer.text).toMatch(
      /^The query was cut to its first 1,000 characters \(of 100,000\): a search reads at most 1,000 characters and 16 different words\./,
    )
    expect(answer.text).toContain('No page matches')
    expect(answer.text.length).toBeLessThan(2 * MAX_QUERY_LENGTH)
    expect(answer.data).toMatchObject({ results: [], cut: { characters: 1_000, words: 1 } })
  })

  it('cuts a query of 100,000 characters of words to its first 16 different words, and still finds pages', async () => {
    const words = ['deployments', ...Array.from({ length: 20_000 }, (_, at) => `word${at}`)].join(' ')
    const answer = await call('search_pages', { query: words.slice(0, 100_000) })
    expect(answer.isError).toBe(false)
    expect(answer.text).toMatch(
      /^The query was cut to its first 1,000 characters \(of 100,000\), then to its first 16 words \(of 138 different words in those characters\): a search reads at most 1,000 characters and 16 different words\./,
    )
    const results = answer.data!.results as Array<{ url: string }>
    expect(results.length).toBeGreaterThan(0)
    expect(answer.data!.cut).toMatchObject({ words: MAX_QUERY_WORDS })
  })

  it('reads a word given many times once', async () => {
    const answer = await call('search_pages', { query: 'deployments '.repeat(8_334) })
    expect(answer.isError).toBe(false)
    expect(answer.text).toMatch(/^The query was cut to its first 1,000 characters \(of 100,007\): /)
    expect(answer.data!.cut).toMatchObject({ query: 'deployments', words: 1 })
    expect((answer.data!.results as Array<{ url: string }>).length).toBeGreaterThan(0)
  })

  it('cuts nothing from a query within its bounds, and says nothing of it', async () => {
    const answer = await call('search_pages', { query: 'custom domains cname' })
    expect(answer.isError).toBe(false)
    expect(answer.text).not.toContain('was cut')
    expect(answer.data!.cut).toBeUndefined()
  })

  it('refuses a URL, a page file or a division of 100,000 characters, saying why and repeating little of it', async () => {
    const long = `/${'ab-'.repeat(33_333)}`
    for (const [name, args] of [
      ['get_page', { url: long }],
      ['get_page', { path: long }],
      ['resolve_url', { url: long }],
      ['list_navigation', { division: long }],
    ] as const) {
      const answer = await call(name, args)
      expect(answer.isError).toBe(true)
      expect(answer.text).toContain('is 100,000 characters long: at most 2,048 are looked up, so nothing was looked for')
      expect(answer.text.length).toBeLessThan(500)
    }
    // One of the longest still taken is looked up: no page, and the pages near it.
    const taken = await call('resolve_url', { url: `/${'ab-'.repeat(682)}` })
    expect(taken.text).toContain('No page is at /ab-ab-')
    expect(stderr()).not.toContain('internal error')
  })
})

describe('get_page and resolve_url on a redirected URL', () => {
  it('answer alike for a URL that redirects out of the site: the redirect and where it leads', async () => {
    const page = await call('get_page', { url: '/changelog' })
    const resolved = await call('resolve_url', { url: '/changelog' })
    expect(page.text).toContain('Redirected (308) from /changelog to https://acme.example.com/changelog')
    expect(page.text).toContain('It leads out of the site, to https://acme.example.com/changelog.')
    expect(page.text).not.toContain('no redirect leads from it')
    expect(page).toEqual(resolved)
  })

  it('gives the page a redirect leads to, saying the URL asked for', async () => {
    const page = await call('get_page', { url: '/getting-started' })
    expect(page.isError).toBe(false)
    expect(page.text).toMatch(/^---\ntitle: "Quickstart"\n(?:description: .*\n)?url: "\/quickstart"\nredirected_from: "\/getting-started"\n---\n/)
  })
})

describe('the bounds of a query', () => {
  it('never cuts a character written as two UTF-16 units in half', () => {
    const bounded = boundedQuery(`${'a'.repeat(MAX_QUERY_LENGTH - 1)}😀`)
    expect(bounded.query).toBe('a'.repeat(MAX_QUERY_LENGTH - 1))
    expect(bounded.cut?.sentence).toContain('cut to its first 1,000 characters (of 1,001)')
  })
})
