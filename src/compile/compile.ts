import { unified } from 'unified'
import { VFile } from 'vfile'
import { outputsCompiler, siteOf, wholeTexts } from '../emit/plugin.js'
import type { OutputText } from '../emit/output-text.js'
import { guarded, type Context, type Progress } from '../ir/context.js'
import { catalogue, chooseHint, fill, type DiagnosticCode, type Severity } from '../ir/diagnostics/catalogue.js'
import type { Diagnostic, Summary } from '../ir/diagnostics/diagnostic.js'
import { MAX_LISTED_PER_CODE, report, unplaced, type DocsnavMessage, type Reporter } from '../ir/diagnostics/report.js'
import type { FileHost } from '../ir/files.js'
import { inUnit, type Memo } from '../ir/memo.js'
import { copyOfSpecStore, newSpecStore, type SpecStore } from '../ir/openapi.js'
import type { PageExtractCache } from '../ir/page-links.js'
import { isRecord } from '../ir/json-values.js'
import type { SiteModel, UrlChanges } from '../ir/site.js'
import type { RootNode } from '../ir/types.js'
import { readOptions, type CheckedOptions, type CompileOptions, type OptionProblem } from './options.js'
import { CONFIG_FILE, openGuarded, openRoot, type CompileInput, type Opened } from './input.js'
import { docsJsonParser, emptyTree } from '../parse/plugin.js'
import { readSettings, type ProjectSettings, type SeveritySetting } from '../parse/settings.js'
import { diskPageCache } from '../files/page-cache.js'
import { navigationPasses, passPlugins, sitePasses } from '../passes/index.js'
import { Regions } from '../source/regions.js'
import { sourceFile } from '../source/source-file.js'

export type { CompileInput } from './input.js'
export type { CompileOptions } from './options.js'
export type { Diagnostic, Summary }

export interface CompileResult {
  /** Sorted by file (docs.json first), then position. */
  diagnostics: Diagnostic[]
  summary: Summary
  /** The navigation tree; empty when docs.json could not be read. */
  tree: RootNode
  /** The vfile the diagnostics were reported on, for unified tooling (vfile-reporter, ...). */
  file: VFile
  /** Text of each file a diagnostic points into, by project-relative path (for code frames). */
  sources: Record<string, string>
  /**
   * The resolved site (routes, owners, links); undefined when docs.json could not be read.
   * Built on first read (a check does not need it).
   */
  readonly site: SiteModel | undefined
  /**
   * The build outputs by file name, when `options.outputs` asked for them; undefined when there is
   * nothing to build them from: docs.json unreadable or without a navigation, a navigation that is a
   * failed `$ref`, errors that leave no page at all, or outputs too large to hold (DN6003); and
   * when `outputs.stream` asked for them as `outputs` instead.
   */
  files: Record<string, string> | undefined
  /**
   * With `outputs.stream`: the build outputs by file name, each text made a chunk at a time when
   * read (`output.chunks()`), so they need not be in memory at once. Undefined as `files` is.
   */
  outputs: Record<string, OutputText> | undefined
  /**
   * Every project file the compile read or looked for (docs.json, docsnav.config.json, includes, specs, page files, the
   * `.mdx` of a page found as `.md`), project-relative, links resolved, in that order: what the
   * result depends on.
   */
  inputs: string[]
  /** With `options.previousRoutes`: how the URLs changed since that build (docs/site.md). */
  urlChanges?: UrlChanges
}

/** What compile asks of a unified processor (whose inferred type, over a list of plugins, says less). */
interface Pipeline {
  parse(file: VFile): RootNode
  runSync(tree: RootNode, file: VFile): unknown
  run(tree: RootNode, file: VFile): Promise<unknown>
  stringify(tree: RootNode, file: VFile): unknown
}

