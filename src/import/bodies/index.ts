import type { SourceKind } from '../source.js'
import { alerts } from './alerts.js'
import { containers } from './containers.js'
import { badges } from './badges.js'
import { codeTabs } from './code-tabs.js'
import { comments } from './comments.js'
import { gitbook } from './gitbook.js'
import { jsx } from './jsx.js'
import { leftovers } from './leftovers.js'
import { fromLines, type Line, lineEnding, markFrontmatter, toLines } from './lines.js'
import { fenceOptions } from './fence-options.js'
import { markdown } from './markdown.js'
import { packageInstall } from './package-install.js'
import { material } from './material.js'
import type { ConvertedKind, Converter, Pass } from './mintlify.js'

/**
 * A page body in another generator's syntax as Mintlify's: its admonitions, tabs, steps, cards
 * and file trees as Mintlify's components (docs/import.md, "Page bodies"). Each kind of source
 * has its passes, one per syntax it writes; a construct's body goes through all of them, so that a
 * `:::tip` inside a `<TabItem>` is converted as well as one outside. What is not converted is left
 * as written and said, at its line.
 */

export type { ConvertedKind } from './mintlify.js'

/** Whether a source reads a page file as Markdown rather than MDX. */
export function readsAsMarkdown(kind: SourceKind, file: string): boolean {
  return kind === 'mkdocs' || kind === 'vitepress' || kind === 'gitbook' || (kind === 'starlight' && file.endsWith('.md'))
}

/** What a page needs left as it is, at its line. */
export interface Unconverted {
  line: number
  construct: string
  reason: string
  /** How many times the page has it, when it is said once for all (a component Mintlify lacks). */
  times?: number
}

export interface BodyConversion {
  /** The page's text, converted; the same string when nothing was. */
  text: string
  /** How many constructs of each kind were converted. */
  converted: Map<ConvertedKind, number>
  left: Unconverted[]
  /** What a converted construct had that Mintlify's component has no place for. */
  lost: Unconverted[]
  /** The source line each line of `text` comes from (1-based, by its index). */
  sourceLines: number[]
}

const PASSES: Record<SourceKind, readonly Pass[]> = {
  mkdocs: [comments, fenceOptions('mkdocs'), material, alerts, leftovers('mkdocs')],
  docusaurus: [comments, jsx('docusaurus'), containers('docusaurus'), codeTabs, alerts, leftovers('mdx')],
  vitepress: [comments, fenceOptions('vitepress'), containers('vitepress'), alerts, badges('vitepress'), leftovers('vitepress')],
  starlight: [comments, jsx('starlight'), containers('starlight'), alerts, badges('starlight'), leftovers('mdx')],
  // Fumadocs' remark-admonition reads Docusaurus's `:::` syntax.
  fumadocs: [comments, jsx('fumadocs'), containers('docusaurus'), codeTabs, packageInstall, alerts, leftovers('mdx')],
  gitbook: [comments, gitbook, alerts, leftovers('gitbook')],
  // A mint.json site's pages are Mintlify's already.
  mint: [],
}

/**
 * The page's body converted. `markdown`: the source reads it as Markdown, not MDX (every MkDocs,
 * VitePress and GitBook page, a Starlight `.md`): what MDX reads otherwise is made to read as it
 * did (markdown.ts), after the conversions.
 */
export function convertPageBody(text: string, kind: SourceKind, options: { markdown?: boolean } = {}): BodyConversion {
  const passes = options.markdown && PASSES[kind].length > 0 ? [...PASSES[kind], markdown] : PASSES[kind]
  const converted = new Map<ConvertedKind, number>()
  const left: Unconverted[] = []
  const lost: Unconverted[] = []
  if (passes.length === 0) return { text, converted, left, lost, sourceLines: text.split('\n').map((_line, index) => index + 1) }
  const lines = toLines(text)
  markFrontmatter(lines)
  const converter: Converter = {
    page: lines,
    body: (lines) => passes.reduce<Line[]>((current, pass) => pass(current, converter), [...lines]),
    converted: (what) => converted.set(what, (converted.get(what) ?? 0) + 1),
    left: (line, construct, reason) => left.push({ line, construct, reason }),
    leftOnce: (line, construct, reason) => {
      const said = left.find((entry) => entry.construct === construct && entry.times !== undefined)
      if (said === undefined) left.push({ line, construct, reason, times: 1 })
      else {
        said.times!++
        said.line = Math.min(said.line, line)
      }
    },
    lost: (line, construct, reason) => lost.push({ line, construct, reason }),
  }
  const result = converter.body(lines)
  for (const entry of left) if (entry.times !== undefined && entry.times > 1) entry.reason += ` (${entry.times} times in this page)`
  left.sort((a, b) => a.line - b.line)
  if (converted.size === 0) return { text, converted, left, lost, sourceLines: lines.map((line) => line.line) }
  return { text: fromLines(result, lineEnding(text)), converted, left, lost, sourceLines: result.map((line) => line.line) }
}

/** The conversion in words: "3 callouts and 1 tab group". */
export function describeConverted(converted: ReadonlyMap<ConvertedKind, number>): string {
  const parts = [...converted].map(([what, count]) => `${count} ${count === 1 ? what : plural(what)}`)
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
}

/** `tab group` → `tab groups`, `set of steps` → `sets of steps`. */
function plural(what: string): string {
  return what.includes(' of ') ? what.replace(/^(\w+)/, '$1s') : `${what}s`
}
