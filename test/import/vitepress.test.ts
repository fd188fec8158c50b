import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { importSite, type SourceKind } from '../../src/import/index.js'
import { fixture, projectIn } from './generator-project.mjs'

/** The VitePress reader on fixtures, each showing features of VitePress's config and every DN1204 case. */

async function imported(from: string | Record<string, string>, kind: SourceKind = 'vitepress') {
  const project = projectIn(kind === 'starlight' ? 'starlight' : 'vitepress', typeof from === 'string' ? fixture(kind, from) : from)
  try {
    return await importSite(project.root, { from: kind })
  } finally {
    project.remove()
  }
}

/** The reader's findings (the summary and page changes apart), as code, place and parameters. */
function findings(result: Awaited<ReturnType<typeof imported>>, codes = ['DN1202', 'DN1203', 'DN1204']) {
  return result.report.diagnostics
    .filter((d) => codes.includes(d.code))
    .map((d) => ({ code: d.code, file: d.file, line: d.line, what: d.params.what, detail: d.params.detail }))
}

describe('VitePress import', () => {
  test('a multi-sidebar becomes tabs labelled by the nav; what docs.json cannot hold is reported at its line', async () => {
    const result = await imported('multi')
    expect(result.folder).toBe('docs')
    expect(result.config?.navigation).toEqual({
      tabs: [
        {
          tab: 'Guide',
          pages: [
            {
              group: 'Introduction',
              pages: ['guide/what-is', 'guide/getting-started', { group: 'Deep', root: 'guide/deep/index', pages: ['guide/deep/deeper'] }],
            },
          ],
        },
        { tab: 'Config', pages: [{ group: 'Reference', pages: ['reference/config', 'reference/cli'] }] },
      ],
      global: { anchors: [{ anchor: 'GitHub', href: 'https://github.com/acme/multi' }] },
    })
    expect(result.config?.navbar).toEqual({ links: [{ label: 'Blog', href: '/blog' }] })
    expect(result.config?.name).toBe('Multi')
    const file = 'docs/.vitepress/config.mts'
    expect(findings(result)).toEqual([
      { code: 'DN1204', file, line: 5, what: 'a base path', detail: '`base: "/docs/"`' },
      // No `cleanUrls: true`: VitePress serves `.html` URLs (said at the config's start: the option is not written).
      { code: 'DN1204', file, line: 1, what: 'page URLs ending in `.html`', detail: 'VitePress serves `/guide/intro.html` without `cleanUrls: true`' },
      { code: 'DN1204', file, line: 9, what: 'a dropdown menu in the top bar', detail: 'Reference' },
      { code: 'DN1204', file, line: 11, what: "a link's `target` or `rel`", detail: '"GitHub" target="_self"' },
      { code: 'DN1204', file, line: 19, what: "a page's label in the previous and next links", detail: '`docFooterText` of "Getting started"' },
      { code: 'DN1204', file, line: 21, what: 'a sidebar item with neither a link nor items', detail: 'Just words' },
      { code: 'DN1204', file, line: 22, what: 'a link out of the site inside a sidebar', detail: '"Chat" (https://chat.example.com)' },
      { code: 'DN1204', file, line: 23, what: 'a link to no page of the site', detail: '/guide/gone' },
      { code: 'DN1204', file, line: 29, what: 'a link to a part of a page', detail: '/reference/cli.md#flags' },
    ])
    // The sidebar's labels become sidebarTitle where they are not the page's title.
    expect(result.changes).toContainEqual({ file: 'docs/guide/what-is.md', sidebarTitle: 'What is it?' })
    expect(result.report.summary.errors).toBe(0)
  })

  test('locales become languages, srcDir the folder, rewrites the page paths (files moved to match)', async () => {
    const result = await imported('locales')
    expect(result.folder).toBe('src')
    expect(result.config?.navigation).toEqual({
      languages: [
        {
          language: 'en',
          default: true,
          pages: ['index', { group: 'Packages', pages: ['alpha/index', 'beta/index'] }],
          global: { anchors: [{ anchor: 'Chat', href: 'https://chat.example.com' }] },
        },
        { language: 'fr', pages: ['fr/index', { group: 'Guide', pages: ['fr/depart'] }], navbar: { links: [{ label: 'Blog', href: '/fr/blog' }] } },
      ],
    })
    expect(result.changes).toEqual([
      { file: 'src/packages/alpha/README.md', moveTo: 'src/alpha/index.md' },
      { file: 'src/packages/beta/README.md', moveTo: 'src/beta/index.md' },
    ])
    expect(findings(result)).toEqual([
      { code: 'DN1204', file: '.vitepress/config.ts', line: 28, what: 'a language Mintlify does not know', detail: 'locale `tlh` (tlh)' },
    ])
    expect(result.report.summary.errors).toBe(0)
    // The compile serves each page at the URL VitePress served it at.
    const urls = result.compiled?.site?.routes.map((route) => route.url)
    expect(urls).toEqual(expect.arrayContaining(['/', '/alpha', '/beta', '/fr', '/fr/depart']))
  })

  test('a group without a label lends its items to the group around it; an empty group is reported', async () => {
    const page = (title: string) => `---\ntitle: ${title}\n---\n`
    const result = await imported({
      'package.json': '{"type":"module"}',
      '.vitepress/config.mjs': `export default { cleanUrls: true, themeConfig: { nav: [{ text: 'Words only' }], sidebar: [
  { text: 'Top', items: [{ items: [{ text: 'A', link: '/a' }] }, { text: 'Nothing', items: [] }] },
  { text: 'B', link: '/b.html' },
] } }\n`,
      'a.md': page('A'),
      'b.md': page('B'),
    })
    expect(result.config?.navigation).toEqual({ pages: [{ group: 'Top', pages: ['a'] }, 'b'] })
    expect(findings(result).map((finding) => [finding.what, finding.line])).toEqual([
      ['a top-bar item with neither a link nor items', 1],
      ['a group without a label', 2],
      ['an empty group', 2],
    ])
  })

  test('a project without VitePress installed: DN1203, nothing read', async () => {
    const root = mkdtempSync(join(tmpdir(), 'docsnav-vitepress-'))
    try {
      mkdirSync(join(root, '.vitepress'))
      writeFileSync(join(root, '.vitepress', 'config.mjs'), 'export default {}\n')
      writeFileSync(join(root, 'package.json'), '{}')
      const result = await importSite(root)
      expect(result.kind).toBe('vitepress')
      expect(result.config).toBeUndefined()
      expect(result.report.diagnostics.map((d) => [d.code, d.params.module])).toEqual([['DN1203', 'vitepress']])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  test('a config VitePress cannot load: DN1202 at the config file', async () => {
    const result = await imported({ 'package.json': '{"type":"module"}', '.vitepress/config.mjs': "throw new Error('no config today')\n" })
    expect(result.config).toBeUndefined()
    expect(findings(result)).toEqual([{ code: 'DN1202', file: '.vitepress/config.mjs', line: undefined, what: undefined, detail: undefined }])
    expect(result.report.diagnostics[0]?.params.reason).toContain('no config today')
  })
})
