import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/**
 * Mermaid diagrams in a Starlight site: drawn in the browser by the site's own `mermaid` package,
 * loaded only by a page that has one. A build serves Mermaid's own prebuilt ES module and its
 * chunks under `_docsnav/mermaid/` ({@link copyMermaid}): Vite bundling the package instead
 * transformed about 1,400 modules, and the example's `astro build` took 25 s on a quiet two-core
 * machine, 12 s now, for a client no smaller. The dev server imports the package through Vite.
 */

/** Mermaid's prebuilt ES module and the folder of the chunks it imports, in its package (Mermaid 10 and 11). */
const PREBUILT = 'dist/mermaid.esm.min.mjs'
const CHUNKS = 'dist/chunks/mermaid.esm.min'

/** Where a build serves the prebuilt module, under the site's base. */
const SERVED = '_docsnav/mermaid'

/** The site's `mermaid`: its package folder, and whether it has the prebuilt module; undefined when not installed. */
export interface SiteMermaid {
  folder: string
  prebuilt: boolean
}

/** The project at `root`'s `mermaid` package, resolved from there (docsnav may be linked from elsewhere). */
export function siteMermaid(root: string): SiteMermaid | undefined {
  try {
    const folder = dirname(createRequire(join(root, 'package.json')).resolve('mermaid/package.json'))
    return { folder, prebuilt: existsSync(join(folder, PREBUILT)) && existsSync(join(folder, CHUNKS)) }
  } catch {
    return undefined
  }
}

/**
 * The script every page gets: the page's diagrams drawn by Mermaid, imported from where the build
 * serves it under `base` (left to the browser) or, without a base, as the package (resolved by Vite
 * from the site's folder).
 */
export function mermaidScript(base?: string): string {
  // A URL made in the browser: Rollup resolves an import of a string, and fails on one outside the bundle.
  const served = `${base?.replace(/\/+$/, '')}/${SERVED}/${asJs(PREBUILT.slice('dist/'.length))}`
  const load = base === undefined ? "import('mermaid')" : `import(/* @vite-ignore */ new URL(${JSON.stringify(served)}, location.href).href)`
  return `const diagrams = document.querySelectorAll('pre.docsnav-mermaid')
if (diagrams.length > 0)
  ${load}.then(({ default: mermaid }) => {
    mermaid.initialize({ startOnLoad: false, theme: document.documentElement.dataset.theme === 'light' ? 'default' : 'dark' })
    return mermaid.run({ nodes: [...diagrams] })
  })`
}

/**
 * Writes the prebuilt module and its chunks (not their source maps) into the build's folder `dir`,
 * each file whole, as `.js`: a host that does not know `.mjs` (older Apache and nginx types) serves
 * it with a type a browser refuses for a module. Their imports of each other are renamed alike.
 */
export function copyMermaid(mermaid: SiteMermaid, dir: string): void {
  const files = [PREBUILT, ...readdirSync(join(mermaid.folder, CHUNKS)).map((name) => `${CHUNKS}/${name}`)].filter((file) => file.endsWith('.mjs'))
  for (const file of files) {
    const target = join(dir, SERVED, asJs(file.slice('dist/'.length)))
    mkdirSync(dirname(target), { recursive: true })
    const code = readFileSync(join(mermaid.folder, file), 'utf8').replace(/(["'`]\.{1,2}\/[\w./-]+)\.mjs(["'`])/g, '$1.js$2')
    writeFileSync(`${target}.docsnav-tmp`, code)
    renameSync(`${target}.docsnav-tmp`, target)
  }
}

const asJs = (path: string) => path.replace(/\.mjs$/, '.js')

/** Whether a page or snippet of the docs folder holds a Mermaid diagram (a `mermaid` code block or `<Mermaid>`). */
export function drawsDiagrams(root: string, outside: readonly string[]): boolean {
  const visit = (folder: string): boolean => {
    let entries
    try {
      entries = readdirSync(join(root, folder), { withFileTypes: true })
    } catch {
      return false
    }
    for (const entry of entries) {
      const path = folder === '' ? entry.name : `${folder}/${entry.name}`
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !entry.name.startsWith('.') && !outside.includes(path) && visit(path)) return true
      } else if (/\.mdx?$/.test(entry.name) && /^\s*(?:`{3,}|~{3,})\s*mermaid\b|<Mermaid\b/m.test(readFileSync(join(root, path), 'utf8'))) return true
    }
    return false
  }
  return visit('')
}
