import { markdownDestination, markdownText } from '../emit/markdown-text.js'
import type { NavigationDivision, SidebarItem } from '../ir/navigation-document.js'
import type { Route } from '../ir/site.js'

/**
 * The navigation as list_navigation tells it: a division (tab, anchor, dropdown, product,
 * version, language, menu item) is named by the path of labels from the top (`en/Guides`), where
 * the labels of default divisions may be left out (`Guides` is the default language's tab).
 */

/** A division with the path of labels that names it. */
export interface NamedDivision {
  division: NavigationDivision
  path: string[]
}

/** The divisions below one, switched between or in its menu, in order. */
function childrenOf(division: NavigationDivision): NavigationDivision[] {
  return [...(division.switch?.items ?? []), ...(division.menu ?? [])]
}

/**
 * The division a path of labels names (compared without case): at each level a child whose label
 * starts the rest of the path (a label may hold `/`); when none does, the level's default division
 * stands in, unnamed.
 */
export function divisionAt(root: NavigationDivision, written: string): NamedDivision | undefined {
  const wanted = written
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase()
  const walk = (division: NavigationDivision, path: string[], rest: string): NamedDivision | undefined => {
    if (rest === '') return { division, path }
    for (const child of childrenOf(division)) {
      const label = (child.label ?? '').toLowerCase()
      if (label !== '' && (rest === label || rest.startsWith(`${label}/`))) {
        const found = walk(child, [...path, child.label!], rest.slice(label.length).replace(/^\/+/, ''))
        if (found) return found
      }
    }
    const fallback = division.switch?.items[division.switch.default]
    return fallback ? walk(fallback, [...path, fallback.label ?? ''], rest) : undefined
  }
  return wanted === '' ? undefined : walk(root, [], wanted)
}

/** The division a route is in: the deepest of its divisions, found by kind and label from the top. */
export function divisionOfRoute(root: NavigationDivision, route: Route): NamedDivision {
  let found: NamedDivision = { division: root, path: [] }
  for (const wanted of route.divisions) {
    const child = childrenOf(found.division).find((division) => division.kind === wanted.kind && division.label === wanted.label)
    if (!child) break
    found = { division: child, path: [...found.path, wanted.label] }
  }
  return found
}

/** Every division below one (named by `path`) as an indented list: label, kind, the path that names it, and where it leads. */
export function divisionsMarkdown(root: NavigationDivision, path: string[] = []): string {
  const lines: string[] = []
  const walk = (division: NavigationDivision, path: string[], depth: number) => {
    for (const child of childrenOf(division)) {
      const named = [...path, child.label ?? '']
      const link = child.link === undefined ? '' : ` → ${child.link}${child.external ? ' (external)' : ''}`
      lines.push(`${'  '.repeat(depth)}- ${markdownText(child.label ?? '(unnamed)')} (${child.kind}): \`${named.join('/')}\`${link}`)
      walk(child, named, depth + 1)
    }
  }
  walk(root, path, 0)
  return lines.join('\n')
}

/** A division's navigation: its sidebar's groups and pages (with URLs), then each division below it under a heading. */
export function navigationMarkdown(named: NamedDivision): string {
  const lines: string[] = []
  const write = (division: NavigationDivision, path: string[], level: number) => {
    const heading = path.length === 0 ? 'Navigation' : `${markdownText(path.at(-1) || '(unnamed)')} (${division.kind})`
    lines.push(`${'#'.repeat(Math.min(level, 6))} ${heading}`, '')
    if (path.length > 0) lines.push(`Division: \`${path.join('/')}\`${division.link === undefined ? '' : `; leads to ${division.link}`}`, '')
    if (division.sidebar && division.sidebar.length > 0) {
      for (const item of division.sidebar) sidebarLines(item, 0, lines)
      lines.push('')
    }
    for (const child of childrenOf(division)) write(child, [...path, child.label ?? ''], level + 1)
  }
  write(named.division, named.path, 1)
  return lines.join('\n').trimEnd()
}

function sidebarLines(item: SidebarItem, depth: number, lines: string[]): void {
  const indent = '  '.repeat(depth)
  if (item.type === 'page') {
    const method = item.method === undefined ? '' : `${item.method.toUpperCase()} `
    const url = item.href ?? item.url
    lines.push(`${indent}- ${method}[${markdownText(item.title)}](${markdownDestination(url)})`)
    return
  }
  const label = markdownText(item.label)
  lines.push(`${indent}- ${item.root === undefined ? `**${label}**` : `**[${label}](${markdownDestination(item.root)})**`}`)
  for (const child of item.items) sidebarLines(child, depth + 1, lines)
}
