import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { Code, Html, Root, RootContent } from 'mdast'
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { parse as parseYaml } from 'yaml'
import { parseMdx } from '../../parse/mdx.js'
import { escapeHtml } from '../../render/html.js'
import { mintlifyCodeTitle } from '../mintlify-mdx.js'
import { mintlifyRootHref } from '../site-links.js'
import { iconSvg } from '../icons.js'
import { phrasingHtml } from '../mdast-html.js'
import { importsMissingFile, isMissingFile } from './raw-html.js'
import { reactElement } from './react-snippets.js'
import type { PageProblem } from './page-problem.js'
import { inlinedNames, inlinedNodes } from './snippets.js'
import { footnotesAsHtml } from './footnotes.js'
import { INLINE, VUE_DRAWINGS, type VueDrawing } from './vue-components.js'

/**
 * A docs.json page (MDX, as Mintlify reads `.mdx` and `.md` alike) as the Markdown VitePress reads:
 * Mintlify's components become docsnav's Vue components (`Docsnav<Name>`, registered by
 * `docsnav/vitepress/components/theme.js`), `<CodeGroup>` VitePress's own `::: code-group`,
 * snippets imported from `/snippets/…` are inlined, and what Markdown cannot hold (other imports,
 * exports, `{expressions}`, spread props, components with no equivalent) is left out or shown as
 * is, each said once with its place. Parsed with the project's MDX parser, written back with
 * mdast-util-to-markdown: no regular expressions over page text.
 */

export interface ConvertOptions {
  /** The docs.json folder, absolute. */
  root: string
  /** A root-relative page link as the VitePress site has it (`/installation` → `/installation/` for a folder's index page). */
  linkOf(url: string): string
  /** Where Mintlify's icons are looked up: the site's folder (its npm packages, `docsnav/icons`) and docs.json's `icons.library`; without it, an icon is its name only. */
  icons?: { project: string; library?: string }
}

export interface ConvertedPage {
  /** The page's own frontmatter, parsed. */
  frontmatter: Record<string, unknown>
  /** The Markdown body, for VitePress. */
  body: string
  problems: PageProblem[]
  /** The snippet files the page inlined (relative to the docs.json folder), each with {@link textHash} of the text read (null when it could not be read): the conversion holds while they are unchanged. */
  snippets: Record<string, string | null>
}

/** The SHA-256 of a text, base64url: what a conversion is kept by. */
export function textHash(text: string): string {
  return createHash('sha256').update(text).digest('base64url')
}

/**
 * What a conversion depends on besides its page, snippets and links: the converter's own code,
 * which a kept conversion (the source folder's cache, `pages.ts`) was made by; another docsnav
 * converts again.
 */
export const CONVERTER_VERSION: string = (() => {
  try {
    // This file and the modules it writes with, the reading of Mintlify's MDX it shares (`.ts` when
    // run from src/), and docsnav's release (its parser's).
    const extension = import.meta.url.endsWith('.ts') ? 'ts' : 'js'
    const modules = ['../mintlify-mdx', '../site-links', '../icons', './raw-html', './snippets', './footnotes', './react-snippets', './vue-components'].map(
      (name) => new URL(`${name}.${extension}`, import.meta.url),
    )
    const sources = [new URL(import.meta.url), ...modules, new URL('../../../package.json', import.meta.url)]
    return textHash(sources.map((source) => readFileSync(source, 'utf8')).join('\0'))
  } catch {
    return `unknown ${Math.random()}`
  }
})()

/** The options with the snippet files read so far. */
type Context = ConvertOptions & { snippets: Record<string, string | null> }

type Element = MdxJsxFlowElement | MdxJsxTextElement
type Parent = { type: string; children: RootContent[] }

/** How deep snippets may import snippets: a guard against a snippet importing itself. */
const MAX_SNIPPET_DEPTH = 8

/** mdast-util-to-markdown with the GFM and math extensions (ESM packages, loaded once). */
let writer: Promise<(tree: Root) => string> | undefined
function markdownWriter(): Promise<(tree: Root) => string> {
  writer ??= (async () => {
    const [{ toMarkdown }, { gfmToMarkdown }, { mathToMarkdown }] = await Promise.all([
      import('mdast-util-to-markdown'),
      import('mdast-util-gfm'),
      import('mdast-util-math'),
    ])
    // The extensions and options made once, not for every page.
    // `resourceLink`: a link is `[text](url)`, never an autolink `<url>`, which inside HTML Vue reads as a tag.
    const settings: import('mdast-util-to-markdown').Options = {
      extensions: [gfmToMarkdown(), mathToMarkdown()],
      fences: true,
      bullet: '-',
      rule: '-',
      resourceLink: true,
    }
    return (tree: Root) => toMarkdown(tree, settings)
  })()
  return writer
}

