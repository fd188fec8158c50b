/**
 * The navigation vocabulary of docs/format.md as data: which elements exist, their label keys, the child
 * keys each may hold, and the type of every optional field. The tree builder and the structure pass
 * both read it, so the format is described in exactly one place.
 */

export type DivisionKind = 'tab' | 'anchor' | 'dropdown' | 'product' | 'version' | 'language' | 'menuItem'
export type ElementKind = DivisionKind | 'group'

/** Keys that hold an element's content; `href` counts as one (an element links out or holds pages). */
export type ChildKey = 'href' | 'products' | 'languages' | 'versions' | 'tabs' | 'dropdowns' | 'anchors' | 'menu' | 'groups' | 'pages'

/** The key whose array holds elements of each kind, and back. */
export const ELEMENT_OF_KEY = {
  tabs: 'tab',
  anchors: 'anchor',
  dropdowns: 'dropdown',
  products: 'product',
  versions: 'version',
  languages: 'language',
  menu: 'menuItem',
  groups: 'group',
} as const satisfies Partial<Record<ChildKey, ElementKind>>
export type ElementArrayKey = keyof typeof ELEMENT_OF_KEY

export const LABEL_KEY: Record<ElementKind, string> = {
  tab: 'tab',
  anchor: 'anchor',
  dropdown: 'dropdown',
  product: 'product',
  version: 'version',
  language: 'language',
  menuItem: 'item',
  group: 'group',
}

