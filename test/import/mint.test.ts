import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importSite } from '../../src/import/index.js'
import { navigationShape } from '../../src/testing/round-trip/shape.js'

const fixture = (name: string) => join(import.meta.dirname, '..', 'fixtures', 'import', 'mint', name)
const codes = (result: Awaited<ReturnType<typeof importSite>>) =>
  result.report.diagnostics.map(
    (diagnostic) => `${diagnostic.code} ${diagnostic.file ?? ''}:${diagnostic.line ?? ''} ${diagnostic.params.what ?? diagnostic.params.reason ?? ''}`,
  )

describe('mint.json import', () => {
  it('finds mint.json and upgrades it as Mintlify does, the pages where they are', async () => {
    const result = await importSite(fixture('basic'))
    expect(result.kind).toBe('mint')
    expect(result.folder).toBe('')
    expect(result.config?.navigation).toEqual({
      tabs: [
        {
          tab: 'Documentation',
          groups: [
            { group: 'Get Started', pages: ['introduction', 'quickstart'] },
            { group: 'Guides', pages: ['guides/install', { group: 'Advanced', icon: 'gear', pages: ['guides/deploy'] }] },
          ],
        },
        { tab: 'API Reference', groups: [{ group: 'Endpoints', pages: ['api/overview', 'api/users'] }] },
      ],
      global: { anchors: [{ anchor: 'Community', href: 'https://acme.dev/slack', icon: 'slack' }] },
    })
    expect(result.config?.navbar).toEqual({
      links: [{ label: 'Support', href: 'mailto:help@acme.dev' }],
      primary: { type: 'github', href: 'https://github.com/acme/acme' },
    })
    expect(result.config?.redirects).toEqual([{ source: '/start', destination: '/quickstart' }])
    expect(result.pages).toBe(6)
    expect(result.changes).toEqual([])
    expect(result.compiled?.summary.errors).toBe(0)
    expect(codes(result).filter((line) => !line.startsWith('DN1209'))).toEqual([])
    const shape = navigationShape(result.compiled!)
    expect(JSON.stringify(shape)).toContain('/guides/deploy')
  })

  it('says at its line each thing the upgrade leaves out (DN1204)', async () => {
    const result = await importSite(fixture('losses'), { from: 'mint' })
    expect(codes(result).filter((line) => line.startsWith('DN1204'))).toEqual([
      'DN1204 mint.json:3 mint.json `theme`',
      'DN1204 mint.json:6 mint.json `sidebar`',
      'DN1204 mint.json:7 mint.json `search.location`',
      'DN1204 mint.json:5 mint.json `colors.anchors`',
      'DN1204 mint.json:9 the gradient of anchor `SDK`',
      'DN1204 mint.json:11 `public` of group `Start`',
      'DN1204 mint.json:8 tab `Changelog`',
    ])
    // The tab without pages is gone, as in Mintlify's upgrade; the anchor keeps its `from` colour.
    expect(result.config?.navigation).toEqual({
      anchors: [
        { anchor: 'Documentation', icon: 'book-open', tabs: [{ tab: 'Documentation', groups: [{ group: 'Start', pages: ['intro'] }] }] },
        { anchor: 'SDK', color: { light: '#112233', dark: '#112233' }, groups: [{ group: 'SDK', pages: ['sdk/node'] }] },
      ],
    })
    expect(result.config?.theme).toBe('mint')
    expect(result.compiled?.summary.errors).toBe(0)
  })

  it('reports a mint.json JSON.parse refuses at its line (DN1202), and makes nothing', async () => {
    const result = await importSite(fixture('invalid-json'), { from: 'mint' })
    expect(result.config).toBeUndefined()
    expect(codes(result)).toHaveLength(1)
    expect(codes(result)[0]).toMatch(/^DN1202 mint\.json:4 /)
  })

  it('puts docs.json beside a mint.json in docs/', async () => {
    const result = await importSite(fixture('in-docs'))
    expect(result.kind).toBe('mint')
    expect(result.folder).toBe('docs')
    expect(result.changes).toEqual([])
    expect(result.compiled?.summary.errors).toBe(0)
  })
})

describe('mint.json import without its pages', () => {
  it('names the folder the pages were looked for in, not "(in memory)"', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'docsnav-mint-alone-'))
    try {
      writeFileSync(
        join(folder, 'mint.json'),
        JSON.stringify({ name: 'Alone', navigation: [{ group: 'Start', pages: ['intro', 'quickstart', 'install', 'usage', 'faq', 'api', 'cli', 'config'] }] }),
      )
      const result = await importSite(folder)
      const missing = result.compiled?.diagnostics.find((diagnostic) => diagnostic.code === 'DN4015')
      expect(missing?.message).toContain(folder)
      expect(missing?.message).not.toContain('(in memory)')
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
