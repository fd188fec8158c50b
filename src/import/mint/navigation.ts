/**
 * The navigation of Mintlify's mint.json upgrade (`updateNavigationToDocsConfig`), written again as
 * upgrade.ts is: tabs and anchors as URL-prefix divisions, versions and languages, global links.
 */

/** A mint.json value, loosely typed: it is read as Mintlify's upgrade reads it. */
// biome-ignore lint/suspicious/noExplicitAny: mint.json is read as the upgrade's JavaScript reads it
export type Loose = any
export type Json = Record<string, unknown>

const DEFAULT_TAB = { tab: 'Documentation' }
const DEFAULT_ANCHOR = { anchor: 'Documentation', icon: 'book-open' }

const filterGroupsByVersion = (groups: Loose[], versionName: string | undefined): Loose[] =>
  groups.filter((group) => group.version === versionName || group.version === undefined || !versionName)

const formatIcon = (icon: unknown, iconType: unknown): unknown => (iconType ? { name: icon, style: iconType } : icon)

const isRemoteUrl = (url: unknown): boolean => typeof url === 'string' && url !== '' && (url.startsWith('https://') || url.startsWith('http://'))

/** Mintlify's `isAbsoluteUrl`: any URL `URL` parses (`mailto:`, `data:` too). */
const isAbsoluteUrl = (url: unknown): boolean => typeof url === 'string' && url !== '' && URL.canParse(url)

const ensureLeadingSlash = (path: string): string => (path.startsWith('/') ? path : `/${path}`)
const ensureTrailingSlash = (path: string): string => (path.endsWith('/') ? path : `${path}/`)
const under = (page: string, prefix: string): boolean =>
  ensureLeadingSlash(ensureTrailingSlash(page)).startsWith(ensureLeadingSlash(ensureTrailingSlash(prefix)))

const omitKey = (value: Json, key: string): Json => {
  const { [key]: _omitted, ...rest } = value
  return rest
}

/** The divisions that are links elsewhere, shown on every page: all the tabs (all the anchors, all the versions) when every one of them is a URL. */
function globalDivisions(config: Loose): { tabs?: Json[]; anchors?: Json[]; versions?: Json[] } {
  const { tabs, anchors, versions } = config
  const global: { tabs?: Json[]; anchors?: Json[]; versions?: Json[] } = {}
  if (versions?.length && versions.every((version: Loose) => typeof version === 'object' && isRemoteUrl(version.url)))
    global.versions = versions.map((version: Loose) => ({ version: version.name, href: version.url }))
  if (tabs?.length && tabs.every((tab: Loose) => !tab.version && isRemoteUrl(tab.url)))
    global.tabs = tabs.map((tab: Loose) => ({ tab: tab.name, href: tab.url, ...(tab.isDefaultHidden ? { hidden: tab.isDefaultHidden } : {}) }))
  if (anchors?.length && anchors.every((anchor: Loose) => !anchor.version && isRemoteUrl(anchor.url)))
    global.anchors = anchors.map((anchor: Loose) => ({
      anchor: anchor.name,
      href: anchor.url,
      ...(anchor.icon ? { icon: formatIcon(anchor.icon, anchor.iconType) } : {}),
      ...(typeof anchor.color === 'string' ? { color: { light: anchor.color, dark: anchor.color } } : {}),
      ...(anchor.isDefaultHidden ? { hidden: anchor.isDefaultHidden } : {}),
    }))
  return global
}

const groupHead = (group: Loose): Json => ({ group: group.group, ...(group.icon ? { icon: formatIcon(group.icon, group.iconType) } : {}) })

function findPagesForPrefix(
  groups: Loose[],
  division: Loose,
  versionName: string | undefined,
  ignored: Loose[] = [],
): { matchedGroups: Json[]; unmatchedGroups: Loose[] } {
  const matchedGroups: Json[] = []
  const unmatchedGroups: Loose[] = []
  const prefix = division?.url
  if (isRemoteUrl(prefix)) return { matchedGroups, unmatchedGroups: groups }
  for (const group of groups) {
    const groupPages: unknown[] = []
    const unmatchedPages: unknown[] = []
    if (group.version === versionName || group.version === undefined || !versionName) {
      for (const page of group.pages) {
        if (typeof page === 'string') {
          if ((!prefix || under(page, prefix)) && !ignored.some((other) => under(page, other.url))) groupPages.push(page)
          else unmatchedPages.push(page)
        } else {
          const nested = findPagesForPrefix([page], division, versionName, ignored)
          groupPages.push(...nested.matchedGroups)
          if (nested.unmatchedGroups.length) unmatchedPages.push(page)
        }
      }
    }
    if (groupPages.length) matchedGroups.push({ ...groupHead(group), pages: groupPages })
    if (unmatchedPages.length) unmatchedGroups.push({ ...group, pages: unmatchedPages })
  }
  return { matchedGroups, unmatchedGroups }
}

type DivisionType = 'tabs' | 'anchors'

