import type { SidebarItem } from '../../ir/navigation-document.js'
import type { RouteLink } from '../../ir/site.js'
import { type SiteLinks, siteHref } from '../site-links.js'

/**
 * A division's sidebar (navigation.json) as Starlight's route data holds it
 * (`starlightRoute.sidebar`): links and groups, the current page marked. Starlight's groups cannot
 * link, so a group's root page is the group's first link, under the group's label.
 */

type BadgeVariant = 'note' | 'danger' | 'success' | 'caution' | 'tip' | 'default'

export interface StarlightLink {
  type: 'link'
  label: string
  href: string
  isCurrent: boolean
  badge: { text: string; variant: BadgeVariant } | undefined
  attrs: Record<string, string>
}

export interface StarlightGroup {
  type: 'group'
  label: string
  entries: StarlightEntry[]
  collapsed: boolean
  badge: { text: string; variant: BadgeVariant } | undefined
}

export type StarlightEntry = StarlightLink | StarlightGroup

/** Method badges in the colours API references use (GET green, DELETE red, ...). */
const METHOD_VARIANTS: Readonly<Record<string, BadgeVariant>> = { GET: 'success', POST: 'note', PUT: 'caution', PATCH: 'caution', DELETE: 'danger' }

/**
 * The sidebar entries of a division for the page at `current` (docsnav's URL). A page listed twice
 * is current at its first listing only, as the renderer marks it (and only the groups around that
 * one open for it).
 */
export function starlightSidebar(items: readonly SidebarItem[], current: string | undefined, links: SiteLinks): StarlightEntry[] {
  let marked = false
  const isCurrent = (url: string) => !marked && url === current && (marked = true)
  const entriesOf = (list: readonly SidebarItem[]): StarlightEntry[] => {
    const entries: StarlightEntry[] = []
    for (const item of list) {
      if (item.type === 'page') {
        const badge =
          item.method !== undefined
            ? { text: item.method, variant: METHOD_VARIANTS[item.method] ?? 'default' }
            : item.tag !== undefined
              ? { text: item.tag, variant: 'default' as const }
              : undefined
        const attrs: Record<string, string> = {}
        if (item.icon !== undefined) attrs['data-icon'] = item.icon
        if (item.deprecated) attrs['data-deprecated'] = ''
        entries.push({ type: 'link', label: item.title, href: siteHref(links, item.href ?? item.url), isCurrent: isCurrent(item.url), badge, attrs })
        continue
      }
      // The root first, as it comes before the group's pages in the navigation.
      const root: StarlightLink | undefined =
        item.root === undefined
          ? undefined
          : {
              type: 'link',
              label: item.label,
              href: siteHref(links, item.root),
              isCurrent: isCurrent(item.root),
              badge: undefined,
              attrs: { 'data-group-root': '' },
            }
      const children = entriesOf(item.items)
      if (root) children.unshift(root)
      if (children.length === 0) continue
      const open = item.expanded || !item.collapsible || holds(children)
      entries.push({
        type: 'group',
        label: item.label,
        entries: children,
        collapsed: !open,
        badge: item.tag === undefined ? undefined : { text: item.tag, variant: 'default' },
      })
    }
    return entries
  }
  return entriesOf(items)
}

function holds(entries: readonly StarlightEntry[]): boolean {
  return entries.some((entry) => (entry.type === 'link' ? entry.isCurrent : holds(entry.entries)))
}

/** docsnav's prev/next as Starlight's pagination links. */
export function starlightLink(link: RouteLink | undefined, links: SiteLinks): StarlightLink | undefined {
  return link === undefined ? undefined : { type: 'link', label: link.title, href: siteHref(links, link.url), isCurrent: false, badge: undefined, attrs: {} }
}
