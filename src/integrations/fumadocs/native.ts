import { existsSync, realpathSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

/**
 * The compiling part of `docsnav/fumadocs` (`site.ts`), loaded by Node from docsnav's own files.
 * Next bundles the site's server code, docsnav with it (`transpilePackages`), and in a bundle the
 * compiler's lazily required libraries (YAML, the spec validators) are looked for beside the bundle,
 * where they are not; Node finds them beside docsnav.
 */

type Site = typeof import('./site.js')

const LOADED = Symbol.for('docsnav.fumadocs.site')

export function native(): Promise<Site> {
  const slot = globalThis as Record<symbol, Promise<Site> | undefined>
  return (slot[LOADED] ??= import(/* webpackIgnore: true */ /* turbopackIgnore: true */ siteModuleUrl()) as Promise<Site>)
}

/** This folder's site.js: beside this file when Node runs it, else in the site's installed docsnav. */
function siteModuleUrl(): string {
  try {
    const here = join(dirname(fileURLToPath(import.meta.url)), 'site.js')
    if (existsSync(here) && existsSync(join(dirname(here), 'native.js'))) return pathToFileURL(here).href
  } catch {
    // import.meta.url is not a file here.
  }
  for (let folder = process.cwd(); ; folder = dirname(folder)) {
    const installed = join(folder, 'node_modules', 'docsnav')
    if (existsSync(join(installed, 'package.json'))) return pathToFileURL(join(realpathSync(installed), 'dist', 'integrations', 'fumadocs', 'site.js')).href
    if (dirname(folder) === folder) throw new Error('docsnav: docsnav is not installed in this project (npm install docsnav)')
  }
}
