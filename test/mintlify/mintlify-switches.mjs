// Where Mintlify's version, language and dropdown switchers go from the pages of a decorated
// navigation, as its client asks: shared by the oracle process and the fixture recorder.

/**
 * `[{path, versions?, languages?, dropdowns?, tabs?}]` for the pages (every `step`-th), each a label -> URL
 * record of the other entries, as its client computes them: `getScopedNavForPath` for the page's
 * version, language and scoped navigation, then `filterDivisions` on that scoped navigation. Where
 * the scoped navigation has no target for an entry (it empties them for a page listed under two
 * products, a scoping choice of its client), the target `filterDivisions` finds on the whole one.
 */
export function switchesOf(common, nav, step = 1) {
  const paths = [...new Set(pagesOf(nav).map((page) => page.href))]
  const found = []
  for (let index = 0; index < paths.length; index += step) {
    const path = paths[index]
    const scoped = common.getScopedNavForPath({ decoratedNav: nav, currentPath: path })
    const filter = (decoratedNav) => common.filterDivisions({ currentPath: path, decoratedNav, userGroups: new Set(), currentVersion: scoped.currentVersion, currentLanguage: scoped.currentLanguage, shouldUseDivisionMatch: true, cache: { dropdownCache: new Map() } })
    const whole = filter(nav)
    const client = filter(scoped.scopedNav)
    const entry = { path }
    const others = (items) => items.filter((item) => !item.isActive && !item.isGlobal)
    const record = (field, label, target) => {
      const items = others(whole[field])
      if (items.length > 0) entry[field] = Object.fromEntries(items.map((item) => [label(item), target(client, item) ?? target(whole, item)]))
    }
    record('versions', (item) => item.version, (divisions, item) => divisions.firstHrefInVersion.get(item.version)?.href)
    record('languages', (item) => item.language, (divisions, item) => divisions.firstHrefInLanguage.get(item.language)?.href)
    record('dropdowns', (item) => item.dropdown, (divisions, item) => divisions.dropdowns.find((other) => other.dropdown === item.dropdown)?.href)
    record('tabs', (item) => item.tab, (divisions, item) => divisions.tabs.find((other) => other.tab === item.tab)?.href)
    found.push(entry)
  }
  return found
}

/** Every decorated page in the navigation, in document order. */
export function pagesOf(node, found = []) {
  if (Array.isArray(node)) {
    for (const item of node) pagesOf(item, found)
  } else if (typeof node === 'object' && node !== null) {
    if (typeof node.href === 'string' && typeof node.title === 'string' && !('group' in node)) {
      found.push({
        href: node.href, title: node.title, ...(node.sidebarTitle !== undefined ? { sidebarTitle: node.sidebarTitle } : {}), ...(node.hidden ? { hidden: true } : {}),
        ...(typeof node.description === 'string' ? { description: node.description } : {}),
      })
      return found
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'global') pagesOf(value, found)
  }
  return found
}