/** A page file's text (path relative to the docs.json folder) as Markdown for VitePress. */
export async function convertPage(text: string, file: string, options: ConvertOptions): Promise<ConvertedPage> {
  const write = await markdownWriter()
  const problems: PageProblem[] = []
  const context: Context = { ...options, snippets: {} }
  const parsed = parseMdx(text)
  if ('error' in parsed) {
    problems.push({ ...parsed.error, file, message: `cannot be read as MDX (${parsed.error.reason}): the page shows its text as a code block` })
    return { frontmatter: {}, body: write({ type: 'root', children: [{ type: 'code', lang: 'mdx', value: text }] }), problems, snippets: context.snippets }
  }
  const frontmatter = frontmatterOf(parsed.tree, file, problems)
  transform(parsed.tree, text, file, context, problems, 0)
  footnotesAsHtml(parsed.tree)
  return { frontmatter, body: write(parsed.tree), problems, snippets: context.snippets }
}

function frontmatterOf(tree: Root, file: string, problems: PageProblem[]): Record<string, unknown> {
  const node = tree.children[0]
  if (node?.type !== 'yaml') return {}
  tree.children.shift()
  try {
    const value: unknown = parseYaml(node.value)
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  } catch (error) {
    problems.push({ file, line: 1, column: 1, message: `its frontmatter is not YAML (${(error as Error).message.split('\n')[0]}): left out` })
    return {}
  }
}

