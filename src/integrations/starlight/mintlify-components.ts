import { relative, resolve } from 'node:path'
import type { Code, Root, RootContent } from 'mdast'
import { codeGroupToTabs, definedNames, type MdxElement, mdxAttribute, mintlifyCodeTitle, undefinedComponent } from '../mintlify-mdx.js'
import { ROOT_LINKS, type SiteLinks, siteHref } from '../site-links.js'

/**
 * A remark plugin for the pages of a docs.json site built by Astro: Mintlify's MDX components,
 * which Mintlify pages use without importing them, are imported from the plugin's components
 * (Starlight's own where one exists: Aside, Tabs). `<CodeGroup>` becomes tabs of its code blocks,
 * and a code block's title (Mintlify's ```` ```js title ````) Expressive Code's `title="..."`. A
 * component with no equivalent shows its content as is, and is reported with its page and line:
 * the build never fails on one.
 */

/** Each Mintlify component: the plugin's component that draws it, and the props it adds. */
const COMPONENTS: Readonly<Record<string, { file: string; props?: Record<string, string> }>> = {
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
  Tabs: { file: 'Tabs' },
  Tab: { file: 'Tab' },
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
}

/** Where the components are imported from, by a page of the user's site. */
const COMPONENT_MODULE = 'docsnav/starlight/components'

export interface UnsupportedComponent {
  /** The page, relative to the docs.json folder. */
  file: string
  line: number
  column: number
  name: string
}

type Parent = { children: RootContent[] }

/**
 * The remark plugin, for the pages under `root`; `unsupported` hears of each component with no
 * equivalent. Root-relative links and images (`/quickstart`, `/images/x.png`, a Card's `href`) are
 * written as the site links them (`siteHref`: Astro's `base` and `trailingSlash`).
 */
export function remarkMintlifyComponents(options: { root: string; links?: SiteLinks; unsupported: (found: UnsupportedComponent) => void }) {
  const root = resolve(options.root)
  const links = options.links ?? ROOT_LINKS
  const rebased = (url: string) => (url.startsWith('/') && !url.startsWith('//') ? siteHref(links, url) : url)
  return () => (tree: Root, file: { path?: string }) => {
    const path = file.path === undefined ? undefined : resolve(file.path)
    if (path === undefined || relative(root, path).startsWith('..')) return
    const isMdx = path.endsWith('.mdx')
    const defined = isMdx ? definedNames(tree, root) : new Set<string>()
    const used = new Map<string, string>()
    const visit = (parent: Parent) => {
      for (const child of parent.children) {
        if (child.type === 'code') titledCode(child)
        if (child.type === 'link' || child.type === 'image' || child.type === 'definition') child.url = rebased(child.url)
        if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') element(child)
        if ('children' in child && Array.isArray(child.children)) visit(child as Parent)
      }
    }
    const element = (node: MdxElement) => {
      for (const attribute of node.attributes) {
        if (attribute.type === 'mdxJsxAttribute' && (attribute.name === 'href' || attribute.name === 'src') && typeof attribute.value === 'string')
          attribute.value = rebased(attribute.value)
      }
      const name = undefinedComponent(node, defined)
      if (name === undefined) return
      if (name === 'CodeGroup') codeGroupToTabs(node)
      const component = COMPONENTS[node.name!]
      const local = `Docsnav${component ? component.file : 'Unsupported'}`
      if (component) {
        for (const [prop, value] of Object.entries(component.props ?? {})) node.attributes.push(mdxAttribute(prop, value))
      } else {
        options.unsupported({
          file: relative(root, path).split('\\').join('/'),
          line: node.position?.start.line ?? 1,
          column: node.position?.start.column ?? 1,
          name: node.name!,
        })
        node.attributes.push(mdxAttribute('name', node.name!))
      }
      used.set(local, `${COMPONENT_MODULE}/${component ? component.file : 'Unsupported'}.astro`)
      node.name = local
    }
    visit(tree)
    if (isMdx) tree.children.unshift(...[...used].map(([local, source]) => importNode(local, source)))
  }
}

/** A code block's Mintlify title as Expressive Code's `title="..."`. */
function titledCode(code: Code): void {
  if (!code.meta || /\btitle=/.test(code.meta)) return
  const title = mintlifyCodeTitle(code)
  if (title !== undefined) code.meta = `title=${JSON.stringify(title)}`
}

/** `import <local> from '<source>'` as an MDX ESM node, with the estree MDX compiles it from. */
function importNode(local: string, source: string): RootContent {
  const estree = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: local } }],
        source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
      },
    ],
  }
  return { type: 'mdxjsEsm', value: `import ${local} from ${JSON.stringify(source)}`, data: { estree } } as unknown as RootContent
}
