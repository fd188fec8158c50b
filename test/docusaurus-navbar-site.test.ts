import { rmSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { navbarData } from '../src/integrations/docusaurus/navbar-data.js'
import { openDocsSite } from '../src/integrations/open-site.js'
import { projectWith } from './browser/harness.js'
import { docsJson } from './helpers/docs-json.js'

/**
 * docs/integrations/docusaurus.md: what docsnav's navbar draws of docs.json's name, logo and top
 * bar (`navbar.links`, `navbar.primary`), given to the theme as the plugin's global data (they were
 * dropped: the navbar showed the site config's title and nothing of docs.json's).
 */

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

async function siteOf(extra: object) {
  const root = projectWith(docsJson({ name: 'Pets Inc.', navigation: { groups: [{ group: 'Start', pages: ['index'] }] }, ...extra }), ['index'])
  folders.push(root)
  return navbarData(await openDocsSite(root).current()).site
}

describe("Docusaurus's navbar from docs.json's name, logo and top bar", () => {
  it('gives the name, the logo with where it leads, the links and the primary button', async () => {
    expect(
      await siteOf({
        logo: { light: 'logo/light.svg', dark: '/logo/dark.svg', href: 'https://pets.example.com' },
        navbar: {
          links: [
            { label: 'Community', href: 'https://community.example.com' },
            { type: 'discord', href: 'https://discord.gg/pets' },
          ],
          primary: { type: 'button', label: 'Sign up', href: 'https://app.example.com/signup' },
        },
      }),
    ).toEqual({
      name: 'Pets Inc.',
      logo: { light: '/logo/light.svg', dark: '/logo/dark.svg', href: 'https://pets.example.com' },
      links: [
        { label: 'Community', href: 'https://community.example.com' },
        { label: 'Discord', href: 'https://discord.gg/pets' },
      ],
      primary: { label: 'Sign up', href: 'https://app.example.com/signup' },
    })
  })

  it('gives the name alone to a site with no logo and no top bar', async () => {
    expect(await siteOf({})).toEqual({ name: 'Pets Inc.', links: [] })
  })
})
