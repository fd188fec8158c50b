import { describe, expect, it } from 'vitest'
import { compile, compileSync, type GroupNode } from '../src/index.js'
import { docsJson, docsJsonText } from './helpers/docs-json.js'

const codes = (result: { diagnostics: Array<{ code: string }> }) => result.diagnostics.map((diagnostic) => diagnostic.code)

describe('compile()', () => {
  it('accepts a config object, JSON text, or a project folder', async () => {
    const config = docsJson({ navigation: { groups: [{ group: 'Start', pages: ['index'] }] } })
    expect(codes(await compile({ config }, { noFiles: true }))).toEqual([])
    expect(codes(await compile({ config: JSON.stringify(config) }, { noFiles: true }))).toEqual([])
    expect(codes(await compile({ config }))).toEqual(['DN4006'])
    expect(codes(await compile(new URL('../examples/acme', import.meta.url).pathname))).toEqual([])
  })

  it('returns the navigation tree with positions, pointers and files', () => {
    const { tree } = compileSync(
      { config: docsJsonText('{\n  "navigation": {\n    "tabs": [{ "tab": "Docs", "pages": ["index"] }]\n  }\n}') },
      { noFiles: true },
    )
    const tab = tree.children[0]!
    expect(tab.type).toBe('tab')
    expect(tab.data).toEqual({ pointer: '/navigation/tabs/0', file: 'docs.json' })
    expect(tab.position?.start).toEqual({ line: 3, column: 14, offset: 33 })
    const page = (tab as { children: Array<{ type: string; path?: string }> }).children[0]!
    expect(page).toMatchObject({ type: 'page', path: 'index' })
  })

  it("gives the resolved site: its pages beside the tree, each node's listing, and nothing undocumented", () => {
    const result = compileSync(
      {
        config: docsJson({ navigation: { groups: [{ group: 'G', root: 'intro', pages: ['a'] }] } }),
        files: { 'intro.mdx': '---\ntitle: Intro\n---\n', 'a.mdx': '---\ntitle: A\nhidden: true\n---\n' },
      },
      { outputs: true },
    )
    const site = result.site!
    const group = result.tree.children[0] as GroupNode
    expect(site.pages.get('intro')).toMatchObject({ file: 'intro.mdx', title: 'Intro' })
    expect(site.listingOf(group)).toMatchObject({ url: '/intro', hidden: false })
    expect(site.listingOf(group.children[0]!)).toMatchObject({ url: '/a', hidden: true })
    expect(Object.keys(site).sort()).toEqual(['divisionLinks', 'listingOf', 'listings', 'owners', 'pages', 'routes'])
  })

  it('reads `$ref` includes from the in-memory file map', () => {
    const result = compileSync({
      config: docsJson({ navigation: { $ref: './nav.json' } }),
      files: { 'nav.json': '{\n  "groups": [{ "group": "A", "pages": ["a"], "colapsed": true }]\n}', 'a.mdx': '# A\n' },
    })
    expect(result.diagnostics).toMatchObject([{ code: 'DN2009', file: 'nav.json', line: 2, pointer: '/navigation/groups/0/colapsed' }])
    expect(result.tree.children[0]).toMatchObject({ type: 'group', label: 'A' })
  })

  it('never throws on input that is not JSON data', () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(codes(compileSync({ config: cyclic }))).toEqual(['DN1014'])
    expect(codes(compileSync({ config: undefined as unknown as object }))).toEqual(['DN1017'])
    expect(codes(compileSync({ config: 42 as unknown as object }))).toEqual(['DN2008'])
    expect(codes(compileSync('/nonexistent/folder'))).toEqual(['DN1000'])
  })

  it('is not fooled by keys that name Object.prototype members', () => {
    const config = docsJsonText('{"navigation": {"groups": [{"group": "A", "pages": ["a"], "constructor": 1, "toString": "x", "__proto__": {}}]}}')
    expect(codes(compileSync({ config }, { noFiles: true }))).toEqual(['DN2009', 'DN2009', 'DN2009'])
  })

  it("leaves the caller's options as they were", () => {
    const options = { noFiles: true, outputs: { siteUrl: 'docs.example.com' } }
    expect(codes(compileSync({ config: docsJson({ navigation: { pages: ['a'] } }) }, options))).toEqual(['DN6001'])
    expect(options).toEqual({ noFiles: true, outputs: { siteUrl: 'docs.example.com' } })
  })

  it('keeps unified tooling working: diagnostics are vfile messages with docsnav fields', () => {
    const { file } = compileSync({ config: docsJson({ navigation: { groups: [{ group: 'A', pages: ['a'], colapsed: true }] } }) }, { noFiles: true })
    expect(file.messages).toHaveLength(1)
    expect(file.messages[0]).toMatchObject({ ruleId: 'unknown-key', source: 'docsnav', fatal: false, code: 'DN2009' })
  })
})
