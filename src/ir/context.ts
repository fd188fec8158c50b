import type { VFile } from 'vfile'
import type { FileHost } from './files.js'
import type { Regions } from '../source/regions.js'
import type { EditedText } from '../source/edited-text.js'
import type { Memo } from './memo.js'
import type { SpecStore } from './openapi.js'
import type { PageExtractCache, PageRead } from './page-links.js'
import type { RedirectTable } from './redirects.js'
import type { Inventory, ListingTable, PageTable, PreviousRoute, SiteFiles, SiteModel, UrlChanges } from './site.js'
import { at, childPointer, report, unplaced, type Place, type Reporter } from './diagnostics/report.js'
import type { Part } from '../source/locate.js'
import type { Region } from '../source/source-file.js'

/** Options that change what a compile checks. */
export interface CheckOptions {
  /** Skip every check that needs page files (for configs shipped without their pages). */
  noFiles?: boolean
  /** Fetch remote (`https://`) OpenAPI specs; only `compile()` can, not `compileSync()`. */
  allowRemote?: boolean
  /** How a listed page without a file is reported (default `error`). */
  missingPages?: 'error' | 'warn'
  /**
   * Check the links inside pages (docs/links.md): read every page body, as MDX. Off by default;
   * docsnav.config.json's `links` turns it on for a project.
   */
  links?: boolean
  /**
   * Keep what page bodies yield in `node_modules/.cache/docsnav` of a project on disk, so unchanged
   * pages are not parsed again (safe to delete). Off by default in the API.
   */
  cache?: boolean
  /** The largest file docsnav reads, in bytes (default 64 MiB); a larger one is reported, not read. */
  maxFileSize?: number
  /**
   * The routes of an earlier build (its routes.json `routes`): each URL that is gone must be
   * covered by a redirect (`docsnav diff`; docs/site.md).
   */
  previousRoutes?: readonly PreviousRoute[]
}

/** The options after checking: every field set (`previousRoutes` may be undefined). */
export type CheckedCheckOptions = Readonly<Required<Omit<CheckOptions, 'previousRoutes'>> & { previousRoutes: readonly PreviousRoute[] | undefined }>

/** How far a long stage of a compile has come, for a progress line (the pages read for the link check). */
export interface Progress {
  stage: 'links'
  done: number
  total: number
}

/** What every pass receives: where to report, what files it may read, and the options. */
export interface Context extends Reporter {
  readonly file: VFile
  readonly host: FileHost
  /** Checked: every field set (see compile/options.ts). */
  readonly options: CheckedCheckOptions
  /** Which file each part of the resolved docs.json came from (filled by the parser; a project kept open may share an earlier compile's). */
  regions: Regions
  /** OpenAPI specs by id (project path or URL), and remote texts fetched before the passes ran (filled by the navigation passes, as `regions`). */
  specs: SpecStore
  /** The listed pages' files and frontmatter, once resolve-pages has run (not with `noFiles`). */
  pages?: PageTable
  /** Listings, owners and URLs, once the routes pass has run. */
  listings?: ListingTable
  /** The project's files as Mintlify's walk finds them, once something asked (the inventory, a page's frontmatter `openapi`). */
  siteFiles?: SiteFiles
  /** The project's files beyond the navigation, once the inventory pass has run (not with `noFiles`). */
  inventory?: Inventory
  /** How the URLs changed since the build of `options.previousRoutes`, once the redirects pass has compared them. */
  urlChanges?: UrlChanges
  /** With `options.cache`: what earlier runs read of page bodies. */
  readonly pageCache?: PageExtractCache
  /** The redirects as a table for matching paths, once the redirects pass has read some. */
  redirectTable?: RedirectTable
  /** Page files read for the link check by a stage before it (worker threads), by path. */
  pageReads?: Map<string, PageRead>
  /** What earlier compiles of a project kept open computed (`createProject`). */
  readonly memo?: Memo
  /** docs.json's text as an editor's edits made it, when it came so: the parser reads through it (docs/incremental.md). */
  readonly configEdited?: EditedText
  /** Told how far a long stage has come (the command line shows it on a terminal); never changes a result. */
  readonly onProgress?: (progress: Progress) => void
  /** The resolved site, once something asked for it (outputs, `result.site`). */
  site?: SiteModel
}

declare module 'vfile' {
  interface DataMap {
    /** The compile's state, set up before parsing: every plugin of the pipeline works from it. */
    docsnav: Context
  }
}

/** The compile's state of a file (see {@link Context}). */
export function contextOf(file: VFile): Context {
  const ctx = file.data.docsnav
  if (!ctx) throw new Error('docsnav: the file has no compile context (file.data.docsnav)')
  return ctx
}

/**
 * Runs one stage of the compile; if it throws (a docsnav bug: user input never should make it),
 * reports DN9001 naming the stage and returns undefined, so the compile still ends with diagnostics.
 */
export function guarded<T>(ctx: Context, stage: string, run: () => T): T | undefined {
  try {
    return run()
  } catch (error) {
    report(ctx, 'DN9001', unplaced(), { stage, reason: error instanceof Error ? error.message : String(error) })
    return undefined
  }
}

/** {@link guarded}, for a stage that waits (fetches, threads). */
export async function guardedAsync<T>(ctx: Context, stage: string, run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run()
  } catch (error) {
    report(ctx, 'DN9001', unplaced(), { stage, reason: error instanceof Error ? error.message : String(error) })
    return undefined
  }
}

/** An object of the resolved document being checked: its value, pointer and region. */
export interface Holder {
  raw: Record<string, unknown>
  pointer: string
  region: Region
}

/**
 * The place of a member of an object of the resolved document (its key or its value), in the file
 * it was written in: a holder, a node, or the document itself.
 */
export function memberPlace(ctx: Context, holder: { raw: unknown; pointer: string; region: Region }, key: string, part: Part = 'value', below = ''): Place {
  return at(ctx.regions.member(holder.raw as object, key, holder.region), childPointer(holder.pointer, key) + below, part)
}

/** The place of the holder itself (its first character, for "missing ..." problems). */
export function holderPlace(holder: Holder): Place {
  return at(holder.region, holder.pointer, 'start')
}
