import { readdirSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parse } from 'yaml'
import type { TreeNode, TreeRoot } from '../../src/import/fumadocs/tree.js'

/** fumadocs-core as installed for the tests (generators/fumadocs). */
export const fumadocsFolder = join(import.meta.dirname, '..', '..', 'generators', 'fumadocs')

type RealNode = {
  type: 'page' | 'folder' | 'separator'
  name?: unknown
  url?: string
  external?: boolean
  icon?: unknown
  index?: RealNode
  children?: RealNode[]
  root?: boolean
  defaultOpen?: boolean
  $ref?: { file?: string }
}
type RealRoot = { name: unknown; children: RealNode[] }
type Loader = (options: Record<string, unknown>) => { pageTree: RealRoot | Record<string, RealRoot>; getPageTree(locale?: string): RealRoot }

let loaderFunction: Loader | undefined
/** fumadocs-core's own `loader()`. */
export async function realLoader(): Promise<Loader> {
  if (loaderFunction) return loaderFunction
  // The package exports `./source` for `import` only: its file, by path.
  const module = (await import(pathToFileURL(join(fumadocsFolder, 'node_modules', 'fumadocs-core', 'dist', 'source', 'index.js')).href)) as { loader: Loader }
  loaderFunction = module.loader
  return loaderFunction
}

/**
 * The content folder as fumadocs-mdx hands it to the loader (`toFumadocsSource()`): every page with
 * its frontmatter, every meta file with its data, by path relative to the folder. Read here apart
 * from docsnav's reader, so that the comparison is of two readings.
 */
export function sourceFiles(contentDir: string): Array<{ type: 'page' | 'meta'; path: string; data: Record<string, unknown> }> {
  const files: Array<{ type: 'page' | 'meta'; path: string; data: Record<string, unknown> }> = []
  for (const entry of readdirSync(contentDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const path = posix.relative(contentDir.replaceAll('\\', '/'), join(entry.parentPath, entry.name).replaceAll('\\', '/'))
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8')
    if (/\.mdx?$/.test(entry.name)) {
      const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)
      files.push({ type: 'page', path, data: match ? ((parse(match[1] as string) as Record<string, unknown> | null) ?? {}) : {} })
    } else if (/^meta(\.[^.]+)?\.json$/.test(entry.name)) {
      // fumadocs-mdx stops on a meta file JSON refuses; the import says so (DN1202) and reads the folder as one without it.
      try {
        files.push({ type: 'meta', path, data: JSON.parse(text) })
      } catch {
        // Left out, as the import leaves it out.
      }
    }
  }
  return files
}

/** A tree as plain data to compare: type, name, URL, external, icon, folder flags, index and children. */
export type Plain = {
  type: string
  name: string
  url?: string
  external?: true
  icon?: string
  root?: true
  defaultOpen?: true
  index?: Plain
  children?: Plain[]
}

export function plainReal(root: RealRoot): Plain {
  const node = (item: RealNode): Plain => {
    const plain: Plain = { type: item.type, name: String(item.name ?? '') }
    if (item.url !== undefined) plain.url = item.url
    if (item.external) plain.external = true
    if (typeof item.icon === 'string') plain.icon = item.icon
    if (item.root) plain.root = true
    if (item.defaultOpen) plain.defaultOpen = true
    if (item.index) plain.index = node(item.index)
    if (item.children) plain.children = item.children.map(node)
    return plain
  }
  return { type: 'root', name: String(root.name), children: root.children.map(node) }
}

export function plainOurs(root: TreeRoot): Plain {
  const node = (item: TreeNode): Plain => {
    const plain: Plain = { type: item.type, name: item.name ?? '' }
    if (item.type === 'page') {
      plain.url = item.url
      if (item.external) plain.external = true
    }
    if (item.icon !== undefined) plain.icon = item.icon
    if (item.type === 'folder') {
      if (item.root) plain.root = true
      if (item.defaultOpen) plain.defaultOpen = true
      if (item.index) plain.index = node(item.index)
      plain.children = item.children.map(node)
    }
    return plain
  }
  return { type: 'root', name: root.name, children: root.children.map(node) }
}