function processDivisions(
  type: DivisionType,
  divisions: Loose[] = [],
  navigationGroups: Loose[] = [],
  insertRemaining: boolean,
  versionName: string | undefined,
  config: Loose,
  otherDivisions?: Loose[],
): { tabs: Json[]; anchors: Json[]; remainingGroups: Loose[] } {
  let remaining = filterGroupsByVersion(navigationGroups, versionName)
  const result: Json[] = []
  for (const division of divisions) {
    if (division.version !== versionName && versionName && division.version) continue
    let openapi: unknown
    if (division.openapi) openapi = isRemoteUrl(division.url) ? division.openapi : { source: division.openapi, directory: division.url }
    const base: Json = {
      ...(type === 'tabs' ? { tab: division.name } : { anchor: division.name }),
      href: division.url,
      ...(division.isDefaultHidden ? { hidden: division.isDefaultHidden } : {}),
      ...(openapi ? { openapi } : {}),
    }
    if (type === 'anchors') {
      if ('icon' in division && division.icon) base.icon = formatIcon(division.icon, division.iconType)
      if ('color' in division && division.color) {
        const color = typeof division.color === 'string' ? division.color : division.color.from
        base.color = { light: color, dark: color }
      }
    }
    const ignored = divisions.filter(
      (other) => other.url && ensureLeadingSlash(other.url).startsWith(ensureLeadingSlash(division.url)) && other.url !== division.url,
    )
    let moreTabs: Json[] = []
    let moreAnchors: Json[] = []
    if (otherDivisions?.length) {
      const matched = otherDivisions.filter((other) => ensureLeadingSlash(other.url).startsWith(ensureLeadingSlash(division.url)))
      if (matched.length) {
        const nested = processDivisions(type === 'tabs' ? 'anchors' : 'tabs', matched, navigationGroups, false, versionName, config)
        moreTabs = nested.tabs
        moreAnchors = nested.anchors
      }
    }
    const { matchedGroups, unmatchedGroups } = findPagesForPrefix(remaining, division, versionName, ignored)
    remaining = unmatchedGroups
    const withoutHref = omitKey(base, 'href')
    if (moreTabs.length) result.push({ ...withoutHref, tabs: moreTabs })
    else if (moreAnchors.length) result.push({ ...withoutHref, anchors: moreAnchors })
    else if (matchedGroups.length) result.push({ ...withoutHref, groups: matchedGroups })
    else if (!isAbsoluteUrl(division.url) && !division.openapi) continue
    else if (division.openapi && !isRemoteUrl(division.url)) result.push(withoutHref)
    else result.push(base)
  }
  if (remaining.length && insertRemaining) {
    const { matchedGroups } = findPagesForPrefix(remaining, undefined, versionName, [])
    result.unshift({ ...primaryDivision(type === 'tabs' ? 'tab' : 'anchor', config), groups: matchedGroups })
  }
  return type === 'tabs' ? { tabs: result, anchors: [], remainingGroups: remaining } : { anchors: result, tabs: [], remainingGroups: remaining }
}

function findPagesForVersionOrLanguage(groups: Loose[], version: string | undefined, prefixes: Record<string, string[]>): Json[] {
  const matchedGroups: Json[] = []
  for (const group of groups) {
    const groupPages: unknown[] = []
    if (group.version === version || group.version === undefined) {
      for (const page of group.pages) {
        if (typeof page === 'string') {
          const gated = Object.entries(prefixes).some(([href, versions]) => versions.includes(version as string) && page.startsWith(href))
          const ungated = Object.keys(prefixes).every((href) => !page.startsWith(href))
          if (gated || ungated) groupPages.push(page)
        } else {
          groupPages.push(...findPagesForVersionOrLanguage([page], version, prefixes))
        }
      }
    }
    if (groupPages.length) matchedGroups.push({ ...groupHead(group), pages: groupPages })
  }
  return matchedGroups
}

function processVersionsOrLanguages(versions: Loose[], groups: Loose[], prefixes: Record<string, string[]>): { isLocale: boolean; versions: Json[] } {
  const isLocale = versions.every((version) => typeof version === 'object' && version.locale)
  const result = versions.map((version): Json => {
    if (isLocale && typeof version === 'object' && version.locale) {
      const language: Json = { language: version.locale, ...(version.default ? { default: version.default } : {}) }
      if (version.url) return { ...language, href: version.url }
      return { ...language, groups: findPagesForVersionOrLanguage(groups, version.name, prefixes) }
    }
    let base: Json
    if (typeof version === 'object') {
      base = { version: version.name, default: version.default }
      if (version.url) return { ...base, href: version.url }
    } else {
      base = { version }
    }
    return { ...base, groups: findPagesForVersionOrLanguage(groups, base.version as string, prefixes) }
  })
  return { isLocale, versions: result }
}

