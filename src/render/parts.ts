import type { NavigationDivision, NavigationDocument, Reader, ReaderLink } from '../ir/navigation-document.js'
import type { Route } from '../ir/site.js'
import type { Step } from './chain.js'
import { anchorRows, divisionMenus, type FrameLink, globalLinks, readerOf, type SwitcherKind, switcherList, tabRows } from './frame.js'
import { escapeHtml, iconHtml, safeHref, safeUrl } from './html.js'
import { CHEVRON, innermostGroup, type ScopeSidebar } from './sidebar.js'

/** The parts around a scope's groups: the top bar, the switchers, the anchors, the eyebrow, the pager. */

/** The word each switcher's button is announced with. */
const SWITCHER_WORDS: Record<SwitcherKind, 'product' | 'section' | 'version' | 'language'> = {
  products: 'product',
  dropdowns: 'section',
  versions: 'version',
  languages: 'language',
}

/** The words the renderer writes itself, in English unless `options.words` says otherwise. */
export const WORDS = {
  language: 'Language',
  version: 'Version',
  product: 'Product',
  section: 'Section',
  previous: 'Previous',
  next: 'Next',
  pagerLabel: 'Previous and next pages',
  deprecated: 'deprecated',
}
export type RenderWords = typeof WORDS

/** The name a switcher is announced with (`Version`, `Language`, ...), in the renderer's words. */
export function switcherName(kind: SwitcherKind, words: RenderWords = WORDS): string {
  return words[SWITCHER_WORDS[kind]]
}

function linkAttributes(href: string | undefined, external: boolean | undefined, readerLinks?: readonly ReaderLink[]): string {
  if (href === undefined) return ''
  return ` href="${safeHref(href)}"${external ? ' rel="noopener"' : ''}${readerLinks ? ` data-dn-links="${escapeHtml(JSON.stringify(readerLinks.map(safeReaderLink)))}"` : ''}`
}

/** A reader link as the client script may follow it: a script URL written as `#`, as in `href`. */
function safeReaderLink(entry: ReaderLink): ReaderLink {
  return { ...entry, link: safeUrl(entry.link) }
}

/**
 * The attributes that tell the client script which version and language the page is under
 * (`data-dn-version`, `data-dn-language`): it remembers them for the session, and on a page under
 * none it leads the links that carry `data-dn-links` into the one the reader chose (docs/render.md).
 */
export function readerAttributes(steps: readonly Step[]): string {
  const own = readerOf(steps)
  return `${own.version === undefined ? '' : ` data-dn-version="${escapeHtml(own.version)}"`}${own.language === undefined ? '' : ` data-dn-language="${escapeHtml(own.language)}"`}`
}

function menuEntries(links: readonly FrameLink[]): MenuEntry[] {
  // Each field named rather than spread: links come in many shapes, and a spread of them takes V8's slow path.
  return links.map(({ href, external, current, lang, readerLinks, icon, label }) => ({
    label: `${iconHtml(icon)}${escapeHtml(label)}`,
    href,
    external,
    current,
    lang,
    readerLinks,
  }))
}

/**
 * The top bar: each tab level of the route's chain (a tab with a menu is a menu button), then the
 * global anchors of the root and of every division on the way. `tabTargets` (routes.json's
 * `switchTargets.tabs`) are where tabs lead a reader in a version or language other than their
 * link, and `reader` the version and language the reader is in (the chain's, by default).
 */
export function topBar(
  root: NavigationDivision,
  steps: readonly Step[],
  tabTargets?: Readonly<Record<string, string>>,
  reader: Reader = readerOf(steps),
): string {
  let html = ''
  let menus = 0
  for (const row of tabRows(steps, tabTargets, reader)) {
    html += '<ul class="dn-tabs">'
    for (const tab of row) {
      const current = tab.current ? ' aria-current="true"' : ''
      const label = `${iconHtml(tab.icon)}<span class="dn-label">${escapeHtml(tab.label)}</span>`
      if (tab.menu) html += `<li class="dn-tab${current ? ' dn-current' : ''}">${menuButton(`dn-tm-${menus++}`, label, menuEntries(tab.menu), current)}</li>`
      else html += `<li class="dn-tab"><a class="dn-tab-link"${linkAttributes(tab.href, tab.external, tab.readerLinks)}${current}>${label}</a></li>`
    }
    html += '</ul>'
  }
  // A menu on another division than a tab (a product's): a menu button of its own, named after it.
  for (const menu of divisionMenus(steps, reader)) {
    html += `<div class="dn-division-menu">${menuButton(`dn-tm-${menus++}`, `<span class="dn-label">${escapeHtml(menu.label)}</span>`, menuEntries(menu.entries), '')}</div>`
  }
  const globals = globalLinks(root, steps)
  if (globals.length > 0) {
    html += `<ul class="dn-global">${globals.map((entry) => `<li><a class="dn-global-link"${linkAttributes(entry.href, entry.external)}>${iconHtml(entry.icon)}<span class="dn-label">${escapeHtml(entry.label)}</span></a></li>`).join('')}</ul>`
  }
  return html === '' ? '' : `<nav class="dn-topbar" aria-label="Main"${readerAttributes(steps)}>${html}</nav>`
}

