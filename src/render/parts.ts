import type { NavigationDivision, NavigationDocument } from '../ir/navigation-document.js'
import { languageTag } from '../ir/schema.js'
import type { Route } from '../ir/site.js'
import type { Step } from './chain.js'
import { escapeHtml, iconHtml, languageName, safeHref } from './html.js'
import { CHEVRON, type ScopeSidebar } from './sidebar.js'

/** The parts around a scope's groups: the top bar, the switchers, the anchors, the eyebrow, the pager. */

/** Switch levels shown in the sidebar as menu buttons, with the word their button is announced with. */
const SWITCHER_WORDS: Partial<Record<string, 'product' | 'section' | 'version' | 'language'>> = {
  products: 'product',
  dropdowns: 'section',
  versions: 'version',
  languages: 'language',
}
/** Switch levels whose entries lead to the same page in the other division when there is one (routes.json's `switchTargets`). */
const EQUIVALENT_TARGETS = new Set(['versions', 'languages', 'dropdowns'])

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

/** Mintlify keeps a hidden division only while it is the one shown. */
function shown(siblings: readonly NavigationDivision[], selected: NavigationDivision): NavigationDivision[] {
  return siblings.filter((division) => division.hidden !== true || division === selected)
}

/** What a switcher shows for a division: a language's own name, a product's `name` when it has one (Mintlify's display name). */
function labelOf(division: NavigationDivision, from: string): string {
  const label = division.label ?? ''
  if (from === 'languages') return languageName(label)
  if (from === 'products' && typeof division.name === 'string' && division.name !== '') return division.name
  return label
}

function linkAttributes(href: string | undefined, external: boolean | undefined): string {
  if (href === undefined) return ''
  return ` href="${safeHref(href)}"${external ? ' rel="noopener"' : ''}`
}

/**
 * The top bar: each tab level of the route's chain (a tab with a menu is a menu button), then the
 * global anchors of the root and of every division on the way. `tabTargets` (routes.json's
 * `switchTargets.tabs`) are where tabs lead a reader in a version or language other than their link.
 */
export function topBar(root: NavigationDivision, steps: readonly Step[], tabTargets?: Readonly<Record<string, string>>): string {
  let html = ''
  const tabLevels = steps.filter((step) => step.from === 'tabs')
  let menus = 0
  for (const level of tabLevels) {
    html += '<ul class="dn-tabs">'
    for (const tab of shown(level.siblings, level.division)) {
      const current = tab === level.division ? ' aria-current="true"' : ''
      const label = `${iconHtml(tab.icon)}<span class="dn-label">${escapeHtml(tab.label ?? '')}</span>`
      if (tab.menu && tab.menu.length > 0) {
        const selected = steps.find((step) => step.from === 'menu' && tab.menu!.includes(step.division))?.division
        html += `<li class="dn-tab${current ? ' dn-current' : ''}">${menuButton(`dn-tm-${menus++}`, label, menuEntries(tab.menu, selected), current)}</li>`
      } else {
        const link = current === '' ? (tabTargets?.[tab.label ?? ''] ?? tab.link) : tab.link
        html += `<li class="dn-tab"><a class="dn-tab-link"${linkAttributes(link, tab.external)}${current}>${label}</a></li>`
      }
    }
    html += '</ul>'
  }
  // A menu on another division than a tab (a product's): a menu button of its own, named after it.
  for (const [index, step] of steps.entries()) {
    const menu = step.division.menu
    if (step.from === 'tabs' || !menu || menu.length === 0) continue
    const selected = steps[index + 1]?.from === 'menu' ? steps[index + 1]!.division : undefined
    html += `<div class="dn-division-menu">${menuButton(`dn-tm-${menus++}`, `<span class="dn-label">${escapeHtml(labelOf(step.division, step.from))}</span>`, menuEntries(menu, selected), '')}</div>`
  }
  const globals = [root, ...steps.map((step) => step.division)].flatMap((division) => division.global ?? [])
  if (globals.length > 0) {
    html += `<ul class="dn-global">${globals.map((link) => `<li><a class="dn-global-link"${linkAttributes(link.href, /^[a-z][a-z0-9+.-]*:/i.test(link.href))}>${iconHtml(link.icon)}<span class="dn-label">${escapeHtml(link.label)}</span></a></li>`).join('')}</ul>`
  }
  return html === '' ? '' : `<nav class="dn-topbar" aria-label="Main">${html}</nav>`
}

