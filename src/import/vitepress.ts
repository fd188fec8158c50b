import { existsSync, readFileSync } from 'node:fs'
import { isAbsolute, join, relative, sep } from 'node:path'
import { firstLine, type SourceSpot } from './report.js'
import type { Importer } from './source.js'
import { projectModule } from './vitepress/project-module.js'
import type { ResolvedVitePress } from './vitepress/navigation.js'

/**
 * VitePress: the config as VitePress resolves it (`resolveConfig` of the project's own `vitepress`:
 * the config file bundled and run by Vite, `extends` merged, `srcDir`, `rewrites` and the pages it
 * builds), then its nav, sidebar and locales as docs.json (vitepress/navigation.ts).
 */

const CONFIG_FILES = ['config.mts', 'config.ts', 'config.mjs', 'config.js', 'config/index.mts', 'config/index.ts', 'config/index.mjs', 'config/index.js']

/** The folder VitePress runs in (the one holding `.vitepress/`), relative to the root, and its config file. */
function findConfig(root: string): { docs: string; file: string } | undefined {
  for (const docs of ['', 'docs']) {
    for (const name of CONFIG_FILES) {
      const file = join(docs, '.vitepress', name)
      if (existsSync(join(root, file))) return { docs, file: file.split(sep).join('/') }
    }
  }
  return undefined
}

/** The pages VitePress builds, each with the path it is served at (`rewrites`: `en/guide/a.md` served as `guide/a.md`). */
function servedPages(resolved: ResolvedConfig): Array<{ source: string; served: string }> {
  const servedOf = new Map(Object.entries(resolved.rewrites.inv).map(([served, source]) => [source, served]))
  return resolved.pages.map((source) => ({ source, served: servedOf.get(source) ?? source }))
}

interface VitePressModule {
  resolveConfig(root: string, command: 'serve' | 'build', mode?: string): Promise<ResolvedConfig>
}

interface ResolvedConfig {
  srcDir: string
  site: ResolvedVitePress['site']
  pages: string[]
  rewrites: { inv: Record<string, string> }
  cleanUrls: boolean
  configDeps?: string[]
}

export const vitepressImporter: Importer = {
  kind: 'vitepress',
  detect: (root) => findConfig(root)?.file,
  async read({ root, report }) {
    const found = findConfig(root)
    if (!found) {
      report.add('DN1201', { root, looked: '.vitepress/config.{mts,ts,mjs,js} in the folder or in docs/' })
      return undefined
    }
    const vitepress = await projectModule<VitePressModule>(root, 'vitepress', 'VitePress', report)
    if (!vitepress) return undefined
    let resolved: ResolvedConfig
    try {
      resolved = await quietly(() => vitepress.resolveConfig(join(root, found.docs), 'build', 'production'))
    } catch (error) {
      report.add('DN1202', { file: found.file, kind: 'VitePress', reason: firstLine(error) }, { file: found.file })
      return undefined
    }
    const texts = configTexts(root, found.file, resolved.configDeps ?? [])
    const folder = relative(root, resolved.srcDir).split(sep).join('/')
    if (leavesFolder(folder)) {
      report.add(
        'DN1202',
        { file: found.file, kind: 'VitePress', reason: `its srcDir \`${resolved.srcDir}\` is outside the project: import the folder that holds both` },
        { file: found.file },
      )
      return undefined
    }
    const { vitepressNavigation } = await import('./vitepress/navigation.js')
    const { withAdditionalConfig } = await import('./vitepress/additional-config.js')
    const { config, pages } = vitepressNavigation(
      {
        site: withAdditionalConfig(resolved.site, servedPages(resolved)),
        pages: resolved.pages,
        served: resolved.rewrites.inv,
        cleanUrls: resolved.cleanUrls,
        folder,
        spot: (value) => spotOf(texts, value, found.file),
      },
      report,
    )
    return { kind: 'vitepress', folder, config, pages }
  },
}

/** The config file's text and its imported files' inside the project, for placing diagnostics. */
function configTexts(root: string, file: string, deps: readonly string[]): Array<{ file: string; text: string }> {
  const texts: Array<{ file: string; text: string }> = []
  for (const path of [join(root, file), ...deps]) {
    const local = relative(root, path)
    if (leavesFolder(local) || local.includes('node_modules')) continue
    try {
      const entry = { file: local.split(sep).join('/'), text: readFileSync(path, 'utf8') }
      if (!texts.some((known) => known.file === entry.file)) texts.push(entry)
    } catch {
      // A dependency that is not a file (a virtual module) has no place to point at.
    }
  }
  return texts
}

/** The file and place where a value is first written in the config or its imports. */
function spotOf(texts: ReadonlyArray<{ file: string; text: string }>, value: string | undefined, fallback: string): SourceSpot {
  if (value !== undefined && value !== '') for (const { file, text } of texts) if (text.includes(value)) return { file, text, value }
  const main = texts[0]
  return main ? { file: main.file, text: main.text, offset: 0 } : { file: fallback }
}

/** Runs VitePress's loader with its console output held back (its warnings are about building, not the navigation). */
async function quietly<T>(run: () => Promise<T>): Promise<T> {
  const { warn, info, log, error } = console
  console.warn = console.info = console.log = console.error = () => {}
  try {
    return await run()
  } finally {
    Object.assign(console, { warn, info, log, error })
  }
}

/** Whether a relative path leads out of its folder (`..`, `../x`, or another drive), not into a folder named `..docs`. */
function leavesFolder(path: string): boolean {
  return path === '..' || path.startsWith('../') || isAbsolute(path)
}
