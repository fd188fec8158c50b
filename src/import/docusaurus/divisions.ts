import { LANGUAGE_CODES } from '../../ir/schema.js'
import type { LoadedInstance, LoadedLocale, LoadedSite, LoadedVersion, NavbarItem } from './load.js'
import type { PageEntry } from './sidebars.js'

/**
 * The divisions of docs.json a Docusaurus site's structure makes, from the outside in: translated
 * locales as `languages`, several docs instances as `products` (or `tabs`, when each has one
 * sidebar and one version), an instance's versions as `versions` (the default the plugin's
 * `lastVersion`), a version's several sidebars as `tabs` (labelled as the navbar's `docSidebar`
 * and `doc` items label them; a single sidebar the navbar names is a tab too).
 */

export type Division = Record<string, unknown>

type Sidebars = (locale: LoadedLocale, instance: LoadedInstance, version: LoadedVersion) => Map<string, PageEntry[]>

export function divisions(site: LoadedSite, sidebars: Sidebars, unknownLocale?: (locale: string) => void): Division {
  const [first, ...others] = site.locales
  const content = (locale: LoadedLocale) => instancesContent(site, locale, sidebars)
  const main = content(first!)
  // A locale is a language of docs.json when it translates at least one doc.
  const translated = others.filter((locale) =>
    locale.instances.some((instance) =>
      instance.versions.some((version) =>
        version.docs.some((doc) => doc.source.includes(`/i18n/${locale.locale}/`) || doc.source.startsWith(`@site/i18n/${locale.locale}/`)),
      ),
    ),
  )
  // A locale docs.json has no language code for cannot be a language (reported by the caller).
  const languages = translated.filter((locale) => LANGUAGE_CODES.includes(languageCode(locale.locale)))
  for (const locale of translated) if (!languages.includes(locale)) unknownLocale?.(locale.locale)
  if (languages.length === 0) return main
  return {
    languages: [
      { language: languageCode(first!.locale), default: true, ...main },
      ...languages.map((locale) => ({ language: languageCode(locale.locale), ...content(locale) })),
    ],
  }
}

function instancesContent(site: LoadedSite, locale: LoadedLocale, sidebars: Sidebars): Division {
  // Several instances: each is a division of its own, so a single sidebar needs no tab of its own.
  const several = locale.instances.length > 1
  const made = locale.instances.map((instance) => ({ instance, content: versionsContent(site, locale, instance, sidebars, !several) }))
  const kept = made.filter((entry) => entry.content !== undefined)
  if (kept.length === 0) return { pages: [] }
  if (kept.length === 1) return kept[0]!.content!
  const simple = kept.every((entry) => !('tabs' in entry.content!) && !('versions' in entry.content!))
  const key = simple ? 'tabs' : 'products'
  const labelKey = simple ? 'tab' : 'product'
  return { [key]: kept.map(({ instance, content }) => ({ [labelKey]: instanceLabel(site.navbarItems, instance), ...content })) }
}

function versionsContent(site: LoadedSite, locale: LoadedLocale, instance: LoadedInstance, sidebars: Sidebars, named: boolean): Division | undefined {
  const made = instance.versions.map((version) => ({ version, content: sidebarsContent(site, instance, sidebars(locale, instance, version), named) }))
  const kept = made.filter((entry) => entry.content !== undefined)
  if (kept.length === 0) return undefined
  if (instance.versions.length === 1) return kept[0]!.content
  return {
    versions: kept.map(({ version, content }) => ({ version: version.label, ...(version.isLast ? { default: true } : {}), ...content })),
  }
}

/** A version's sidebars: tabs when it has several, or when `named` and the navbar names its one sidebar. */
function sidebarsContent(site: LoadedSite, instance: LoadedInstance, sidebars: Map<string, PageEntry[]>, named: boolean): Division | undefined {
  if (sidebars.size === 0) return undefined
  const labels = sidebarLabels(site.navbarItems, instance, sidebars)
  if (sidebars.size === 1 && (labels.size === 0 || !named)) return { pages: [...sidebars.values()][0] }
  const ids = [...sidebars.keys()]
  const order = (id: string) => {
    const at = [...labels.keys()].indexOf(id)
    return at === -1 ? labels.size + ids.indexOf(id) : at
  }
  return { tabs: ids.toSorted((a, b) => order(a) - order(b)).map((id) => ({ tab: labels.get(id) ?? id, pages: sidebars.get(id) })) }
}

/**
 * The navbar's label of each sidebar of an instance, in navbar order: its `docSidebar` item, else
 * the one `doc` item of a doc in it (several such items are links into the sidebar, not its name).
 */
function sidebarLabels(items: readonly NavbarItem[], instance: LoadedInstance, sidebars: Map<string, PageEntry[]>): Map<string, string> {
  const version = instance.versions.find((entry) => entry.isLast) ?? instance.versions[0]!
  const named: Array<{ id: string; label: string; direct: boolean }> = []
  for (const item of flatten(items)) {
    if ((item.docsPluginId ?? 'default') !== instance.id || item.label === undefined) continue
    if (item.type === 'docSidebar' && item.sidebarId !== undefined) named.push({ id: item.sidebarId, label: item.label, direct: true })
    else if (item.type === 'doc' && item.docId !== undefined) {
      const id = sidebarOfDoc(version, item.docId)
      if (id !== undefined) named.push({ id, label: item.label, direct: false })
    }
  }
  const labels = new Map<string, string>()
  for (const entry of named) {
    if (!sidebars.has(entry.id) || labels.has(entry.id)) continue
    const direct = named.find((other) => other.id === entry.id && other.direct)
    if (direct) labels.set(entry.id, direct.label)
    else if (named.filter((other) => other.id === entry.id).length === 1) labels.set(entry.id, entry.label)
  }
  return labels
}

function sidebarOfDoc(version: LoadedVersion, docId: string): string | undefined {
  const holds = (items: readonly unknown[]): boolean =>
    items.some((item) => {
      const entry = item as { type: string; id?: string; items?: unknown[]; link?: { type: string; id?: string } }
      return (entry.type === 'doc' && entry.id === docId) || entry.link?.id === docId || (entry.items !== undefined && holds(entry.items))
    })
  return Object.entries(version.sidebars).find(([, items]) => holds(items))?.[0]
}

function instanceLabel(items: readonly NavbarItem[], instance: LoadedInstance): string {
  const named = flatten(items).find(
    (item) => (item.docsPluginId ?? 'default') === instance.id && (item.type === 'docSidebar' || item.type === 'doc') && item.label,
  )
  return named?.label ?? instance.id
}

function flatten(items: readonly NavbarItem[]): NavbarItem[] {
  return items.flatMap((item) => [item, ...flatten(item.items ?? [])])
}

/** A Docusaurus locale as docs.json's language code: itself where docs.json knows it (`pt-BR`), else its language (`fr-CA` -> `fr`). */
function languageCode(locale: string): string {
  return LANGUAGE_CODES.includes(locale) ? locale : locale.split('-')[0]!.toLowerCase()
}
