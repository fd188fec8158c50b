import type { SidebarItem } from '../ir/navigation-document.js'
import { escapeHtml, iconHtml, safeHref } from './html.js'

/**
 * One sidebar scope's groups and pages, rendered once and marked per route: the HTML with every
 * group in its initial state and no page current, and where to edit it to mark one page current
 * and open the groups around it. Marking is a few string splices, not a new render, so rendering
 * every route of a 20,000-page site costs little more than its scopes.
 */
export interface ScopeSidebar {
  html: string
  /**
   * Each URL the scope lists (its first listing): where its link's attributes start, the groups
   * opened when it is current (those around it, innermost last; a group's root page leaves its own
   * group as it is, SEED §3), and the group it belongs to (a root page's is its own group).
   */
  pages: Map<string, { at: number; groups: number[]; section: number | undefined }>
  /** Each group: its label, and for a collapsed one, where its `aria-expanded` value and its list's ` hidden` are. */
  groups: Array<{ label: string; collapsedAt?: { expanded: number; hidden: number } }>
}

/** The label of the innermost group holding a URL in a scope's sidebar (Mintlify's eyebrow), if one does. */
export function innermostGroup(sidebar: ScopeSidebar | undefined, url: string): string | undefined {
  const section = sidebar?.pages.get(url)?.section
  return section === undefined ? undefined : sidebar!.groups[section]!.label
}

const COLLAPSED = '"false"'
/** Drawn by the styles; hidden from assistive technology, whose name for the button is the group's label alone. */
export const CHEVRON = '<span class="dn-chevron" aria-hidden="true"></span>'
const HIDDEN = ' hidden'

/**
 * Renders a scope's sidebar items (navigation.json's `sidebar`). With `drilldown`, a nested group's
 * control is a link to its first page, which opens with the group expanded around it (SEED §3):
 * a control that navigates is announced as a link, not as a button.
 */
export function renderScopeSidebar(items: readonly SidebarItem[], options: { drilldown: boolean; deprecated: string }): ScopeSidebar {
  const writer = new Writer(options)
  writer.write('<ul class="dn-groups">')
  writer.items(items, [])
  writer.write('</ul>')
  return { html: writer.parts.join(''), pages: writer.pages, groups: writer.groups }
}

/** The scope's HTML with `url` current and its groups open; the HTML unchanged when the scope does not list it. */
export function markCurrent(sidebar: ScopeSidebar, url: string): string {
  const page = sidebar.pages.get(url)
  if (!page) return sidebar.html
  const edits: Array<{ at: number; remove: number; insert: string }> = [{ at: page.at, remove: 0, insert: ' aria-current="page"' }]
  for (const index of page.groups) {
    const collapsed = sidebar.groups[index]!.collapsedAt
    if (!collapsed) continue
    edits.push({ at: collapsed.expanded, remove: COLLAPSED.length, insert: '"true"' }, { at: collapsed.hidden, remove: HIDDEN.length, insert: '' })
  }
  edits.sort((a, b) => a.at - b.at)
  let html = ''
  let from = 0
  for (const edit of edits) {
    html += sidebar.html.slice(from, edit.at) + edit.insert
    from = edit.at + edit.remove
  }
  return html + sidebar.html.slice(from)
}

/** The first page a group leads to, in the order the sidebar shows them: its root, else its first page (drilldown's target). */
function firstPageOf(group: Extract<SidebarItem, { type: 'group' }>): string | undefined {
  if (group.root !== undefined) return group.root
  for (const item of group.items ?? []) {
    const found = item?.type === 'page' ? (item.href === undefined ? item.url : undefined) : item?.type === 'group' ? firstPageOf(item) : undefined
    if (found !== undefined) return found
  }
  return undefined
}

class Writer {
  constructor(private readonly options: { drilldown: boolean; deprecated: string }) {}

  readonly parts: string[] = []
  readonly pages: ScopeSidebar['pages'] = new Map()
  readonly groups: ScopeSidebar['groups'] = []
  private length = 0

  write(text: string): void {
    this.parts.push(text)
    this.length += text.length
  }

