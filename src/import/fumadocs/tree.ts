/**
 * Fumadocs' page tree, built as `fumadocs-core`'s `loader()` builds it (its `PageTreeBuilder`,
 * `source/index.js` of fumadocs-core 17): a folder's `meta.json` `pages` read item by item (`...`,
 * `z...a`, `!name`, `...folder`, `---Label---`, `[Text](url)`), a folder without one listed in
 * file order (index first, then by name, folders after pages), titles from frontmatter, a page
 * owned by the first folder that names it. test/import/fumadocs-differential.test.ts builds the
 * same trees with the real `loader()` and compares them.
 */

export interface StoredPage {
  format: 'page'
  /** The file, relative to the source root (for the import's page list). */
  file: string
  slugs: string[]
  data: { title?: unknown; icon?: unknown; description?: unknown }
}
export interface StoredMeta {
  format: 'meta'
  file: string
  data: MetaData
  /** The file's text, for the places of diagnostics. */
  text?: string
}
export interface MetaData {
  title?: string
  pages?: string[]
  root?: boolean
  defaultOpen?: boolean
  collapsible?: boolean
  icon?: string
  description?: string
}
export type StoredFile = StoredPage | StoredMeta

export type TreePage = { type: 'page'; name: string; url: string; icon?: string; external?: boolean; file?: StoredPage; from?: StoredMeta; item?: string }
export type TreeSeparator = { type: 'separator'; name?: string; icon?: string; from?: StoredMeta; item: string }
export type TreeFolder = {
  type: 'folder'
  name: string
  root?: boolean
  defaultOpen?: boolean
  collapsible?: boolean
  description?: string
  icon?: string
  index?: TreePage
  children: TreeNode[]
  /** The meta file read for the folder, relative to the content folder. */
  meta?: StoredMeta
  path: string
}
export type TreeNode = TreePage | TreeSeparator | TreeFolder
export interface TreeRoot {
  name: string
  children: TreeNode[]
  meta?: StoredMeta
}

/** Fumadocs' in-memory file system: files by virtual path, each folder's entries in the order written. */
export class ContentStorage {
  readonly files = new Map<string, StoredFile>()
  readonly folders = new Map<string, string[]>([['', []]])

  constructor(inherit?: ContentStorage) {
    if (inherit) {
      for (const [key, value] of inherit.folders) this.folders.set(key, [...value])
      for (const [key, value] of inherit.files) this.files.set(key, value)
    }
  }

  write(path: string, file: StoredFile): void {
    if (!this.files.has(path)) {
      const dir = dirname(path)
      this.makeDir(dir)
      this.folders.get(dir)?.push(path)
    }
    this.files.set(path, file)
  }

  private makeDir(path: string): void {
    const segments = path.split('/').filter((segment) => segment.length > 0)
    for (let index = 0; index < segments.length; index++) {
      const segment = segments.slice(0, index + 1).join('/')
      if (this.folders.has(segment)) continue
      this.folders.set(segment, [])
      this.folders.get(dirname(segment))?.push(segment)
    }
  }
}

const SEPARATOR = /^---(?:\[(?<icon>[^\]]+)])?(?<name>.+)---|^---$/
const LINK = /^(?<external>external:)?(?:\[(?<icon>[^\]]+)])?\[(?<name>[^\]]+)]\((?<url>[^)]+)\)$/
const GROUP = /^\((?<name>.+)\)$/
const REST = '...'
const REST_REVERSED = 'z...a'