/** The sidebar's switchers: one menu button per product, dropdown, version or language level, whose entries lead to the same page there when it exists. */
export function switchers(steps: readonly Step[], route: Route | undefined, words: RenderWords, reader: Reader = readerOf(steps)): string {
  let html = ''
  let menus = 0
  for (const switcher of switcherList(steps, route, reader)) {
    const button = `<span class="dn-switcher-name">${escapeHtml(switcherName(switcher.kind, words))}</span> <span class="dn-label">${escapeHtml(switcher.label)}</span>`
    html += `<div class="dn-switcher dn-switcher-${switcher.kind}">${menuButton(`dn-sm-${menus++}`, button, menuEntries(switcher.entries), '')}</div>`
  }
  return html
}

/** A WAI-ARIA menu button: the client script opens it and moves focus by arrow keys (docs/render.md). */
interface MenuEntry {
  /** HTML. */
  label: string
  href: string | undefined
  external?: boolean | undefined
  current: boolean
  lang?: string | undefined
  readerLinks?: readonly ReaderLink[] | undefined
}

function menuButton(id: string, label: string, entries: readonly MenuEntry[], current: string): string {
  const items = entries
    .map(
      (entry) =>
        `<li role="none"><a role="menuitem" tabindex="-1"${linkAttributes(entry.href ?? '#', entry.external, entry.readerLinks)}${entry.current ? ' aria-current="true"' : ''}${entry.lang !== undefined ? ` lang="${escapeHtml(entry.lang)}" hreflang="${escapeHtml(entry.lang)}"` : ''}>${entry.label}</a></li>`,
    )
    .join('')
  return `<button type="button" class="dn-menu-button" aria-haspopup="menu" aria-expanded="false" aria-controls="${id}"${current}>${label}${CHEVRON}</button><ul class="dn-menu" role="menu" id="${id}" hidden>${items}</ul>`
}

/** The anchors of the route's chain, as a list of links at the top of the sidebar. */
export function anchorList(steps: readonly Step[], reader: Reader = readerOf(steps)): string {
  return anchorRows(steps, reader)
    .map(
      (row) =>
        `<ul class="dn-anchors">${row
          .map(
            (anchor) =>
              `<li><a class="dn-anchor"${linkAttributes(anchor.href, anchor.external, anchor.readerLinks)}${anchor.current ? ' aria-current="true"' : ''}>${iconHtml(anchor.icon)}<span class="dn-label">${escapeHtml(anchor.label)}</span></a></li>`,
          )
          .join('')}</ul>`,
    )
    .join('')
}

export function eyebrow(mode: NavigationDocument['settings']['eyebrows'], route: Route | undefined, sidebar: ScopeSidebar | undefined): string {
  if (!route) return ''
  if (mode === 'breadcrumbs') {
    const breadcrumbs = route.breadcrumbs ?? []
    if (breadcrumbs.length === 0) return ''
    const crumbs = breadcrumbs
      .map(
        (crumb) =>
          `<li>${crumb.url !== undefined ? `<a href="${safeHref(crumb.url)}">${escapeHtml(crumb.label)}</a>` : `<span>${escapeHtml(crumb.label)}</span>`}</li>`,
      )
      .join('')
    return `<nav class="dn-breadcrumbs" aria-label="Breadcrumb"><ol>${crumbs}</ol></nav>`
  }
  const innermost = innermostGroup(sidebar, route.url)
  return innermost ? `<p class="dn-eyebrow">${escapeHtml(innermost)}</p>` : ''
}

export function pager(route: Route | undefined, words: RenderWords): string {
  if (!route || (!route.prev && !route.next)) return ''
  const prev = route.prev
    ? `<a class="dn-prev" rel="prev" href="${safeHref(route.prev.url)}"><span class="dn-pager-word">${escapeHtml(words.previous)}</span> <span class="dn-label">${escapeHtml(route.prev.title)}</span></a>`
    : ''
  const next = route.next
    ? `<a class="dn-next" rel="next" href="${safeHref(route.next.url)}"><span class="dn-pager-word">${escapeHtml(words.next)}</span> <span class="dn-label">${escapeHtml(route.next.title)}</span></a>`
    : ''
  return `<nav class="dn-pager" aria-label="${escapeHtml(words.pagerLabel)}">${prev}${next}</nav>`
}
