/**
 * Configs that give a language's and a global entry's objects every key Mintlify's schema knows
 * for any kind (right and wrong values), language codes, and the settings holders docsnav reads as
 * other types: what Mintlify's validator decides on each, docsnav must decide alike.
 */

const BANNERS: unknown[] = [
  { content: 'Hi' },
  { content: '' },
  'Hi',
  { dismissible: true },
  { content: 'Hi', type: 'loud' },
  { content: 'Hi', type: 'warning' },
  { content: 'Hi', color: { light: '#000000' } },
  { content: 'Hi', color: '#000000' },
  { content: 'Hi', dismissible: 'yes' },
  { content: 'Hi', extra: 1 },
]
const FOOTERS: unknown[] = [
  { socials: { github: 'https://github.com/acme', x: 'https://x.com/acme' } },
  { socials: 5 },
  { socials: { myspace: 'https://myspace.com/acme' } },
  { socials: { github: 'http://github.com/acme' } },
  { socials: { github: 'github.com/acme' } },
  { socials: { website: 'https://acme.com/logo.svg' } },
  { links: [{ header: 'More', items: [{ label: 'Blog', href: '/blog' }] }] },
  { links: [{ items: [{ label: 'Blog', href: 'https://acme.com/blog' }] }] },
  { links: [{ items: [{ href: '/blog' }] }] },
  { links: [{ items: [{ label: '', href: '/blog' }] }] },
  { links: [] },
  { links: [{ items: [] }] },
  { links: [{ header: '', items: [{ label: 'Blog', href: '/blog' }] }] },
  { links: [{ items: [{ label: 'Blog', href: 'javascript:alert(1)' }] }] },
  { links: [{ items: [{ label: 'Blog', href: '//acme.com' }] }] },
  { links: Array.from({ length: 5 }, () => ({ items: [{ label: 'Blog', href: '/blog' }] })) },
  { links: 5 },
  'footer',
  { extra: true },
]
const NAVBARS: unknown[] = [
  { links: [{ label: 'Blog', href: '/blog' }] },
  { links: 5 },
  { links: [{ label: 'Blog' }] },
  { links: [{ href: '/blog' }] },
  { links: [{ type: 'github', href: 'https://github.com/acme' }] },
  { links: [{ label: 'Blog', href: 'blog' }] },
  { links: [{ label: 'Blog', href: '/blog', icon: 'book' }] },
  { links: [{ label: 'Blog', href: '/blog', icon: 5 }] },
  { links: [{ label: 5, href: '/blog' }] },
  { primary: { type: 'button', label: 'Start', href: '/start' } },
  { primary: { type: 'link', href: '/start' } },
  { primary: { type: 'button', href: '/start' } },
  { primary: { type: 'github', href: 'https://github.com/acme' } },
  { primary: { label: 'Start', href: '/start' } },
  { primary: 'Start' },
  'navbar',
]

/** Values of each key Mintlify's schema has on some kind of element, one right and one wrong at least. */
const VALUES: Record<string, unknown[]> = {
  icon: ['book', 5],
  hidden: [true, 'yes'],
  color: [{ light: '#000000' }, '#ffffff'],
  description: ['About', 5],
  default: [true, 'yes'],
  tag: ['New', 5],
  name: ['Name', 5],
  align: ['end', 'middle'],
  searchable: [false, 'no'],
  directory: ['card', 'grid'],
  banner: BANNERS.slice(0, 4),
  footer: FOOTERS.slice(0, 3),
  navbar: NAVBARS.slice(0, 3),
}

const GLOBAL_KINDS: Array<[string, string, string]> = [
  ['tabs', 'tab', 'Blog'],
  ['anchors', 'anchor', 'Blog'],
  ['dropdowns', 'dropdown', 'Blog'],
  ['products', 'product', 'Blog'],
  ['versions', 'version', 'v2'],
  ['languages', 'language', 'fr'],
]

const group = { group: 'Start', pages: ['index'] }

export function objectCases(): Array<{ id: string; config: Record<string, unknown> }> {
  const cases: Array<{ id: string; config: Record<string, unknown> }> = []
  const add = (id: string, config: Record<string, unknown>) => cases.push({ id, config })
  for (const [key, label, name] of GLOBAL_KINDS) {
    for (const [field, values] of Object.entries(VALUES)) {
      values.forEach((value, index) => {
        const entry = { [label]: name, href: 'https://acme.com/blog', [field]: value }
        add(`global ${label}: ${field} #${index}`, { navigation: { global: { [key]: [entry] }, groups: [group] } })
      })
    }
  }
  for (const code of ['ua', 'xx', 'en-US', 'pt-br', 'pt-BR', 'zh-Hans', 'en']) {
    add(`global language \`${code}\``, { navigation: { global: { languages: [{ language: code, href: 'https://acme.com/' }] }, groups: [group] } })
  }
  const language = (extra: Record<string, unknown>) => ({
    navigation: {
      languages: [
        { language: 'en', groups: [group], ...extra },
        { language: 'fr', groups: [group] },
      ],
    },
  })
  for (const [field, values] of [
    ['banner', BANNERS],
    ['footer', FOOTERS],
    ['navbar', NAVBARS],
  ] as const) {
    values.forEach((value, index) => add(`language ${field} #${index}`, language({ [field]: value })))
  }
  add('language icon of the wrong type', language({ icon: 5 }))
  add('version icon of the wrong type', { navigation: { versions: [{ version: 'v1', groups: [group], icon: 5 }] } })
  for (const [holder, value] of [
    ['seo', 'x'],
    ['styling', []],
    ['api', 5],
    ['interaction', null],
  ] as const) {
    add(`\`${holder}\` not an object`, { [holder]: value, navigation: { groups: [group] } })
  }
  return cases
}
