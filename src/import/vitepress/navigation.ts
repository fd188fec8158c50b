import { isRecord } from '../../ir/json-values.js'
import { posix } from 'node:path'
import { LANGUAGE_CODES } from '../../ir/schema.js'
import type { ImportReport, SourceSpot } from '../report.js'
import type { DocsJson, SourcePage } from '../source.js'

/**
 * VitePress's resolved config as docs.json: `themeConfig.sidebar` (an array, or an object keyed by
 * path prefix: one tab per key) with its groups, group links and `base`; `themeConfig.nav` (the
 * tabs' labels, external links as global anchors, other links as `navbar` links); `locales` as
 * `languages`. Links name pages by URL: a page is the Markdown file VitePress serves there (through
 * `rewrites`), its docs.json page path the URL's path, so that docs.json serves it at the same URL.
 */

/** A sidebar or nav item as VitePress's default theme reads it (`DefaultTheme.SidebarItem`, `NavItem`). */
export interface VitePressItem {
  text?: unknown
  link?: unknown
  items?: unknown
  collapsed?: unknown
  base?: unknown
  docFooterText?: unknown
  rel?: unknown
  target?: unknown
  component?: unknown
  activeMatch?: unknown
}

/** What the reader took from VitePress's `resolveConfig`. */
export interface ResolvedVitePress {
  /** The site data: `base`, `themeConfig`, `locales` (each with its own `themeConfig`). */
  site: { base?: string; title?: string; lang?: string; themeConfig?: Record<string, unknown>; locales?: Record<string, Record<string, unknown>> }
  /** The Markdown files VitePress builds, relative to `srcDir` (`guide/intro.md`). */
  pages: readonly string[]
  /** `rewrites.inv`: the served file path → the source file path. */
  served: Readonly<Record<string, string>>
  /** `cleanUrls`: without it, VitePress serves `/guide/intro.html`. */
  cleanUrls: boolean
  /** `srcDir`, relative to the source root (`''`, `docs`). */
  folder: string
  /** Where a value written in the config is (its file:line), for diagnostics. */
  spot: (value: string | undefined) => SourceSpot
}

const EXTERNAL = /^(?:[a-z]+:|\/\/)/i

interface Context {
  resolved: ResolvedVitePress
  report: ImportReport
  pages: Map<string, SourcePage>
  /** Source files VitePress builds, as a set. */
  files: ReadonlySet<string>
  /** DN1204, said once for the same thing at the same place (locales share what they inherit). */
  note: (params: { what: string; detail?: string; how?: string }, spot: SourceSpot) => void
}

/** docs.json's `navigation` (and `navbar` when the nav has links to pages outside every sidebar). */
export function vitepressNavigation(resolved: ResolvedVitePress, report: ImportReport): { config: DocsJson; pages: Map<string, SourcePage> } {
  const said = new Set<string>()
  const note: Context['note'] = (params, spot) => {
    const key = JSON.stringify([params.what, params.detail, spot.file, spot.value, spot.offset])
    if (said.has(key)) return
    said.add(key)
    report.add('DN1204', params, spot)
  }
  const context: Context = { resolved, report, pages: new Map(), files: new Set(resolved.pages), note }
  const themeConfig = resolved.site.themeConfig ?? {}
  const locales = Object.entries(resolved.site.locales ?? {}).filter(([key]) => !EXTERNAL.test(key))
  const config: DocsJson = {}
  if (typeof resolved.site.title === 'string' && resolved.site.title !== '') config.name = resolved.site.title
  if (resolved.site.base !== undefined && resolved.site.base !== '/')
    report.add(
      'DN1204',
      {
        what: 'a base path',
        detail: `\`base: ${JSON.stringify(resolved.site.base)}\``,
        how: 'docs.json serves the site at the root of its host: serve it under the path there',
      },
      resolved.spot(resolved.site.base),
    )
  if (!resolved.cleanUrls)
    report.add(
      'DN1204',
      {
        what: 'page URLs ending in `.html`',
        detail: 'VitePress serves `/guide/intro.html` without `cleanUrls: true`',
        how: "docs.json serves `/guide/intro`: pass the old site's sitemap with --old-urls for redirects",
      },
      resolved.spot('cleanUrls'),
    )
  const navbar: Array<{ label: string; href: string }> = []
  if (locales.length <= 1) {
    const division = localeDivision(themeConfig, context, navbar)
    config.navigation = division.content
    if (division.anchors.length > 0) (config.navigation as Record<string, unknown>).global = { anchors: division.anchors }
  } else {
    const languages: Array<Record<string, unknown>> = []
    for (const [key, locale] of locales) {
      const language = languageCode(key, locale, context)
      if (language === undefined) continue
      const merged = { ...themeConfig, ...(isRecord(locale.themeConfig) ? locale.themeConfig : {}) }
      // Each language's top-bar links to pages outside its sidebars go in its own `navbar` (the root's in docs.json's).
      const links: Array<{ label: string; href: string }> = []
      const division = localeDivision(merged, context, key === 'root' ? navbar : links)
      languages.push({
        language,
        ...(key === 'root' ? { default: true } : {}),
        ...division.content,
        ...(division.anchors.length > 0 ? { global: { anchors: division.anchors } } : {}),
        ...(links.length > 0 ? { navbar: { links } } : {}),
      })
    }
    config.navigation = { languages }
  }
  if (navbar.length > 0) config.navbar = { links: navbar }
  return { config, pages: context.pages }
}

