import type { Route, SiteModel } from '../ir/site.js'
import type { DivisionKind } from '../ir/schema.js'
import { absoluteUrl } from '../ir/urls.js'
import { slugify } from '../parse/slugify.js'
import { markdownDestination, markdownText } from './markdown-text.js'
import { madeOnce, partsOutput, type OutputText } from './output-text.js'

/**
 * llms.txt by division (docs/site.md): the indexable pages of every language and version,
 * partitioned by the divisions they are under, each part with files of its own in a folder of
 * its own, so that a large site's pages are all listed somewhere within the budget of one file.
 */

/** The pages of one division chain and where its files go. */
export interface LlmsDivision {
  /** The labels of the divisions from the root, as Markdown text (a language by its code); `Other pages` for pages in no division. */
  labels: string[]
  /** The folder its files are in, without slashes around it (`fr`, `v2/guides`); never the root. */
  folder: string
  /** Its indexable pages, as the site's llms.txt orders them. */
  routes: Route[]
  /** The index in `routes` of the first page of each part of its llms.txt. */
  parts: number[]
}

/** How a division file shows a page: its line in llms.txt, and its section of llms-full.txt (undefined when it has no page file to read). */
export interface LlmsPageText {
  line: (route: Route) => string
  fullText: (route: Route) => string | undefined
}

/** A URL folder segment written as it is: what needs no encoding and makes no path of its own (`.`, `..`). */
const PLAIN_SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/
/** What pages in no division (indexed only by `seo.indexing: "all"`) are called, when the site has divisions. */
const OTHER_PAGES = 'Other pages'

/**
 * The divisions of the site whose chains have indexable pages, in the order their first pages
 * come; none when no indexable page is under a division (the site's llms.txt is then the one).
 * `lineLength` measures a page's line, to split a division's llms.txt into parts whose lines take
 * at most `room(division)` characters (the budget less its heading).
 */
export function llmsDivisions(site: SiteModel, lineLength: (route: Route) => number, room: (division: LlmsDivision) => number): LlmsDivision[] {
  const chains = new Map<string, { divisions: Route['divisions']; shown: Route[]; extras: Route[] }>()
  for (const route of site.routes) {
    if (!route.indexable) continue
    const key = route.divisions.map((division) => `${division.kind}\0${division.label}`).join('\n')
    let chain = chains.get(key)
    if (!chain) chains.set(key, (chain = { divisions: route.divisions, shown: [], extras: [] }))
    // As the site's llms.txt: pages the navigation shows in its order, then the others by URL.
    if (route.listed === false || (route.hidden && route.searchable !== true)) chain.extras.push(route)
    else chain.shown.push(route)
  }
  if (chains.size === 0 || (chains.size === 1 && chains.has(''))) return []
  const divisions: LlmsDivision[] = [...chains.values()].map((chain) => ({
    labels: chain.divisions.length === 0 ? [OTHER_PAGES] : chain.divisions.map((division) => markdownText(division.label)),
    folder: '',
    routes: [...chain.shown, ...chain.extras.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0))],
    parts: [0],
  }))
  placeFolders(
    divisions,
    [...chains.values()].map((chain) => chain.divisions),
  )
  for (const division of divisions) division.parts = partStarts(division.routes, lineLength, room(division))
  return divisions
}

/**
 * Gives each division its folder: the longest URL folder all its pages are under, when no other
 * division's page is under it and it is not the root (`/fr/llms.txt` beside the `/fr/...` pages);
 * else its labels slugged and joined (`en/guides`), numbered when taken (`guides-2`).
 */
function placeFolders(divisions: LlmsDivision[], chains: readonly Route['divisions'][]): void {
  // Every folder a page is under, and the one division whose pages are under it (-1: several).
  const owner = new Map<string, number>()
  divisions.forEach((division, index) => {
    for (const route of division.routes) {
      let folder = ''
      for (const segment of folderOf(route)) {
        folder = folder === '' ? segment : `${folder}/${segment}`
        const before = owner.get(folder)
        if (before === undefined) owner.set(folder, index)
        else if (before !== index) owner.set(folder, -1)
      }
    }
  })
  // Folders taken, in lower case: on a file system that ignores case, `API/` and `api/` are one.
  const used = new Set<string>()
  const common = divisions.map((division, index) => {
    const folder = commonFolder(division.routes)
    if (folder === '' || owner.get(folder) !== index || used.has(folder.toLowerCase())) return undefined
    used.add(folder.toLowerCase())
    return folder
  })
  divisions.forEach((division, index) => {
    if (common[index] !== undefined) {
      division.folder = common[index]
      return
    }
    const segments = chains[index]!.length === 0 ? ['other'] : chains[index]!.map(({ kind, label }) => labelSegment(kind, label))
    const taken = (folder: string) => used.has(folder.toLowerCase()) || (owner.has(folder) && owner.get(folder) !== index)
    let folder = segments.join('/')
    for (let count = 2; taken(folder); count++) folder = [...segments.slice(0, -1), `${segments.at(-1)}-${count}`].join('/')
    division.folder = folder
    used.add(folder.toLowerCase())
  })
}

