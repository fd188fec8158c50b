/**
 * The navigation vocabulary of SPEC.md §2 as data: which elements exist, their label keys, the child
 * keys each may hold, and the type of every optional field. The tree builder and the structure pass
 * both read it, so the format is described in exactly one place.
 */

export type DivisionKind = 'tab' | 'anchor' | 'dropdown' | 'product' | 'version' | 'language' | 'menuItem'
export type ElementKind = DivisionKind | 'group'

/** Keys that hold an element's content; `href` counts as one (an element links out or holds pages). */
export type ChildKey =
  | 'href' | 'products' | 'languages' | 'versions' | 'tabs' | 'dropdowns' | 'anchors' | 'menu' | 'groups' | 'pages'

/** The key whose array holds elements of each kind, and back. */
export const ELEMENT_OF_KEY = {
  tabs: 'tab', anchors: 'anchor', dropdowns: 'dropdown', products: 'product',
  versions: 'version', languages: 'language', menu: 'menuItem', groups: 'group',
} as const satisfies Partial<Record<ChildKey, ElementKind>>
export type ElementArrayKey = keyof typeof ELEMENT_OF_KEY

export const LABEL_KEY: Record<ElementKind, string> = {
  tab: 'tab', anchor: 'anchor', dropdown: 'dropdown', product: 'product',
  version: 'version', language: 'language', menuItem: 'item', group: 'group',
}

/** How an element is named in messages. */
export const ELEMENT_NAME: Record<ElementKind | 'navigation' | 'global', string> = {
  tab: 'tab', anchor: 'anchor', dropdown: 'dropdown', product: 'product', version: 'version',
  language: 'language', menuItem: 'menu item', group: 'group', navigation: '`navigation`', global: '`global`',
}

/**
 * Child keys each element may hold, in the order Mintlify prefers them when several are given
 * (it keeps the first and drops the rest; we report the others).
 */
export const CHILD_KEYS: Record<ElementKind | 'navigation', readonly ChildKey[]> = {
  navigation: ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages'],
  tab: ['href', 'languages', 'versions', 'dropdowns', 'anchors', 'products', 'groups', 'pages', 'menu'],
  anchor: ['href', 'languages', 'versions', 'dropdowns', 'tabs', 'products', 'groups', 'pages'],
  dropdown: ['href', 'languages', 'versions', 'tabs', 'anchors', 'products', 'groups', 'pages'],
  product: ['href', 'languages', 'versions', 'tabs', 'anchors', 'dropdowns', 'groups', 'pages', 'menu'],
  version: ['href', 'languages', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'],
  language: ['href', 'versions', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'],
  menuItem: ['href', 'languages', 'versions', 'dropdowns', 'anchors', 'products', 'tabs', 'groups', 'pages'],
  group: ['pages'],
}

export const ALL_CHILD_KEYS: readonly ChildKey[] = [
  'href', 'products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'menu', 'groups', 'pages',
]

/** Division kinds that may appear under `global`, keyed by their array key. */
export const GLOBAL_KEYS = ['languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'products'] as const

/** The type a field's value must have. Checked by `src/ir/field-types.ts`. */
export type FieldType =
  | 'string' | 'boolean' | 'number' | 'object' | 'icon' | 'color' | 'banner' | 'spec' | 'page-path'
  | { oneOf: readonly string[] }

const COMMON_FIELDS = {
  icon: 'icon', hidden: 'boolean', directory: { oneOf: ['none', 'accordion', 'card'] },
  openapi: 'spec', asyncapi: 'spec',
} as const satisfies Record<string, FieldType>

const DIVISION_FIELDS = { ...COMMON_FIELDS, global: 'object' } as const satisfies Record<string, FieldType>

/** Optional fields of each element beyond its label and child keys (SPEC.md §2). */
export const FIELDS: Record<ElementKind, Readonly<Record<string, FieldType>>> = {
  tab: { ...DIVISION_FIELDS, searchable: 'boolean', align: { oneOf: ['start', 'end'] } },
  anchor: { ...DIVISION_FIELDS, color: 'color' },
  dropdown: { ...DIVISION_FIELDS, color: 'color', description: 'string' },
  product: { ...DIVISION_FIELDS, color: 'color', description: 'string', name: 'string' },
  version: { ...DIVISION_FIELDS, default: 'boolean', tag: 'string' },
  language: { ...DIVISION_FIELDS, default: 'boolean', banner: 'banner', footer: 'object', navbar: 'object' },
  menuItem: { ...DIVISION_FIELDS, description: 'string' },
  group: {
    ...COMMON_FIELDS, root: 'page-path', tag: 'string', expanded: 'boolean', searchable: 'boolean',
    public: 'boolean', boost: 'number',
  },
}

/** Fields of an entry under `global` besides its label key and its required `href`. */
export const GLOBAL_ENTRY_FIELDS: Readonly<Record<string, FieldType>> = {
  icon: 'icon', hidden: 'boolean', color: 'color', description: 'string', default: 'boolean',
}

/** `a tab`, `an anchor`; names in backticks (`` `navigation` ``) stand alone. */
export function withArticle(name: string): string {
  if (name.startsWith('`')) return name
  return /^[aeiou]/i.test(name) ? `an ${name}` : `a ${name}`
}

/**
 * Keys other generators (and Mintlify's older mint.json) use for what docs.json calls otherwise, for
 * "did you mean" when spelling distance alone finds nothing. `inverted`: the value means the opposite.
 */
export const KEY_SYNONYMS: Readonly<Record<string, { key: string; inverted?: boolean }>> = {
  collapsed: { key: 'expanded', inverted: true },
  isDefaultOpen: { key: 'expanded' },
  defaultOpen: { key: 'expanded' },
  open: { key: 'expanded' },
  url: { key: 'href' },
  link: { key: 'href' },
  children: { key: 'pages' },
  items: { key: 'pages' },
  title: { key: 'group' },
  name: { key: 'anchor' },
  label: { key: 'group' },
}

/** The values `styling.eyebrows` takes. */
export const EYEBROWS = ['section', 'breadcrumbs'] as const

/** Every key an element may carry, for "unknown key" checks and did-you-mean suggestions. */
export function knownKeys(kind: ElementKind): string[] {
  return [LABEL_KEY[kind], ...CHILD_KEYS[kind], ...Object.keys(FIELDS[kind])]
}

/** Language codes Mintlify accepts: the seed's 26 and the further ones SPEC.md §2 lists. */
export const LANGUAGE_CODES: readonly string[] = [
  'ar', 'cs', 'cn', 'zh-Hant', 'nl', 'en', 'fr', 'de', 'he', 'hi', 'id', 'it', 'jp', 'ko', 'lv', 'no',
  'pl', 'pt-BR', 'ro', 'ru', 'es', 'sv', 'tr', 'ua', 'uz', 'vi',
  'zh', 'zh-Hans', 'zh-CN', 'zh-TW', 'fr-CA', 'ja', 'ja-jp', 'ja-JP', 'pt', 'da', 'uk', 'ca', 'fi', 'hu',
]

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]
