import type { ServerResponse } from 'node:http'
import type { CompileResult } from '../compile/compile.js'
import type { PageContent } from '../emit/llms.js'
import { closePagefind, PAGEFIND_FOLDER, pagefindIndex } from './pagefind.js'

/**
 * The preview's search: a Pagefind index of the last compile's pages, rebuilt after each compile
 * and served at `/pagefind/...`, and a search box on every page using Pagefind's own UI (which
 * comes with the index), with its filters for version, language and tab (docs/search.md).
 */
export interface PreviewSearch {
  /** Rebuilds the index from a compile; never rejects (a failure is kept in {@link problem}). Compiles that come while one is indexed wait, and only the last is indexed. */
  update(result: CompileResult): Promise<void>
  /** Answers a request under `/pagefind/` with the index's file; false, having answered nothing, for any other path. */
  serve(path: string, response: ServerResponse): boolean
  /**
   * The search box, for the page's header: in the page's language, the site's other languages
   * merged in (so the language filter can widen it); a note instead when Pagefind failed, and
   * nothing before the first index is made.
   */
  box(language: string | undefined): string
  /** Why there is no search, when Pagefind could not make the index. */
  readonly problem: string | undefined
  /** Stops Pagefind's process. */
  close(): Promise<void>
}

/** The prefix of the URLs the index is served at. */
const PREFIX = `/${PAGEFIND_FOLDER}/`
/**
 * The index again, under another name per language merged in: Pagefind's UI skips an index
 * merged from the bundle it already reads, though it would read another language of it.
 */
const MERGED = /^merged\/[^/]+\//
/** Records link to paths; the preview's address is not needed for them. */
const ANY_ORIGIN = 'http://127.0.0.1'

/** The box at the header's end, its results over the page rather than pushing it down. */
const BOX_STYLES = `.docsnav-search { position: relative; flex: 1; max-width: 420px; margin-left: auto; --pagefind-ui-scale: 0.75; }
.docsnav-search .pagefind-ui__drawer { position: absolute; right: 0; z-index: 30; width: min(720px, 90vw); max-height: 75vh; overflow: auto; padding: 0 16px 16px; background: #fff; border: 1px solid #d0d7de; border-radius: 8px; box-shadow: 0 8px 24px rgb(0 0 0 / 15%); }`

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
}

/** The preview's search over `content` (the project's page files, read when indexed). */
export function previewSearch(content: PageContent): PreviewSearch {
  let files: ReadonlyMap<string, Uint8Array> = new Map()
  let languages: string[] = []
  let problem: string | undefined
  let running: Promise<void> | undefined
  let next: CompileResult | undefined
  const index = async (result: CompileResult) => {
    if (result.site === undefined || result.site.routes.length === 0) return
    try {
      const made = await pagefindIndex({ tree: result.tree, site: result.site, siteUrl: ANY_ORIGIN, content })
      files = new Map(Object.entries(made))
      const entry = made['pagefind-entry.json']
      languages = entry ? Object.keys((JSON.parse(new TextDecoder().decode(entry)) as { languages: Record<string, unknown> }).languages) : []
      problem = undefined
    } catch (error) {
      problem = `Search is not available: Pagefind could not make the index (${error instanceof Error ? error.message : String(error)}).`
    }
  }
  const drain = async () => {
    while (next !== undefined) {
      const result = next
      next = undefined
      await index(result)
    }
    running = undefined
  }
  return {
    update(result) {
      next = result
      running ??= drain()
      return running
    },
    serve(path, response) {
      if (!path.startsWith(PREFIX)) return false
      const file = files.get(path.slice(PREFIX.length).replace(MERGED, ''))
      if (file === undefined) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
        response.end(response.req.method === 'HEAD' ? undefined : 'No such file in the search index\n')
        return true
      }
      const type = TYPES[path.slice(path.lastIndexOf('.') + 1)] ?? 'application/octet-stream'
      response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' })
      response.end(response.req.method === 'HEAD' ? undefined : file)
      return true
    },
    box(language) {
      if (problem !== undefined) return `<p class="note" role="status">${escapeText(problem)}</p>`
      if (!files.has('pagefind-ui.js')) return ''
      const own = language !== undefined && languages.includes(language) ? language : languages[0]
      const merged = languages
        .filter((other) => other !== own)
        .map((other) => ({ bundlePath: `${PREFIX}merged/${encodeURIComponent(other)}/`, language: other }))
      const settings = { element: '#docsnav-search', bundlePath: PREFIX, showImages: false, showSubResults: false, resetStyles: false, mergeIndex: merged }
      // Pagefind chooses the index of the page's language (`<html lang>`); the others are merged in.
      return `<link rel="stylesheet" href="${PREFIX}pagefind-ui.css"><style>${BOX_STYLES}</style><div id="docsnav-search" class="docsnav-search" role="search"></div><script src="${PREFIX}pagefind-ui.js"></script><script>new PagefindUI(${scriptJson(settings)});${LABEL_SCRIPT}</script>`
    },
    get problem() {
      return problem
    },
    async close() {
      await running
      await closePagefind()
    },
  }
}

/** Pagefind's UI gives its input a title and a placeholder, no label: its placeholder (in the page's language) made its name. */
const LABEL_SCRIPT = "for(const input of document.querySelectorAll('#docsnav-search input'))input.setAttribute('aria-label',input.placeholder||'Search');"

/** JSON safe inside a `<script>` element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