/**
 * The pipeline, in two processors: the navigation (docs.json text -> tree (parse), checked and with
 * its specs' operations (the navigation passes)), then the site (the passes over pages, routes,
 * files and redirects, and the output files (emit)). `compileSync()` runs them without the stages
 * that wait (remote specs, pages read on every core), `compile()` with them.
 */
const pipelines = {
  sync: {
    navigation: unified().use(docsJsonParser).use(passPlugins(navigationPasses, 'sync')).freeze() as unknown as Pipeline,
    site: unified().use(passPlugins(sitePasses, 'sync')).use(outputsCompiler).freeze() as unknown as Pipeline,
  },
  async: {
    navigation: unified().use(docsJsonParser).use(passPlugins(navigationPasses, 'async')).freeze() as unknown as Pipeline,
    site: unified().use(passPlugins(sitePasses, 'async')).use(outputsCompiler).freeze() as unknown as Pipeline,
  },
}

/**
 * Compiles a docs.json: parses it, runs every pass and returns the diagnostics and the tree.
 * Never throws on user input: unreadable files and internal failures become diagnostics.
 * Remote specs are never fetched here (see {@link compile}).
 */
export function compileSync(input: CompileInput, options?: CompileOptions): CompileResult {
  const { file, ctx } = prepare(input, options, (maxFileSize) => openGuarded(input, maxFileSize))
  const tree = readNavigation(file, ctx)
  if (tree.parsed) pipelines.sync.site.runSync(tree.root, file)
  return finish(pipelines.sync.site, tree.root, file, ctx)
}

/** docs.json read to its navigation tree, before any check: the floor bench/check.js measures (not in the package's API). */
export function parseNavigationSync(input: CompileInput, options?: CompileOptions): RootNode {
  const { file, ctx } = prepare(input, options, (maxFileSize) => openGuarded(input, maxFileSize))
  return parse(pipelines.sync.navigation, file, ctx).root
}

/**
 * {@link compileSync}, as a promise; with `allowRemote`, the remote (`https://`) specs the
 * navigation names are fetched first, a few at a time.
 */
export async function compile(input: CompileInput, options?: CompileOptions, hooks?: CompileHooks): Promise<CompileResult> {
  return compileOpened(prepare(input, options, (maxFileSize) => openGuarded(input, maxFileSize), undefined, hooks))
}

/** What a caller of {@link compile} may be told while it runs; never changes its result. */
export interface CompileHooks {
  /** How far a long stage has come (the pages read for the link check). */
  onProgress?: (progress: Progress) => void
}

/**
 * {@link compile} of a project kept open (`createProject`): the files are read through `host`, and
 * what earlier compiles computed is taken from `memo` when its input is the same.
 */
export async function compileThrough(root: string, host: FileHost, options: CompileOptions | undefined, project: ProjectState): Promise<CompileResult> {
  return compileOpened(prepare(root, options, () => openRoot(host), project))
}

/** What a project kept open gives each compile: its memo, the listener of what is reported, its page cache. */
interface ProjectState {
  memo: Memo
  prepared?: Reporter['prepared']
  pageCache?: PageExtractCache
}

async function compileOpened({ file, ctx }: { file: VFile; ctx: Context }): Promise<CompileResult> {
  const tree = ctx.options.allowRemote ? await readFetchedNavigation(file, ctx) : readNavigation(file, ctx)
  if (tree.parsed) await pipelines.async.site.run(tree.root, file)
  return finish(pipelines.async.site, tree.root, file, ctx)
}

/**
 * Checks the options, reads docs.json and sets up the compile's state on its vfile; reports what
 * keeps docs.json from being parsed (then the file's value is undefined).
 */