/** A locale's sidebar as docs.json content (`tabs`, `pages`), its external nav links as anchors. */
function localeDivision(
  themeConfig: Record<string, unknown>,
  context: Context,
  navbar: Array<{ label: string; href: string }>,
): { content: Record<string, unknown>; anchors: Array<{ anchor: string; href: string }> } {
  const sidebar = themeConfig.sidebar
  const navLinks = flatNav(themeConfig.nav, context)
  const anchors = navLinks.filter((link) => EXTERNAL.test(link.href)).map((link) => ({ anchor: link.label, href: link.href }))
  for (const link of navLinks)
    if (EXTERNAL.test(link.href) && (link.item.target !== undefined || link.item.rel !== undefined)) linkAttributes(link.item, context)
  const internal = navLinks.filter((link) => !EXTERNAL.test(link.href))
  if (themeConfig.docFooter !== undefined)
    context.note(
      { what: 'the labels of the previous and next links', detail: '`docFooter`', how: 'Mintlify words them itself' },
      context.resolved.spot('docFooter'),
    )

  if (Array.isArray(sidebar)) {
    for (const link of internal) navbar.push({ label: link.label, href: link.href })
    return { content: { pages: items(sidebar, '', context, true) }, anchors }
  }
  if (!isRecord(sidebar)) {
    for (const link of internal) navbar.push({ label: link.label, href: link.href })
    // Without a sidebar, the nav's links to pages are the navigation.
    const pages = internal.flatMap((link) => pageOf(link.href, link.label, context) ?? [])
    return { content: { pages }, anchors }
  }
  // A multi-sidebar: one tab per key, labelled by the nav link that leads into it.
  const keys = Object.keys(sidebar)
  const labels = new Map<string, string>()
  for (const link of internal) {
    const key = sidebarKeyOf(link.href, keys)
    if (key === undefined) navbar.push({ label: link.label, href: link.href })
    else if (!labels.has(key)) labels.set(key, link.label)
  }
  // Keys that share one list of items (a division's pages spread over several prefixes) are one tab.
  const tabs: Array<{ tab: string; pages: unknown[] }> = []
  const byList = new Map<string, { tab: string; pages: unknown[] }>()
  for (const key of [...labels.keys(), ...keys.filter((key) => !labels.has(key))]) {
    const entry = sidebar[key]
    const list = Array.isArray(entry) ? entry : isRecord(entry) && Array.isArray(entry.items) ? entry.items : undefined
    if (list === undefined) {
      context.note({ what: 'a sidebar that is not a list of items', detail: key, how: 'VitePress shows no sidebar there either' }, context.resolved.spot(key))
      continue
    }
    const base = isRecord(entry) && typeof entry.base === 'string' ? entry.base : ''
    const same = JSON.stringify([base, list])
    // Labelled keys come first: a tab keeps the label of the first nav link into any of its keys.
    if (byList.has(same)) continue
    const pages = items(list, base, context, true)
    if (pages.length === 0) continue
    const tab = { tab: labels.get(key) ?? keyLabel(key, list), pages }
    byList.set(same, tab)
    tabs.push(tab)
  }
  if (tabs.length === 1) return { content: { pages: tabs[0]!.pages }, anchors }
  return { content: { tabs }, anchors }
}

