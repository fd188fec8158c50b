import fc from 'fast-check'

/**
 * A fast-check arbitrary of mint.json configs (Mintlify's older config) that Mintlify's own
 * schema accepts: navigation groups with nested groups and pages, tabs and anchors whose URLs are
 * prefixes of the pages (or links elsewhere, or specs), versions (names, links, locales), the top
 * bar, colours, logo, favicon, OpenAPI, redirects and the rest the upgrade to docs.json reads. The
 * page paths come from a small set, so that divisions, versions and groups overlap the way the
 * upgrade's prefix rules care about; some are written untidily (`./a`, `/a`, `a/../b`).
 */

export type MintConfig = Record<string, unknown>

const SEGMENTS = ['api', 'guides', 'sdk', 'v1', 'v2', 'intro', 'start', 'reference', 'fr']
const SEGMENT = fc.constantFrom(...SEGMENTS)
const PREFIX = fc.array(SEGMENT, { minLength: 1, maxLength: 2 }).map((parts) => parts.join('/'))

/** A page path, sometimes written as people do (`./a`, `/a`, `a/../b`, `a/`), once in a while an OpenAPI operation. */
const PAGE = fc.oneof(
  { weight: 8, arbitrary: fc.array(SEGMENT, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('/')) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('./', '/', 'guides/../'), PREFIX).map(([lead, path]) => `${lead}${path}`) },
  { weight: 1, arbitrary: fc.constantFrom('GET /users', 'openapi.json POST /pets') },
)
const LABEL = fc.constantFrom('Get Started', 'Guides', 'API Reference', 'SDKs', ' Padded ', 'Changelog', 'Essentials', 'Deep dive')
/** A group's label: mint.json allows an empty one (a group shown without a heading). */
const GROUP_LABEL = fc.oneof({ weight: 9, arbitrary: LABEL }, { weight: 1, arbitrary: fc.constant('') })
const HEX = fc.constantFrom('#0D9373', '#07C983', '#FF0000', '#123', '#abcdef')
const ICON = fc.constantFrom('book', 'code', 'rocket', 'book-open', 'github')
const ICON_TYPE = fc.constantFrom('solid', 'regular', 'duotone', 'brands')
const REMOTE = fc.constantFrom('https://example.com', 'https://github.com/acme/acme', 'http://blog.example.com/posts')
const SPEC = fc.constantFrom('/openapi.json', 'https://example.com/openapi.json', ' /specs/api.yaml')
const LOCALES = ['en', 'fr', 'es', 'ja', 'de', 'zh']

type Group = { group: string; pages: Array<string | Group>; icon?: string; iconType?: string; version?: string }

function group(depth: number, versions: readonly string[]): fc.Arbitrary<Group> {
  const page: fc.Arbitrary<string | Group> = depth > 0 ? fc.oneof({ weight: 4, arbitrary: PAGE }, { weight: 1, arbitrary: group(depth - 1, []) }) : PAGE
  return fc
    .record(
      {
        group: GROUP_LABEL,
        pages: fc.array(page, { minLength: 1, maxLength: 4 }),
        icon: ICON,
        iconType: ICON_TYPE,
        version: versions.length > 0 ? fc.constantFrom(...versions) : fc.constant(undefined),
      },
      { requiredKeys: ['group', 'pages'] },
    )
    .map(dropUndefined) as fc.Arbitrary<Group>
}

/** A tab or an anchor: its URL a page prefix (leading slash or not), a link elsewhere, or a spec's folder. */
function division(kind: 'tab' | 'anchor', versions: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .record(
      {
        name: LABEL,
        url: fc.oneof({ weight: 4, arbitrary: PREFIX }, { weight: 1, arbitrary: PREFIX.map((path) => `/${path}`) }, { weight: 2, arbitrary: REMOTE }),
        isDefaultHidden: fc.boolean(),
        version: versions.length > 0 ? fc.constantFrom(...versions) : fc.constant(undefined),
        openapi: fc.constantFrom('/openapi.json', 'https://example.com/openapi.json'),
        ...(kind === 'anchor'
          ? {
              icon: ICON,
              iconType: ICON_TYPE,
              color: fc.oneof(HEX, fc.record({ from: HEX, to: HEX }, { requiredKeys: ['from', 'to'] })),
            }
          : {}),
      },
      { requiredKeys: ['name', 'url'] },
    )
    .map(dropUndefined)
}

/** Versions: names, names with links elsewhere, or locales (then every one has one). */
const VERSIONS: fc.Arbitrary<Array<string | Record<string, unknown>> | undefined> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.uniqueArray(fc.constantFrom('v1', 'v2', 'v3'), { minLength: 1, maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.uniqueArray(fc.constantFrom('v1', 'v2', 'v3'), { minLength: 1, maxLength: 3 }), fc.boolean(), fc.boolean())
      .map(([names, withDefault, withLink]) =>
        names.map((name, index) => ({
          name,
          ...(withDefault && index === 0 ? { default: true } : {}),
          ...(withLink && index === names.length - 1 ? { url: `https://${name}.example.com` } : {}),
        })),
      ),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.uniqueArray(fc.constantFrom(...LOCALES), { minLength: 1, maxLength: 3 }), fc.boolean(), fc.boolean())
      .map(([locales, withDefault, withLink]) =>
        locales.map((locale, index) => ({
          name: locale.toUpperCase(),
          locale,
          ...(withDefault && index === 0 ? { default: true } : {}),
          ...(withLink && index === 1 ? { url: `https://${locale}.example.com` } : {}),
        })),
      ),
  },
  { weight: 1, arbitrary: fc.constant(undefined).map(() => [{ name: 'v1', url: 'https://v1.example.com' }]) },
)

