import { THEMES } from '../../ir/mintlify-values.js'
import type { ImportReport } from '../report.js'

/**
 * What Mintlify's upgrade of a mint.json leaves out of docs.json, each said as DN1204 at its place
 * in mint.json. Only what the upgrade itself drops: docsnav's result is the upgrade's, exactly.
 */

// biome-ignore lint/suspicious/noExplicitAny: mint.json is read as Mintlify's schema reads it
type Loose = any

/** The top-level keys the upgrade reads (`$schema` and `mintlify` say nothing about the site). */
const READ_KEYS = new Set([
  '$schema',
  'mintlify',
  'name',
  'colors',
  'favicon',
  'navigation',
  'eyebrow',
  'codeBlock',
  'logo',
  'api',
  'openapi',
  'modeToggle',
  'background',
  'backgroundImage',
  'topbarLinks',
  'topbarCtaButton',
  'search',
  'metadata',
  'seo',
  'footer',
  'footerSocials',
  'integrations',
  'analytics',
  'font',
  'redirects',
  'tabs',
  'anchors',
  'versions',
  'topAnchor',
  'primaryTab',
])

/** Keys inside the ones read that the upgrade does not carry over, with what docs.json has instead. */
const DROPPED_INSIDE: ReadonlyArray<{ path: readonly string[]; how: string }> = [
  { path: ['api', 'maintainOrder'], how: 'docs.json keeps an OpenAPI spec’s order as the navigation lists its operations' },
  { path: ['api', 'paramFields'], how: 'docs.json has `api.params.expanded` for the expansion of parameter fields' },
  { path: ['api', 'request', 'example', 'showOptionalParams'], how: 'docs.json has `api.examples.defaults` for this' },
  { path: ['api', 'auth', 'inputPrefix'], how: 'set the prefix in the OpenAPI spec’s security scheme' },
  { path: ['search', 'location'], how: 'docs.json places the search bar by its theme' },
  { path: ['colors', 'anchors'], how: 'set each anchor’s `color` in docs.json' },
  { path: ['colors', 'ultraLight'], how: 'docs.json has `colors.light` and `colors.dark` only' },
  { path: ['colors', 'ultraDark'], how: 'docs.json has `colors.light` and `colors.dark` only' },
  { path: ['topbarCtaButton', 'style'], how: 'docs.json’s `navbar.primary` button has no style' },
  { path: ['topbarCtaButton', 'arrow'], how: 'docs.json’s `navbar.primary` button has no arrow' },
]

/** Reports what the upgrade of `given` (as Mintlify's schema gives it) left out of `upgraded`. */
export function reportLosses(given: Loose, upgraded: Loose, file: string, text: string, report: ImportReport): void {
  const spot = (value: string) => ({ file, text, value })
  const how = 'Mintlify’s own upgrade of mint.json leaves it out too: add it by hand where docs.json has a place for it'
  for (const key of Object.keys(given)) {
    if (READ_KEYS.has(key)) continue
    const detail = key === 'theme' || key === 'layout' ? `${JSON.stringify(given[key])} (Mintlify's upgrade sets the theme \`mint\`)` : undefined
    report.add(
      'DN1204',
      {
        what: `mint.json \`${key}\``,
        detail,
        how: key === 'theme' || key === 'layout' ? `Choose a docs.json \`theme\` (${THEMES.join(', ')}) by hand` : how,
      },
      spot(key),
    )
  }
  for (const { path, how: instead } of DROPPED_INSIDE) {
    if (valueAt(given, path) !== undefined) report.add('DN1204', { what: `mint.json \`${path.join('.')}\``, how: instead }, spot(path.at(-1) as string))
  }
  for (const division of [...asArray(given.anchors), ...asArray(given.tabs)]) {
    const color = division?.color
    if (typeof color === 'object' && color !== null && (color.to !== undefined || color.via !== undefined))
      report.add(
        'DN1204',
        {
          what: `the gradient of anchor \`${division.name}\``,
          detail: 'docs.json keeps its `from` colour',
          how: 'An anchor’s `color` in docs.json is one colour per mode',
        },
        spot(division.name),
      )
  }
  visitGroups(given.navigation, (group) => {
    if (group.public !== undefined)
      report.add(
        'DN1204',
        { what: `\`public\` of group \`${group.group}\``, how: 'docs.json has `public` on groups only through its authentication settings' },
        spot(group.group),
      )
  })

  // Pages and divisions the upgrade places nowhere.
  const kept = new Set<string>()
  const names = new Set<string>()
  collect(upgraded.navigation, kept, names)
  const seen = new Set<string>()
  visitGroups(given.navigation, (group) => {
    for (const page of asArray(group.pages)) {
      if (typeof page !== 'string' || kept.has(page) || seen.has(page)) continue
      seen.add(page)
      report.add(
        'DN1204',
        {
          what: `page \`${page}\``,
          detail: 'Mintlify’s upgrade places it under no tab, anchor or version',
          how: 'Add it to the navigation of docs.json by hand',
        },
        spot(page),
      )
    }
  })
  for (const [key, kind] of [
    ['tabs', 'tab'],
    ['anchors', 'anchor'],
  ] as const) {
    for (const division of asArray(given[key])) {
      if (typeof division?.name !== 'string' || names.has(`${kind}:${division.name}`)) continue
      report.add(
        'DN1204',
        {
          what: `${kind} \`${division.name}\``,
          detail: `no page of the navigation is under \`${division.url}\`, so Mintlify’s upgrade leaves it out`,
          how: `Add the ${kind} to docs.json by hand, with its pages or an \`href\``,
        },
        spot(division.name),
      )
    }
  }
}

function collect(value: unknown, pages: Set<string>, names: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) {
      if (typeof item === 'string') pages.add(item)
      else collect(item, pages, names)
    }
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>
    for (const kind of ['tab', 'anchor']) if (typeof record[kind] === 'string') names.add(`${kind}:${record[kind]}`)
    for (const [key, member] of Object.entries(record)) if (key !== 'href') collect(member, pages, names)
  }
}

function visitGroups(groups: unknown, visit: (group: Loose) => void): void {
  for (const group of asArray(groups)) {
    if (typeof group !== 'object' || group === null) continue
    visit(group)
    visitGroups(
      asArray(group.pages).filter((page) => typeof page === 'object'),
      visit,
    )
  }
}

function valueAt(value: Loose, path: readonly string[]): unknown {
  let at = value
  for (const key of path) {
    if (typeof at !== 'object' || at === null) return undefined
    at = at[key]
  }
  return at
}

function asArray(value: unknown): Loose[] {
  return Array.isArray(value) ? value : []
}
