import fc from 'fast-check'
import { CHILD_KEYS, ELEMENT_OF_KEY, LABEL_KEY, LANGUAGE_CODES, type ChildKey, type ElementKind } from '../ir/schema.js'

/**
 * fast-check arbitraries for docs.json configurations, for property-testing tools and themes
 * against any configuration docsnav accepts. `validConfig()` generates configs that compile with no
 * diagnostics at all; `nearValidConfig()` generates a valid config with one known mistake and the
 * diagnostic code docsnav reports for it.
 */

export type DocsConfig = { navigation: Record<string, unknown> } & Record<string, unknown>

export interface ConfigConstraints {
  /** Deepest nesting of divisions and groups below the root (default 3). */
  maxDepth?: number
  /** Most entries in one list (default 4). */
  maxEntries?: number
}

const SEGMENT = fc.stringMatching(/^[a-z][a-z0-9-]{0,11}$/)

/** A page path: one to three lowercase segments (`guides/getting-started`). */
export function pagePath(): fc.Arbitrary<string> {
  return fc.array(SEGMENT, { minLength: 1, maxLength: 3 }).map((segments) => segments.join('/'))
}

/**
 * Made once: making a `stringMatching` arbitrary costs 7–15 ms, drawing from one 0.13 ms, and a
 * config draws a label per element (13.5 s of the differential's 15 s of cases went to making them).
 */
