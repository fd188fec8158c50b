import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { docusaurusSidebars } from '../../emit/targets/docusaurus.js'
import { siteSidebars } from '../../emit/targets/sidebars.js'
import { type CompiledSite, openDocsSite } from '../open-site.js'
import type { DocusaurusLogger } from './logger.js'

/**
 * The docs plugin's sidebars: `docusaurus/sidebars.json` of the compile (one sidebar per division,
 * group roots as category links), API pages as links to the pages the plugin generates.
 */

/** What the integration reads of Docusaurus's `LoadContext`. */
export interface DocusaurusContext {
  siteDir: string
  generatedFilesDir: string
  baseUrl: string
  siteConfig: { url: string; trailingSlash?: boolean | undefined; favicon?: string | undefined; markdown?: unknown }
}

/** With docsnav's navbar (the preset), the global links are the navbar's; without it (a `sidebars.js` of the user's), they end every sidebar. */
function sidebars(compiled: CompiledSite, navbar = true): { text: string; unexpressed?: string } {
  const made = docusaurusSidebars(siteSidebars(compiled.navigation), compiled.navigation, { generatedPages: 'link', globalLinks: !navbar })
  return { text: made.files['docusaurus/sidebars.json']!, ...(made.unexpressed === undefined ? {} : { unexpressed: made.unexpressed }) }
}

/**
 * `export default docsnavSidebars({ root: 'docs' })` in a `sidebars.js`, for a site that keeps its
 * own docs plugin (Docusaurus awaits the promise). The preset needs none: it points the docs plugin
 * at the file {@link writeSidebars} keeps.
 */
export async function docsnavSidebars(options: { root?: string } = {}): Promise<Record<string, unknown>> {
  const compiled = await openDocsSite(resolve(options.root ?? 'docs')).current()
  return JSON.parse(sidebars(compiled, false).text) as Record<string, unknown>
}

/**
 * The sidebars file the docs plugin reads, in Docusaurus's generated files: an ES module, which
 * Docusaurus's loader (jiti) reads afresh on each load; JSON or CommonJS it would take from
 * Node's module cache, and an edit would never reach the dev server.
 */
export function sidebarsFile(context: DocusaurusContext): string {
  return join(context.generatedFilesDir, 'docsnav', 'sidebars.mjs')
}

/**
 * Writes the sidebars file when its text changed: the docs plugin watches it, so in the dev server
 * a docs.json edit reaches the sidebars through it (an unchanged file is left alone, or the docs
 * plugin would load again for nothing).
 */
export function writeSidebars(context: DocusaurusContext, compiled: CompiledSite, logger: DocusaurusLogger): void {
  const { text: json, unexpressed } = sidebars(compiled)
  const text = `export default ${json.trimEnd()}\n`
  const path = sidebarsFile(context)
  let previous: string | undefined
  try {
    previous = readFileSync(path, 'utf8')
  } catch {
    previous = undefined
  }
  if (previous === text) return
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(`${path}.tmp`, text)
  renameSync(`${path}.tmp`, path)
  // docsnav's navbar switches between divisions and shows those that only link out: only the rest is said.
  const lost = unexpressed?.split('; ').filter((note) => !/^(switching between divisions|divisions that only link out):/.test(note))
  if (lost && lost.length > 0) logger.info(`docsnav: what Docusaurus's sidebars do not show: ${lost.join('; ')}`)
}