/** The segments of the URL folder a page is in: its URL's but the last, all of them for a folder's index page (`fr/index.mdx` at `/fr`). */
function folderOf(route: Route): string[] {
  const segments = route.url.split('/').filter((segment) => segment !== '')
  const index = route.source.kind === 'page' && route.source.file !== null && /(?:^|\/)index\.mdx?$/i.test(route.source.file)
  return index ? segments : segments.slice(0, -1)
}

/** The longest folder every route is in (or under), as far as its segments are plain; '' for the root. */
function commonFolder(routes: readonly Route[]): string {
  let common: string[] | undefined
  for (const route of routes) {
    const segments = folderOf(route)
    if (common === undefined) common = segments
    else {
      let length = 0
      while (length < common.length && length < segments.length && common[length] === segments[length]) length++
      common = common.slice(0, length)
    }
    if (common.length === 0) return ''
  }
  const plain = (common ?? []).findIndex((segment) => !PLAIN_SEGMENT.test(segment))
  return (plain === -1 ? (common ?? []) : (common ?? []).slice(0, plain)).join('/')
}

/** A division's label as a folder name: a language's code as it is, any other label slugged (the kind when nothing is left). */
function labelSegment(kind: DivisionKind, label: string): string {
  if (kind === 'language' && PLAIN_SEGMENT.test(label)) return label
  return slugify(label) || kind.toLowerCase()
}

/** Where each part of a division's llms.txt starts: as many whole lines as `room` holds, at least one. */
function partStarts(routes: readonly Route[], lineLength: (route: Route) => number, room: number): number[] {
  const starts = [0]
  let length = 0
  routes.forEach((route, index) => {
    const line = lineLength(route) + 1
    if (length + line > room && length > 0) {
      starts.push(index)
      length = 0
    }
    length += line
  })
  return starts
}

/** A division's files, and the link and label of each, in the order the site's `## Sections` lists them. */
export function divisionFiles(division: LlmsDivision): Array<{ file: string; label: string }> {
  const count = division.parts.length
  return [
    ...division.parts.map((_, index) => ({
      file: `${division.folder}/${partName(index)}`,
      label: count === 1 ? division.labels.join(' > ') : `${division.labels.join(' > ')} (part ${index + 1} of ${count})`,
    })),
    { file: `${division.folder}/llms-full.txt`, label: `${division.labels.join(' > ')}: every page's text` },
  ]
}

/** The name of a part of llms.txt: `llms.txt`, then `llms-2.txt`, ... */
function partName(index: number): string {
  return index === 0 ? 'llms.txt' : `llms-${index + 1}.txt`
}

/** The absolute URL of an output file, as a Markdown link destination. */
export function fileUrl(base: string, file: string): string {
  return markdownDestination(absoluteUrl(base, `/${file}`))
}

/** The heading of a division's files: the site's name, then the division's labels. */
export function divisionHeading(siteName: string, division: LlmsDivision): string {
  return `# ${siteName} > ${division.labels.join(' > ')}`
}

/** The room the heading and notes of a division's llms.txt part take at most (for the split). */
export function divisionHeadLength(siteName: string, base: string, division: LlmsDivision): number {
  // The heading with ` (part N of M)`, the note naming the next part, and `## Docs`.
  return divisionHeading(siteName, division).length + 30 + fileUrl(base, `${division.folder}/llms-0000.txt`).length + 60 + '\n\n## Docs\n\n'.length
}

/** The llms.txt parts and llms-full.txt of each division. */
export function divisionOutputs(divisions: readonly LlmsDivision[], siteName: string, base: string, page: LlmsPageText): Record<string, OutputText> {
  const outputs: Record<string, OutputText> = {}
  for (const division of divisions) {
    const heading = divisionHeading(siteName, division)
    const count = division.parts.length
    division.parts.forEach((start, index) => {
      const end = division.parts[index + 1] ?? division.routes.length
      outputs[`${division.folder}/${partName(index)}`] = madeOnce(() => {
        const head = [count === 1 ? heading : `${heading} (part ${index + 1} of ${count})`, '']
        if (index + 1 < count) head.push(`> Continued in [${partName(index + 1)}](${fileUrl(base, `${division.folder}/${partName(index + 1)}`)}).`, '')
        const lines = division.routes.slice(start, end).map(page.line)
        return `${[...head, '## Docs', '', ...lines].join('\n')}\n`
      })
    })
    outputs[`${division.folder}/llms-full.txt`] = partsOutput(function* () {
      yield `${heading}\n\n`
      for (const route of division.routes) {
        const text = page.fullText(route)
        if (text !== undefined) yield text
      }
    })
  }
  return outputs
}

/** The site's `## Sections`: a link to every division file, with its labels. */
export function sectionLines(divisions: readonly LlmsDivision[], base: string): string[] {
  if (divisions.length === 0) return []
  const links = divisions.flatMap(divisionFiles).map(({ file, label }) => `- [${label}](${fileUrl(base, file)})`)
  return ['## Sections', '', ...links, '']
}