function prepare(
  input: CompileInput,
  given: unknown,
  openInput: (maxFileSize: number) => Opened,
  project?: ProjectState,
  hooks?: CompileHooks,
): { file: VFile; ctx: Context } {
  const read = readOptions(given)
  const opened = openInput(read.options.maxFileSize)
  const { host } = opened
  const file = new VFile({ path: CONFIG_FILE, value: opened.kind === 'text' ? opened.text : undefined })
  const severities = new Map<DiagnosticCode, SeveritySetting>()
  const reporter: Reporter = {
    file,
    sources: new Map<string, string>(),
    reported: new Set<string>(),
    tally: new Map(),
    severities,
    ...(project?.prepared ? { prepared: project.prepared } : {}),
  }
  const settings = opened.kind === 'text' ? guardedSettings(host, reporter) : undefined
  for (const [code, severity] of settings?.severities ?? []) severities.set(code, severity)
  const options = withSettings(read.options, settings, read.explicit)
  const { problems } = read
  const ctx: Context = {
    ...reporter,
    host,
    options,
    regions: new Regions(),
    specs: newSpecStore(),
    // Diagnostics kept from an earlier compile are placed in this compile's docs.json and includes.
    ...(project ? { memo: project.memo, sourceNow: (path: string) => ctx.regions.sourceOf(path) } : {}),
    ...(opened.kind === 'text' && opened.edited ? { configEdited: opened.edited } : {}),
    ...(project?.pageCache
      ? { pageCache: project.pageCache }
      : options.cache && options.links && typeof input === 'string' && opened.kind === 'text'
        ? { pageCache: diskPageCache(input) }
        : {}),
    ...(hooks?.onProgress ? { onProgress: hooks.onProgress } : {}),
  }
  file.data.docsnav = ctx
  if (options.outputs) file.data.docsnavOutputs = options.outputs
  for (const problem of problems) reportOptionProblem(ctx, problem)
  if (opened.badFiles !== undefined)
    report(ctx, 'DN1017', unplaced(), { option: 'files', expected: 'an object of project-relative paths to file contents', found: opened.badFiles })
  const whole = unplaced(CONFIG_FILE)
  if (opened.kind === 'missing') report(ctx, 'DN1000', whole, { file: CONFIG_FILE, root: host.rootLabel })
  else if (opened.kind === 'outside') report(ctx, 'DN1015', whole, { file: CONFIG_FILE, reason: opened.reason, link: '' })
  else if (opened.kind === 'unreadable') report(ctx, 'DN1015', whole, { file: CONFIG_FILE, reason: opened.reason })
  else if (opened.kind === 'not-text') report(ctx, 'DN1016', whole, { file: CONFIG_FILE, reason: opened.reason })
  else if (opened.kind === 'not-data') report(ctx, 'DN1014', unplaced(), { reason: opened.reason })
  else if (opened.kind === 'no-config')
    report(ctx, 'DN1017', unplaced(), { option: 'config', expected: 'docs.json as JSON text or as an object', found: 'nothing' })
  return { file, ctx }
}

/** The project's settings; a fault in reading them is docsnav's (DN9001), and the compile goes on without them. */
function guardedSettings(host: FileHost, reporter: Reporter): ProjectSettings | undefined {
  try {
    return readSettings(host, reporter)
  } catch (error) {
    report(reporter, 'DN9001', unplaced(), { stage: 'settings', reason: error instanceof Error ? error.message : String(error) })
    return undefined
  }
}

/** The options with the project's settings filled in where the caller gave none (the caller's win). */
function withSettings(options: CheckedOptions, settings: ProjectSettings | undefined, explicit: ReadonlySet<string>): CheckedOptions {
  if (!settings) return options
  return {
    ...options,
    links: explicit.has('links') ? options.links : (settings.links ?? options.links),
    missingPages: explicit.has('missingPages') ? options.missingPages : (settings.missingPages ?? options.missingPages),
  }
}

/** The navigation as read: the tree, and what reading it filled in beside it. */
interface Navigation {
  root: RootNode
  /** False when there is no text or the parser failed: the tree is empty and not to be run through the passes. */
  parsed: boolean
  regions: Regions
  specs: SpecStore
}

/**
 * Parses docs.json and runs the navigation passes. A project kept open takes the navigation from its
 * last compile while docs.json, everything these passes read (includes, specs, the folders they
 * list) and the settings are the same: the tree is final after them, and shared.
 */
