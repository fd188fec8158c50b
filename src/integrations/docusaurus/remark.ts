import { existsSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import type { Code, Root, RootContent } from 'mdast'
import { iconSvg, isIconImage } from '../icons.js'
import {
  codeGroupToTabs,
  definedNames,
  forEachCodeComponent,
  importNode,
  MINTLIFY_COMPONENTS,
  type MdxElement,
  mdxAttribute,
  mintlifyCodeTitle,
  readsFromProps,
  undefinedComponent,
} from '../mintlify-mdx.js'
import { mintlifyRootHref } from '../site-links.js'
import { withHookImports } from './page-code.js'
import type { UnsupportedComponent } from './unsupported.js'

/**
 * A remark plugin (the docs plugin's `beforeDefaultRemarkPlugins`) for the pages of a docs.json
 * site built by Docusaurus. Mintlify's components need no import: docsnav's theme gives them to
 * every page (`@theme/MDXComponents`), and to the page's own code (`export const X = () =>
 * <Note/>`) through an import of the same. Here, what Docusaurus's MDX would read otherwise than
 * Mintlify: `<CodeGroup>` becomes tabs of its code blocks, a code block's title (```` ```js title
 * ````) Docusaurus's `title="..."`, an import from `/snippets/...` the file it names, React's hooks
 * imported where the page's code reads them, links and images as Mintlify resolves them (from the
 * page's URL, `/x/index` as `/x`, a redirect's source as the page it lands on), a Markdown image
 * of the docs folder bundled from beside the page, and icons by name drawn from the site's icon
 * packages. A component with no equivalent shows its content as is (`DocsnavUnsupported`) and is
 * reported with its page and line: the build never fails on one.
 */

/** Capitalised names Docusaurus's own MDXComponents gives every page. */
const DOCUSAURUS_COMPONENTS = ['Head', 'Details']

/** Mintlify's components the theme draws beyond the ones every integration draws (members by their object: `Tree` draws `Tree.File`). */
const DRAWN_HERE = [
  'Column',
  'CodeBlock',
  'RequestExample',
  'ResponseExample',
  'Tree',
  'FileTree',
  'Color',
  'Panel',
  'Tile',
  'View',
  'Prompt',
  'Visibility',
  'GitHub',
]

const KNOWN = new Set([...MINTLIFY_COMPONENTS, ...DRAWN_HERE, ...DOCUSAURUS_COMPONENTS])

/** The theme's components as the page's own code reads them (`DocsnavMDX.Note`). */
const CODE_COMPONENTS = 'DocsnavMDX'

type Parent = { children: RootContent[] }

export interface RemarkOptions {
  /** The docs.json folder. */
  root: string
  /** The site's folder: its icon packages are looked up from there (default: the docs folder's parent). */
  siteDir?: string
  /** Docusaurus's `baseUrl`: what a file's URL in an `src` starts with (default `/`). */
  baseUrl?: string
  /** docs.json's `icons.library`. */
  iconLibrary?: string
  /** Where a path of the site leads through docs.json's redirects (the final page), if it is a redirect's source. */
  redirected?: (path: string) => string | undefined
  /** Hears of each page with the components it found with no equivalent (maybe none). */
  compiled: (file: string, unsupported: UnsupportedComponent[]) => void
  /** What the options above read (redirects, icons): the docs plugin keeps compiled pages until its options change. */
  digest?: string
}

/** The remark plugin, for the pages under `root`. */
export function remarkMintlifyComponents(options: RemarkOptions) {
  const root = resolve(options.root)
  const base = (options.baseUrl ?? '/').replace(/\/+$/, '')
  return (tree: Root, file: { path?: string }) => {
    const path = file.path === undefined ? undefined : resolve(file.path)
    if (path === undefined || relative(root, path).startsWith('..')) return
    const defined = definedNames(tree, root, path)
    const page = relative(root, path).split(sep).join('/')
    const unsupported: UnsupportedComponent[] = []
    /** The docs folder's file a root-relative URL names, if there is one. */
    const docsFile = (url: string) => {
      if (!url.startsWith('/') || url.startsWith('//')) return undefined
      let target: string
      try {
        target = join(root, decodeURI(url.replace(/[?#].*$/, '')))
      } catch {
        return undefined
      }
      return !relative(root, target).startsWith('..') && existsSync(target) && statSync(target).isFile() ? target : undefined
    }
    // A Markdown image of the docs folder -> the file from beside the page, which Docusaurus bundles (it would look in `static/`).
    const image = (url: string) => {
      const target = docsFile(mintlifyRootHref(url, page, 'img'))
      if (target === undefined) return url
      const inside = relative(dirname(path), target).split(sep).join('/')
      return inside.startsWith('.') ? inside : `./${inside}`
    }
    // A link as Mintlify resolves it: a link to a page file (`./x.mdx`) is Docusaurus's to resolve.
    const link = (given: string, element?: string) => {
      let url = given
      const file = /^([^?#]*\.mdx?)([?#].*)?$/s.exec(url)
      if (file && !/^[a-z][a-z\d+.-]*:/i.test(url)) {
        // A file that is there is Docusaurus's to resolve; one that is not (`./x.md` for `x.mdx`) is a page's URL, as Mintlify reads it.
        if (existsSync(file[1]!.startsWith('/') ? join(root, file[1]!) : resolve(dirname(path), file[1]!))) return url
        url = `${file[1]!.replace(/\.mdx?$/, '')}${file[2] ?? ''}`
      }
      const href = mintlifyRootHref(url, page, element)
      if (!href.startsWith('/') || href.startsWith('//')) return href
      const cut = href.search(/[?#]/)
      const [pathPart, rest] = cut === -1 ? [href, ''] : [href.slice(0, cut), href.slice(cut)]
      const landed = options.redirected?.(pathPart)
      if (landed === undefined) return href
      return landed.includes('#') || rest === '' ? landed : `${landed}${rest}`
    }
    // A file of the docs folder in an element's `src` (`<img>`, `<video>`): served at its path (the plugin copies the docs folder's files).
    const source = (url: string, element?: string) => {
      const href = mintlifyRootHref(url, page, element)
      return docsFile(href) === undefined ? url : `${base}${href}`
    }
    const visit = (parent: Parent) => {
      for (const child of parent.children) {
        if (child.type === 'code') titledCode(child)
        if (child.type === 'image') child.url = image(child.url)
        if (child.type === 'link' || child.type === 'definition') child.url = link(child.url)
        if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') element(child)
        if ('children' in child && Array.isArray(child.children)) visit(child as Parent)
      }
    }
    const element = (node: MdxElement) => {
      for (const attribute of node.attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') continue
        if (attribute.name === 'href') attribute.value = link(attribute.value, node.name ?? undefined)
        else if (attribute.name === 'src' || attribute.name === 'poster') attribute.value = source(attribute.value, node.name ?? undefined)
      }
      const name = undefinedComponent(node, defined)
      if (name === undefined) return
      if (name === 'CodeGroup' || name === 'RequestExample' || name === 'ResponseExample') codeGroupToTabs(node)
      if (KNOWN.has(name.split('.')[0]!)) return drawIcon(node)
      unsupported.push({ file: page, line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1, name })
      // A diagram's content is its `chart`: shown as its code.
      const chart = node.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'chart')?.value
      if (name === 'Mermaid' && node.type === 'mdxJsxFlowElement' && typeof chart === 'string' && node.children.length === 0)
        node.children = [{ type: 'code', lang: 'mermaid', value: chart }]
      node.attributes.push(mdxAttribute('name', name))
      node.name = 'DocsnavUnsupported'
    }
    /** A string `icon` (`rocket`, `/images/x.svg`): the SVG of the site's icon packages (`iconSvg`), or the image's URL (`iconSrc`). */
    const drawIcon = (node: MdxElement) => {
      const given = node.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'icon')?.value
      if (typeof given !== 'string' || given.trim() === '') return
      if (isIconImage(given)) {
        node.attributes.push(mdxAttribute('iconSrc', /^(https?:)?\/\//.test(given) ? given : source(given.startsWith('/') ? given : `/${given}`)))
        return
      }
      const iconType = node.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'iconType')?.value
      const svg = iconSvg(given, {
        project: options.siteDir ?? dirname(root),
        ...(options.iconLibrary === undefined ? {} : { library: options.iconLibrary }),
        ...(typeof iconType === 'string' ? { iconType } : {}),
      })
      if (svg !== undefined) node.attributes.push(mdxAttribute('iconSvg', svg))
    }
    readsFromProps(tree)
    visit(tree)
    withHookImports(tree)
    // Mintlify's components in the page's own code: read from the theme's MDXComponents, which the page imports.
    let used = false
    forEachCodeComponent(tree, defined, (found) => {
      if (!KNOWN.has(found.name.split('.')[0]!) || DOCUSAURUS_COMPONENTS.includes(found.name)) return
      found.rename(`${CODE_COMPONENTS}.${found.name}`)
      used = true
    })
    if (used) tree.children.unshift(importNode(CODE_COMPONENTS, '@theme/MDXComponents'))
    options.compiled(page, unsupported)
  }
}

/** A code block's Mintlify title as Docusaurus's `title="..."` (its `{1,3}` line highlights kept). */
function titledCode(code: Code): void {
  if (!code.meta || /\btitle=/.test(code.meta)) return
  const title = mintlifyCodeTitle(code)
  const highlights = /\{[^}]*\}/.exec(code.meta)?.[0]
  if (title !== undefined) code.meta = [highlights, `title=${JSON.stringify(title)}`].filter(Boolean).join(' ')
}
