import { isRecord } from '../ir/json-values.js'
import type { Route, SiteModel } from '../ir/site.js'
import { DivisionNode, GlobalEntryNode, isDefaultEntry, type Listing, type RootNode } from '../ir/types.js'
import { absoluteUrl, isAbsoluteHref } from '../ir/urls.js'
import { walk } from '../ir/walk.js'
import { kept, type Memo } from '../ir/memo.js'
import { markdownDestination, markdownText } from './markdown-text.js'
import { madeOnce, partsOutput, type OutputText } from './output-text.js'
import { divisionHeadLength, divisionOutputs, llmsDivisions, sectionLines, type LlmsPageText } from './llms-divisions.js'

/** llms.txt is cut to this many characters: descriptions are shortened first, then pages dropped; a division's is split into parts. */
export const LLMS_TXT_LIMIT = 100_000
/** A page's description in llms.txt: its first paragraph, at most this long. */
const DESCRIPTION_LIMIT = 300
/** The length kept free for the note saying how many pages were left out. */
const NOTE_ROOM = 200
/** How short descriptions become when llms.txt is too long with them whole. */
const SHORT_DESCRIPTION_LIMIT = 100

/** What llms-full.txt needs of a page file: its text, or undefined when it cannot be read. */
export type PageContent = (file: string) => string | undefined

/** A leading frontmatter block (`---` ... `---`), as page files have them. */
const FRONTMATTER = /^\uFEFF?---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/

interface Entry {
  title: string
  url: string
  description?: string
}

/**
 * `llms.txt` and `llms-full.txt` (with a site URL and page files), as Mintlify builds them
 * (docs/site.md): the site's name and description; the indexed pages of the default language and
 * version in navigation order, then those only `seo.indexing: "all"` indexes, by URL; the specs the
 * API pages come from; the absolute links of the navigation as `## Optional`. llms.txt stays under
 * {@link LLMS_TXT_LIMIT} characters. Besides, when pages are under divisions, the two files of each
 * division (llms-divisions.ts), every page of every language and version in one of them, linked
 * from the site's llms.txt under `## Sections`. `own` names the files the project has at its root,
 * which replace the generated ones (then they are not made; with its own llms.txt, no division's are).
 */
export function llmsOutputs(
  tree: RootNode,
  site: SiteModel,
  siteUrl: string,
  content: PageContent,
  own: ReadonlySet<string>,
  memo?: Memo,
): Record<string, OutputText> {
  const base = siteUrl.replace(/\/+$/, '')
  const pages = llmsPages(site, memo)
  const name = siteName(tree)
  // A project kept open makes again only the entries of routes that changed.
  const made = memo && kept(memo, 'llms-entries', '', [base], () => new WeakMap<Route, Entry>())
  const entryOf = (route: Route): Entry => {
    const before = made?.get(route)
    if (before) return before
    const entry: Entry = {
      title: markdownText(route.title),
      url: markdownDestination(`${absoluteUrl(base, route.url === '/' ? '/index' : route.url)}.md`),
      ...descriptionOf(route),
    }
    made?.set(route, entry)
    return entry
  }
  const pageText: LlmsPageText = {
    line: (route) => entryLine(entryOf(route), undefined),
    fullText: (route) => {
      if (route.source.kind !== 'page' || route.source.file === null) return undefined
      const text = content(route.source.file)
      return text === undefined
        ? undefined
        : `# ${markdownText(route.title)}\nSource: ${absoluteUrl(base, route.url)}\n\n${text.replace(FRONTMATTER, '').trim()}\n\n`
    },
  }
  const outputs: Record<string, OutputText> = {}
  // A project's own llms.txt is what agents read first: it cannot link files it does not know, so none are made beside it.
  const divisions = own.has('llms.txt')
    ? []
    : llmsDivisions(
        site,
        (route) => pageText.line(route).length,
        (division) => LLMS_TXT_LIMIT - divisionHeadLength(name, base, division),
      )
  if (!own.has('llms.txt')) outputs['llms.txt'] = madeOnce(() => llmsTxt(tree, site, base, pages.map(entryOf), sectionLines(divisions, base)))
  if (!own.has('llms-full.txt')) {
    outputs['llms-full.txt'] = partsOutput(function* () {
      yield `# ${name}\n\n`
      for (const route of pages) {
        const text = pageText.fullText(route)
        if (text !== undefined) yield text
      }
    })
  }
  Object.assign(outputs, divisionOutputs(divisions, name, base, pageText))
  return outputs
}

/** A page's line in llms.txt, its description cut at `limit` characters (300 unless given; 0: none). */
function entryLine(entry: Entry, limit: number | undefined): string {
  return `- [${entry.title}](${entry.url})${entry.description !== undefined && limit !== 0 ? `: ${cut(entry.description, limit ?? DESCRIPTION_LIMIT)}` : ''}`
}

/**
 * The pages llms.txt lists: indexed, of the default language and version (or of none), in
 * navigation order; then those indexed only because of `seo.indexing: "all"` (hidden, or in no
 * navigation), by URL.
 */
