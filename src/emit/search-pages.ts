import { isRecord } from '../ir/json-values.js'
import { readSimpleMapping } from '../parse/frontmatter.js'
import { jsYaml, yamlSchema } from '../source/yaml-libraries.js'
import type { Route, SiteModel } from '../ir/site.js'
import { DivisionNode, type Listing, type RootNode } from '../ir/types.js'
import { absoluteUrl, canonicalPath } from '../ir/urls.js'
import { walk } from '../ir/walk.js'
import { pageBodyMarkdown } from '../markdown/page-markdown.js'
import type { PageBodies } from '../markdown/page-bodies.js'
import { pageSections, type PageSection } from '../markdown/sections.js'
import type { PageContent } from './llms.js'
import { crumbSources } from './route-links.js'
import { defaultIndex } from '../ir/types.js'

/** What a search index holds of an indexable page (DocSearch records, Pagefind's records). */
export interface SearchPage {
  route: Route
  /** Its absolute URL, as the sitemap writes it. */
  url: string
  /** The outermost tab or product above it (by the label its breadcrumb shows), else the site's name. */
  division: string
  /** That tab or product, undefined when it is under none. */
  tab: string | undefined
  /** The innermost crumb above it (its group, else its innermost division), else {@link division}. */
  group: string
  /** Its breadcrumb labels, outermost first. */
  breadcrumb: string[]
  /** Its language and version, else the site's default ones ('' when the site has no versions). */
  language: string
  version: string
  /** Mintlify's search `boost` of it: its frontmatter's, else its nearest group's that sets one; undefined without. */
  boost: number | undefined
  /** Its text by heading (the first, the text before any heading, opens with the description). */
  sections: PageSection[]
}

/** The language of a site without a language switcher: Mintlify's default. */
const SITE_LANGUAGE = 'en'

/**
 * The pages search finds, as Mintlify's site search does: the indexable ones (those of the
 * sitemap) but those whose frontmatter says `searchable: false`, in navigation order, each read
 * when reached (a page that cannot be read has only its title and description). `bodies`: the
 * pages' Markdown shared with the emit's other outputs (pageBodies), else made here.
 */
export function* searchPages(
  tree: RootNode,
  site: SiteModel,
  siteUrl: string,
  content: PageContent,
  bodies: PageBodies = pageBodyMarkdown,
): Generator<SearchPage> {
  const base = siteUrl.replace(/\/+$/, '')
  const trailingSlash = tree.settings.trailingSlash === true
  const defaults = siteDefaults(tree)
  const name = siteName(tree)
  for (const route of site.routes) {
    if (!route.indexable) continue
    const file = route.source.kind === 'page' ? route.source.file : null
    const text = file === null ? undefined : content(file)
    const settings = text === undefined ? {} : searchSettings(text)
    if (settings.searchable === false) continue
    const owner = site.owners.get(route.url)
    const crumbs = owner ? crumbSources(owner) : []
    const tab = crumbs.find(({ node }) => node.type === 'tab' || node.type === 'product')?.label
    const division = tab ?? name
    yield {
      route,
      tab,
      boost: settings.boost ?? groupBoost(owner),
      url: absoluteUrl(base, canonicalPath(route.url, trailingSlash)),
      division,
      group: crumbs.at(-1)?.label ?? division,
      breadcrumb: crumbs.map((crumb) => crumb.label),
      language: route.language ?? defaults.language,
      version: route.version ?? defaults.version,
      sections: sectionsOf(route, file, text, base, content, bodies),
    }
  }
}

function sectionsOf(route: Route, file: string | null, text: string | undefined, base: string, content: PageContent, bodies: PageBodies): PageSection[] {
  const sections: PageSection[] = text === undefined ? [{ text: '' }] : pageSections(bodies(text, { base, url: route.url, file: file!, read: content }))
  const description = route.description?.replace(/\s+/g, ' ').trim()
  if (description) sections[0] = { text: [description, sections[0]!.text].filter((part) => part !== '').join(' ') }
  return sections
}

/** A page's YAML frontmatter, without its fences. */
const FRONTMATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/

/**
 * What a page's frontmatter says of search: `searchable: false` leaves it out of Mintlify's site
 * search (not of the sitemap); `boost` multiplies its relevance (a positive number).
 */
function searchSettings(text: string): { searchable?: false; boost?: number } {
  const block = FRONTMATTER.exec(text)?.[1]
  if (block === undefined || (!block.includes('searchable') && !block.includes('boost'))) return {}
  let data: unknown = readSimpleMapping(block)
  if (data === undefined) {
    try {
      data = jsYaml().load(block, { schema: yamlSchema() })
    } catch {
      return {} // Unreadable frontmatter is reported by the compile; the page stays searchable.
    }
  }
  if (!isRecord(data)) return {}
  return { ...(data.searchable === false ? { searchable: false } : {}), ...(isBoost(data.boost) ? { boost: data.boost } : {}) }
}

/** The `boost` of the nearest group above a listing (itself, for a group's root page) that sets one. */
function groupBoost(owner: Listing | undefined): number | undefined {
  for (let index = (owner?.ancestors.length ?? 0) - 1; index >= 0; index--) {
    const ancestor = owner!.ancestors[index]!
    if (ancestor.type === 'group' && isBoost(ancestor.fields.boost)) return ancestor.fields.boost
  }
  return undefined
}

function isBoost(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0
}

/** The site's default language and version: of the first switcher of each, its `default: true` entry, else its first. */
function siteDefaults(tree: RootNode): { language: string; version: string } {
  const found: { language?: string; version?: string } = {}
  walk(tree, (node) => {
    if (node.type !== 'root' && !(node instanceof DivisionNode)) return
    const kind = node.childKey === 'languages' ? 'language' : node.childKey === 'versions' ? 'version' : undefined
    if (kind === undefined || found[kind] !== undefined) return
    const entries = node.children.filter((child): child is DivisionNode => child instanceof DivisionNode)
    if (entries.length > 0) found[kind] = entries[defaultIndex(entries)]!.label
  })
  return { language: found.language ?? SITE_LANGUAGE, version: found.version ?? '' }
}

function siteName(tree: RootNode): string {
  const name = isRecord(tree.document) && typeof tree.document.name === 'string' ? tree.document.name.trim() : ''
  return name !== '' ? name : 'Documentation'
}
