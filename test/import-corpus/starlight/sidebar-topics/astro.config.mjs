// @ts-check
import starlight from '@astrojs/starlight'
import { defineConfig } from 'astro/config'
import starlightSidebarTopics from 'starlight-sidebar-topics'

const site =
  (process.env['CONTEXT'] === 'production' ? process.env['URL'] : process.env['DEPLOY_PRIME_URL']) ??
  'https://starlight-sidebar-topics.netlify.app/'

export default defineConfig({
  integrations: [
    starlight({
      customCss: ['./src/styles/custom.css'],
      editLink: {
        baseUrl: 'https://github.com/HiDeoo/starlight-sidebar-topics/edit/main/docs/',
      },
      head: [
        {
          tag: 'meta',
          attrs: { property: 'og:image', content: new URL('og.jpg', site).href },
        },
        {
          tag: 'meta',
          attrs: {
            property: 'og:image:alt',
            content: 'Starlight plugin to split your documentation into different sections, each with its own sidebar.',
          },
        },
      ],
      plugins: [
        starlightSidebarTopics(
          [
            {
              label: 'Documentation',
              link: '/docs/getting-started/',
              icon: 'open-book',
              items: [
                { label: 'Start Here', items: ['docs/getting-started', 'docs/configuration'] },
                { label: 'Guides', autogenerate: { directory: 'docs/guides' } },
                { label: 'Resources', items: [{ label: 'Plugins and Tools', slug: 'docs/resources/starlight' }] },
              ],
            },
            {
              id: 'demo',
              label: {
                en: 'Demo',
                fr: 'Démo',
              },
              link: '/demo/',
              icon: 'puzzle',
              items: [
                { label: 'API', autogenerate: { directory: 'demo/api' } },
                { label: 'Components', autogenerate: { directory: 'demo/components' } },
                { label: 'Commands', autogenerate: { directory: 'demo/commands' }, collapsed: true },
              ],
              badge: {
                text: {
                  en: 'Stub',
                  fr: 'Ébauche',
                },
                variant: 'caution',
              },
            },
            {
              label: 'Starlight Docs',
              link: 'https://starlight.astro.build/',
              icon: 'starlight',
            },
          ],
          {
            exclude: ['/demo/excluded/**/*', '/*/demo/excluded/**/*'],
            topics: {
              demo: ['/demo/unlisted/topics', '/*/demo/unlisted/topics'],
            },
          },
        ),
      ],
      social: [
        {
          href: 'https://bsky.app/profile/hideoo.dev',
          icon: 'blueSky',
          label: 'Bluesky',
        },
        {
          href: 'https://github.com/HiDeoo/starlight-sidebar-topics',
          icon: 'github',
          label: 'GitHub',
        },
      ],
      title: 'Starlight Sidebar Topics',
      locales:
        process.env['NODE_ENV'] === 'test'
          ? {
              root: { label: 'English', lang: 'en' },
              fr: { label: 'Français', lang: 'fr' },
            }
          : undefined,
    }),
  ],
  site,
})
