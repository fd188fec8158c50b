import type { PhrasingContent, Root, RootContent } from 'mdast'
import { posix } from 'node:path'
import { parseMdx } from '../parse/mdx.js'
import { componentBlocks, type ComponentConversion, componentPhrasing, joinFieldLists } from './components.js'
import { absoluteHref, resolvedFromFile } from './links.js'
import { liftedBlocks, PHRASING } from './mdx-nodes.js'
import { writeMarkdown } from './writer.js'

/** What turning a page into Markdown needs besides its text. */
export interface PageMarkdownContext {
  /** The site's absolute URL, without a trailing slash (`https://docs.example.com`): links are made absolute with it. */
  base: string
  /** The page's URL on the site (its route, `/guides/setup`), for links relative to it. */
  url: string
  /** The page file's path, relative to the project root (`guides/setup.mdx`), for snippets imported relative to it. */
  file: string
  /** A project file's text (a snippet), undefined when there is none or it cannot be read. */
  read(path: string): string | undefined
}

/** How deep snippets may import snippets (a snippet importing itself is stopped before). */
const MAX_SNIPPET_DEPTH = 8

/** A leading frontmatter block, left out of a page whose MDX does not parse. */
const FRONTMATTER = /^\uFEFF?---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/

/**
 * What a body must hold for its Markdown to differ from its text: a tag, an expression or a custom
 * heading id (`<`, `{`), a link or an image (`[`), an import or export, TOML frontmatter, or an
 * indented line (text to MDX, code to Markdown). Most pages of a large site are prose with a
 * heading or two: they are given as written, without parsing them (bench/page-markdown.js).
 */
const MORE_THAN_MARKDOWN = /[<{[]|^(?:import|export)\s|^(?: {4}|\t)|^\+\+\+/m

/** {@link pageBodyMarkdown} of a page that needs no parse (its body as written, trimmed); undefined for one that does. */
export function plainPageBody(text: string): string | undefined {
  const body = text.replace(FRONTMATTER, '')
  return MORE_THAN_MARKDOWN.test(body) ? undefined : body.trim()
}

/**
 * A page's body (without frontmatter) as plain Markdown (docs/page-markdown.md): its MDX parsed as
 * Mintlify parses it, Mintlify's components turned into Markdown (components.ts), snippets
 * inlined, imports, exports and expressions left out, links made absolute. A page whose MDX does
 * not parse is given as written, without its frontmatter (Mintlify does not build it either).
 */
export function pageBodyMarkdown(text: string, context: PageMarkdownContext): string {
  const body = text.replace(FRONTMATTER, '')
  if (!MORE_THAN_MARKDOWN.test(body)) return body.trim()
  try {
    const blocks = pageBlocks(body, context, context.file, [])
    return blocks === undefined ? body.trim() : writeMarkdown({ type: 'root', children: blocks })
  } catch (error) {
    // Thousands of nested elements or emphases parse, then exhaust the stack of a recursive walk: the page as written.
    if (error instanceof RangeError) return body.trim()
    throw error
  }
}

/** A page's or snippet's blocks as plain mdast; undefined when its MDX does not parse. `reading`: the snippets being inlined, outermost first. */
function pageBlocks(text: string, context: PageMarkdownContext, file: string, reading: readonly string[]): RootContent[] | undefined {
  const parsed = parseMdx(text)
  if ('error' in parsed) return undefined
  const snippets = snippetImports(parsed.tree, file)
  const conversion: ComponentConversion = {
    blocks: (children, level) => blocksOf(children, level),
    phrasing: (children) => phrasingOf(children),
    href: (href, element) => absoluteHref(href, context.base, resolvedFromFile(href, element) ? `/${context.file}` : context.url),
  }
  // A snippet's headings stay as the snippet writes them; what follows it is under the page's own heading.
  const inlined = (path: string): RootContent[] => {
    if (reading.length >= MAX_SNIPPET_DEPTH || reading.includes(path)) return []
    const snippet = readSnippet(context, path)
    return snippet === undefined ? [] : (pageBlocks(snippet.text, context, snippet.path, [...reading, path]) ?? [])
  }
  const blocksOf = (children: readonly RootContent[], level: number): RootContent[] => {
    let current = level
    const blocks: RootContent[] = []
    // Text beside blocks (a component's content written on its line, `<Note>Text.</Note>`) is a paragraph of its own.
    let run: PhrasingContent[] = []
    const flush = () => {
      if (run.length > 0) blocks.push(...blockOf({ type: 'paragraph', children: run }, current))
      run = []
    }
    for (const node of children) {
      if (PHRASING.has(node.type)) {
        run.push(node as PhrasingContent)
        continue
      }
      flush()
      if (node.type === 'heading') current = node.depth
      blocks.push(...blockOf(node, current))
    }
    flush()
    return joinFieldLists(blocks)
  }
  const blockOf = (node: RootContent, level: number): RootContent[] => {
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
        return []
      case 'mdxJsxFlowElement': {
        const snippet = node.name === null ? undefined : snippets.get(node.name)
        return snippet !== undefined ? inlined(snippet) : componentBlocks(node, level, conversion)
      }
      case 'paragraph': {
        const lifted = liftedBlocks(node)
        if (lifted) return blocksOf(lifted, level)
        const children = trimmed(phrasingOf(node.children))
        return children.length === 0 ? [] : [{ ...node, children }]
      }
      case 'heading':
        return [{ ...node, children: phrasingOf(node.children) }]
      case 'definition':
        // Mintlify leaves a definition's `./` as written: the browser resolves it from the page's URL.
        return [{ ...node, url: absoluteHref(node.url, context.base, context.url) }]
      case 'blockquote':
      case 'listItem':
      case 'footnoteDefinition':
        return [{ ...node, children: blocksOf(node.children, level) } as RootContent]
      case 'list':
      case 'table':
      case 'tableRow':
        return [{ ...node, children: node.children.flatMap((child) => blockOf(child, level)) } as RootContent]
      case 'tableCell':
        return [{ ...node, children: phrasingOf(node.children) }]
      default:
        // TOML frontmatter, which mdast's types do not name.
        if ((node.type as string) === 'toml') return []
        return [node]
    }
  }
  const inlineOf = (node: RootContent): PhrasingContent[] => {
    switch (node.type) {
      case 'mdxJsxTextElement':
      case 'mdxJsxFlowElement':
        return componentPhrasing(node, conversion)
      case 'link':
        return [{ ...node, url: conversion.href(node.url), children: phrasingOf(node.children) }]
      case 'image':
        return [{ ...node, url: conversion.href(node.url) }]
      default:
        return 'children' in node ? [{ ...node, children: phrasingOf(node.children as RootContent[]) } as PhrasingContent] : [node as PhrasingContent]
    }
  }
  const phrasingOf = (children: readonly RootContent[]): PhrasingContent[] => {
    const phrasing: PhrasingContent[] = []
    let removed = false
    for (const node of children) {
      const converted = node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression' ? [] : inlineOf(node)
      if (converted.length === 0) removed = true
      for (const child of converted) {
        const previous = phrasing.at(-1)
        if (child.type === 'text' && previous?.type === 'text')
          phrasing[phrasing.length - 1] = { type: 'text', value: joinedText(previous.value, child.value, removed) }
        else phrasing.push(child)
        removed = false
      }
    }
    return phrasing
  }
  return blocksOf(parsed.tree.children, 1)
}

/** Two pieces of text as one; where something was left out between them (`{1 + 1}`, `<Icon />`), without the spaces it leaves. */
function joinedText(before: string, after: string, removed: boolean): string {
  if (!removed || !/\s$/.test(before)) return before + after
  return /^[\s.,;:!?)]/.test(after) ? before.trimEnd() + (/^\s/.test(after) ? ` ${after.trimStart()}` : after) : before + after
}