function readNavigation(file: VFile, ctx: Context): Navigation {
  const severities = [...(ctx.severities ?? [])].join()
  const navigation = inUnit(ctx.memo, ctx, 'navigation', '', [file.value, ctx.options.noFiles, severities], () => {
    const tree = parse(pipelines.sync.navigation, file, ctx)
    if (tree.parsed) pipelines.sync.navigation.runSync(tree.root, file)
    return { ...tree, regions: ctx.regions, specs: ctx.specs }
  })
  ctx.regions = navigation.regions
  // What the site passes add (the specs pages' frontmatter is looked up in) goes into the compile's own copy, not the kept one.
  ctx.specs = copyOfSpecStore(navigation.specs)
  return navigation
}

/**
 * {@link readNavigation}, fetching the remote specs the navigation names before the passes load them.
 * Never taken from an earlier compile: what the fetches bring is known only once they are made.
 */
async function readFetchedNavigation(file: VFile, ctx: Context): Promise<Navigation> {
  const tree = parse(pipelines.async.navigation, file, ctx)
  if (tree.parsed) await pipelines.async.navigation.run(tree.root, file)
  return { ...tree, regions: ctx.regions, specs: ctx.specs }
}

/** The tree of docs.json; an empty one, not to be run through the passes, when there is no text or the parser fails. */
function parse(processor: Pipeline, file: VFile, ctx: Context): { root: RootNode; parsed: boolean } {
  const root = file.value === undefined ? undefined : guarded(ctx, 'parse', () => processor.parse(file))
  return root ? { root, parsed: true } : { root: emptyTree(sourceFile(CONFIG_FILE, '')), parsed: false }
}

function reportOptionProblem(ctx: Context, problem: OptionProblem): void {
  if (problem.kind === 'site-url') report(ctx, 'DN6001', unplaced(), { url: problem.url, reason: problem.reason })
  else if (problem.kind === 'unknown') report(ctx, 'DN1018', unplaced(), { option: problem.option, suggestion: problem.suggestion })
  else report(ctx, 'DN1017', unplaced(), { option: problem.option, expected: problem.expected, found: problem.found, suggestion: problem.suggestion })
}

/** The result: the outputs when asked for (the compiler step) and there is a navigation to build them from, and the diagnostics. */
function finish(processor: Pipeline, tree: RootNode, file: VFile, ctx: Context): CompileResult {
  const wanted = file.data.docsnavOutputs
  const outputs =
    wanted !== undefined && ctx.listings && hasNavigation(tree, ctx)
      ? guarded(ctx, 'outputs', () => processor.stringify(tree, file) as Record<string, OutputText> | undefined)
      : undefined
  const files = outputs && !wanted?.stream ? guarded(ctx, 'outputs', () => wholeTexts(ctx, outputs)) : undefined
  const unlisted = reportUnlisted(ctx)
  const diagnostics = (ctx.file.messages as DocsnavMessage[]).map(toDiagnostic).sort(byLocation)
  const summary = summarise(diagnostics)
  summary.errors += unlisted.error
  summary.warnings += unlisted.warning
  summary.infos += unlisted.info
  const result = {
    diagnostics,
    summary,
    tree,
    file: ctx.file,
    sources: Object.fromEntries(ctx.sources),
    files,
    outputs: wanted?.stream ? outputs : undefined,
    inputs: [...ctx.host.inputs],
    ...(ctx.urlChanges ? { urlChanges: ctx.urlChanges } : {}),
  }
  Object.defineProperty(result, COMPILE_CONTEXT, { value: ctx })
  return Object.defineProperty(result, 'site', { get: resultSite, enumerable: true }) as CompileResult
}

/** Where a result keeps its compile's context, for its `site` (not enumerable). */
const COMPILE_CONTEXT = Symbol('docsnav compile context')

