import { isMintlifyComponentName } from '../../ir/components.js'
import { eachProse, type Line, maskCodeSpans } from './lines.js'
import { importedModules } from './imports.js'
import type { Converter, Pass } from './mintlify.js'

/**
 * What a page keeps that Mintlify cannot show and no pass converts, said at its line: another
 * generator's templating and includes, and components of its own used without an import (Vue's
 * global components, Docusaurus's MDX components). VitePress's `[[toc]]` goes: Mintlify shows every
 * page's table of contents beside it.
 */

export type LeftoverDialect = 'mkdocs' | 'vitepress' | 'mdx' | 'gitbook'

interface Rule {
  pattern: RegExp
  /** Lines another pass converts, which the rule leaves. */
  unless?: RegExp
  construct: (match: RegExpExecArray) => string
  reason: string
}

const RULES: Record<LeftoverDialect, readonly Rule[]> = {
  mkdocs: [
    {
      pattern: /^\s*-{2}8<-{2}/,
      construct: () => '--8<--',
      reason: "pymdownx.snippets' includes are not read: put the included text in the page, or in a snippet",
    },
    {
      pattern: /\{\{[^{}]*\}\}|\{%[^%]*%\}/,
      construct: (match) => match[0],
      reason: "mkdocs-macros' templating is not run: MDX would read `{…}` as JavaScript",
    },
    {
      // At a line's end, or after what it sets (an icon's `:material-clock:{ .lg }`, a link's `[a](b){ .md-button }`).
      pattern: /\{:?[ \t]*(?:[.#][\w-]|[\w-]+=)[^{}]*\}/,
      // A heading's `{#id}` is Mintlify's too (markdown.ts keeps it, and says what else goes).
      unless: /^\s{0,3}#{1,6}\s[^{}]*\{:?(?:[^{}]*\s)?(?:#[^\s#{}]|id=)[^{}]*\}\s*$/,
      construct: (match) => match[0].trim(),
      reason: 'attribute lists are not read: MDX would read `{…}` as JavaScript',
    },
    { pattern: /^\*\[[^\]]+\]:/, construct: (match) => match[0], reason: 'abbreviations are not read by Mintlify' },
    {
      pattern: /\+\+[\w-]+(?:\+[\w-]+)*\+\+/,
      construct: (match) => match[0],
      reason: 'pymdownx.keys is not read by Mintlify: write the keys as `<kbd>Ctrl</kbd>+<kbd>C</kbd>`',
    },
    { pattern: /==[^=\s](?:[^=]*[^=\s])?==/, construct: (match) => match[0], reason: 'pymdownx.mark is not read by Mintlify: write `<mark>…</mark>`' },
  ],
  vitepress: [
    { pattern: /\{\{[^{}]*\}\}/, construct: (match) => match[0], reason: "Vue's interpolation is not run: MDX would read `{…}` as JavaScript" },
    { pattern: /^\s*<<<\s+\S+/, construct: (match) => match[0].trim(), reason: 'code imported from a file is not read: put the code in the page' },
  ],
  mdx: [
    {
      pattern: /^\s*<(include|auto-type-table)\b/,
      construct: (match) => `<${match[1]}>`,
      reason: "Fumadocs' remark plugin is not run by Mintlify, and its content would be lost: put the included text or table in the page, or in a snippet",
    },
  ],
  gitbook: [],
}

/** What no dialect's page can keep: its own styles and scripts. */
const EVERY: readonly Rule[] = [
  {
    pattern: /^\s*<(script|style)\b/,
    construct: (match) => `<${match[1]}>`,
    reason: "a page's own script or style does not run on Mintlify, and MDX reads its `{…}` as JavaScript: move styles to a .css file in the docs folder",
  },
]

const ELEMENT = /^\s*<([A-Z][\w.]*)/
const ICON_SHORTCODE = /:(?:material|octicons|fontawesome|simple)-[\w-]+:/g

/** A pass that reports the leftovers of a dialect (and, for `mdx`/`vitepress`, components Mintlify lacks used without an import). */
export function leftovers(dialect: LeftoverDialect): Pass {
  return (lines, converter) => {
    const imported = importedModules(converter.page)
    return eachProse(lines, (line) => {
      if (dialect === 'vitepress' && /^\s*\[\[toc\]\]\s*$/i.test(line.text)) {
        converter.converted('table of contents')
        return undefined
      }
      report(line, dialect, imported, converter)
      return line
    })
  }
}

function report(line: Line, dialect: LeftoverDialect, imported: ReadonlyMap<string, string>, converter: Converter): void {
  // What a code span holds is shown as written.
  const text = maskCodeSpans(line.text)
  for (const rule of [...RULES[dialect], ...EVERY]) {
    const match = rule.unless?.test(text) ? null : rule.pattern.exec(text)
    if (match) converter.left(line.line, rule.construct(match), rule.reason)
  }
  // Material's icons and emoji by name, which Mintlify shows as the name: said once a page.
  if (dialect === 'mkdocs')
    for (const _ of text.matchAll(ICON_SHORTCODE))
      converter.leftOnce(
        line.line,
        ':material-…: icons',
        'Material\'s icon shortcodes (`:material-…:`, `:octicons-…:`, `:fontawesome-…:`, `:simple-…:`) are shown as their names: use Mintlify\'s `<Icon icon="…" />`',
      )
  const element = ELEMENT.exec(line.text)?.[1]
  if (element !== undefined && !isMintlifyComponentName(element) && !imported.has(element.split('.')[0]!))
    converter.leftOnce(
      line.line,
      `<${element}>`,
      `Mintlify has no \`${element}\` component${dialect === 'vitepress' ? ' (a Vue component)' : ''}: make it a snippet, or replace it`,
    )
}