/** Builds the page tree of one storage (one language), pages' URLs from `url(slugs)`. */
export function buildPageTree(storage: ContentStorage, url: (slugs: string[]) => string): TreeRoot {
  const flattened = new Map<string, string>()
  for (const [path, file] of storage.files) flattened.set(`${path.slice(0, path.length - extname(path).length)}.${file.format}`, path)
  const resolve = (name: string, format: string) => flattened.get(`${name}.${format}`) ?? name
  const nodes = new Map<string, TreeNode>()
  const unfinished = new WeakSet<TreeNode>()
  const owners = new Map<TreeNode, { owner: string; priority: number }>()

  const own = (ownerPath: string, node: TreeNode, priority: number): boolean => {
    if (unfinished.has(node)) return false
    const existing = owners.get(node)
    if (!existing) {
      owners.set(node, { owner: ownerPath, priority })
      return true
    }
    if (existing.owner === ownerPath) {
      existing.priority = Math.max(existing.priority, priority)
      return true
    }
    if (existing.priority >= priority) return false
    const folder = nodes.get(existing.owner)
    if (folder?.type === 'folder') {
      if (folder.index === node) delete folder.index
      else {
        const at = folder.children.indexOf(node)
        if (at !== -1) folder.children.splice(at, 1)
      }
    }
    existing.owner = ownerPath
    existing.priority = priority
    return true
  }

  const file = (path: string): TreePage | undefined => {
    const cached = nodes.get(path)
    if (cached) return cached as TreePage
    const page = storage.files.get(path)
    if (page?.format !== 'page') return undefined
    const { title, icon } = page.data
    const node: TreePage = {
      type: 'page',
      name: typeof title === 'string' && title !== '' ? title : title != null ? String(title) : pathToName(basename(path, extname(path))),
      url: url(page.slugs),
      file: page,
    }
    if (typeof icon === 'string') node.icon = icon
    nodes.set(path, node)
    return node
  }

  const buildPaths = (paths: string[], filter?: (path: string) => boolean, reversed = false): TreeNode[] => {
    const items: TreeNode[] = []
    const folders: TreeNode[] = []
    for (const path of [...paths].sort((a, b) => (reversed ? b.localeCompare(a) : a.localeCompare(b)))) {
      if (filter && !filter(path)) continue
      const fileNode = file(path)
      if (fileNode) {
        if (basename(path, extname(path)) === 'index') items.unshift(fileNode)
        else items.push(fileNode)
        continue
      }
      const dirNode = folder(path)
      if (dirNode) folders.push(dirNode)
    }
    return [...items, ...folders]
  }

  const resolveItem = (folderPath: string, item: string, output: Array<TreeNode | string>, excluded: Set<string>, from: StoredMeta | undefined): void => {
    if (item === REST || item === REST_REVERSED) {
      output.push(item)
      return
    }
    let match = SEPARATOR.exec(item)
    if (match?.groups) {
      const node: TreeSeparator = { type: 'separator', item, ...(from ? { from } : {}) }
      if (match.groups.icon !== undefined) node.icon = match.groups.icon
      if (match.groups.name !== undefined) node.name = match.groups.name
      output.push(node)
      return
    }
    match = LINK.exec(item)
    if (match?.groups) {
      const { icon, url: href = '', name = '', external } = match.groups as Partial<Record<string, string>>
      const node: TreePage = { type: 'page', name, url: href, item, ...(from ? { from } : {}) }
      if (icon !== undefined) node.icon = icon
      if (external) node.external = true
      output.push(node)
      return
    }
    if (item.startsWith('!')) {
      const path = joinPath(folderPath, item.slice(1))
      excluded.add(path)
      excluded.add(resolve(path, 'page'))
      return
    }
    if (item.startsWith('...')) {
      const path = joinPath(folderPath, item.slice(3))
      const node = folder(path)
      if (!node) return
      const children = node.index ? [node.index, ...node.children] : node.children
      if (own(folderPath, node, 2)) {
        for (const child of children) {
          const existing = owners.get(child)
          if (existing) existing.owner = folderPath
          output.push(child)
        }
        excluded.add(path)
      } else for (const child of children) if (own(folderPath, child, 2)) output.push(child)
      return
    }
    let path = joinPath(folderPath, item)
    let node: TreeNode | undefined = folder(path)
    if (!node) {
      path = resolve(path, 'page')
      node = file(path)
    }
    if (!node || !own(folderPath, node, 2)) return
    output.push(node)
    excluded.add(path)
  }

  const folder = (folderPath: string): TreeFolder | undefined => {
    const cached = nodes.get(folderPath)
    if (cached) return cached as TreeFolder
    const files = storage.folders.get(folderPath)
    if (!files) return undefined
    const isGlobalRoot = folderPath === ''
    const metaPath = resolve(joinPath(folderPath, 'meta'), 'meta')
    const indexPath = resolve(joinPath(folderPath, 'index'), 'page')
    const stored = storage.files.get(metaPath)
    const meta = stored?.format === 'meta' ? stored : undefined
    const metadata: MetaData = meta?.data ?? {}
    const node: TreeFolder = { type: 'folder', name: '', children: [], path: folderPath }
    if (metadata.root !== undefined) node.root = metadata.root
    if (metadata.defaultOpen !== undefined) node.defaultOpen = metadata.defaultOpen
    if (metadata.collapsible !== undefined) node.collapsible = metadata.collapsible
    if (metadata.description !== undefined) node.description = metadata.description
    if (meta) node.meta = meta
    nodes.set(folderPath, node)
    unfinished.add(node)
    if (!(metadata.root ?? isGlobalRoot)) {
      const index = file(indexPath)
      if (index && own(folderPath, index, 0)) node.index = index
    }
    if (metadata.pages) {
      const output: Array<TreeNode | string> = []
      const excluded = new Set<string>()
      for (const item of metadata.pages) resolveItem(folderPath, item, output, excluded, meta)
      if (excluded.has(indexPath)) delete node.index
      else if (node.index) excluded.add(indexPath)
      for (const item of output) {
        if (typeof item !== 'string') {
          node.children.push(item)
          continue
        }
        for (const child of buildPaths(files, (path) => !excluded.has(path), item === REST_REVERSED)) if (own(folderPath, child, 0)) node.children.push(child)
      }
    } else {
      for (const item of buildPaths(files, node.index ? (path) => path !== indexPath : undefined)) if (own(folderPath, item, 0)) node.children.push(item)
    }
    const icon = metadata.icon ?? node.index?.icon
    if (icon !== undefined) node.icon = icon
    node.name = metadata.title ?? node.index?.name ?? ''
    unfinished.delete(node)
    if (!node.name) {
      const folderName = basename(folderPath)
      node.name = pathToName(GROUP.exec(folderName)?.groups?.name ?? folderName)
    }
    return node
  }

  const top = folder('')
  return { name: top?.name || 'Docs', children: top ? top.children : [], ...(top?.meta ? { meta: top.meta } : {}) }
}

