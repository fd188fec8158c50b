import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Sites whose switchers Mintlify's client and docsnav must send readers alike: versions alone or
 * inside dropdowns, tabs, languages or products; folders with `index` pages; versions whose groups
 * are all hidden; the same or other page names in each version.
 */

export interface SwitcherSite {
  outer: 'none' | 'dropdowns' | 'tabs' | 'languages' | 'products'
  index: 'none' | 'first' | 'second'
  hidden: 'none' | 'all groups of a version' | 'one group'
  names: 'same' | 'other'
}

/** Every combination: small enough to try whole. */
export const switcherSites: SwitcherSite[] = (['none', 'dropdowns', 'tabs', 'languages', 'products'] as const).flatMap((outer) =>
  (['none', 'first', 'second'] as const).flatMap((index) =>
    (['none', 'all groups of a version', 'one group'] as const).flatMap((hidden) =>
      (['same', 'other'] as const).map((names) => ({ outer, index, hidden, names })),
    ),
  ),
)

const OUTER_LABELS: Record<Exclude<SwitcherSite['outer'], 'none'>, [string, string, string]> = {
  dropdowns: ['dropdown', 'Alpha', 'Beta'],
  tabs: ['tab', 'Guides', 'Reference'],
  languages: ['language', 'en', 'fr'],
  products: ['product', 'Alpha', 'Beta'],
}

/** Writes the site (docs.json, no page files) into `folder`; returns its name for the test's report. */
export function writeSwitcherSite(folder: string, site: SwitcherSite): string {
  mkdirSync(folder, { recursive: true })
  const versions = (prefix: string) =>
    ['v1', 'v2', 'v3'].map((version, at) => {
      const base = `${prefix}${version}`
      const own = (name: string) => (site.names === 'same' ? `${base}/${name}` : `${base}/${name}-${version}`)
      const pages = [own('guide'), own('setup')]
      if (site.index === 'first') pages.unshift(`${base}/index`)
      if (site.index === 'second') pages.splice(1, 0, `${base}/index`)
      const hiddenAll = site.hidden === 'all groups of a version' && at === 1
      const groups = [
        { group: 'Start', pages, ...(hiddenAll ? { hidden: true } : {}) },
        { group: 'More', pages: [own('more')], ...(hiddenAll || (site.hidden === 'one group' && at === 2) ? { hidden: true } : {}) },
      ]
      return { version, ...(at === 0 ? { default: true } : {}), groups }
    })
  let navigation: Record<string, unknown>
  if (site.outer === 'none') navigation = { versions: versions('') }
  else {
    const [kind, first, second] = OUTER_LABELS[site.outer]
    const prefix = (label: string) => `${label.toLowerCase()}/`
    navigation = { [site.outer]: [first, second].map((label) => ({ [kind]: label, versions: versions(prefix(label)) })) }
  }
  writeFileSync(join(folder, 'docs.json'), JSON.stringify({ theme: 'mint', name: 'Generated', colors: { primary: '#0D9373' }, navigation }, null, 2))
  return `switchers: ${site.outer === 'none' ? 'versions' : `versions in ${site.outer}`}, index ${site.index}, hidden ${site.hidden}, names ${site.names}`
}