/** Which of tabs and anchors is the outer division: the one whose URLs contain the other's. */
function mostInclusiveDivision(tabs: Loose[] | undefined, anchors: Loose[] | undefined): DivisionType {
  if (!tabs?.length) return 'anchors'
  if (!anchors?.length) return 'tabs'
  const inclusiveTabs = tabs.filter((tab) => anchors.some((anchor) => ensureLeadingSlash(tab.url).startsWith(ensureLeadingSlash(anchor.url))))
  const inclusiveAnchors = anchors.filter((anchor) => tabs.some((tab) => ensureLeadingSlash(anchor.url).startsWith(ensureLeadingSlash(tab.url))))
  if (inclusiveTabs.length === tabs.length) return 'tabs'
  if (inclusiveAnchors.length === anchors.length) return 'anchors'
  return inclusiveTabs.length > inclusiveAnchors.length ? 'tabs' : 'anchors'
}

function primaryDivision(type: 'tab' | 'anchor', config: Loose): Json {
  if (type === 'anchor') {
    return {
      ...(config?.topAnchor?.name ? { anchor: config.topAnchor.name } : DEFAULT_ANCHOR),
      ...(config?.topAnchor?.icon ? { icon: formatIcon(config.topAnchor.icon, config.topAnchor.iconType) } : {}),
    }
  }
  return config?.primaryTab
    ? { tab: config.primaryTab.name, ...(config.primaryTab.isDefaultHidden !== undefined ? { hidden: config.primaryTab.isDefaultHidden } : {}) }
    : { ...DEFAULT_TAB }
}

export function updateNavigation(config: Loose): Json {
  let { tabs, anchors, versions } = config
  const groups: Loose[] = config.navigation
  const global = globalDivisions(config)
  const hasTabs = tabs?.length
  const hasAnchors = anchors?.length
  tabs = global.tabs?.length ? [] : tabs
  anchors = global.anchors?.length ? [] : anchors
  versions = global.versions?.length ? [] : versions

  const navigationOf = (groups: Loose[], versionName?: string): Json | undefined => {
    if (mostInclusiveDivision(tabs, anchors) === 'anchors') {
      if (hasAnchors) {
        const { anchors: result, remainingGroups } = processDivisions('anchors', anchors, groups, false, versionName, config, tabs)
        if (remainingGroups.length || tabs?.length) {
          if (tabs?.length) {
            const inner = processDivisions('tabs', tabs, remainingGroups.length ? remainingGroups : groups, true, versionName, config)
            result.unshift({ ...primaryDivision('anchor', config), tabs: inner.tabs })
          } else {
            const { matchedGroups } = findPagesForPrefix(remainingGroups, undefined, versionName)
            result.unshift({ ...primaryDivision('anchor', config), groups: matchedGroups })
          }
        }
        return { anchors: result }
      }
      if (hasTabs) return { tabs: processDivisions('tabs', tabs, groups, true, versionName, config).tabs }
    } else {
      if (hasTabs) {
        const { tabs: result, remainingGroups } = processDivisions('tabs', tabs, groups, false, versionName, config, anchors)
        if (remainingGroups.length || anchors?.length) {
          if (anchors?.length) {
            const inner = processDivisions('anchors', anchors, remainingGroups.length ? remainingGroups : groups, true, versionName, config)
            result.unshift({ ...primaryDivision('tab', config), anchors: inner.anchors })
          } else {
            const { matchedGroups } = findPagesForPrefix(remainingGroups, undefined, versionName)
            result.unshift({ ...primaryDivision('tab', config), groups: matchedGroups })
          }
        }
        return { tabs: result }
      }
      if (hasAnchors) return { anchors: processDivisions('anchors', anchors, groups, true, versionName, config).anchors }
    }
    if (groups.length) {
      return {
        groups: filterGroupsByVersion(groups, versionName).map((group) => ({
          group: group.group,
          pages: group.pages,
          ...(group.icon ? { icon: formatIcon(group.icon, group.iconType) } : {}),
        })),
      }
    }
    return undefined
  }

  const withGlobal = (navigation: Json): Json => {
    if (global.tabs?.length || global.anchors?.length)
      navigation.global = { ...(global.tabs?.length ? { tabs: global.tabs } : {}), ...(global.anchors?.length ? { anchors: global.anchors } : {}) }
    return navigation
  }

  if (versions?.length && !global.versions?.length) {
    // The tabs and anchors of one version: their pages are that version's only.
    const prefixes: Record<string, string[]> = {}
    for (const version of versions) {
      const name = typeof version === 'string' ? version : version.name
      for (const division of [...(anchors ?? []), ...(tabs ?? [])].filter((division: Loose) => division.version === name && !isRemoteUrl(division.url)))
        prefixes[division.url] = [...(prefixes[division.url] ?? []), name]
    }
    const { versions: result, isLocale } = processVersionsOrLanguages(versions, groups, prefixes)
    result.forEach((version, index) => {
      if ('href' in version) return
      const given = versions[index]
      const name = typeof given === 'string' ? (version.version as string) : given?.name || (version.language as string)
      const navigation = navigationOf(Array.isArray(version.groups) && version.groups.length ? (version.groups as Loose[]) : groups, name)
      if (navigation) result[index] = { ...omitKey(version, 'groups'), ...navigation }
    })
    return withGlobal(isLocale ? { languages: result } : { versions: result })
  }
  return withGlobal(navigationOf(groups) ?? { groups: [] })
}