/**
 * A result's `site`, made on first read. One getter for every result: a getter made for each
 * compile would become a constant of the result's hidden class, and V8's young-generation
 * collector keeps such constants alive, and with them each compile's context and tree, until a
 * full collection (docs/performance.md, "What a keystroke kept alive").
 */
function resultSite(this: { [COMPILE_CONTEXT]: Context }): SiteModel | undefined {
  return siteOf(this[COMPILE_CONTEXT])
}

/**
 * Records in `result` a fault of docsnav's own found after the compile, while streamed outputs were
 * made as they were written: DN9001, first (it has no place), counted in the summary, so every
 * report shows it like the compile's own.
 */
export function addInternalError(result: CompileResult, stage: string, error: unknown): void {
  const params = { stage, reason: error instanceof Error ? error.message : String(error) }
  const entry = catalogue.DN9001
  result.diagnostics.unshift({
    code: 'DN9001',
    severity: entry.severity,
    slug: entry.slug,
    message: fill(entry.message, params),
    hint: chooseHint(entry.hint, params),
    related: [],
    params,
  })
  result.summary.errors++
}

/** One diagnostic per code that had more than could be listed; how many were not, by severity (the summary counts them all). */
function reportUnlisted(ctx: Context): Record<Severity, number> {
  const total: Record<Severity, number> = { error: 0, warning: 0, info: 0 }
  for (const [code, { unlisted }] of ctx.tally) {
    const count = unlisted.error + unlisted.warning + unlisted.info
    if (count === 0) continue
    total.error += unlisted.error
    total.warning += unlisted.warning
    total.info += unlisted.info
    report(ctx, 'DN6004', unplaced(), { count: count.toLocaleString('en-US'), code, limit: MAX_LISTED_PER_CODE.toLocaleString('en-US') })
  }
  return total
}

/**
 * Whether there is a navigation to build outputs from: docs.json was read, its `navigation` is an
 * object that was read whole (not a `$ref` that failed), and with errors, some page is left. Outputs
 * written despite errors (`--force`) are never an empty site standing in for a missing one.
 */
function hasNavigation(tree: RootNode, ctx: Context): boolean {
  if (tree.pointer !== '/navigation' || !isRecord(tree.raw) || ctx.regions.isIncomplete(tree.raw)) return false
  const errors = (ctx.file.messages as DocsnavMessage[]).some((message) => message.severity === 'error')
  return !errors || (ctx.listings?.routeOwners.size ?? 0) > 0
}

function toDiagnostic(message: DocsnavMessage): Diagnostic {
  const diagnostic: Diagnostic = {
    code: message.code,
    severity: message.severity,
    slug: message.ruleId ?? '',
    message: message.reason,
    hint: message.hint,
    related: message.related,
    params: message.params,
  }
  if (message.file) diagnostic.file = message.file
  const place = message.place
  if (place && 'start' in place) {
    Object.assign(diagnostic, { line: place.start.line, column: place.start.column, endLine: place.end.line, endColumn: place.end.column })
  }
  if (message.pointer !== undefined) diagnostic.pointer = message.pointer
  return diagnostic
}

/** Problems with the options first, then by file (docs.json first), then by position. */
function byLocation(a: Diagnostic, b: Diagnostic): number {
  const fileA = a.file ?? ''
  const fileB = b.file ?? ''
  if (fileA !== fileB) {
    if (fileA === '' || fileB === '') return fileA === '' ? -1 : 1
    return fileA === CONFIG_FILE ? -1 : fileB === CONFIG_FILE ? 1 : fileA < fileB ? -1 : 1
  }
  return (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0)
}

function summarise(diagnostics: readonly Diagnostic[]): Summary {
  const summary: Summary = { errors: 0, warnings: 0, infos: 0 }
  for (const diagnostic of diagnostics) {
    if (diagnostic.severity === 'error') summary.errors++
    else if (diagnostic.severity === 'warning') summary.warnings++
    else summary.infos++
  }
  return summary
}
