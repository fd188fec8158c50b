import { existsSync, type FSWatcher, mkdirSync, readFileSync, watch, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { nextRedirects } from '../../emit/targets/redirects.js'
import { type CompiledSite, diagnosticLine, type OpenSite, openDocsSite } from '../open-site.js'
import { copyDocsAssets } from './assets.js'
import { nextLog } from './next-log.js'

/**
 * `withDocsnav(nextConfig)`: what Next.js needs to serve a docs.json site with Fumadocs.
 * docs.json is compiled when Next loads its config, and its diagnostics go to Next's log at their
 * file:line:column; an error stops `next build` (not `next dev`, which keeps serving). docs.json's
 * redirects become Next's `redirects()` (a static export has none: fixed ones are pages that
 * redirect, see `docsnavStaticParams`). docsnav's components are compiled by Next
 * (`transpilePackages`), with the site's own copies of the packages they import. In `next dev`,
 * an edit to docs.json or another input of the compile is compiled again, its diagnostics logged,
 * and the page open in the browser updated (see {@link followInputs}).
 */

export interface WithDocsnavOptions {
  /** The folder holding docs.json, relative to the Next project (default: `docs`). */
  root?: string
}

type NextConfig = Record<string, unknown> & {
  output?: string
  transpilePackages?: string[]
  redirects?: () => Promise<unknown[]>
  turbopack?: Record<string, unknown> & { resolveAlias?: Record<string, unknown> }
  webpack?: (config: WebpackConfig, context: unknown) => WebpackConfig
}
type WebpackConfig = { resolve?: { alias?: Record<string, unknown> } }

/**
 * The modules docsnav's components import from the site's packages (docsnav does not depend on
 * them): aliased to the site's copies, so that they are found when docsnav is linked from elsewhere
 * (`npm install ../docsnav`) and the site's one copy of each is used.
 */
const SITE_MODULES = [
  '@mintlify/components',
  '@mdx-js/mdx',
  'fumadocs-ui/layouts/docs',
  'fumadocs-ui/page',
  '@fortawesome/free-solid-svg-icons',
  '@fortawesome/free-regular-svg-icons',
  '@fortawesome/free-brands-svg-icons',
  'lucide-react',
]

const BUILD = 'phase-production-build'
const DEV = 'phase-development-server'

/**
 * The module `DocsnavPage` imports to hear of edits: in `next dev`, a file of the project's that
 * docsnav rewrites after each compile (Next sees a module of the page change, and refreshes the page
 * in the browser); elsewhere, docsnav's own constant one.
 */
const REVISION = 'docsnav/fumadocs/components/revision.js'

/** Next's config function for `next.config.mjs`: `export default withDocsnav({ output: 'export' })`. */
export function withDocsnav(config: NextConfig = {}, options: WithDocsnavOptions = {}) {
  return async (phase: string): Promise<NextConfig> => {
    const root = resolve(options.root ?? 'docs')
    const compiled = await openDocsSite(root).current()
    const failed = report(compiled, phase === BUILD)
    if (failed) {
      const log = nextLog()
      log.error(`docsnav: ${failed} in ${relative(process.cwd(), join(root, 'docs.json'))}; the build stops`)
      log.error(
        `Each error is listed above at its file:line:column; \`npx docsnav check ${relative(process.cwd(), root) || '.'}\` shows them with their context.`,
      )
      // Next would print a thrown error's stack, which points into docsnav rather than at docs.json.
      process.exit(1)
    }
    const copied = copyDocsAssets(root, process.cwd())
    if (copied > 0)
      nextLog().info(`docsnav: ${copied} image${copied === 1 ? '' : 's'} and other files of ${relative(process.cwd(), root) || '.'} copied into public/`)
    const aliases = siteAliases(process.cwd())
    const revision = phase === DEV ? followInputs(openDocsSite(root)) : fileURLToPath(new URL('components/revision.js', import.meta.url))
    aliases.relative[REVISION] = relativeAlias(process.cwd(), revision)
    aliases.absolute[REVISION] = revision
    const next: NextConfig = {
      ...config,
      transpilePackages: [...new Set([...(config.transpilePackages ?? []), 'docsnav'])],
      turbopack: { ...config.turbopack, resolveAlias: { ...aliases.relative, ...config.turbopack?.resolveAlias } },
      webpack: (webpackConfig: WebpackConfig, context: unknown) => {
        const made = config.webpack ? config.webpack(webpackConfig, context) : webpackConfig
        made.resolve = { ...made.resolve, alias: { ...aliases.absolute, ...made.resolve?.alias } }
        return made
      },
    }
    if (config.output !== 'export') {
      const own = config.redirects
      const converted = nextRedirects(compiled.redirects, new Map())
      if (converted.unexpressed) nextLog().warn(`docs.json's redirects that Next cannot express: ${converted.unexpressed}`)
      const list = JSON.parse(converted.files['fumadocs/redirects.json']!) as unknown[]
      next.redirects = async () => [...list, ...(own ? await own() : [])]
    }
    return next
  }
}

/** The diagnostics in Next's log; with `stopOnError`, what makes the build stop ("2 errors"), else undefined. */
export function report(compiled: CompiledSite, stopOnError: boolean): string | undefined {
  const log = nextLog()
  const { diagnostics, summary } = compiled.result
  for (const diagnostic of diagnostics) {
    const line = diagnosticLine(compiled.root, diagnostic)
    if (diagnostic.severity === 'error') log.error(line)
    else if (diagnostic.severity === 'warning') log.warn(line)
  }
  if (summary.infos > 0) log.info(`${summary.infos} more note${summary.infos === 1 ? '' : 's'}: run \`docsnav check\` to read them`)
  return stopOnError && summary.errors > 0 ? `${summary.errors} error${summary.errors === 1 ? '' : 's'}` : undefined
}

/** Set by the process that follows the inputs: the worker that Next starts inherits it, and does not follow them a second time. */
const FOLLOWING = 'DOCSNAV_FUMADOCS_FOLLOWING'

/**
 * `next dev` watches the modules of the pages and none of docsnav's inputs (docs.json, the pages'
 * frontmatter, the specs): docsnav watches the folders holding them, compiles again after an edit to
 * an input, logs its diagnostics (a broken docs.json keeps the last navigation), then rewrites the
 * revision module, which the page imports. Returns the revision module's path.
 */
function followInputs(site: OpenSite): string {
  const file = revisionFile(process.cwd())
  if (process.env[FOLLOWING] === file) return file
  process.env[FOLLOWING] = file
  let revision = 0
  mkdirSync(dirname(file), { recursive: true })
  // The last navigation's URLs, for a process of Next's that starts while docs.json is broken (its static params).
  const keepUrls = (compiled: CompiledSite | undefined) => {
    if (compiled && compiled.routes.length > 0) writeFileSync(lastUrlsFile(file), JSON.stringify(compiled.routes.map((route) => route.url)))
  }
  const write = (compiled: CompiledSite | undefined) => {
    keepUrls(compiled)
    writeFileSync(
      file,
      `// Rewritten by docsnav after each compile in \`next dev\`: the page imports it, and Next refreshes the page.\nexport const revision = ${revision++}\n`,
    )
  }
  const changed = new Set<string>()
  let timer: NodeJS.Timeout | undefined
  const compile = async () => {
    timer = undefined
    const paths = [...changed]
    changed.clear()
    let compiled: CompiledSite | undefined
    try {
      compiled = await site.update(paths)
      report(compiled, false)
      watchFolders(compiled)
    } catch (error) {
      nextLog().error(`docsnav: ${error instanceof Error ? error.message : String(error)}`)
    }
    write(compiled)
  }
  // Folders rather than files: an editor saving by renaming a new file over the old one leaves a file's watcher on the old one.
  const watched = new Map<string, FSWatcher>()
  const watchFolders = (compiled: CompiledSite) => {
    for (const folder of new Set([site.root, ...compiled.result.inputs.map((input) => dirname(join(site.root, input)))])) {
      if (watched.has(folder) || !existsSync(folder)) continue
      const watcher = watch(folder, (_event, name) => {
        if (name === null) return
        const path = join(folder, name.toString())
        if (!site.isInput(path) && path !== join(site.root, 'docs.json')) return
        changed.add(relative(site.root, path).split('\\').join('/'))
        // An editor's save is often several events: one compile for them.
        clearTimeout(timer)
        timer = setTimeout(compile, 30)
      })
      watcher.unref()
      watched.set(folder, watcher)
    }
  }
  write(undefined)
  void site.current().then((compiled) => {
    watchFolders(compiled)
    keepUrls(compiled)
  })
  return file
}

/** The revision module of the project at `project`. */
export function revisionFile(project: string): string {
  return join(project, 'node_modules', '.cache', 'docsnav', 'fumadocs-revision.js')
}

/** The URLs of the last navigation compiled in `next dev` (beside the revision module). */
export function lastUrlsFile(revision: string): string {
  return join(dirname(revision), 'fumadocs-last-urls.json')
}

function relativeAlias(project: string, file: string): string {
  const inside = relative(project, file).split('\\').join('/')
  return inside.startsWith('.') ? inside : `./${inside}`
}

/**
 * Each of {@link SITE_MODULES} the site has, as Turbopack's aliases (relative to the project) and
 * webpack's (absolute): the file its package's `exports` give for an import.
 */
function siteAliases(project: string): { relative: Record<string, string>; absolute: Record<string, string> } {
  const aliases = { relative: {} as Record<string, string>, absolute: {} as Record<string, string> }
  for (const specifier of SITE_MODULES) {
    const file = resolveFrom(project, specifier)
    if (file === undefined) continue
    aliases.relative[specifier] = relativeAlias(project, file)
    aliases.absolute[specifier] = file
  }
  return aliases
}

/** The file an ES module import of `specifier` resolves to from `project` (its package found in a `node_modules` up the tree), if any. */
function resolveFrom(project: string, specifier: string): string | undefined {
  const parts = specifier.split('/')
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!
  const subpath = `.${specifier.slice(name.length)}`
  for (let folder = project; ; folder = dirname(folder)) {
    const candidate = join(folder, 'node_modules', name)
    if (existsSync(join(candidate, 'package.json'))) {
      const manifest = JSON.parse(readFileSync(join(candidate, 'package.json'), 'utf8')) as { exports?: unknown; module?: string; main?: string }
      const target = exportTarget(manifest.exports, subpath) ?? (subpath === '.' ? (manifest.module ?? manifest.main ?? 'index.js') : subpath)
      return join(candidate, target)
    }
    if (dirname(folder) === folder) return undefined
  }
}

function exportTarget(exports: unknown, subpath: string): string | undefined {
  if (typeof exports === 'string') return subpath === '.' ? exports : undefined
  if (typeof exports !== 'object' || exports === null) return undefined
  const table = exports as Record<string, unknown>
  const entry = Object.keys(table).some((key) => key.startsWith('.')) ? table[subpath] : subpath === '.' ? table : undefined
  const pick = (value: unknown): string | undefined => {
    if (typeof value === 'string') return value
    if (typeof value !== 'object' || value === null) return undefined
    const conditions = value as Record<string, unknown>
    for (const condition of ['import', 'module', 'default']) {
      const found = pick(conditions[condition])
      if (found !== undefined) return found
    }
    return undefined
  }
  return pick(entry)
}