/** A division's menu items as menu entries: the hidden ones left out, unless it is the one shown. */
function menuEntries(menu: readonly NavigationDivision[], selected: NavigationDivision | undefined): MenuEntry[] {
  return menu
    .filter((item) => item.hidden !== true || item === selected)
    .map((item) => ({
      label: `${iconHtml(item.icon)}${escapeHtml(item.label ?? '')}`,
      href: item.link,
      external: item.external,
      current: item === selected,
    }))
}

/** The sidebar's switchers: one menu button per product, dropdown, version or language level, whose entries lead to the same page there when it exists. */
export function switchers(steps: readonly Step[], route: Route | undefined, words: RenderWords): string {
  let html = ''
  let menus = 0
  for (const step of steps) {
    const word = SWITCHER_WORDS[step.from]
    if (word === undefined) continue
    const name = escapeHtml(words[word])
    const targets = EQUIVALENT_TARGETS.has(step.from) ? route?.switchTargets?.[step.from as 'versions' | 'languages' | 'dropdowns'] : undefined
    const entries = shown(step.siblings, step.division).map((division) => ({
      label: `${iconHtml(division.icon)}${escapeHtml(labelOf(division, step.from))}`,
      // The current entry stays on the page (its division's link may be another page, or version).
      href: division === step.division ? (route?.url ?? division.link) : (targets?.[division.label ?? ''] ?? division.link),
      external: division.external,
      current: division === step.division,
      lang: step.from === 'languages' && division.label !== undefined ? languageTag(division.label) : undefined,
    }))
    const button = `<span class="dn-switcher-name">${name}</span> <span class="dn-label">${escapeHtml(labelOf(step.division, step.from))}</span>`
    html += `<div class="dn-switcher dn-switcher-${step.from}">${menuButton(`dn-sm-${menus++}`, button, entries, '')}</div>`
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
}

function menuButton(id: string, label: string, entries: readonly MenuEntry[], current: string): string {
  const items = entries
    .map(
      (entry) =>
        `<li role="none"><a role="menuitem" tabindex="-1"${linkAttributes(entry.href ?? '#', entry.external)}${entry.current ? ' aria-current="true"' : ''}${entry.lang !== undefined ? ` lang="${escapeHtml(entry.lang)}" hreflang="${escapeHtml(entry.lang)}"` : ''}>${entry.label}</a></li>`,
    )
    .join('')
  return `<button type="button" class="dn-menu-button" aria-haspopup="menu" aria-expanded="false" aria-controls="${id}"${current}>${label}${CHEVRON}</button><ul class="dn-menu" role="menu" id="${id}" hidden>${items}</ul>`
}

/** The anchors of the route's chain, as a list of links at the top of the sidebar. */
export function anchorList(steps: readonly Step[]): string {
  let html = ''
  for (const step of steps) {
    if (step.from !== 'anchors') continue
    html += `<ul class="dn-anchors">${shown(step.siblings, step.division)
      .map((anchor) => {
        const current = anchor === step.division ? ' aria-current="true"' : ''
        return `<li><a class="dn-anchor"${linkAttributes(anchor.link, anchor.external)}${current}>${iconHtml(anchor.icon)}<span class="dn-label">${escapeHtml(anchor.label ?? '')}</span></a></li>`
      })
      .join('')}</ul>`
  }
  return html
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
  const section = sidebar?.pages.get(route.url)?.section
  const innermost = section === undefined ? undefined : sidebar!.groups[section]!.label
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