  items(items: readonly SidebarItem[] | undefined, around: readonly number[]): void {
    // A navigation.json written by hand may lack what docsnav always writes: what is missing is empty.
    for (const item of items ?? []) {
      if (item?.type === 'page' && typeof item.url === 'string') this.page(item, around)
      else if (item?.type === 'group') this.group(item, around)
    }
  }

  private page(page: Extract<SidebarItem, { type: 'page' }>, around: readonly number[]): void {
    this.write(`<li><a class="dn-page`)
    // A page whose frontmatter `url` sends it elsewhere is a link out, never the current page.
    if (page.href === undefined) this.mark(page.url, around, around[around.length - 1])
    const method =
      page.method === undefined ? '' : `<span class="dn-method dn-method-${escapeHtml(page.method.toLowerCase())}">${escapeHtml(page.method)}</span>`
    const external = page.href !== undefined ? ' rel="noopener"' : ''
    this.write(
      `" href="${safeHref(page.href ?? page.url)}"${external}>${iconHtml(page.icon)}${method}<span class="dn-label">${escapeHtml(page.title)}</span>${tagHtml(page.tag)}${page.deprecated ? `<span class="dn-deprecated">${escapeHtml(this.options.deprecated)}</span>` : ''}</a></li>`,
    )
  }

  private group(group: Extract<SidebarItem, { type: 'group' }>, around: readonly number[]): void {
    const index = this.groups.length
    const entry: ScopeSidebar['groups'][number] = { label: group.label }
    this.groups.push(entry)
    const id = `dn-g-${index}`
    const inside = [...around, index]
    const label = `${iconHtml(group.icon)}<span class="dn-label">${escapeHtml(group.label ?? '')}</span>${tagHtml(group.tag)}`
    if (!group.collapsible) {
      // A top-level group: always expanded, nothing to toggle (SEED §3).
      this.write(`<li class="dn-group dn-top"><div class="dn-group-title" id="${id}-t">`)
      if (group.root !== undefined) this.rootLink(group.root, label, around, index)
      else this.write(label)
      this.write(`</div><ul class="dn-items" role="list" aria-labelledby="${id}-t">`)
    } else {
      this.write('<li class="dn-group"><div class="dn-group-head">')
      if (group.root !== undefined) this.rootLink(group.root, label, around, index)
      const first = firstPageOf(group)
      // Beside the root's link, the control has a name of its own: two controls of one name confuse.
      const name = group.root !== undefined ? ` aria-label="${escapeHtml(`Pages under ${group.label || 'this group'}`)}"` : ''
      const tag = this.options.drilldown && first !== undefined ? 'a' : 'button'
      const target = tag === 'a' ? ` href="${safeHref(first!)}"` : ' type="button"'
      this.write(`<${tag} class="dn-toggle"${target} aria-controls="${id}"${name} aria-expanded=`)
      const expandedAt = this.length
      this.write(group.expanded ? '"true"' : COLLAPSED)
      this.write(`>${CHEVRON}${group.root !== undefined ? '' : label}</${tag}></div><ul class="dn-items" role="list" id="${id}"`)
      if (!group.expanded) {
        entry.collapsedAt = { expanded: expandedAt, hidden: this.length }
        this.write(HIDDEN)
      }
      this.write('>')
    }
    this.items(group.items, inside)
    this.write('</ul></li>')
  }

  private rootLink(root: string, label: string, around: readonly number[], group: number): void {
    this.write('<a class="dn-group-root')
    this.mark(root, around, group)
    this.write(`" href="${safeHref(root)}">${label}</a>`)
  }

  /** Records where a link to `url` gets `aria-current` (its first listing in the scope). */
  private mark(url: string, around: readonly number[], section: number | undefined): void {
    // After the class attribute's closing quote, which the caller writes next.
    if (!this.pages.has(url)) this.pages.set(url, { at: this.length + 1, groups: [...around], section })
  }
}

function tagHtml(tag: string | undefined): string {
  return tag === undefined || tag === '' ? '' : `<span class="dn-tag">${escapeHtml(tag)}</span>`
}
