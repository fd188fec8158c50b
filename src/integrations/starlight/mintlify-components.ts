import { relative, resolve, sep } from 'node:path'
import type { Code, Root, RootContent } from 'mdast'
import type { Position } from 'unist'
import { isMintlifyComponentName, type MintlifyComponentName } from '../../ir/components.js'
import {
  codeGroupToTabs,
  definedNames,
  forEachCodeComponent,
  importNode,
  type MdxElement,
  mdxAttribute,
  mintlifyCodeTitle,
  readsFromProps,
  scriptImports,
  undefinedComponent,
  withServerHooks,
} from '../mintlify-mdx.js'
import { escapeHtml } from '../../render/html.js'
import { mintlifyRootHref, ROOT_LINKS, type SiteLinks, siteHref } from '../site-links.js'

/**
 * A remark plugin for the pages of a docs.json site built by Astro: Mintlify's MDX components,
 * which Mintlify pages use without importing them, are imported from the plugin's components
 * (Starlight's own where one exists: Aside, Tabs). `<CodeGroup>` becomes tabs of its code blocks,
 * and a code block's title (Mintlify's ```` ```js title ````) Expressive Code's `title="..."`. A
 * component with no equivalent shows its content as is, and is reported with its page and line:
 * the build never fails on one.
 */

/**
 * Each Mintlify component (ir/components.ts): the plugin's component that draws it and the props it
 * adds, or `null` for one shown as its content, with a warning at its line.
 */
const COMPONENTS: Readonly<Record<MintlifyComponentName, { file: string; props?: Record<string, string> } | null>> = {
  Note: { file: 'Callout', props: { kind: 'note' } },
  Info: { file: 'Callout', props: { kind: 'info' } },
  Tip: { file: 'Callout', props: { kind: 'tip' } },
  Check: { file: 'Callout', props: { kind: 'check' } },
  Warning: { file: 'Callout', props: { kind: 'warning' } },
  Danger: { file: 'Callout', props: { kind: 'danger' } },
  Callout: { file: 'Callout' },
  Card: { file: 'Card' },
  CardGroup: { file: 'Columns' },
  Columns: { file: 'Columns' },
  Column: { file: 'Column' },
  Tabs: { file: 'Tabs' },
  Tab: { file: 'Tab' },
  // `<CodeGroup>`, `<RequestExample>` and `<ResponseExample>` are made tabs of their code blocks first.
  CodeGroup: { file: 'Tabs' },
  RequestExample: { file: 'Tabs' },
  ResponseExample: { file: 'Tabs' },
  CodeBlock: null,
  Accordion: { file: 'Accordion' },
  AccordionGroup: { file: 'Group' },
  Expandable: { file: 'Accordion', props: { fallbackTitle: 'Properties' } },
  Steps: { file: 'Steps' },
  Step: { file: 'Step' },
  Frame: { file: 'Frame' },
  Icon: { file: 'Icon' },
  Tooltip: { file: 'Tooltip' },
  ParamField: { file: 'Field', props: { kind: 'param' } },
  ResponseField: { file: 'Field', props: { kind: 'response' } },
  Update: { file: 'Update' },
  Badge: { file: 'Badge' },
  Tree: { file: 'Tree' },
  FileTree: { file: 'Tree' },
  'Tree.Folder': { file: 'TreeFolder' },
  'Tree.File': { file: 'TreeFile' },
  Color: { file: 'Color' },
  'Color.Row': { file: 'ColorRow' },
  'Color.Item': { file: 'ColorItem' },
  Panel: { file: 'Panel' },
  Tile: { file: 'Tile' },
  View: { file: 'View' },
  Prompt: { file: 'Prompt' },
  Mermaid: { file: 'Mermaid' },
  Visibility: { file: 'Visibility' },
  'GitHub.Repo': { file: 'Repository' },
}

/** Components whose code blocks are tabs, each titled by its block. */
const CODE_TABS: ReadonlySet<string> = new Set(['CodeGroup', 'RequestExample', 'ResponseExample'])

