import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative, sep } from 'node:path'
import type { RootContent } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { withReactImports } from '../mintlify-mdx.js'
import { flowHtml } from './raw-html.js'

/**
 * A `.jsx` snippet's component drawn to HTML at build time, as its first render on a server gives
 * it (VitePress's pages are Vue: React does not run in them), with the project's own `react`,
 * `react-dom/server` and `esbuild` (Vite's). The snippet is bundled once per text (React's hooks
 * and `React`, which Mintlify gives snippets, imported for it) into `node_modules/.cache/docsnav/`
 * of the project, where `react` resolves as the project's.
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

/** Whether the project can draw React components (it installs `react`, `react-dom` and `esbuild`). */
export function drawsReact(project: string): boolean {
  return toolsOf(project) !== undefined
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

/**
 * An element of a `.jsx` snippet's component, drawn by React at build time with its literal props
 * and its content as children; without React in the project, or when it fails, its content and a
 * warning (undefined: the caller shows the content).
 */
export function reactElement(
  node: MdxJsxFlowElement | MdxJsxTextElement,
  snippet: { script: string; export: string },
  children: RootContent[],
  options: { root: string; snippets: Record<string, string | null>; icons?: { project: string } },
  say: (node: MdxJsxFlowElement | MdxJsxTextElement, message: string) => void,
): string | undefined {
  const file = relative(options.root, snippet.script).split(sep).join('/')
  try {
    options.snippets[file] = createHash('sha256').update(readFileSync(snippet.script, 'utf8')).digest('base64url')
  } catch {
    options.snippets[file] = null
  }
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
  const drawn = options.icons
    ? reactHtml(snippet.script, snippet.export, props, children.length > 0 ? flowHtml(children) : undefined, options.icons.project)
    : undefined
  if (drawn && 'html' in drawn) {
    const tag = node.type === 'mdxJsxTextElement' ? 'span' : 'div'
    // Vue leaves it as it is (`v-pre`); one HTML block (a blank line would end it).
    return `<${tag} class="dn-react" v-pre>${drawn.html.replace(/\n\s*\n/g, '\n')}</${tag}>`
  }
  say(node, `<${node.name}> is a React component of ${file}, not drawn (${drawn?.error ?? 'no project to draw it in'}): its content is shown as is`)
  return undefined
}
