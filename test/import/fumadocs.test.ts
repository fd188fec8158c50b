import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importSite } from '../../src/import/index.js'

const fixture = (name: string) => join(import.meta.dirname, '..', 'fixtures', 'import', 'fumadocs', name)
const said = (result: Awaited<ReturnType<typeof importSite>>, codes: readonly string[]) =>
  result.report.diagnostics
    .filter((diagnostic) => codes.includes(diagnostic.code))
    .map((diagnostic) => `${diagnostic.code} ${diagnostic.file ?? ''}:${diagnostic.line ?? ''} ${diagnostic.params.what ?? diagnostic.params.change ?? ''}`)

describe('Fumadocs import', () => {
  it('reads the pages grammar: separators, ...folder, z...a, !x, ..., links, folders without meta.json, (group) folders', async () => {
    const result = await importSite(fixture('grammar'))
    expect(result.kind).toBe('fumadocs')
    expect(result.folder).toBe('content/docs')
    expect(result.config?.name).toBe('Acme')
    expect(result.config?.navigation).toEqual({
      pages: [
        'index',
        { group: 'Getting Started', pages: ['quickstart', 'install'] },
        { group: 'Guides', icon: 'rocket', pages: ['guides/index', 'guides/b', 'guides/a'] },
        {
          group: 'Reference',
          pages: [
            { group: 'API', root: 'api/index', pages: ['api/auth', 'api/users'] },
            { group: 'SDK', icon: 'code', expanded: true, pages: ['sdk/node', 'sdk/python'] },
            'alpha-notes',
            'zeta',
            { group: 'Marketing', pages: ['pricing'] },
          ],
        },
      ],
      global: { anchors: [{ anchor: 'GitHub', href: 'https://github.com/acme/acme' }] },
    })
    expect(said(result, ['DN1204', 'DN1205'])).toEqual([
      'DN1204 content/docs/sdk/meta.json:1 the description of folder `SDK`',
      'DN1204 content/docs/sdk/meta.json:6 link `Changelog`',
      'DN1204 content/docs/sdk/meta.json:6 a separator without a label',
      'DN1205 content/docs/(marketing)/pricing.mdx: moved to `content/docs/pricing.mdx`',
    ])
    expect(result.compiled?.summary.errors).toBe(0)
    // `!hidden` leaves the page out of the navigation; it is still served, as in Fumadocs.
    expect(said(result, ['DN7001'])).toEqual(['DN7001 content/docs/hidden.mdx: '])
  })

  it('makes root folders tabs (nested ones too), the rest of the top a first tab', async () => {
    const result = await importSite(fixture('tabs'))
    expect(result.config?.navigation).toEqual({
      tabs: [
        { tab: 'Docs', pages: ['index'] },
        { tab: 'Guide', pages: ['guide/start', 'guide/index', 'guide/deploy'] },
        { tab: 'Reference', icon: 'book', pages: ['reference/cli', 'reference/config'] },
        // A root folder inside a root folder: a tab of its own, after its parent.
        { tab: 'Advanced', pages: ['reference/advanced/tuning'] },
      ],
    })
    expect(said(result, ['DN1204'])).toEqual(['DN1204 content/docs/reference/advanced/meta.json:1 root folder `Advanced` inside root folder `Reference`'])
    expect(result.compiled?.summary.errors).toBe(0)
  })

  it('makes each language of lib/i18n.ts a docs.json language, its pages under its code', async () => {
    const result = await importSite(fixture('i18n'))
    expect(result.config?.navigation).toEqual({
      languages: [
        { language: 'en', default: true, pages: ['index', { group: 'Guides', root: 'guides/index', pages: ['guides/deploy', 'guides/setup'] }] },
        // `guides/deploy` has no French page: Fumadocs shows the English one, and so does docs.json.
        { language: 'fr', pages: ['fr/index', { group: 'Guides FR', root: 'guides/index', pages: ['guides/deploy', 'fr/guides/setup'] }] },
      ],
    })
    expect(said(result, ['DN1205'])).toEqual([
      'DN1205 content/docs/index.fr.mdx: moved to `content/docs/fr/index.mdx`',
      'DN1205 content/docs/guides/setup.fr.mdx: moved to `content/docs/fr/guides/setup.mdx`',
    ])
    expect(result.compiled?.summary.errors).toBe(0)
  })

  it('reads languages as folders with the dir parser', async () => {
    const result = await importSite(fixture('i18n-dir'), { from: 'fumadocs' })
    expect(result.config?.navigation).toEqual({
      languages: [
        { language: 'en', default: true, pages: ['en/index', { group: 'Guides', pages: ['en/guides/install', 'en/guides/usage'] }] },
        { language: 'ja', pages: ['ja/index', { group: 'ガイド', pages: ['ja/guides/install', 'en/guides/usage'] }] },
      ],
    })
    expect(result.changes).toEqual([])
    expect(result.compiled?.summary.errors).toBe(0)
  })

  it('says what it cannot read or hold: a dir that is not a literal, a meta.json JSON refuses, links and empty separators', async () => {
    const result = await importSite(fixture('odd'), { from: 'fumadocs' })
    expect(said(result, ['DN1202', 'DN1204'])).toEqual([
      'DN1204 source.config.ts:5 the content folder of `defineDocs`',
      'DN1202 content/docs/guide/meta.json:3 ',
      'DN1204 content/docs/meta.json:3 a separator without a label',
      'DN1204 content/docs/meta.json:3 link `Status`',
      'DN1204 : an empty group `Empty`',
    ])
    // The folder whose meta.json is unreadable is listed in file order, as Fumadocs lists a folder without one.
    expect(result.config?.navigation).toEqual({
      pages: ['index', { group: 'Guide', pages: ['guide/a', 'guide/b'] }],
      global: { anchors: [{ anchor: 'Blog', href: 'https://acme.dev/blog' }] },
    })
  })

  it('redirects the old URLs under the loader’s baseUrl to the pages at the root (--old-urls)', async () => {
    const old = ['/docs', '/docs/quickstart', '/docs/guides/a', '/docs/api', '/docs/pricing', '/docs/hidden']
      .map((path) => `https://acme.dev${path}`)
      .join('\n')
    const result = await importSite(fixture('grammar'), { oldUrls: { file: 'urls.txt', text: `${old}\n` } })
    expect(result.config?.redirects).toEqual([
      { source: '/docs/guides/a', destination: '/guides/a' },
      // The base the moved pages dropped: the home page.
      { source: '/docs', destination: '/' },
      { source: '/docs/quickstart', destination: '/quickstart' },
      { source: '/docs/api', destination: '/api' },
      { source: '/docs/pricing', destination: '/pricing' },
      { source: '/docs/hidden', destination: '/hidden' },
    ])
    expect(result.report.diagnostics.filter((diagnostic) => diagnostic.code === 'DN1208')).toEqual([])
  })
})
