import { LANGUAGE_CODES } from '../../ir/schema.js'
import type { ImportReport, SourceSpot } from '../report.js'
import type { DocsJson, SourcePage } from '../source.js'
import type { FumadocsProject } from './project.js'
import { extname, type StoredMeta, type TreeFolder, type TreeNode, type TreePage, type TreeRoot } from './tree.js'

/**
 * Fumadocs' page tree as docs.json's navigation: the root's folders marked `root: true` (Fumadocs'
 * sidebar tabs) as tabs, folders as groups (their index page as the group's root, `defaultOpen` as
 * `expanded`), a `---Label---` separator as a group holding what follows it in its folder, links
 * at the top as global anchors, and each language of an i18n project as a docs.json language.
 * Page paths are the content folder's paths (less `(group)` folders and locale marks), so docs.json,
 * put in the content folder, serves each page at its Fumadocs URL less the loader's `baseUrl`.
 */

type Entry = string | DocsJson

export interface Navigation {
  navigation: DocsJson
  pages: Map<string, SourcePage>
}

/** docs.json's navigation from the page tree of each language (`''`: no i18n). */
export function navigationOf(project: FumadocsProject, trees: Map<string, TreeRoot>, report: ImportReport): Navigation {
  const pages = new Map<string, SourcePage>()
  const anchors: DocsJson[] = []
  const say = (what: string, how: string, spot: SourceSpot | undefined, detail?: string) =>
    report.add('DN1204', { what, how, ...(detail === undefined ? {} : { detail }) }, spot)

  const languageNavigation = (tree: TreeRoot, isDefault: boolean): DocsJson => {
    const pathOf = (page: TreePage): string | undefined => {
      const file = page.file
      if (!file) return undefined
      const pagePath = pagePathOf(project.contentDir === '' ? file.file : file.file.slice(project.contentDir.length + 1), project)
      if (!pages.has(pagePath)) pages.set(pagePath, { file: file.file, label: page.name })
      return pagePath
    }
    const level = (children: readonly TreeNode[], where: TreeFolder | TreeRoot): Entry[] => {
      const out: Entry[] = []
      let target = out
      for (const node of children) {
        if (node.type === 'separator') {
          if (node.name === undefined || node.name.trim() === '') {
            say('a separator without a label', 'docs.json has no divider lines: the items after it stay in the list', metaSpot(node.from, node.item))
            target = out
            continue
          }
          const group: DocsJson = { group: node.name.trim(), ...iconOf(node.icon), pages: [] }
          out.push(group)
          target = group.pages as Entry[]
          continue
        }
        if (node.type === 'page') {
          const path = pathOf(node)
          if (path !== undefined) target.push(path)
          else
            say(
              `link \`${node.name}\``,
              'docs.json groups hold pages only: add it to `navbar.links` or as a global anchor by hand',
              metaSpot(node.from, node.item),
              `to \`${node.url}\` inside \`${'path' in where ? where.path || 'the content folder' : 'the content folder'}\``,
            )
          continue
        }
        const group = folderGroup(node)
        if (group) target.push(group)
      }
      return out.filter((entry) => {
        if (typeof entry === 'string' || (entry.pages as Entry[]).length > 0 || entry.root !== undefined) return true
        say(`an empty group \`${entry.group}\``, 'docs.json groups need pages: it is left out', undefined)
        return false
      })
    }
    const folderGroup = (folder: TreeFolder): DocsJson | undefined => {
      const spot = metaSpot(folder.meta, undefined)
      if (folder.root) say(`root folder \`${folder.name}\` inside a folder`, 'docs.json tabs are at the top: it is a group here', spot)
      if (folder.collapsible === false) say(`\`collapsible: false\` of folder \`${folder.name}\``, 'docs.json groups always collapse', spot)
      if (folder.description !== undefined)
        say(`the description of folder \`${folder.name}\``, 'docs.json groups have no description: put it on the group’s root page', spot)
      const root = folder.index ? pathOf(folder.index) : undefined
      const items = level(folder.children, folder)
      if (items.length === 0 && root === undefined) return undefined
      return {
        group: folder.name,
        ...iconOf(folder.icon),
        ...(folder.defaultOpen ? { expanded: true } : {}),
        ...(root === undefined ? {} : { root }),
        pages: items,
      }
    }

    // Links at the top of the tree are global anchors (on every page), once.
    const inTree = tree.children.filter((node) => {
      if (node.type !== 'page' || node.file) return true
      if (!/^https?:\/\//.test(node.url)) return true
      if (isDefault) anchors.push({ anchor: node.name, href: node.url, ...iconOf(node.icon) })
      return false
    })
    const roots = inTree.filter((node): node is TreeFolder => node.type === 'folder' && node.root === true)
    if (roots.length === 0) return { pages: level(inTree, tree) }
    const rest = inTree.filter((node) => !(node.type === 'folder' && node.root === true))
    const tabs: DocsJson[] = []
    const restItems = level(rest, tree)
    if (restItems.length > 0) tabs.push({ tab: tree.name, pages: restItems })
    // Each root folder is a tab; one inside another is a tab of its own after it (docs.json tabs do not nest).
    const addTab = (folder: TreeFolder, parent: TreeFolder | undefined) => {
      const spot = metaSpot(folder.meta, undefined)
      if (parent)
        say(`root folder \`${folder.name}\` inside root folder \`${parent.name}\``, 'docs.json tabs do not nest: it is a tab of its own, after it', spot)
      if (folder.description !== undefined) say(`the description of root folder \`${folder.name}\``, 'docs.json tabs have no description', spot)
      const nested = folder.children.filter((node): node is TreeFolder => node.type === 'folder' && node.root === true)
      const items = level(
        folder.children.filter((node) => !nested.includes(node as TreeFolder)),
        folder,
      )
      if (items.length > 0) tabs.push({ tab: folder.name, ...iconOf(folder.icon), pages: items })
      else if (nested.length === 0) say(`root folder \`${folder.name}\` with no pages`, 'docs.json tabs need pages: it is left out', spot)
      for (const child of nested) addTab(child, folder)
    }
    for (const folder of roots) addTab(folder, undefined)
    return { tabs }
  }

  let navigation: DocsJson
  if (!project.i18n) navigation = languageNavigation(trees.get('') as TreeRoot, true)
  else {
    const languages: DocsJson[] = []
    for (const language of project.i18n.languages) {
      const isDefault = language === project.i18n.defaultLanguage
      if (!LANGUAGE_CODES.includes(language)) {
        say(
          `language \`${language}\``,
          `docs.json languages are ISO codes it knows (${LANGUAGE_CODES.slice(0, 6).join(', ')}, ...): add it by hand under a code it has`,
          undefined,
        )
        continue
      }
      languages.push({ language, ...(isDefault ? { default: true } : {}), ...languageNavigation(trees.get(language) as TreeRoot, isDefault) })
    }
    navigation = { languages }
  }
  if (anchors.length > 0) navigation.global = { anchors }
  return { navigation, pages }
}

/**
 * A page's path in docs.json: its path in the content folder less the extension and `(group)`
 * folders. With the `dot` parser the locale mark moves to a folder for a language other than the
 * default one (`guides/(basics)/a.fr.mdx` -> `fr/guides/a`); with the `dir` parser each language
 * already has its folder, the default one too, and keeps it (`en/guides/a`), so no page moves.
 */
export function pagePathOf(path: string, project: FumadocsProject): string {
  let inStorage = path
  let language = project.i18n?.defaultLanguage
  if (project.i18n?.parser === 'dot') {
    const match = /\.([^./]+)(\.[^./]+)$/.exec(path)
    if (match && project.i18n.languages.includes(match[1] as string) && path.split('/').at(-1)?.split('.').length !== 2) {
      inStorage = path.slice(0, match.index) + (match[2] as string)
      language = match[1]
    }
  }
  const base = inStorage
    .slice(0, inStorage.length - extname(inStorage).length)
    .split('/')
    .filter((segment) => !/^\(.+\)$/.test(segment))
    .join('/')
  return project.i18n && language !== project.i18n.defaultLanguage ? `${language}/${base}` : base
}

function metaSpot(meta: StoredMeta | undefined, value: string | undefined): SourceSpot | undefined {
  if (!meta) return undefined
  return { file: meta.file, ...(meta.text === undefined ? {} : { text: meta.text }), ...(value === undefined ? { offset: 0 } : { value }) }
}

/**
 * An icon as docs.json names it: Fumadocs projects name Lucide's React components (`BookOpen`),
 * docs.json names icons in kebab case (`book-open`, in Lucide and Font Awesome alike).
 */
export function iconOf(icon: string | undefined): { icon?: string } {
  if (icon === undefined || icon.trim() === '') return {}
  const name = /^[A-Z][A-Za-z0-9]*$/.test(icon)
    ? icon
        .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
        .replace(/([A-Za-z])([0-9])/g, '$1-$2')
        .toLowerCase()
    : icon
  return { icon: name }
}