/** Rewrites a page's tree (or a snippet's) in place for VitePress. */
function transform(tree: Root, text: string, file: string, options: Context, problems: PageProblem[], depth: number): void {
  const snippets = inlinedNames(tree, text, file, options.root, problems)
  const say = (node: { position?: { start: { line: number; column: number } } } | undefined, message: string) =>
    problems.push({ file, line: node?.position?.start.line ?? 1, column: node?.position?.start.column ?? 1, message })
  // A link as Mintlify resolves it from this file (`./images/x.png`, `images/x.png` from `/import`; `/gpu.mdx` is the page `/gpu`), then as the VitePress site writes it.
  const link = (url: string, element?: string) => {
    const rooted = mintlifyRootHref(url, file, element)
    if (!rooted.startsWith('/') || rooted.startsWith('//')) return rooted
    return options.linkOf(rooted.replace(/^([^?#]*?)(?:\/index)?\.mdx?(?=$|[?#])/is, (_, path: string) => path || '/'))
  }

  // A file the docs folder lacks (Mintlify shows it broken), which Vue would make an import that stops the build: a bound URL Vue leaves alone, said once a URL.
  const saidMissing = new Set<string>()
  const missing = (node: Element | RootContent, what: string, url: string) => {
    if (saidMissing.has(url)) return
    saidMissing.add(url)
    say(node, `the ${what} ${url} is no file of the docs folder: left as a link that leads nowhere`)
  }

  const visit = (parent: Parent) => {
    const out: RootContent[] = []
    for (const child of parent.children) {
      if (child.type === 'mdxjsEsm') continue
      if (child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression') {
        if (!isComment(child.value)) say(child, `the expression {${abbreviated(child.value)}} has no Markdown form: left out`)
        continue
      }
      if (child.type === 'link' || child.type === 'image' || child.type === 'definition') child.url = link(child.url)
      if (child.type === 'image' && isMissingFile(child.url, options.root)) {
        missing(child, 'image', child.url)
        out.push(html(`<img :src="${escapeAttribute(JSON.stringify(child.url))}" alt="${escapeAttribute(child.alt ?? '')}">`))
        continue
      }
      // VitePress compiles a page as a Vue template, where `{{` starts an interpolation (its code blocks are left alone already).
      if ((child.type === 'inlineCode' || child.type === 'text') && child.value.includes('{{')) {
        out.push(html(child.type === 'inlineCode' ? `<code v-pre>${escapeHtml(child.value)}</code>` : `<span v-pre>${escapeHtml(child.value)}</span>`))
        continue
      }
      const blocks = child.type === 'paragraph' ? blocksInParagraph(child.children) : undefined
      if (blocks) {
        // `<Note>Text</Note>` on a line of its own is a block on Mintlify, as it is written on several lines.
        for (const block of blocks)
          out.push(...element({ ...block, type: 'mdxJsxFlowElement', children: [{ type: 'paragraph', children: block.children }] } as MdxJsxFlowElement))
        continue
      }
      if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') {
        out.push(...element(child))
        continue
      }
      if ('children' in child && Array.isArray(child.children)) visit(child as Parent)
      // A paragraph that starts with an HTML tag (`<p>Write to <a …>x@y.z</a></p>`) is an HTML block to markdown-it: its text as HTML.
      const raw =
        child.type === 'paragraph' && child.children[0]?.type === 'html' && /^<[a-z]/.test(child.children[0].value) ? phrasingHtml(child.children) : undefined
      out.push(raw === undefined ? child : html(raw))
    }
    parent.children = out
  }

  const element = (node: Element): RootContent[] => {
    const name = node.name
    const inner = () => {
      visit(node as Parent)
      return node.children as RootContent[]
    }
    // A fragment (`<>…</>`) is its children.
    if (name === null) return inner()
    const snippet = snippets.get(name)
    if (snippet !== undefined && 'script' in snippet) {
      const children = inner()
      const drawn = reactElement(node, snippet, children, options, say)
      return drawn ? [html(drawn)] : [html(`<DocsnavUnsupported component="${escapeAttribute(name)}">`), ...children, html('</DocsnavUnsupported>')]
    }
    if (snippet !== undefined) {
      if (depth >= MAX_SNIPPET_DEPTH) {
        say(node, `<${name}> imports snippets ${MAX_SNIPPET_DEPTH} deep: left out`)
        return []
      }
      const read = inlinedNodes(snippet, node, options.root, options.snippets, textHash, say, problems)
      if (read === undefined) return []
      transform(read.tree, read.text, read.file, options, problems, depth + 1)
      return read.tree.children
    }
    if (name === 'Icon') {
      const svg = iconOf(node, options)
      if (svg !== undefined) return [html(`<span class="dn-icon">${svg}</span>`)]
    }
    const drawing: VueDrawing | undefined = Object.hasOwn(VUE_DRAWINGS, name) ? VUE_DRAWINGS[name as keyof typeof VUE_DRAWINGS] : undefined
    if (drawing && 'markdown' in drawing) return markdownDrawing(drawing.markdown, node, inner, say)
    let tag: string
    const props: string[] = []
    if (/^[a-z]/.test(name)) tag = name
    else if (drawing) {
      tag = `Docsnav${drawing.component}`
      for (const [prop, value] of Object.entries(drawing.props ?? {})) props.push(`${prop}="${escapeAttribute(value)}"`)
    } else {
      // Its content alone: the element's own attributes are props of a component VitePress does not have.
      say(node, `<${name}> has no equivalent in VitePress: its content is shown as is`)
      const children = inner()
      return [html(`<DocsnavUnsupported component="${escapeAttribute(name)}">`), ...children, html('</DocsnavUnsupported>')]
    }
    for (const attribute of node.attributes) {
      const written = attributeText(attribute, (attributeName, url) => {
        const linked = link(url, name)
        if (!importsMissingFile(name, attributeName, linked, options.root)) return `${attributeName}="${escapeAttribute(linked)}"`
        missing(node, `<${name}>'s ${attributeName}`, linked)
        return `:${attributeName}="${escapeAttribute(JSON.stringify(linked))}"`
      })
      if (typeof written !== 'string')
        say(node, `<${name}>'s ${written.what} {${abbreviated(written.code)}} ${written.what === 'spread props' ? 'are' : 'is'} left out`)
      else props.push(written)
    }
    const open = `<${tag}${props.map((prop) => ` ${prop}`).join('')}`
    let children = inner()
    // A link inside a link is no HTML (the browser splits them, and Vue's hydration fails): the inner one is its text.
    if (isLinkElement(name, node)) children = withoutLinks(children)
    if (children.length === 0) return [html(`${open} />`)]
    // An HTML element holding text (`<p>See https://x</p>`) starts an HTML block, where markdown-it reads no Markdown: its text as HTML.
    const inline = node.type === 'mdxJsxFlowElement' && tag === name ? phrasingHtml(children) : undefined
    if (inline !== undefined) return [html(`${open}>${inline}</${tag}>`)]
    return [html(`${open}>`), ...children, html(`</${tag}>`)]
  }

  visit(tree as Parent)
}

/** The components a paragraph holds, when it holds nothing else (white space aside) and they are block components. */
function blocksInParagraph(children: readonly RootContent[]): MdxJsxTextElement[] | undefined {
  const solid = children.filter((child) => !(child.type === 'text' && child.value.trim() === ''))
  const blocks = solid.filter(
    (child): child is MdxJsxTextElement => child.type === 'mdxJsxTextElement' && child.name !== null && /^[A-Z]/.test(child.name) && !INLINE.has(child.name),
  )
  return blocks.length > 0 && blocks.length === solid.length ? blocks : undefined
}

/**
 * An attribute as a Vue template writes it: a string as is, an expression bound (`cols={2}` →
 * `:cols="2"`); what a Vue binding cannot hold (a spread, JSX in a prop), what is left out and why.
 */
function attributeText(
  attribute: MdxJsxAttribute | MdxJsxExpressionAttribute,
  link: (name: string, url: string) => string,
): string | { what: string; code: string } {
  if (attribute.type === 'mdxJsxExpressionAttribute') return { what: 'spread props', code: attribute.value }
  const name = attribute.name === 'className' ? 'class' : attribute.name
  const value = attribute.value
  if (value === null || value === undefined) return name
  if (typeof value === 'string') return /^(href|src|xlink:href|poster)$/.test(name) ? link(name, value) : `${name}="${escapeAttribute(value)}"`
  if (/"type":"JSX(Element|Fragment)"/.test(JSON.stringify(value.data?.estree ?? null))) return { what: `${name} prop, JSX,`, code: value.value }
  return `:${name}="${escapeAttribute(value.value)}"`
}

/** Whether an element is drawn as a link (an `<a>`, a card with an `href`). */
function isLinkElement(name: string, node: Element): boolean {
  if (name === 'a' || name === 'GitHub.Repo') return true
  return (name === 'Card' || name === 'Tile') && node.attributes.some((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'href')
}

/** The nodes with each Markdown link replaced by its text (GFM's literal autolinks included). */
function withoutLinks(nodes: RootContent[]): RootContent[] {
  return nodes.flatMap((node): RootContent[] => {
    if (node.type === 'link') return withoutLinks(node.children as RootContent[])
    if ('children' in node && Array.isArray(node.children)) (node as Parent).children = withoutLinks(node.children as RootContent[])
    return [node]
  })
}

/** The components drawn with VitePress's own Markdown (`VueDrawing`'s `markdown` forms). */
function markdownDrawing(
  form: 'code-group' | 'mermaid' | 'visibility' | 'content',
  node: Element,
  inner: () => RootContent[],
  say: (node: Element, message: string) => void,
): RootContent[] {
  if (form === 'code-group') return codeGroup(inner())
  if (form === 'visibility') return stringAttribute(node, 'for') === 'agents' ? [] : inner()
  const chart = form === 'mermaid' ? stringAttribute(node, 'chart') : undefined
  if (chart !== undefined) {
    say(node, '<Mermaid> has no equivalent in VitePress: its chart is shown as code')
    return [{ type: 'code', lang: 'mermaid', value: chart } satisfies Code]
  }
  say(node, `<${node.name}> has no equivalent in VitePress: its content is shown as is`)
  return [html(`<DocsnavUnsupported component="${escapeAttribute(node.name ?? '')}">`), ...inner(), html('</DocsnavUnsupported>')]
}

function stringAttribute(node: Element, name: string): string | undefined {
  const attribute = node.attributes.find((candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name)
  return typeof attribute?.value === 'string' ? attribute.value : undefined
}

/** `<CodeGroup>` as VitePress's `::: code-group`, each block titled `[title]` (Mintlify's title, else its language). */
function codeGroup(children: RootContent[]): RootContent[] {
  const blocks = children.map((child) => {
    if (child.type !== 'code') return child
    const title = mintlifyCodeTitle(child) ?? child.lang ?? 'Code'
    return { ...child, meta: `[${title.replace(/[[\]]/g, '')}]` } satisfies Code
  })
  return [html('::: code-group'), ...blocks, html(':::')]
}

/** An `<Icon>`'s SVG from the site's icon packages; undefined when its name is not a string or no package has it. */
function iconOf(node: Element, options: Context): string | undefined {
  const icon = node.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'icon')?.value
  const iconType = node.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'iconType')?.value
  if (typeof icon !== 'string' || options.icons === undefined) return undefined
  return iconSvg(icon, { ...options.icons, ...(typeof iconType === 'string' ? { iconType } : {}) })
}

function html(value: string): Html {
  return { type: 'html', value }
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')
}

function isComment(value: string): boolean {
  const trimmed = value.trim()
  return trimmed.startsWith('/*') && trimmed.endsWith('*/')
}

function abbreviated(value: string): string {
  const line = value.trim().replace(/\s+/g, ' ')
  return line.length > 40 ? `${line.slice(0, 39)}…` : line
}
