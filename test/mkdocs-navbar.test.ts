import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { compile } from '../src/compile/compile.js'
import { mkdocsFiles } from '../src/integrations/mkdocs/site.js'
import { compiledSite } from '../src/integrations/open-site.js'

/**
 * docs.json's top bar (`navbar.links`, `navbar.primary`) in the MkDocs config `docsnav mkdocs`
 * writes, for the tab bar of overrides/main.html to draw after the global links (it was dropped).
 */
const root = mkdtempSync(join(tmpdir(), 'docsnav-mkdocs-navbar-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** The config's `extra`, and the tab bar's template. */
async function configOf(extra: object): Promise<{ config: { extra?: unknown }; main: string }> {
  const docs = join(root, String(Math.random()).slice(2))
  mkdirSync(docs)
  writeFileSync(
    join(docs, 'docs.json'),
    JSON.stringify({ name: 'T', theme: 'mint', colors: { primary: '#000000' }, navigation: { pages: ['index'] }, ...extra }),
  )
  writeFileSync(join(docs, 'index.mdx'), '---\ntitle: Home\n---\n\nText.\n')
  const files = mkdocsFiles(compiledSite(docs, await compile(docs, {})), { folder: '.docsnav', config: 'x.yml' }, [])
  return { config: parse(files.config) as { extra?: unknown }, main: files.files.get('overrides/main.html') as string }
}

describe("MkDocs's tab bar from docs.json's top bar", () => {
  it('gives the links and the primary button to the template, which draws them after the global links', async () => {
    const { config, main } = await configOf({
      navbar: { links: [{ label: 'Support', href: 'mailto:help@example.com' }], primary: { type: 'github', href: 'https://github.com/pets/pets' } },
    })
    expect(config.extra).toEqual({
      docsnav_navbar: { links: [{ label: 'Support', href: 'mailto:help@example.com' }], primary: { label: 'GitHub', href: 'https://github.com/pets/pets' } },
    })
    expect(main.indexOf('config.extra.docsnav_navbar')).toBeGreaterThan(main.indexOf('docsnav.globals'))
    expect(main).toContain('class="md-button md-button--primary docsnav-primary"')
  })

  it('adds nothing for a docs.json without a top bar', async () => {
    expect((await configOf({})).config.extra).toBeUndefined()
  })
})
