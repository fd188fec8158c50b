import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { withDocsnav } from '../src/integrations/vitepress/index.js'
import { projectWith } from './browser/harness.js'
import { docsJson } from './helpers/docs-json.js'

/**
 * docs/integrations/vitepress.md: docs.json's name, logo and top bar (`navbar.links`, `navbar.primary`)
 * in VitePress's config, as Mintlify shows them, unless the site's own config says otherwise
 * (they were dropped: the example's VitePress title and nav bar showed none of them).
 */

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

const site = (extra: object) =>
  projectWith(docsJson({ name: 'Pets Inc.', navigation: { groups: [{ group: 'Start', pages: ['index'] }] }, ...extra }), ['index'], {
    'logo/light.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'logo/dark.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  })

async function configOf(root: string, config: Record<string, unknown> = {}) {
  folders.push(root)
  const srcDir = mkdtempSync(join(tmpdir(), 'docsnav-vitepress-src-'))
  folders.push(srcDir)
  return (await withDocsnav(config, { root, srcDir })({ command: 'serve' })) as Record<string, any>
}

describe("VitePress's config from docs.json's name, logo and top bar", () => {
  it('takes the name as the title, the logo with where it leads, the links and the primary button', async () => {
    const config = await configOf(
      site({
        logo: { light: '/logo/light.svg', dark: 'logo/dark.svg', href: 'https://pets.example.com' },
        navbar: {
          links: [
            { label: 'Community', href: 'https://community.example.com' },
            { type: 'github', href: 'https://github.com/pets/pets' },
          ],
          primary: { type: 'button', label: 'Sign up', href: 'https://app.example.com/signup' },
        },
      }),
    )
    expect(config.title).toBe('Pets Inc.')
    expect(config.themeConfig.logo).toEqual({ light: '/logo/light.svg', dark: '/logo/dark.svg' })
    expect(config.themeConfig.logoLink).toBe('https://pets.example.com')
    // The logo in the name's place, as Mintlify draws it.
    expect(config.themeConfig.siteTitle).toBe(false)
    const nav = config.themeConfig.nav as Array<Record<string, unknown>>
    expect(nav.filter((item) => item.text !== undefined)).toEqual([
      { text: 'Community', link: 'https://community.example.com' },
      { text: 'GitHub', link: 'https://github.com/pets/pets' },
    ])
    expect(nav.at(-1)).toEqual({ component: 'DocsnavNavPrimary', props: { label: 'Sign up', href: 'https://app.example.com/signup' } })
  })

  it("keeps the site's own title, logo and nav items", async () => {
    const config = await configOf(site({ logo: '/logo/light.svg', navbar: { primary: { type: 'github', href: 'https://github.com/pets/pets' } } }), {
      title: 'Our docs',
      themeConfig: { logo: '/mine.svg', nav: [{ text: 'Mine', link: '/mine' }] },
    })
    expect(config.title).toBe('Our docs')
    expect(config.themeConfig.logo).toBe('/mine.svg')
    expect(config.themeConfig.siteTitle).toBeUndefined()
    const nav = config.themeConfig.nav as Array<Record<string, unknown>>
    // A GitHub primary is a button named after the network; the site's own items come last.
    expect(nav.slice(-2)).toEqual([
      { component: 'DocsnavNavPrimary', props: { label: 'GitHub', href: 'https://github.com/pets/pets' } },
      { text: 'Mine', link: '/mine' },
    ])
  })
})