function llmsPages(site: SiteModel, memo: Memo | undefined): Route[] {
  // A page listed anywhere under the default entries (of the default language's own version switcher, ...).
  const inDefaults = kept(memo, 'llms-defaults', '', [site.listings], () => new Set(site.listings.filter(underDefaults).map((listing) => listing.url)))
  const shown: Route[] = []
  const extras: Route[] = []
  for (const route of site.routes) {
    if (!route.indexable || (route.listed !== false && !inDefaults.has(route.url))) continue
    if (route.listed === false || (route.hidden && route.searchable !== true)) extras.push(route)
    else shown.push(route)
  }
  return [...shown, ...extras.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0))]
}

/** Whether a listing is under the default entry of each version and language switcher above it. */
function underDefaults(listing: Listing): boolean {
  return listing.ancestors.every(
    (ancestor, index) =>
      (ancestor.type !== 'version' && ancestor.type !== 'language') || isDefaultEntry(ancestor as DivisionNode, listing.ancestors[index - 1]!),
  )
}

function llmsTxt(tree: RootNode, site: SiteModel, base: string, entries: readonly Entry[], sections: readonly string[]): string {
  const head = [`# ${siteName(tree)}`, '']
  const description = isRecord(tree.document) && typeof tree.document.description === 'string' ? tree.document.description.trim() : ''
  if (description !== '') head.push(`> ${markdownText(description.replace(/\s+/g, ' '))}`, '')
  const tail: string[] = []
  for (const [heading, kind] of [
    ['OpenAPI Specs', 'openapi'],
    ['AsyncAPI Specs', 'asyncapi'],
  ] as const) {
    const specs = specsOf(site, kind)
    if (specs.length > 0)
      tail.push(
        `## ${heading}`,
        '',
        ...specs.map((spec) => `- [${markdownText(specName(spec))}](${markdownDestination(isAbsoluteHref(spec) ? spec : absoluteUrl(base, `/${spec}`))})`),
        '',
      )
  }
  const optional = absoluteLinks(tree)
  if (optional.length > 0) tail.push('## Optional', '', ...optional.map(({ label, href }) => `- [${markdownText(label)}](${markdownDestination(href)})`), '')
  // The sections are never cut: they are how every page not listed here is found.
  head.push(...sections)
  // Room kept for the note that says pages were left out, so that the file fits with it.
  const fixed = head.join('\n').length + tail.join('\n').length + '## Docs\n\n'.length + 2 + NOTE_ROOM
  // Whole descriptions, then short ones, then none; then pages dropped from the end, said in a note.
  let lines: string[] = []
  for (const limit of [undefined, SHORT_DESCRIPTION_LIMIT, 0]) {
    lines = entries.map((entry) => entryLine(entry, limit))
    if (fixed + lines.reduce((sum, text) => sum + text.length + 1, 0) <= LLMS_TXT_LIMIT) break
  }
  let length = fixed + lines.reduce((sum, text) => sum + text.length + 1, 0)
  let dropped = 0
  while (length > LLMS_TXT_LIMIT && lines.length > 0) {
    length -= lines.pop()!.length + 1
    dropped++
  }
  const docs = ['## Docs', '', ...lines, '']
  if (dropped > 0)
    docs.push(
      `> ${dropped} more pages are left out to keep this file under ${LLMS_TXT_LIMIT.toLocaleString('en-US')} characters; ${sections.length > 0 ? 'the sections above list' : 'the sitemap lists'} every page.`,
      '',
    )
  return `${[...head, ...docs, ...tail].join('\n').trimEnd()}\n`
}

/** docs.json's `name` as Markdown text, else a plain title. */
function siteName(tree: RootNode): string {
  const name = isRecord(tree.document) && typeof tree.document.name === 'string' ? markdownText(tree.document.name) : ''
  return name !== '' ? name : 'Documentation'
}

/** The first paragraph of the page's description, on one line, when it has one. */
function descriptionOf(route: Route): { description?: string } {
  const first = route.description === undefined ? undefined : markdownText(route.description.split(/\n\s*\n/)[0]!.replace(/\s+/g, ' '))
  return first ? { description: first } : {}
}

/** Text at most `limit` characters long, cut at a word with `...` when it is longer. */
function cut(text: string, limit: number): string {
  if (text.length <= limit) return text
  const room = text.slice(0, limit - 3)
  const space = room.lastIndexOf(' ')
  return `${(space > limit / 2 ? room.slice(0, space) : room).trimEnd()}...`
}

/** The specs the site's API pages come from, in the order their pages are. */
function specsOf(site: SiteModel, kind: 'openapi' | 'asyncapi'): string[] {
  const specs = new Set<string>()
  for (const route of site.routes) if (route.source.kind === kind) specs.add(route.source.spec)
  return [...specs]
}

/** A spec's name in llms.txt: its file name without extension. */
function specName(spec: string): string {
  const file = spec.replace(/[?#].*$/, '').replace(/\/+$/, '')
  return file.slice(file.lastIndexOf('/') + 1).replace(/\.(json|ya?ml)$/i, '') || spec
}

/** Links out of the navigation: global entries and divisions whose `href` is an absolute URL, once each. */
function absoluteLinks(tree: RootNode): Array<{ label: string; href: string }> {
  const links = new Map<string, string>()
  walk(tree, (node) => {
    if (!(node instanceof GlobalEntryNode) && !(node instanceof DivisionNode)) return
    const href = node.href
    if (href !== undefined && /^https?:\/\//i.test(href) && !links.has(href)) links.set(href, node.label)
  })
  return [...links].map(([href, label]) => ({ label, href }))
}
