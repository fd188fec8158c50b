import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { RootContent } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { flowHtml } from './mdast-html.js'
import { withReactImports } from './mintlify-mdx.js'

/**
 * A `.jsx` snippet's component drawn to HTML at build time, as its first render on a server gives
 * it, for generators whose pages run no React (VitePress's are Vue, MkDocs' are Markdown): with
 * the project's own `react`, `react-dom/server` and `esbuild`. The snippet is bundled once per text
 * (React's hooks and `React`, which Mintlify gives snippets, imported for it) into
 * `node_modules/.cache/docsnav/` of the project, where `react` resolves as the project's.
 */

type Require = NodeJS.Require

interface React {
  createElement(type: unknown, props: Record<string, unknown> | null, ...children: unknown[]): unknown
}

const tools = new Map<
  string,
  { require: Require; react: React; server: { renderToStaticMarkup(element: unknown): string }; esbuild: typeof import('esbuild') } | null
>()

function toolsOf(project: string) {
  if (!tools.has(project)) {
    const require = createRequire(join(project, 'package.json'))
    try {
      tools.set(project, { require, react: require('react'), server: require('react-dom/server'), esbuild: require('esbuild') })
    } catch {
      tools.set(project, null)
    }
  }
  return tools.get(project) ?? undefined
}

/**
 * The HTML of `<name {...props}>` from the snippet file `path` (its export `name`, or its default
 * export), with `childrenHtml` as its children; an error's first line when the snippet does not
 * bundle or the component throws.
 */
export function reactHtml(
  path: string,
  name: string,
  props: Record<string, unknown>,
  childrenHtml: string | undefined,
  project: string,
): { html: string } | { error: string } {
  const found = toolsOf(project)
  if (!found) return { error: 'the project has no react, react-dom and esbuild' }
  try {
    const code = readFileSync(path, 'utf8')
    const bundle = join(project, 'node_modules', '.cache', 'docsnav', `${createHash('sha256').update(`${path}\0${code}`).digest('hex').slice(0, 24)}.cjs`)
    let module: Record<string, unknown>
    try {
      module = found.require(bundle)
    } catch {
      const built = found.esbuild.buildSync({
        stdin: { contents: withReactImports(code) ?? code, resolveDir: dirname(path), sourcefile: path, loader: 'jsx' },
        bundle: true,
        format: 'cjs',
        platform: 'node',
        jsx: 'automatic',
        external: ['react', 'react-dom', 'react/jsx-runtime'],
        write: false,
        logLevel: 'silent',
      })
      mkdirSync(dirname(bundle), { recursive: true })
      writeFileSync(bundle, built.outputFiles[0]!.text)
      module = found.require(bundle)
    }
    const component = module[name] ?? module.default
    if (typeof component !== 'function' && typeof component !== 'object') return { error: `${name} is not a component the snippet exports` }
    const children =
      childrenHtml === undefined
        ? []
        : [found.react.createElement(childrenHtml.startsWith('<p>') ? 'div' : 'span', { dangerouslySetInnerHTML: { __html: childrenHtml } })]
    return { html: found.server.renderToStaticMarkup(found.react.createElement(component, props, ...children)) }
  } catch (error) {
    return { error: String((error as Error).message ?? error).split('\n')[0]! }
  }
}

type Element = MdxJsxFlowElement | MdxJsxTextElement

/**
 * An element of a `.jsx` snippet's component as HTML, drawn by React with its literal props and
 * its content (already converted, `children`) as its children; undefined, said through `say`,
 * when it cannot be drawn (no React in the project, a prop or content with no static form, an
 * error), and the caller shows its content instead.
 */
export function reactElementHtml(
  node: Element,
  snippet: { script: string; export: string; file: string },
  children: readonly RootContent[],
  project: string | undefined,
  say: (node: Element, message: string) => void,
): string | undefined {
  const props: Record<string, unknown> = {}
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue
    if (typeof attribute.value === 'string' || attribute.value === null || attribute.value === undefined) props[attribute.name] = attribute.value ?? true
    else
      try {
        props[attribute.name] = JSON.parse(attribute.value.value)
      } catch {
        say(node, `<${node.name}>'s ${attribute.name} prop {${attribute.value.value.trim().slice(0, 40)}} is not a literal: left out`)
      }
  }
  const childrenHtml = children.length > 0 ? flowHtml(children) : undefined
  const drawn =
    project === undefined
      ? { error: 'no project to draw it in' }
      : children.length > 0 && childrenHtml === undefined
        ? { error: 'its content is more than text, links, code and images' }
        : reactHtml(snippet.script, snippet.export, props, childrenHtml, project)
  if ('html' in drawn) return drawn.html.replace(/\n\s*\n/g, '\n')
  say(node, `<${node.name}> is a React component of ${snippet.file}, not drawn (${drawn.error}): its content is shown as is`)
  return undefined
}
