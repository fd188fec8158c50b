import type { Plugin } from 'unified'
import { at, report, unplaced } from '../ir/diagnostics/report.js'
import { contextOf, guarded, type Context } from '../ir/context.js'
import type { PageTable, SiteModel } from '../ir/site.js'
import type { RootNode } from '../ir/types.js'
import { REPLACEABLE_FILES, emitOutputs, type EmitOptions, type PageFiles } from './index.js'
import type { OutputText } from './output-text.js'
import { siteModel } from './site-model.js'

declare module 'unified' {
  interface CompileResultMap {
    /** docsnav's outputs: path -> text, made when read. */
    DocsnavOutputs: Record<string, OutputText> | undefined
  }
}

declare module 'vfile' {
  interface DataMap {
    /** What `compile(..., {outputs})` asked of the outputs. */
    docsnavOutputs: EmitOptions
  }
}

/**
 * The unified compiler: the tree and the resolved site -> output files (written by the CLI, not
 * here), each text made only when it is read.
 */
export const outputsCompiler: Plugin<[], RootNode, Record<string, OutputText> | undefined> = function () {
  this.compiler = (tree, file) => {
    const ctx = contextOf(file)
    const root = tree as RootNode
    const site = siteOf(ctx)
    if (!site) return {}
    // Reported at the `navigation` key: what a format cannot express is about the navigation as a whole.
    const unexpressed = (target: string, features: string) => report(ctx, 'DN6002', at(root.documentRegion, '/navigation', 'key'), { target, features })
    // Outputs made whole here (the targets' sidebars) can be too long for a string too.
    return unlessTooLong(ctx, () => emitOutputs(root, site, file.data.docsnavOutputs ?? {}, unexpressed, pageFiles(ctx), ctx.memo))
  }
}

/**
 * Characters of page text the outputs of one build keep at most (about 16 MB for ASCII pages):
 * four outputs read each page (its `.md`, docsearch.json, llms-full.txt and its division's), so
 * a site that fits (10,000 pages of the synthetic site: 13 M characters) reads each page once;
 * past it, pages are read again rather than all held.
 */
const PAGE_TEXTS_BUDGET = 1 << 24

/**
 * The page files for the outputs made of their content, when files are read: each page's text,
 * read when its output is written, and kept for the other outputs up to {@link PAGE_TEXTS_BUDGET}.
 * A generated file the project has its own of at its root replaces it, as on Mintlify (DN7024).
 */
function pageFiles(ctx: Context): PageFiles | undefined {
  if (ctx.options.noFiles) return undefined
  const own = new Set(REPLACEABLE_FILES.filter((name) => ctx.inventory?.files.has(name)))
  for (const name of own) report(ctx, 'DN7024', unplaced(name), { file: name })
  const kept = new Map<string, string | undefined>()
  let size = 0
  const content = (file: string) => {
    if (kept.has(file)) return kept.get(file)
    const read = ctx.host.read(file)
    const text = read.ok ? read.text : undefined
    if (size + (text?.length ?? 0) <= PAGE_TEXTS_BUDGET) {
      kept.set(file, text)
      size += text?.length ?? 0
    }
    return text
  }
  return { content, own }
}

/**
 * The outputs as strings (`result.files`). Outputs longer than a JavaScript string can be are
 * DN6003, and then there are none.
 */
export function wholeTexts(ctx: Context, outputs: Readonly<Record<string, OutputText>>): Record<string, string> | undefined {
  return unlessTooLong(ctx, () => Object.fromEntries(Object.entries(outputs).map(([name, output]) => [name, output.text()])))
}

/** What `make` returns; undefined, and DN6003, when it makes more text than a JavaScript string holds. */
function unlessTooLong<T>(ctx: Context, make: () => T): T | undefined {
  try {
    return make()
  } catch (error) {
    // The site's shape, not a bug, is the cause.
    if (!(error instanceof RangeError) || !/string length/i.test(error.message)) throw error
    report(ctx, 'DN6003', unplaced())
    return undefined
  }
}

/** The page table of a compile that reads no page files (`noFiles`). */
const NO_PAGES: PageTable = new Map()

/** The resolved site, built on first need (a check never needs it), once the routes pass has run. */
export function siteOf(ctx: Context): SiteModel | undefined {
  if (ctx.site === undefined && ctx.listings)
    ctx.site = guarded(ctx, 'site model', () => siteModel(ctx.listings!, ctx.pages ?? NO_PAGES, ctx.inventory, ctx.memo))
  return ctx.site
}