/** How an element is named in messages. */
export const ELEMENT_NAME: Record<ElementKind | 'navigation' | 'global', string> = {
  tab: 'tab',
  anchor: 'anchor',
  dropdown: 'dropdown',
  product: 'product',
  version: 'version',
  language: 'language',
  menuItem: 'menu item',
  group: 'group',
  navigation: '`navigation`',
  global: '`global`',
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

export const ALL_CHILD_KEYS: readonly ChildKey[] = ['href', 'products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'menu', 'groups', 'pages']

/** Division kinds that may appear under `global`, keyed by their array key. */
export const GLOBAL_KEYS = ['languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'products'] as const

/** The type a field's value must have. Checked by `src/ir/field-types.ts`. */
export type FieldType =
  | 'string'
  | 'boolean'
  | 'number'
  | 'object'
  | 'icon'
  | 'color'
  | 'banner'
  | 'footer'
  | 'navbar'
  | 'spec'
  | 'page-path'
  | { oneOf: readonly string[] }

export type Icon = string | { name: string; style?: string; library?: string }
/** A spec with the folder its generated pages go in (`openapi` also takes overlay files). */
export interface SpecSource {
  source: string
  directory?: string
  overlays?: string[]
}
/** The `openapi` (or `asyncapi`) field as written: a source, several, or a source with a directory. */
export type SpecSetting = string | Array<string | SpecSource> | SpecSource
export interface Colors {
  light?: string
  dark?: string
}
export interface Banner {
  content: string
  dismissible?: boolean
  type?: 'info' | 'warning' | 'critical'
  color?: Colors
}

/** The value a field of a type holds once checked. */
export type ValueOf<T extends FieldType> = T extends 'string' | 'page-path'
  ? string
  : T extends 'boolean'
    ? boolean
    : T extends 'number'
      ? number
      : T extends 'object' | 'footer' | 'navbar'
        ? Record<string, unknown>
        : T extends 'icon'
          ? Icon
          : T extends 'color'
            ? Colors
            : T extends 'banner'
              ? Banner
              : T extends 'spec'
                ? SpecSetting
                : T extends { oneOf: readonly (infer Value)[] }
                  ? Value
                  : never

/**
 * One optional field of an element: its type, what it is for, and how navigation.json shows it to
 * renderers (as written, only when `true`, or not at all). The tree's field types, the structure
 * checks and the emitted fields all come from here: a new key is declared once.
 */
export interface FieldSpec<T extends FieldType = FieldType> {
  readonly type: T
  readonly doc: string
  readonly emit?: Emit | undefined
}

/** Fields by key, as the checks read them. */
export type FieldTable = Readonly<Record<string, FieldSpec>>

/** How navigation.json shows a field: as written, or only when it is `true`. */
type Emit = 'value' | 'when-true'

/** A field's declaration, its type and emission kept as literal types for the types derived from them. */
function field<const T extends FieldType, const E extends Emit | undefined = undefined>(type: T, doc: string, emit?: E): FieldSpec<T> & { readonly emit: E } {
  return { type, doc, emit: emit as E }
}

const icon = field('icon', 'Icon shown beside the label: a Font Awesome or Lucide name, a URL or path, or `{ name, style, library }`', 'value')
const hidden = field('boolean', 'Hides the element and what it holds from the navigation; its pages stay reachable', 'when-true')
const description = field('string', 'A line shown under the label', 'value')
const color = field('color', 'Colours of the element: `{ light, dark }`, hex', 'value')
const isDefault = field('boolean', 'The one shown first (the first otherwise)', 'when-true')
const tag = field('string', 'A short badge shown beside the label', 'value')
/** Fields of every element that navigation.json does not show: they shape pages, not the navigation. */
const CONTENT_FIELDS = {
  directory: field({ oneOf: ['none', 'accordion', 'card'] as const }, 'How a page lists the pages below it'),
  openapi: field('spec', 'OpenAPI specs whose operations get pages here'),
  asyncapi: field('spec', 'AsyncAPI specs whose channels get pages here'),
}
const global = field('object', 'Links shown on every page of this division: `{ tabs, anchors, ... }`')

/**
 * Optional fields of each element beyond its label and child keys (docs/format.md), in the order
 * navigation.json shows them.
 */
export const FIELDS = {
  tab: {
    icon,
    hidden,
    align: field({ oneOf: ['start', 'end'] as const }, 'Which end of the top bar the tab sits at', 'value'),
    ...CONTENT_FIELDS,
    global,
    searchable: field('boolean', 'Whether its pages appear in search'),
  },
  anchor: { icon, color, hidden, ...CONTENT_FIELDS, global },
  dropdown: { icon, description, color, hidden, ...CONTENT_FIELDS, global },
  product: {
    name: field('string', 'The product name shown in breadcrumbs, when it differs from the label', 'value'),
    icon,
    description,
    color,
    hidden,
    ...CONTENT_FIELDS,
    global,
  },
  version: { icon, tag, default: isDefault, hidden, ...CONTENT_FIELDS, global },
  language: {
    icon,
    default: isDefault,
    hidden,
    banner: field('banner', 'A banner shown above the pages of this language: `{ content, dismissible, type, color }`', 'value'),
    ...CONTENT_FIELDS,
    global,
    footer: field('footer', 'The footer for this language: `{ socials, links }`'),
    navbar: field('navbar', 'The top bar for this language: `{ links, primary }`'),
  },
  menuItem: { icon, description, hidden, ...CONTENT_FIELDS, global },
  group: {
    icon,
    tag,
    hidden,
    ...CONTENT_FIELDS,
    root: field('page-path', "The page opened by selecting the group's title"),
    expanded: field('boolean', 'Whether a nested group starts expanded'),
    searchable: field('boolean', 'Whether its pages appear in search'),
    public: field('boolean', 'Whether its pages are public on a site behind authentication'),
    boost: field('number', 'Weight of its pages in search'),
  },
} as const satisfies Record<ElementKind, Readonly<Record<string, FieldSpec>>>

/**
 * The fields of `navigation` itself besides its primary pattern (`directory` there applies to the
 * whole site).
 */
export const NAVIGATION_FIELDS = {
  global: field('object', 'Links shown on every page of the site: `{ tabs, anchors, ... }`'),
  directory: CONTENT_FIELDS.directory,
} as const satisfies Readonly<Record<string, FieldSpec>>

/** Lists that must hold at least one entry at the root of `navigation`, as Mintlify requires (an empty `pages` or `dropdowns` is fine). */
export const NON_EMPTY_AT_ROOT: readonly ChildKey[] = ['groups', 'tabs', 'anchors', 'versions', 'languages']

/**
 * Mintlify's other page generators, which docsnav does not expand, and the elements its schema
 * allows each on (anywhere else they fail the deploy).
 */
export const GENERATORS = {
  graphql: {
    places: ['tab'],
    doc: 'A GraphQL schema Mintlify generates pages from: a path or `https://` URL, or `{ source, directory }` (docsnav does not generate them)',
  },
  sdk: { places: ['tab', 'group'], doc: 'An SDK reference Mintlify generates pages from: `{ format, source, directory }` (docsnav does not generate them)' },
} as const satisfies Readonly<Record<string, { places: readonly ElementKind[]; doc: string }>>

/** The keys of Mintlify's strict tab variants that take `graphql` or `sdk` (one of them) besides it. */
export const GENERATOR_TAB_KEYS: readonly string[] = ['tab', 'icon', 'hidden', 'searchable', 'align', 'directory', 'groups']

/** The `format` values of `sdk`. */
export const SDK_FORMATS: readonly string[] = ['typedoc', 'docfx', 'javadoc', 'sphinx', 'phpdoc']

/**
 * Fields of an entry under `global` besides its label key and its required `href`, by kind: the
 * keys of Mintlify's schema for a global entry of that kind (`nonRecursive…Schema` in its
 * validation package's `navigation/*.js`, the element's base keys). It strips any other key.
 */
export const GLOBAL_ENTRY_FIELDS = {
  tab: { icon, hidden, align: FIELDS.tab.align, searchable: FIELDS.tab.searchable, directory: CONTENT_FIELDS.directory },
  anchor: { icon, color, hidden, directory: CONTENT_FIELDS.directory },
  dropdown: { icon, color, description, hidden, directory: CONTENT_FIELDS.directory },
  product: { name: FIELDS.product.name, icon, color, description, hidden, directory: CONTENT_FIELDS.directory },
  version: { tag, default: isDefault, hidden, directory: CONTENT_FIELDS.directory },
  language: {
    default: isDefault,
    banner: FIELDS.language.banner,
    footer: FIELDS.language.footer,
    navbar: FIELDS.language.navbar,
    hidden,
    directory: CONTENT_FIELDS.directory,
  },
} as const satisfies Record<GlobalKind, Readonly<Record<string, FieldSpec>>>

/** The kinds of entries `global` holds. */
export type GlobalKind = (typeof ELEMENT_OF_KEY)[(typeof GLOBAL_KEYS)[number]]

/**
 * Fields docsnav reads for other renderers that Mintlify's schema does not have for that kind: its
 * validator strips them and the deploy passes, so a value of the wrong type there is a warning.
 */
export const STRIPPED_BY_MINTLIFY: Partial<Record<ElementKind, readonly string[]>> = { version: ['icon'], language: ['icon'] }

/** The fields elements of some kinds may have, each with its checked value's type. */
export type FieldsOf<Kinds extends ElementKind> = {
  -readonly [Name in { [Kind in Kinds]: keyof (typeof FIELDS)[Kind] }[Kinds]]?: ValueOf<
    { [Kind in Kinds]: Name extends keyof (typeof FIELDS)[Kind] ? ((typeof FIELDS)[Kind][Name] extends FieldSpec<infer T> ? T : never) : never }[Kinds]
  >
}
/** The fields of a global entry of any kind, each with its checked value's type. */
export type GlobalEntryFields = {
  -readonly [Name in { [Kind in GlobalKind]: keyof (typeof GLOBAL_ENTRY_FIELDS)[Kind] }[GlobalKind]]?: ValueOf<
    {
      [Kind in GlobalKind]: Name extends keyof (typeof GLOBAL_ENTRY_FIELDS)[Kind]
        ? (typeof GLOBAL_ENTRY_FIELDS)[Kind][Name] extends FieldSpec<infer T>
          ? T
          : never
        : never
    }[GlobalKind]
  >
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

/** The values `seo.indexing` takes. */
export const INDEXING = ['navigable', 'all'] as const

/** The values `styling.eyebrows` takes. */
export const EYEBROWS = ['section', 'breadcrumbs'] as const

/**
 * The settings outside `navigation` that docsnav reads and checks, by the top-level object that
 * holds them (in the order they are checked). A holder that is not an object is not looked at.
 */
export const SETTINGS = {
  styling: {
    eyebrows: field(
      { oneOf: EYEBROWS },
      "What is shown above a page's title: the label of its innermost group (`section`, the default) or its full path (`breadcrumbs`)",
    ),
  },
  api: {
    openapi: field(
      'spec',
      "OpenAPI specs of the site; docsnav also looks up operation references outside any element's `openapi` in them (a warning, DN3021: Mintlify's navigation does not)",
    ),
  },
  seo: {
    indexing: field({ oneOf: INDEXING }, 'Which pages search engines index: those the navigation shows (`navigable`, the default) or hidden ones too (`all`)'),
    trailingSlash: field('boolean', 'Whether the URLs of the sitemap and of structured breadcrumbs end with `/`'),
  },
  interaction: {
    drilldown: field('boolean', 'Whether selecting a group also goes to its first page (`true`) or only expands it (`false`); unset, the theme decides'),
  },
} as const satisfies Readonly<Record<string, Readonly<Record<string, FieldSpec>>>>

/** Every field of SETTINGS by its key, with the group it is in left out (`styling.eyebrows` is `eyebrows`). */
type SettingFields = UnionToIntersection<(typeof SETTINGS)[keyof typeof SETTINGS]>
type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (intersection: infer I) => void ? I : never

/**
 * `tree.settings`: docs.json's settings docsnav reads (SETTINGS), each by its key, with the value it
 * has once checked; unset, or of the wrong type, undefined. The specs of `api.openapi` are read with
 * the other specs, not here.
 */
export type Settings = {
  -readonly [K in keyof SettingFields as SettingFields[K] extends FieldSpec<'spec'> ? never : K]?: SettingFields[K] extends FieldSpec<infer T>
    ? ValueOf<T>
    : never
}

/** The keys of a `redirects` entry (`source` and `destination` are required). */
export const REDIRECT_FIELDS = {
  source: field('string', 'The path to redirect, with `:name`, `:name?`, `:name+`, `:name*` and `*` parameters'),
  destination: field('string', 'Where readers are sent: a path or URL, which may use the parameters of `source`'),
  permanent: field('boolean', '`false` answers 307 (temporary); otherwise 308 (permanent)'),
} as const satisfies Readonly<Record<string, FieldSpec>>

/** The keys every `redirects` entry must have. */
export const REDIRECT_REQUIRED = ['source', 'destination'] as const

/** Characters a redirect's source or destination may not hold: no URL path holds them, and they would break a line of a redirects file. */
export const REDIRECT_CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/

/** Every key an element may carry, for "unknown key" checks and did-you-mean suggestions. */
export function knownKeys(kind: ElementKind): string[] {
  return [LABEL_KEY[kind], ...CHILD_KEYS[kind], ...Object.keys(FIELDS[kind])]
}

/**
 * Language codes Mintlify's validator accepts, exactly (its `locales`). Not `ua`: Ukrainian is
 * `uk` there, and a site using `ua` does not deploy.
 */
/** Mintlify's language codes as BCP 47 tags, for `hreflang` and `lang` (`cn` is Simplified Chinese, `jp` Japanese). */
const BCP47: Readonly<Record<string, string>> = { cn: 'zh-Hans', jp: 'ja', 'ja-jp': 'ja-JP', 'fr-ca': 'fr-CA', no: 'nb' }

export function languageTag(code: string): string {
  return Object.hasOwn(BCP47, code) ? BCP47[code]! : code
}

export const LANGUAGE_CODES: readonly string[] = [
  'en',
  'cn',
  'zh',
  'zh-Hans',
  'zh-Hant',
  'zh-CN',
  'zh-TW',
  'es',
  'fr',
  'fr-CA',
  'fr-ca',
  'ja',
  'jp',
  'ja-jp',
  'ja-JP',
  'pt',
  'pt-BR',
  'de',
  'ko',
  'it',
  'ru',
  'ro',
  'cs',
  'id',
  'ar',
  'tr',
  'hi',
  'sv',
  'no',
  'da',
  'lv',
  'nl',
  'uk',
  'vi',
  'pl',
  'uz',
  'he',
  'ca',
  'fi',
  'hu',
]

/** Mintlify's language codes written right to left. */
const RIGHT_TO_LEFT = new Set(['ar', 'he'])

/** The writing direction of a docs.json language code (`<html dir>`). */
export function textDirection(code: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(code.split('-')[0]!) ? 'rtl' : 'ltr'
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]
