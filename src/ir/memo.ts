import type { Reporter } from './diagnostics/report.js'

/**
 * Every table a project kept open keeps values or units of work in (docs/incremental.md), with
 * what it keeps, by key: a table is named here once, and only these names are taken.
 */
export const MEMO_TABLES = {
  'docs.json': 'docs.json as read last, so an edit is parsed again in the value it is in only',
  navigation: 'unit: docs.json parsed and the navigation passes run',
  structure: 'unit: the structure checks of one element, by pointer',
  'page-entries': 'a page entry as the tree builder made it, by its text',
  frontmatter: "a page file's frontmatter, by path and the text read",
  page: "unit: a listed page's file and frontmatter facts, by path",
  'page-with-operation': 'a page with the title and description its frontmatter operation gives',
  pages: 'the page table, while every page is the one it had',
  routes: 'the listed entries of the whole tree, while the tree and the hidden pages are the same',
  'routes-of': 'unit: the listings of one element, by pointer',
  'route-entries': 'the listed entries, the same object while they are the same',
  'route-owners': 'unit: who owns each route, and the checks between listings',
  'hidden-pages': 'the pages hidden from the navigation',
  'listing-table': 'the listing table',
  'project-files': "the project's files as Mintlify's walk finds them, while the folders' listings are the same",
  'project-spec': "unit: a project file as the search for a page's spec sees it, by path",
  'spec-text': "a spec file's text parsed, by path and the text read",
  'spec-schema': 'where a spec first breaks the OpenAPI schema, by path and its text',
  inventory: 'unit: the page files no navigation lists',
  'unlisted-page': "unit: one such page file's facts, by path",
  'unrouted-pages': 'the unlisted pages that get routes',
  redirects: "unit: the check of docs.json's redirects against the site",
  'site-frame': "unit: the site model's frame (its routes without their dressing)",
  'site-routes': "unit: each route's dressing",
  alternates: 'the alternates of each route (its other versions and languages)',
  'routes-entries': "routes.json's entry of each route",
  'output-texts': "the texts of an output's entries, by output",
  'breadcrumb-lists': 'the breadcrumbs of each route',
  'sitemap-entries': "sitemap.xml's entries",
  'llms-defaults': 'the pages llms.txt lists under the default divisions',
  'llms-entries': "llms.txt's entry of each route",
} as const

/** The name of a table of {@link MEMO_TABLES}. */
export type MemoTable = keyof typeof MEMO_TABLES

/**
 * What a project kept open (`createProject`) keeps from one compile to the next, to use again when
 * what it was made from is the same. A compile without one computes everything.
 */
export interface Memo {
  /**
   * The value kept under `table` and `key` if it was made from `input` (the same text, or the same
   * values by `Object.is`, in order), else `make()`, kept.
   */
  keep<T>(table: MemoTable, key: string, input: string | readonly unknown[], make: () => T): T
  /**
   * A unit of a compile's work, under `table` and `key`: `run()`'s value, kept with the reads it
   * made through the compile's host and the diagnostics it reported. In a later compile it is used
   * again when `inputs` are the same values (`Object.is`, in order) and each of its reads reads the
   * same: those reads are made again, so that the compile records the same inputs, and its
   * diagnostics are reported again to `reporter`. Units may hold units.
   *
   * So `run` must depend on nothing but `inputs`, what it reads through the host and constants, and
   * its value must not be changed afterwards: a later compile may share it. When it runs again, it
   * is given the value it made last (from other inputs), to share what is the same.
   */
  unit<T>(reporter: Reporter, table: MemoTable, key: string, inputs: readonly unknown[], run: (last: T | undefined) => T): T
  /** Says that the unit running depends on more than its inputs and reads: it is not kept. */
  notKept(): void
}

/** Whether two lists hold the same values (`Object.is`), in order. */
export function sameValues(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false
  for (let index = 0; index < a.length; index++) if (!Object.is(a[index], b[index])) return false
  return true
}

/** {@link Memo.keep} when there may be no memo. */
export function kept<T>(memo: Memo | undefined, table: MemoTable, key: string, input: string | readonly unknown[], make: () => T): T {
  return memo ? memo.keep(table, key, input, make) : make()
}

/** {@link Memo.unit} when there may be no memo. */
export function inUnit<T>(
  memo: Memo | undefined,
  reporter: Reporter,
  table: MemoTable,
  key: string,
  inputs: readonly unknown[],
  run: (last: T | undefined) => T,
): T {
  return memo ? memo.unit(reporter, table, key, inputs, run) : run(undefined)
}
