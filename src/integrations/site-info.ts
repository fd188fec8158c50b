import type { CompiledSite } from './open-site.js'

/** What docs.json says of the site as a whole that every page's frame shows: its name, favicon, logo and icon library. */
export interface SiteInfo {
  /** docs.json's `name`: the end of each page's `<title>`. */
  name?: string
  /** The favicon's URL on the site (docs.json's `favicon`, its light one when it has two). */
  favicon?: string
  /** The logo's URLs on the site, and where it leads (docs.json's `logo`). */
  logo?: { light: string; dark: string; href?: string }
  /** docs.json's `icons.library`: `fontawesome` (Mintlify's default) or `lucide`. */
  iconLibrary?: string
  /** docs.json's `navbar`: its links, and its primary button (a GitHub or Discord primary is a button named after the network). */
  navbar?: { links: NavbarLink[]; primary?: NavbarLink }
}

/** A link of the top bar: its text and where it leads. */
export interface NavbarLink {
  label: string
  href: string
}

/** The site's name, favicon, logo and icon library, from the docs.json a compile read. */
export function siteInfo(compiled: CompiledSite): SiteInfo {
  const info: SiteInfo = {}
  const document = compiled.result.tree.document
  if (!isRecord(document)) return info
  if (typeof document.name === 'string' && document.name.trim() !== '') info.name = document.name.trim()
  const favicon = typeof document.favicon === 'string' ? document.favicon : isRecord(document.favicon) ? document.favicon.light : undefined
  if (typeof favicon === 'string' && favicon !== '') info.favicon = siteUrl(favicon)
  const logo = document.logo
  if (typeof logo === 'string' && logo !== '') info.logo = { light: siteUrl(logo), dark: siteUrl(logo) }
  else if (isRecord(logo) && typeof logo.light === 'string') {
    info.logo = { light: siteUrl(logo.light), dark: siteUrl(typeof logo.dark === 'string' ? logo.dark : logo.light) }
    if (typeof logo.href === 'string') info.logo.href = logo.href
  }
  if (isRecord(document.icons) && typeof document.icons.library === 'string') info.iconLibrary = document.icons.library
  if (isRecord(document.navbar)) {
    const links = Array.isArray(document.navbar.links) ? document.navbar.links.flatMap((link) => navbarLink(link) ?? []) : []
    const primary = navbarLink(document.navbar.primary)
    if (links.length > 0 || primary) info.navbar = { links, ...(primary ? { primary } : {}) }
  }
  return info
}

/** The networks a navbar link may be of, with the name Mintlify shows for one without a label. */
const NETWORKS: Record<string, string> = { github: 'GitHub', discord: 'Discord' }

/** A link of docs.json's `navbar` (an entry of `links`, or `primary`) as its text and target; undefined if it has neither. */
function navbarLink(value: unknown): NavbarLink | undefined {
  if (!isRecord(value) || typeof value.href !== 'string' || value.href.trim() === '') return undefined
  const label =
    typeof value.label === 'string' && value.label.trim() !== '' ? value.label.trim() : typeof value.type === 'string' ? NETWORKS[value.type] : undefined
  return label === undefined ? undefined : { label, href: value.href.trim() }
}

/** A file of the docs folder as Mintlify serves it: `images/x.png` is at `/images/x.png`; a URL stays as it is. */
function siteUrl(path: string): string {
  return /^[a-z][a-z0-9+.-]*:|^\/\//i.test(path) || path.startsWith('/') ? path : `/${path.replace(/^\.\//, '')}`
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