const LINK = fc.oneof(
  fc.record({ type: fc.constant('link'), name: LABEL, url: REMOTE }, { requiredKeys: ['name', 'url'] }),
  fc.record({ type: fc.constant('github'), url: fc.constant('https://github.com/acme/acme') }),
)

/** mint.json configs Mintlify's schema accepts. */
export function mintConfig(): fc.Arbitrary<MintConfig> {
  return VERSIONS.chain((versions) => {
    // Names the groups and divisions may be gated to: the versions that are not links elsewhere.
    const names = (versions ?? []).flatMap((version) => (typeof version === 'string' ? [version] : version.url ? [] : [version.name as string]))
    return fc
      .record(
        {
          name: LABEL,
          favicon: fc.constantFrom('/favicon.svg', '/favicon.png'),
          colors: fc.record({ primary: HEX, light: HEX, dark: HEX, background: fc.record({ light: HEX, dark: HEX }) }, { requiredKeys: ['primary'] }),
          logo: fc.oneof(
            fc.constant('/logo.svg'),
            fc.record({ light: fc.constant('/logo/light.svg'), dark: fc.constant('/logo/dark.svg'), href: REMOTE }, { requiredKeys: ['light', 'dark'] }),
          ),
          navigation: fc.array(group(2, names), { minLength: 1, maxLength: 5 }),
          tabs: fc.array(division('tab', names), { minLength: 1, maxLength: 3 }),
          anchors: fc.array(division('anchor', names), { minLength: 1, maxLength: 3 }),
          versions: fc.constant(versions),
          topAnchor: fc.record({ name: LABEL, icon: ICON, iconType: ICON_TYPE }, { requiredKeys: ['name'] }),
          primaryTab: fc.record({ name: LABEL, isDefaultHidden: fc.boolean() }, { requiredKeys: ['name'] }),
          topbarLinks: fc.array(LINK, { maxLength: 2 }),
          topbarCtaButton: LINK,
          openapi: fc.oneof(SPEC, fc.array(SPEC, { minLength: 1, maxLength: 2 })),
          api: fc.record(
            {
              baseUrl: fc.constant('https://api.example.com'),
              auth: fc.record({ method: fc.constantFrom('bearer', 'basic', 'key'), name: fc.constant('Authorization') }, { requiredKeys: [] }),
              playground: fc.record({ mode: fc.constantFrom('show', 'simple', 'hide'), disableProxy: fc.boolean() }, { requiredKeys: [] }),
              request: fc.record({ example: fc.record({ languages: fc.constant(['curl', 'python']) }) }),
            },
            { requiredKeys: [] },
          ),
          redirects: fc.uniqueArray(
            fc.record(
              { source: PREFIX.map((path) => `/${path}`), destination: PREFIX.map((path) => `/${path}`), permanent: fc.boolean() },
              { requiredKeys: ['source', 'destination'] },
            ),
            { maxLength: 3, selector: (redirect) => redirect.source },
          ),
          eyebrow: fc.record({ display: fc.constantFrom('section', 'breadcrumbs') }),
          codeBlock: fc.record({ mode: fc.constantFrom('auto', 'dark') }),
          modeToggle: fc.record({ default: fc.constantFrom('light', 'dark'), isHidden: fc.boolean() }, { requiredKeys: [] }),
          seo: fc.record({ indexHiddenPages: fc.boolean() }),
          metadata: fc.constant({ 'og:site_name': 'Acme' }),
          search: fc.record({ prompt: fc.constant('Search the docs') }),
          footerSocials: fc.oneof(fc.constant({ x: 'https://x.com/acme' }), fc.constant([{ type: 'github', url: 'https://github.com/acme' }])),
          backgroundImage: fc.constant('/background.png'),
          background: fc.record({ style: fc.constantFrom('gradient', 'grid', 'windows') }),
          font: fc.oneof(
            fc.constant({ family: 'Inter', weight: 400 }),
            fc.constant({ headings: { family: 'Hubot Sans', url: 'https://example.com/hubot.woff2', format: 'woff2' }, body: { family: 'Inter' } }),
          ),
          integrations: fc.constant({ intercom: 'abc123def' }),
          analytics: fc.constant({ ga4: { measurementId: 'G-123456' } }),
        },
        { requiredKeys: ['name', 'favicon', 'colors', 'navigation', 'versions'] },
      )
      .map(dropUndefined)
  })
}

function dropUndefined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter((entry) => entry[1] !== undefined)) as T
}
