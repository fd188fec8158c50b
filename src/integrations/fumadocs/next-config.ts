import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { nextRedirects } from '../../emit/targets/redirects.js'
import { type CompiledSite, diagnosticLine, openDocsSite } from '../open-site.js'
import { nextLog } from './next-log.js'

/**
 * `withDocsnav(nextConfig)`: what Next.js needs to serve a docs.json site with Fumadocs.
 * docs.json is compiled when Next loads its config, and its diagnostics go to Next's log at their
 * file:line:column; an error stops `next build` (not `next dev`, which keeps serving). docs.json's
 * redirects become Next's `redirects()` (a static export has none: fixed ones are pages that
 * redirect, see `docsnavStaticParams`). docsnav's components are compiled by Next
 * (`transpilePackages`), with the site's own copies of the packages they import.
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
const SITE_MODULES = ['@mintlify/components', '@mdx-js/mdx', 'fumadocs-ui/layouts/docs', 'fumadocs-ui/page']

const BUILD = 'phase-production-build'

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
    const aliases = siteAliases(process.cwd())
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
      const converted = nextRedirects(compiled.result.tree.redirects, new Map())
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

/**
 * Each of {@link SITE_MODULES} the site has, as Turbopack's aliases (relative to the project) and
 * webpack's (absolute): the file its package's `exports` give for an import.
 */
function siteAliases(project: string): { relative: Record<string, string>; absolute: Record<string, string> } {
  const aliases = { relative: {} as Record<string, string>, absolute: {} as Record<string, string> }
  for (const specifier of SITE_MODULES) {
    const file = resolveFrom(project, specifier)
    if (file === undefined) continue
    const inside = relative(project, file).split('\\').join('/')
    aliases.relative[specifier] = inside.startsWith('.') ? inside : `./${inside}`
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