const LABEL = fc.stringMatching(/^[A-Z][A-Za-z0-9 &'-]{0,23}[A-Za-z0-9]$/)
const VERSION = fc.stringMatching(/^v[1-9][0-9]?(\.[0-9])?$/)

/** A label as people write them: words with capitals, digits, spaces and some punctuation. */
export function label(): fc.Arbitrary<string> {
  return LABEL
}

const ICON = fc.constantFrom('book', 'code', 'rocket', 'gear', 'terminal', 'book-open')
const URL = fc.constantFrom('https://example.com', 'https://github.com/acme/acme', 'mailto:help@example.com')

type Kind = ElementKind
type Shape = Record<string, unknown>

/** Child keys that hold content for each element (no `href`, no `menu`: those are generated apart). */
function contentKeys(kind: Kind | 'navigation'): ChildKey[] {
  return CHILD_KEYS[kind].filter((key) => key !== 'href' && key !== 'menu')
}

function optional<T>(key: string, arbitrary: fc.Arbitrary<T>): fc.Arbitrary<Record<string, T>> {
  return fc.option(arbitrary, { nil: undefined }).map((value) => (value === undefined ? {} : { [key]: value }))
}

/** A list of pages and groups (for `pages`); `inGroup` when the list belongs to a group, so its groups are nested. */
function pagesList(depth: number, inGroup: boolean, max: number): fc.Arbitrary<unknown[]> {
  const entry: fc.Arbitrary<unknown> =
    depth > 0 ? fc.oneof({ weight: 4, arbitrary: pagePath() }, { weight: 1, arbitrary: group(depth - 1, inGroup, max) }) : pagePath()
  return fc.array(entry, { minLength: 1, maxLength: max })
}

function group(depth: number, nested: boolean, max: number): fc.Arbitrary<Shape> {
  return fc
    .record({
      group: label(),
      pages: pagesList(depth, true, max),
      extra: fc.tuple(
        optional('icon', ICON),
        optional('tag', fc.constantFrom('NEW', 'BETA')),
        optional('root', pagePath()),
        nested ? optional('expanded', fc.boolean()) : fc.constant({}),
      ),
    })
    .map(({ group: name, pages, extra }) => Object.assign({ group: name, pages }, ...extra))
}

/** The content of an element: one child key with a non-empty list, chosen among those allowed. */
function content(kind: Kind | 'navigation', depth: number, max: number, used: ReadonlySet<Kind>): fc.Arbitrary<Shape> {
  const keys = contentKeys(kind).filter((key) => {
    if (key === 'pages' || key === 'groups') return true
    const child = ELEMENT_OF_KEY[key as keyof typeof ELEMENT_OF_KEY]
    return depth > 0 && !used.has(child)
  })
  return fc.constantFrom(...keys).chain((key): fc.Arbitrary<Shape> => {
    if (key === 'pages') return pagesList(depth, false, max).map((pages) => ({ pages }))
    if (key === 'groups') return fc.array(group(depth, false, max), { minLength: 1, maxLength: max }).map((groups) => ({ groups }))
    const child = ELEMENT_OF_KEY[key as keyof typeof ELEMENT_OF_KEY]
    return divisions(child, depth - 1, max, new Set([...used, child])).map((list) => ({ [key]: list }))
  })
}

/** A list of divisions of one kind, with unique version labels / language codes and at most one default. */
function divisions(kind: Kind, depth: number, max: number, used: ReadonlySet<Kind>): fc.Arbitrary<Shape[]> {
  const labels: fc.Arbitrary<string[]> =
    kind === 'language'
      ? fc.uniqueArray(fc.constantFrom(...LANGUAGE_CODES), { minLength: 1, maxLength: max })
      : fc.uniqueArray(kind === 'version' ? VERSION : label(), { minLength: 1, maxLength: max })
  return labels.chain((names) =>
    fc
      .tuple(fc.tuple(...names.map((name) => division(kind, name, depth, max, used))), fc.integer({ min: -1, max: names.length - 1 }))
      .map(([list, defaultIndex]) => {
        if ((kind === 'version' || kind === 'language') && defaultIndex >= 0) list[defaultIndex]!.default = true
        return list
      }),
  )
}

function division(kind: Kind, name: string, depth: number, max: number, used: ReadonlySet<Kind>): fc.Arbitrary<Shape> {
  const body: fc.Arbitrary<Shape> =
    kind === 'version' || kind === 'language'
      ? content(kind, depth, max, used)
      : fc.oneof({ weight: 6, arbitrary: content(kind, depth, max, used) }, { weight: 1, arbitrary: URL.map((href) => ({ href })) })
  return fc.tuple(body, optional('icon', ICON)).map(([children, icon]) => ({ [LABEL_KEY[kind]]: name, ...icon, ...children }))
}

/** Renames pages (entries and group roots) so that no two share a URL: each is listed once. */
function uniquePages(navigation: Shape): void {
  const seen = new Set<string>()
  const unique = (path: string): string => {
    const url = (candidate: string) => candidate.replace(/(^|\/)index$/, '')
    let candidate = path
    for (let suffix = 2; seen.has(url(candidate)); suffix++) candidate = `${path}-${suffix}`
    seen.add(url(candidate))
    return candidate
  }
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        if (typeof item === 'string') value[index] = unique(item)
        else visit(item)
      })
    } else if (typeof value === 'object' && value !== null) {
      const record = value as Shape
      if (typeof record.root === 'string') record.root = unique(record.root)
      for (const [key, child] of Object.entries(record)) if (key !== 'global') visit(child)
    }
  }
  visit(navigation)
}

/**
 * A docs.json configuration that docsnav compiles with no diagnostics when page files are not
 * checked (`noFiles: true`); every page is listed once.
 */
export function validConfig(constraints: ConfigConstraints = {}): fc.Arbitrary<DocsConfig> {
  const depth = constraints.maxDepth ?? 3
  const max = constraints.maxEntries ?? 4
  const globalAnchors = fc.array(fc.record({ anchor: label(), href: URL, icon: ICON }), { maxLength: 2 })
  return fc
    .tuple(
      content('navigation', depth, max, new Set()),
      globalAnchors,
      fc.constantFrom(undefined, 'section', 'breadcrumbs'),
      fc.option(fc.boolean(), { nil: undefined }),
    )
    .map(([navigation, anchors, eyebrows, drilldown]) => {
      uniquePages(navigation)
      const config: DocsConfig = {
        theme: 'mint',
        name: 'Generated',
        colors: { primary: '#0D9373' },
        navigation: anchors.length > 0 ? { ...navigation, global: { anchors } } : navigation,
      }
      if (eyebrows !== undefined) config.styling = { eyebrows }
      if (drilldown !== undefined) config.interaction = { drilldown }
      return config
    })
}

