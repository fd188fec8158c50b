import { describe, expect, expectTypeOf, it } from 'vitest'
import { compileSync } from '../src/index.js'
import { CHILD_KEYS, FIELDS, LABEL_KEY, type FieldType, type Settings } from '../src/ir/schema.js'
import type { NavigationDocument, NavigationDivision, SidebarItem } from '../src/ir/navigation-document.js'
import { docsJson } from './helpers/docs-json.js'

/**
 * A docs.json key is declared once, in the schema: from there it is checked, kept on the node
 * with its type, and, when the schema says so, shown in navigation.json. Checked for every field.
 */

const SAMPLE: Record<Exclude<FieldType, object>, unknown> = {
  string: 'text',
  boolean: true,
  number: 2,
  object: {},
  icon: 'book',
  color: { light: '#0D9373' },
  banner: { content: 'Hello' },
  footer: { socials: { github: 'https://github.com/acme' } },
  navbar: { links: [{ label: 'Blog', href: '/blog' }] },
  spec: undefined,
  'page-path': 'a',
}
const sample = (type: FieldType) => (typeof type === 'object' ? type.oneOf[0] : SAMPLE[type])

describe('the schema', () => {
  for (const [kind, fields] of Object.entries(FIELDS)) {
    it(`declares the fields of the ${kind} once: checked, kept, and shown where marked`, () => {
      for (const [name, spec] of Object.entries(fields)) {
        const value = sample(spec.type)
        // Specs need files (the OpenAPI cases cover them); `global` is shown as the links it holds,
        // a group's `root` as its URL and `expanded` as its state; a hidden group is left out of the sidebar.
        if (value === undefined || name === 'global' || (kind === 'group' && (name === 'hidden' || name === 'root' || name === 'expanded'))) continue
        const element =
          kind === 'group' ? { group: 'G', pages: ['a'], [name]: value } : { [LABEL_KEY[kind as keyof typeof LABEL_KEY]]: 'D', pages: ['a'], [name]: value }
        // A division sits where its kind is allowed: menu items in a tab's menu, the rest at the root.
        const key = Object.entries({
          tab: 'tabs',
          anchor: 'anchors',
          dropdown: 'dropdowns',
          product: 'products',
          version: 'versions',
          language: 'languages',
          group: 'groups',
        }).find(([k]) => k === kind)?.[1]
        const navigation =
          kind === 'menuItem' ? { tabs: [{ tab: 'T', menu: [element] }] } : { [key!]: [kind === 'language' ? { ...element, language: 'en' } : element] }
        const result = compileSync({ config: docsJson({ navigation }) }, { noFiles: true, outputs: true })
        expect(
          result.diagnostics.filter((diagnostic) => diagnostic.severity === 'error'),
          `${kind}.${name}`,
        ).toEqual([])
        expect(
          result.diagnostics.filter((diagnostic) => diagnostic.code === 'DN2009'),
          `${kind}.${name} is known`,
        ).toEqual([])
        const document = JSON.parse(result.files!['navigation.json']!) as NavigationDocument
        const shown = kind === 'group' ? firstGroup(document.navigation) : firstDivision(document.navigation)
        if (spec.emit === undefined) expect(shown, `${kind}.${name} is not shown`).not.toHaveProperty(name)
        else expect((shown as Record<string, unknown>)[name], `${kind}.${name} is shown`).toEqual(value)
      }
      expect(CHILD_KEYS[kind as keyof typeof CHILD_KEYS].length).toBeGreaterThan(0)
    })
  }
})

function firstDivision(root: NavigationDivision): NavigationDivision {
  const first = root.switch?.items[0] ?? root.menu?.[0]
  if (first?.menu) return first.menu[0]!
  return first!
}

function firstGroup(root: NavigationDivision): SidebarItem {
  return root.sidebar![0]!
}

describe("docs.json's settings as the tree holds them", () => {
  it("are typed from the schema's declaration of them, and read by it", () => {
    expectTypeOf<Settings>().toEqualTypeOf<{
      eyebrows?: 'section' | 'breadcrumbs'
      indexing?: 'navigable' | 'all'
      trailingSlash?: boolean
      drilldown?: boolean
    }>()
    const document = {
      navigation: { pages: ['a'] },
      styling: { eyebrows: 'breadcrumbs' },
      seo: { indexing: 'all', trailingSlash: 'yes' },
      interaction: { drilldown: false },
      api: { openapi: 'x.json' },
    }
    expect(compileSync({ config: document }, { noFiles: true }).tree.settings).toEqual({ eyebrows: 'breadcrumbs', indexing: 'all', drilldown: false })
  })
})