/** Fumadocs' name for a file or folder without a title: its first letter upper-cased, `-` as spaces. */
export function pathToName(name: string): string {
  let result = ''
  for (const character of name) {
    if (result.length === 0) result += character.toLocaleUpperCase()
    else result += character === '-' ? ' ' : character
  }
  return result
}

/** Fumadocs' slugs of a page file: its folders (less `(group)` ones) and its name, `index` left out. */
export function slugsOf(path: string): string[] {
  const name = basename(path, extname(path))
  const slugs = dirname(path)
    .split('/')
    .filter((segment) => segment.length > 0 && !/^\(.+\)$/.test(segment))
    .map((segment) => encodeURI(segment))
  if (name !== 'index') slugs.push(encodeURI(name))
  return slugs
}

export function basename(path: string, extension?: string): string {
  const at = path.lastIndexOf('/')
  return path.substring(at === -1 ? 0 : at + 1, extension ? path.length - extension.length : path.length)
}

export function extname(path: string): string {
  const at = path.lastIndexOf('.')
  return at === -1 ? '' : path.substring(at)
}

export function dirname(path: string): string {
  return path.split('/').slice(0, -1).join('/')
}

export function joinPath(...paths: string[]): string {
  const out: string[] = []
  for (const segment of paths.flatMap((path) => path.split('/').filter((part) => part.length > 0))) {
    if (segment === '..') out.pop()
    else if (segment !== '.') out.push(segment)
  }
  return out.join('/')
}