/** A paragraph's text without the white space left at its ends where an expression or an icon was taken out. */
function trimmed(children: PhrasingContent[]): PhrasingContent[] {
  const first = children[0]
  if (first?.type === 'text') children[0] = { ...first, value: first.value.trimStart() }
  const last = children.at(-1)
  if (last?.type === 'text') children[children.length - 1] = { ...last, value: last.value.trimEnd() }
  return children.filter((child) => !(child.type === 'text' && child.value === ''))
}

/**
 * The snippets a page imports as components (`import Setup from '/snippets/setup.mdx'`), by name:
 * the project path of each (imports starting with `/` are from the project root, others from the
 * importing file's folder). Imports of anything but a page (`.js`, packages) are left out.
 */
function snippetImports(tree: Root, file: string): Map<string, string> {
  const snippets = new Map<string, string>()
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue
    const statements = (node.data as { estree?: { body: EsmStatement[] } } | undefined)?.estree?.body ?? []
    for (const statement of statements) {
      const source = statement.source?.value
      if (statement.type !== 'ImportDeclaration' || typeof source !== 'string' || !/^\.{0,2}\//.test(source) || !/(\.mdx?|\/[^./]+)$/.test(source)) continue
      const path = posix.normalize(source.startsWith('/') ? source.slice(1) : posix.join(posix.dirname(file), source))
      if (path.startsWith('../') || path === '..') continue
      for (const specifier of statement.specifiers ?? [])
        if (specifier.type === 'ImportDefaultSpecifier' && specifier.local?.name) snippets.set(specifier.local.name, path)
    }
  }
  return snippets
}

interface EsmStatement {
  type: string
  source?: { value?: unknown }
  specifiers?: Array<{ type: string; local?: { name?: string } }>
}

/** A snippet's text and the path it was found at (`snippets/setup` is `snippets/setup.mdx`, as Mintlify resolves it). */
function readSnippet(context: PageMarkdownContext, path: string): { text: string; path: string } | undefined {
  const candidates = /\.mdx?$/.test(path) ? [path] : [`${path}.mdx`, `${path}.md`, path]
  for (const candidate of candidates) {
    const text = context.read(candidate)
    if (text !== undefined) return { text, path: candidate }
  }
  return undefined
}
