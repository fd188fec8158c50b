/**
 * Mintlify's own upgrade of a mint.json to docs.json (`upgradeToDocsConfig` in
 * `@mintlify/validation`, `dist/mint-config/upgrades/`), written again so that docsnav does not
 * need Mintlify's package: the same keys, in the same order, with the same quirks (a tab whose
 * pages match no group is left out; an anchor's gradient keeps its `from` colour). The oracle test
 * (test/import/mint-oracle.test.ts) runs Mintlify's on every config a fast-check arbitrary makes
 * and asserts the results equal.
 */

/** A mint.json value, loosely typed: it is read as Mintlify's upgrade reads it. */
// biome-ignore lint/suspicious/noExplicitAny: mint.json is read as the upgrade's JavaScript reads it
type Loose = any
type Json = Record<string, unknown>

/** docs.json from a mint.json, as Mintlify's `upgradeToDocsConfig(config)` gives it (the theme not upgraded, as Mintlify's build does). */
export function upgradeMintConfig(config: Loose): Json {
  const fonts = updateFont(config)
  const playground = updateApiPlayground(config)
  const eyebrows = updateEyebrows(config)
  const codeblocks = updateCodeblocks(config)
  const api = config.api
  return {
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: config.name,
    ...(config.colors
      ? { colors: { primary: config.colors.primary, light: config.colors.light, dark: config.colors.dark } }
      : { colors: { primary: '#16A34A' } }),
    favicon: config.favicon,
    navigation: updateNavigation(config),
    ...(eyebrows || codeblocks ? { styling: { eyebrows, codeblocks } } : {}),
    logo: config.logo,
    ...(playground || api?.request?.example?.languages || api?.baseUrl || api?.auth?.method || config.openapi
      ? {
          api: {
            ...(config.openapi ? { openapi: config.openapi } : {}),
            ...(playground
              ? {
                  playground: {
                    ...(playground.display ? { display: playground.display } : {}),
                    ...(playground.proxy !== undefined ? { proxy: playground.proxy } : {}),
                  },
                }
              : {}),
            ...(api?.request?.example?.languages ? { examples: { languages: api.request.example.languages } } : {}),
            ...(api?.baseUrl || api?.auth?.method || api?.auth?.name
              ? {
                  mdx: {
                    server: api.baseUrl,
                    ...(api.auth?.method || api.auth?.name ? { auth: { method: api.auth.method, name: api.auth.name } } : {}),
                  },
                }
              : {}),
          },
        }
      : {}),
    ...(config.modeToggle?.default || config.modeToggle?.isHidden != null
      ? { appearance: { default: config.modeToggle.default, strict: config.modeToggle.isHidden } }
      : {}),
    ...(config.background || config.backgroundImage || config.colors?.background
      ? {
          background: {
            ...(config.backgroundImage ? { image: config.backgroundImage } : {}),
            decoration: config.background?.style,
            ...(config.colors?.background ? { color: { light: config.colors.background.light, dark: config.colors.background.dark } } : {}),
          },
        }
      : {}),
    ...(config.topbarLinks || config.topbarCtaButton
      ? {
          navbar: {
            ...(config.topbarLinks
              ? {
                  links: config.topbarLinks.map((item: Loose) =>
                    item.type === 'link' || item.type === undefined ? { label: item.name, href: item.url } : { label: capitalize(item.type), href: item.url },
                  ),
                }
              : {}),
            primary: updateTopbarPrimary(config),
          },
        }
      : {}),
    ...(config.search?.prompt ? { search: { prompt: config.search.prompt } } : {}),
    ...(config.metadata || config.seo?.indexHiddenPages !== undefined
      ? { seo: { ...(config.metadata ? { metatags: config.metadata } : {}), indexing: config.seo?.indexHiddenPages ? 'all' : 'navigable' } }
      : {}),
    ...(config.footer || config.footerSocials
      ? {
          footer: {
            ...(config.footer?.socials || config.footerSocials ? { socials: updateFooterSocials(config) } : {}),
            ...(config.footer?.links
              ? {
                  links: config.footer.links.map((group: Loose) => ({
                    header: group.title,
                    items: group.links.map((link: Loose) => ({ label: link.label, href: link.url })),
                  })),
                }
              : {}),
          },
        }
      : {}),
    ...(config.integrations || config.analytics
      ? {
          integrations: {
            ...config.analytics,
            ...(config.integrations?.intercom ? { intercom: { appId: config.integrations.intercom } } : {}),
            ...(config.integrations?.frontchat ? { frontchat: { snippetId: config.integrations.frontchat } } : {}),
          },
        }
      : {}),
    ...(fonts ? { fonts } : {}),
    ...(config.redirects ? { redirects: config.redirects } : {}),
  }
}

/** lodash's `capitalize`: the first character upper-cased, the rest lower-cased. */
function capitalize(text: unknown): string {
  const value = String(text)
  return value.charAt(0).toUpperCase() + value.slice(1).toLowerCase()
}

function updateEyebrows(config: Loose): string | undefined {
  if (config.eyebrow?.display == null) return undefined
  return config.eyebrow.display === 'breadcrumbs' ? 'breadcrumbs' : 'section'
}

function updateCodeblocks(config: Loose): string | undefined {
  if (config.codeBlock?.mode == null) return undefined
  return config.codeBlock.mode === 'dark' ? 'dark' : 'system'
}

function updateApiPlayground(config: Loose): { display: unknown; proxy: boolean | undefined } | undefined {
  const oldMode = config.api?.playground?.mode
  const disableProxy = config.api?.playground?.disableProxy
  if (!oldMode && disableProxy === undefined) return undefined
  const display = oldMode === 'show' ? 'interactive' : oldMode === 'hide' ? 'none' : oldMode
  return { display, proxy: disableProxy == null ? undefined : !disableProxy }
}

function updateTopbarPrimary(config: Loose): Json | undefined {
  const button = config.topbarCtaButton
  if (!button) return undefined
  if (button.type === undefined || button.type === 'link') return { type: 'button', label: button.name, href: button.url }
  return { type: 'github', href: button.url }
}

function updateFont(config: Loose): Json | undefined {
  const font = config.font
  if (!font) return undefined
  const details = (value: Loose): Json => {
    const { url, ...rest } = value
    return { ...rest, ...(url ? { source: url } : {}) }
  }
  if ('family' in font) return details(font)
  const result: Json = {}
  if (font.headings) result.heading = details(font.headings)
  if (font.body) result.body = details(font.body)
  return result
}

function updateFooterSocials(config: Loose): unknown {
  if (!config.footer?.socials && !config.footerSocials) return undefined
  const socials = config.footer?.socials ?? config.footerSocials
  if (Array.isArray(socials)) {
    const result: Json = {}
    for (const social of socials) result[social.type] = social.url
    return result
  }
  return socials
}

// ---------------------------------------------------------------------------------------------
// The navigation (`updateNavigationToDocsConfig`).

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

function updateNavigation(config: Loose): Json {
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