/** Where the components are imported from, by a page of the user's site. */
const COMPONENT_MODULE = 'docsnav/starlight/components'

export interface UnsupportedComponent {
  /** The page, relative to the docs.json folder. */
  file: string
  line: number
  column: number
  name: string
  /**
   * Why it is shown as its content: no equivalent in Starlight, a React component without
   * `@astrojs/react`, a Mermaid diagram without the `mermaid` package, or no component at all.
   */
  why: 'no-equivalent' | 'needs-react' | 'needs-mermaid' | 'unknown'
}

type Parent = { children: RootContent[] }

/**
 * The remark plugin, for the pages under `root`; `unsupported` hears of each component with no
 * equivalent. Root-relative links and images (`/quickstart`, `/images/x.png`, a Card's `href`) are
 * written as the site links them (`siteHref`: Astro's `base` and `trailingSlash`).
 */
export function remarkMintlifyComponents(options: {
  root: string
  links?: SiteLinks
  /** Whether Astro renders React components (`@astrojs/react`): else a page's React snippets show their content. */
  react?: boolean
  /** Whether the site installs `mermaid`, which draws diagrams in the browser: else a diagram shows its code. */
  mermaid?: boolean
  /** docs.json's `icons.library` (`fontawesome`, Mintlify's default, or `lucide`), given to every component that draws an icon. */
  iconLibrary?: string
  unsupported: (found: UnsupportedComponent) => void
}) {
  const root = resolve(options.root)
  const links = options.links ?? ROOT_LINKS
  const rebased = (url: string, page: string, element?: string) => {
    const rooted = mintlifyRootHref(url, page, element)
    return rooted.startsWith('/') && !rooted.startsWith('//') ? siteHref(links, rooted) : rooted
  }
  return () => (tree: Root, file: { path?: string }) => {
    const path = file.path === undefined ? undefined : resolve(file.path)
    if (path === undefined || relative(root, path).startsWith('..')) return
    const isMdx = path.endsWith('.mdx')
    const page = relative(root, path).split(sep).join('/')
    const defined = isMdx ? definedNames(tree, root, path) : new Set<string>()
    if (isMdx) readsFromProps(tree)
    // A page's own React components render on the server only (without @astrojs/react, as islands with none).
    if (isMdx) withServerHooks(tree)
    // The components of the page's `.jsx` snippets: islands with a React renderer (drawn on the server,
    // then run in the browser, as on Mintlify); without one, Astro fails the build on them: their content instead.
    const scripts = isMdx ? scriptImports(tree) : new Set<string>()
    const used = new Map<string, string>()
    const unsupported = (name: string, at: { position?: Position | undefined }, why: UnsupportedComponent['why']) =>
      options.unsupported({ file: page, line: at.position?.start.line ?? 1, column: at.position?.start.column ?? 1, name, why })
    const visit = (parent: Parent) => {
      for (const [index, child] of parent.children.entries()) {
        if (child.type === 'code' && child.lang === 'mermaid') {
          if (options.mermaid) parent.children[index] = diagram(child, isMdx)
          else unsupported('Mermaid', child, 'needs-mermaid')
          if (isMdx && options.mermaid) used.set('DocsnavMermaid', `${COMPONENT_MODULE}/Mermaid.astro`)
          continue
        }
        if (child.type === 'code') titledCode(child)
        if (child.type === 'link' || child.type === 'image' || child.type === 'definition') child.url = rebased(child.url, page)
        if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') element(child)
        if ('children' in child && Array.isArray(child.children)) visit(child as Parent)
      }
    }
    const element = (node: MdxElement) => {
      for (const attribute of node.attributes) {
        if (attribute.type === 'mdxJsxAttribute' && (attribute.name === 'href' || attribute.name === 'src') && typeof attribute.value === 'string')
          attribute.value = rebased(attribute.value, page, node.name ?? undefined)
      }
      const script = node.name !== null && scripts.has(node.name.split('.')[0]!)
      if (script && options.react) {
        if (!node.attributes.some((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name.startsWith('client:')))
          node.attributes.push({ type: 'mdxJsxAttribute', name: 'client:load', value: null })
        return
      }
      const name = script ? node.name! : undefinedComponent(node, defined)
      if (name === undefined) return
      if (CODE_TABS.has(name)) codeGroupToTabs(node)
      if (name === 'Steps') numberSteps(node)
      const mintlify = !script && isMintlifyComponentName(name)
      const drawn = name !== 'Mermaid' || options.mermaid === true
      const component = mintlify && drawn ? COMPONENTS[name] : null
      const local = `Docsnav${component ? component.file : 'Unsupported'}`
      if (component) {
        for (const [prop, value] of Object.entries(component.props ?? {})) node.attributes.push(mdxAttribute(prop, value))
        if (options.iconLibrary !== undefined && node.attributes.some((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'icon'))
          node.attributes.push(mdxAttribute('library', options.iconLibrary))
      } else {
        unsupported(name, node, script ? 'needs-react' : !drawn ? 'needs-mermaid' : mintlify ? 'no-equivalent' : 'unknown')
        node.attributes.push(mdxAttribute('name', name))
      }
      used.set(local, `${COMPONENT_MODULE}/${component ? component.file : 'Unsupported'}.astro`)
      node.name = local
    }
    visit(tree)
    // Mintlify's components inside the page's own code (`export const X = () => <Note>...</Note>`).
    if (isMdx)
      forEachCodeComponent(tree, defined, (found) => {
        const component = isMintlifyComponentName(found.name) ? COMPONENTS[found.name] : null
        if (!component) return
        found.rename(`Docsnav${component.file}`, component.props)
        used.set(`Docsnav${component.file}`, `${COMPONENT_MODULE}/${component.file}.astro`)
      })
    if (isMdx) tree.children.unshift(...[...used].map(([local, source]) => importNode(local, source)))
  }
}

/**
 * A ```` ```mermaid ```` block as the diagram the site's `mermaid` draws in the browser: on an MDX
 * page, the plugin's Mermaid component; on a Markdown page (no components), its HTML.
 */
function diagram(code: Code, isMdx: boolean): RootContent {
  if (isMdx) return { type: 'mdxJsxFlowElement', name: 'DocsnavMermaid', attributes: [mdxAttribute('chart', code.value)], children: [] }
  return { type: 'html', value: `<pre class="docsnav-mermaid">${escapeHtml(code.value)}</pre>` }
}

/**
 * Each `<Step>` of `<Steps>` with its number, as Mintlify numbers them: its own `stepNumber`, else
 * its place among the steps; and the title size `<Steps titleSize>` gives the steps that set none.
 */
function numberSteps(steps: MdxElement): void {
  const titleSize = steps.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'titleSize')
  let place = 0
  // A step written on one line (`<Step title="a">x</Step>`) is an inline element of a paragraph.
  const children = steps.children.flatMap((child) => (child.type === 'paragraph' ? child.children : [child]))
  for (const child of children) {
    if ((child.type !== 'mdxJsxFlowElement' && child.type !== 'mdxJsxTextElement') || child.name !== 'Step') continue
    place++
    const has = (name: string) => child.attributes.some((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === name)
    if (!has('stepNumber')) child.attributes.push(mdxAttribute('stepNumber', String(place)))
    if (titleSize?.type === 'mdxJsxAttribute' && typeof titleSize.value === 'string' && !has('titleSize'))
      child.attributes.push(mdxAttribute('titleSize', titleSize.value))
  }
}

/** A code block's Mintlify title as Expressive Code's `title="..."`. */
function titledCode(code: Code): void {
  if (!code.meta || /\btitle=/.test(code.meta)) return
  const title = mintlifyCodeTitle(code)
  if (title !== undefined) code.meta = `title=${JSON.stringify(title)}`
}