/** A mistake `nearValidConfig()` can make, and the code docsnav must report for it. */
export interface Mistake {
  name: string
  code: string
}

interface Mutation extends Mistake {
  /** Applies the mistake to an element object (group or division); false if it does not apply. */
  apply: (element: Shape, kind: Kind) => boolean
}

const MUTATIONS: readonly Mutation[] = [
  {
    name: 'misspelled key',
    code: 'DN2009',
    apply: (element) => {
      element.colapsed = true
      return true
    },
  },
  {
    name: 'missing label',
    code: 'DN2006',
    apply: (element, kind) => {
      delete element[LABEL_KEY[kind]]
      return true
    },
  },
  {
    name: 'empty label',
    code: 'DN2007',
    apply: (element, kind) => {
      element[LABEL_KEY[kind]] = ' '
      return kind !== 'language'
    },
  },
  {
    name: 'label of the wrong type',
    code: 'DN2008',
    apply: (element, kind) => {
      element[LABEL_KEY[kind]] = 42
      return true
    },
  },
  {
    name: 'hidden as a string',
    code: 'DN2008',
    apply: (element) => {
      element.hidden = 'yes'
      return true
    },
  },
  {
    name: 'unsafe href',
    code: 'DN2013',
    apply: (element, kind) => {
      if (kind === 'group') return false
      for (const key of CHILD_KEYS[kind]) delete element[key]
      element.href = 'javascript:alert(1)'
      return true
    },
  },
  {
    name: 'two child keys',
    code: 'DN2004',
    apply: (element, kind) => {
      if (kind === 'group') return false
      if ('groups' in element) element.pages = ['extra-page']
      else if ('pages' in element) element.groups = [{ group: 'Extra', pages: ['extra'] }]
      else return false
      return true
    },
  },
  {
    name: 'page outside the root',
    code: 'DN4002',
    apply: (element) => {
      if (!Array.isArray(element.pages)) return false
      element.pages.push('../outside')
      return true
    },
  },
  {
    name: 'page with extension',
    code: 'DN4001',
    apply: (element) => {
      if (!Array.isArray(element.pages)) return false
      element.pages.push('guides/setup.mdx')
      return true
    },
  },
]

/** Every element object of a generated config, with its kind. */
function elementsOf(navigation: Shape): Array<{ element: Shape; kind: Kind }> {
  const found: Array<{ element: Shape; kind: Kind }> = []
  const visit = (value: Shape) => {
    for (const [key, list] of Object.entries(value)) {
      if (!Array.isArray(list)) continue
      const kind: Kind | undefined = key === 'pages' ? 'group' : ELEMENT_OF_KEY[key as keyof typeof ELEMENT_OF_KEY]
      if (!kind || key === 'global') continue
      for (const item of list) {
        if (typeof item !== 'object' || item === null) continue
        found.push({ element: item as Shape, kind })
        visit(item as Shape)
      }
    }
  }
  visit(navigation)
  return found
}

/**
 * A valid config with exactly one mistake made in one element, with the mistake and the code
 * docsnav reports for it.
 */
export function nearValidConfig(constraints: ConfigConstraints = {}): fc.Arbitrary<{ config: DocsConfig; mistake: Mistake }> {
  return fc.tuple(validConfig(constraints), fc.nat(), fc.nat()).map(([config, elementPick, mutationPick]) => {
    const elements = elementsOf(config.navigation)
    if (elements.length === 0) {
      // Only root pages: the mistake goes into them.
      ;(config.navigation.pages as unknown[]).push('../outside')
      return { config, mistake: { name: 'page outside the root', code: 'DN4002' } }
    }
    const { element, kind } = elements[elementPick % elements.length]!
    const start = mutationPick % MUTATIONS.length
    for (let offset = 0; offset < MUTATIONS.length; offset++) {
      const mutation = MUTATIONS[(start + offset) % MUTATIONS.length]!
      if (mutation.apply(element, kind)) return { config, mistake: { name: mutation.name, code: mutation.code } }
    }
    throw new Error('no mistake applies: the misspelled key always does')
  })
}