/** Sidebar items as docs.json `pages` entries: page paths and groups. */
function items(list: readonly unknown[], base: string, context: Context, topLevel: boolean): unknown[] {
  const out: unknown[] = []
  for (const raw of list) {
    if (!isRecord(raw)) {
      context.note({ what: 'a sidebar item that is not an object', detail: JSON.stringify(raw) ?? String(raw) }, context.resolved.spot(undefined))
      continue
    }
    const item = raw as VitePressItem
    const text = typeof item.text === 'string' ? item.text : undefined
    const itemBase = typeof item.base === 'string' ? item.base : base
    const link = typeof item.link === 'string' ? `${itemBase}${item.link}` : undefined
    if (item.docFooterText !== undefined)
      context.note(
        {
          what: "a page's label in the previous and next links",
          detail: `\`docFooterText\` of ${JSON.stringify(text ?? link ?? '')}`,
          how: 'Mintlify shows the page title there',
        },
        context.resolved.spot(text),
      )
    if (item.target !== undefined || item.rel !== undefined) linkAttributes(item, context)
    if (Array.isArray(item.items)) {
      const children = items(item.items, itemBase, context, false)
      if (text === undefined || text === '') {
        context.note(
          { what: 'a group without a label', detail: link ?? `${children.length} items`, how: 'Its items are listed in the group around it' },
          context.resolved.spot(link ?? firstText(item.items)),
        )
        out.push(...children)
        continue
      }
      const group: Record<string, unknown> = { group: text }
      if (link !== undefined) {
        const root = EXTERNAL.test(link) ? undefined : pageOf(link, undefined, context, text)
        if (root !== undefined) group.root = root
        else if (EXTERNAL.test(link)) external(link, text, context)
      }
      group.pages = children
      // VitePress opens a group unless `collapsed: true`; docs.json's nested groups start closed unless expanded.
      if (!topLevel && item.collapsed !== true) group.expanded = true
      if (children.length === 0 && group.root === undefined) {
        context.note({ what: 'an empty group', detail: text, how: 'Mintlify shows no group without pages' }, context.resolved.spot(text))
        continue
      }
      out.push(group)
      continue
    }
    if (link === undefined) {
      context.note(
        { what: 'a sidebar item with neither a link nor items', detail: text ?? '(no text)', how: 'docs.json lists pages and groups only' },
        context.resolved.spot(text),
      )
      continue
    }
    if (EXTERNAL.test(link)) {
      external(link, text ?? link, context)
      continue
    }
    const page = pageOf(link, text, context)
    if (page !== undefined) out.push(page)
  }
  return out
}

/** The docs.json page path of an internal link, recorded with its file and label; undefined (reported) when VitePress has no page there. */
function pageOf(link: string, label: string | undefined, context: Context, groupLabel?: string): string | undefined {
  const spot = context.resolved.spot(label ?? groupLabel ?? link)
  const [path, rest] = splitLink(link)
  if (rest !== '') context.note({ what: 'a link to a part of a page', detail: link, how: 'docs.json links the whole page' }, spot)
  const url = decodeURI(path.startsWith('/') ? path : `/${path}`)
  let served = url.slice(1).replace(/\.(?:md|html)$/, '')
  if (served === '' || served.endsWith('/')) served += 'index'
  const candidates = [served, `${served}/index`]
  for (const candidate of candidates) {
    const file = context.resolved.served[`${candidate}.md`] ?? `${candidate}.md`
    if (!context.files.has(file)) continue
    const previous = context.pages.get(candidate)
    if (!previous) context.pages.set(candidate, { file: posix.join(context.resolved.folder, file), ...(label === undefined ? {} : { label }) })
    return candidate
  }
  context.note({ what: 'a link to no page of the site', detail: link, how: 'VitePress builds no Markdown page there' }, spot)
  return undefined
}

function external(link: string, text: string, context: Context): void {
  context.note(
    {
      what: 'a link out of the site inside a sidebar',
      detail: `${JSON.stringify(text)} (${link})`,
      how: 'Add it to `navigation.global.anchors` or as a link in a page',
    },
    context.resolved.spot(text),
  )
}

