import type { ImportReport } from './report.js'

/**
 * What every reader of another generator's navigation gives `docsnav import`: docs.json's
 * navigation, and the page files it names, as the source project has them.
 */

/** The kinds of project `docsnav import` reads, by the name `--from` takes. */
export const SOURCE_KINDS = ['docusaurus', 'mkdocs', 'vitepress', 'starlight', 'fumadocs', 'gitbook', 'mint'] as const
export type SourceKind = (typeof SOURCE_KINDS)[number]

/** A docs.json object, as the import builds it (its shape is checked by compiling it). */
export type DocsJson = Record<string, unknown>

/** One page docs.json lists, as the source has it. */
export interface SourcePage {
  /** The page file, relative to the source root (`docs/01-intro.md`). */
  file: string
  /** The label the source's navigation shows for it, when it sets one (else the page's own title is shown). */
  label?: string
}

/** What a reader made of a source project. */
export interface ImportedSite {
  kind: SourceKind
  /**
   * The folder docs.json belongs in, relative to the source root (`''` for the root itself): page
   * paths are relative to it, and the source's URLs are kept where a page path can give them
   * (`docs/` for a Docusaurus site whose docs are served under `/docs/`).
   */
  folder: string
  /** docs.json, whole: `navigation`, and what else the source says (`name`, `redirects`, ...). */
  config: DocsJson
  /**
   * Every page docs.json lists, by its page path (relative to `folder`, without extension), with
   * the file the source has for it: where that file is not where the page path says, the import
   * plans to move it; where the source's label is not the page's title, to set `sidebarTitle`.
   */
  pages: Map<string, SourcePage>
  /**
   * The folders (relative to the source root) the source reads pages from, when the reader knows
   * them: a page file under docs.json's folder outside them all is one the source never published,
   * which the import leaves out with a `.mintignore` (mintignore-plan.ts).
   */
  contentFolders?: string[]
  /** Page files (relative to the source root) the source never publishes, where the reader knows them: `.mintignore` leaves them out too. */
  unpublished?: string[]
}

/** Where a reader reports what it read, and where it finds the project's own modules. */
export interface ReadContext {
  /** The source project's folder, absolute. */
  root: string
  report: ImportReport
}

/** A reader of one kind of project. */
export interface Importer {
  kind: SourceKind
  /** The file (relative to `root`) that shows `root` is a project of this kind, or undefined. */
  detect(root: string): string | undefined
  /** Reads the navigation; what it cannot read or docs.json cannot hold goes to `context.report`. Undefined when nothing could be read. */
  read(context: ReadContext): Promise<ImportedSite | undefined>
}
