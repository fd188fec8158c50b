import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { ImportReport } from '../../src/import/report.js'
import { loadStarlight, type StarlightEntry } from '../../src/import/starlight/load.js'
import { fixture, projectIn, REPO } from './generator-project.mjs'

/**
 * The import computes Starlight's sidebars with Starlight's own navigation code, but gives it the
 * config, the docs collection's ids and frontmatter, and the project's context itself. Here the
 * real Starlight builds a site (`astro build`), and the sidebar of its built pages must be exactly
 * the one the import read: labels, URLs, nesting, order (sidebar.order, then Starlight's collator
 * over slugs), collapsed groups, badges, hidden, draft and `_` files, a frontmatter `slug`,
 * translated labels, and a locale's own pages.
 */

type Tree = Array<{ label: string; href: string; badge?: string } | { group: string; open: boolean; badge?: string; entries: Tree }>

/** The sidebar of a built page, from its HTML (`<details>` groups, `<a>` links, `.sl-badge` badges). */
function builtSidebar(html: string): Tree {
  const start = html.indexOf('<ul class="top-level')
  const end = html.indexOf('</sl-sidebar-state-persist>', start)
  const part = html.slice(start, end)
  const token =
    /<details( open)?[^>]*>\s*<summary[^>]*>\s*<span class="group-label[^>]*>\s*<span class="large[^>]*>([^<]*)<\/span>\s*(?:<span class="sl-badge[^>]*>([^<]*)<\/span>)?|<\/details>|<a href="([^"]*)"[^>]*>\s*<span[^>]*>([^<]*)<\/span>\s*(?:<span class="sl-badge[^>]*>([^<]*)<\/span>)?/g
  const root: Tree = []
  const stack: Tree[] = [root]
  for (const match of part.matchAll(token)) {
    const current = stack.at(-1)!
    if (match[0] === '</details>') stack.pop()
    else if (match[0].startsWith('<details')) {
      const entries: Tree = []
      current.push({ group: decode(match[2]!), open: match[1] !== undefined, ...(match[3] ? { badge: decode(match[3]) } : {}), entries })
      stack.push(entries)
    } else current.push({ label: decode(match[5]!), href: decode(match[4]!), ...(match[6] ? { badge: decode(match[6]) } : {}) })
  }
  return root
}

function decode(text: string): string {
  return text
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

function readTree(entries: readonly StarlightEntry[]): Tree {
  return entries.map((entry) =>
    entry.type === 'group'
      ? { group: entry.label, open: !entry.collapsed, ...(entry.badge ? { badge: entry.badge.text } : {}), entries: readTree(entry.entries) }
      : { label: entry.label, href: entry.href, ...(entry.badge ? { badge: entry.badge.text } : {}) },
  )
}

test('the sidebars the import reads are the ones the real Starlight builds', async () => {
  const project = projectIn('starlight', fixture('starlight', 'differential'))
  try {
    const starlight = join(REPO, 'generators', 'starlight')
    execFileSync(process.execPath, [join(starlight, 'node_modules', 'astro', 'astro.js'), 'build', '--root', project.root], { cwd: starlight, stdio: 'pipe' })
    const report = new ImportReport()
    const loaded = await loadStarlight(project.root, 'astro.config.mjs', report)
    expect(report.diagnostics).toEqual([])
    try {
      for (const [locale, page] of [
        [undefined, 'dist/index.html'],
        ['fr', 'dist/fr/index.html'],
      ] as const) {
        const built = builtSidebar(readFileSync(join(project.root, page), 'utf8'))
        expect(built.length).toBeGreaterThan(3)
        expect(readTree(loaded!.sidebar(locale))).toEqual(built)
      }
    } finally {
      await loaded?.close()
    }
  } finally {
    project.remove()
  }
}, 180_000)