function linkAttributes(item: VitePressItem, context: Context): void {
  const attributes = [item.target === undefined ? '' : `target="${String(item.target)}"`, item.rel === undefined ? '' : `rel="${String(item.rel)}"`].filter(
    (part) => part !== '',
  )
  context.note(
    {
      what: "a link's `target` or `rel`",
      detail: `${JSON.stringify(typeof item.text === 'string' ? item.text : '')} ${attributes.join(' ')}`,
      how: 'Mintlify opens links out of the site in a new tab itself',
    },
    context.resolved.spot(typeof item.text === 'string' ? item.text : undefined),
  )
}

/** The nav's links in order (a dropdown's children in its place), each with its label; a dropdown or component reported once. */
function flatNav(nav: unknown, context: Context): Array<{ label: string; href: string; item: VitePressItem }> {
  if (!Array.isArray(nav)) return []
  const links: Array<{ label: string; href: string; item: VitePressItem }> = []
  const visit = (list: readonly unknown[], inMenu: string | undefined) => {
    for (const raw of list) {
      if (!isRecord(raw)) continue
      const item = raw as VitePressItem
      const text = typeof item.text === 'string' ? item.text : ''
      if (item.component !== undefined) {
        context.note(
          { what: 'a component in the top bar', detail: String(item.component), how: 'docs.json has no place for custom components in its navigation' },
          context.resolved.spot(String(item.component)),
        )
        continue
      }
      if (Array.isArray(item.items)) {
        if (inMenu === undefined)
          context.note(
            { what: 'a dropdown menu in the top bar', detail: text, how: 'Its links become tabs, anchors or top-bar links of their own' },
            context.resolved.spot(text),
          )
        visit(item.items, text)
        continue
      }
      if (typeof item.link === 'string') links.push({ label: text, href: item.link, item })
      else if (typeof item.link === 'function')
        context.note({ what: 'a top-bar link computed per page', detail: text, how: 'docs.json links are fixed' }, context.resolved.spot(text))
      else
        context.note(
          { what: 'a top-bar item with neither a link nor items', detail: text, how: 'docs.json top-bar links have a destination' },
          context.resolved.spot(text),
        )
    }
  }
  visit(nav, undefined)
  return links
}

/** The multi-sidebar key a link leads into, as VitePress chooses it (the deepest key the path starts with). */
export function sidebarKeyOf(link: string, keys: readonly string[]): string | undefined {
  const path = ensureStartingSlash(splitLink(link)[0])
  const byDepth = [...keys].sort((a, b) => b.split('/').length - a.split('/').length)
  return byDepth.find((key) => path.startsWith(ensureStartingSlash(key)))
}

function ensureStartingSlash(path: string): string {
  return path.startsWith('/') ? path : `/${path}`
}

function splitLink(link: string): [string, string] {
  const at = link.search(/[?#]/)
  return at === -1 ? [link, ''] : [link.slice(0, at), link.slice(at)]
}

/** A tab label for a sidebar key no nav link leads into: its folder's name, else its first item's label. */
function keyLabel(key: string, list: readonly unknown[]): string {
  const segments = key.split('/').filter((segment) => segment !== '')
  const last = key.endsWith('/') ? segments.at(-1) : undefined
  if (last !== undefined) return last.charAt(0).toUpperCase() + last.slice(1)
  return firstText(list) ?? 'Docs'
}

/** docs.json's language code for a locale (its `lang`, else its key), or undefined (reported) when docs.json has none. */
function languageCode(key: string, locale: Record<string, unknown>, context: Context): string | undefined {
  const lang = typeof locale.lang === 'string' ? locale.lang : key === 'root' ? (context.resolved.site.lang ?? 'en') : key
  const candidates = [lang, lang.toLowerCase(), lang.split('-')[0]!.toLowerCase(), key]
  const found = candidates.find((candidate) => LANGUAGE_CODES.includes(candidate))
  if (found === undefined)
    context.note(
      { what: 'a language Mintlify does not know', detail: `locale \`${key}\` (${lang})`, how: 'Its pages are left out' },
      context.resolved.spot(lang),
    )
  return found
}

/** The first label written among items, to place a diagnostic about their holder. */
function firstText(list: readonly unknown[]): string | undefined {
  for (const item of list) {
    if (!isRecord(item)) continue
    if (typeof item.text === 'string') return item.text
    const inner = Array.isArray(item.items) ? firstText(item.items) : undefined
    if (inner !== undefined) return inner
  }
  return undefined
}
