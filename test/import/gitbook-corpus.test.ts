import { existsSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readSummary, type SummaryItem } from '../../src/import/gitbook/summary.js'
import { importSite } from '../../src/import/index.js'

/**
 * Real GitBook projects (test/import-corpus/gitbook/SOURCES.md) and the fixtures' SUMMARY.md, against
 * HonKit, GitBook's open-source successor: its own parse of each SUMMARY.md (`parseSummary` of
 * honkit/lib/parsers, 6.1.7), recorded beside each project as `<name>.honkit-summary.json`. The
 * import reads the same parts, titles, links and nesting, and lists the pages HonKit would build:
 * each local Markdown file an article names (once), and the readme first if SUMMARY.md leaves it out.
 */

const corpus = join(import.meta.dirname, '..', 'import-corpus', 'gitbook')
const fixtures = join(import.meta.dirname, '..', 'fixtures', 'import', 'gitbook')
const PROJECTS = [
  {
    name: 'axoniq-reference-guide',
    root: join(corpus, 'axoniq-reference-guide'),
    summary: 'SUMMARY.md',
    recorded: join(corpus, 'axoniq-reference-guide.honkit-summary.json'),
    readme: 'README.md',
    pages: 174,
  },
  {
    name: 'brighter',
    root: join(corpus, 'brighter'),
    summary: 'SUMMARY.md',
    recorded: join(corpus, 'brighter.honkit-summary.json'),
    readme: 'README.md',
    pages: 105,
  },
  {
    name: 'cheat-sheets',
    root: join(corpus, 'cheat-sheets'),
    summary: 'SUMMARY.md',
    recorded: join(corpus, 'cheat-sheets.honkit-summary.json'),
    readme: 'INTRODUCTION.md',
    pages: 106,
  },
  {
    name: 'fixture parts',
    root: join(fixtures, 'parts', 'docs'),
    summary: 'SUMMARY.md',
    recorded: join(fixtures, 'parts.honkit-summary.json'),
    readme: 'README.md',
  },
  {
    name: 'fixture no-config',
    root: join(fixtures, 'no-config'),
    summary: 'SUMMARY.md',
    recorded: join(fixtures, 'no-config.honkit-summary.json'),
    readme: 'README.md',
  },
]

interface Article {
  title: string
  ref?: string
  articles: Article[]
}

/** The parts as HonKit gives them, an untitled part without articles left out. */
function honkit(file: string): Array<{ title: string; articles: Article[] }> {
  const { parts } = JSON.parse(readFileSync(file, 'utf8')) as { parts: Array<{ title: string; articles: Article[] }> }
  return parts.filter((part) => part.title !== '' || part.articles.length > 0)
}

function asArticles(items: readonly SummaryItem[]): Article[] {
  // HonKit writes a local ref without its leading `/` (both name the file from the root).
  return items.map((item) => ({
    title: item.title,
    ...(item.kind === 'link' ? { ref: /^[a-z][a-z0-9+.-]*:|^\/\//i.test(item.url) ? item.url : item.url.replace(/^\/+/, '') } : {}),
    articles: asArticles(item.children),
  }))
}

/** The pages HonKit builds: each local Markdown file an article names, once, and the readme. */
function builtPages(root: string, parts: ReturnType<typeof honkit>, readme: string): number {
  const files = new Set<string>()
  const visit = (articles: readonly Article[]) => {
    for (const article of articles) {
      const ref = article.ref?.split('#')[0] ?? ''
      if (ref !== '' && !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(ref)) {
        const file = posix.normalize(
          ref
            .split('/')
            .filter((part) => part !== '' && part !== '.')
            .map((part) => decodeURIComponent(part))
            .join('/'),
        )
        if (/\.md$/i.test(file) && existsSync(join(root, file))) files.add(file)
      }
      visit(article.articles)
    }
  }
  for (const part of parts) visit(part.articles)
  if (existsSync(join(root, readme))) files.add(readme)
  return files.size
}

describe.each(PROJECTS)('$name', (project) => {
  it('reads SUMMARY.md as HonKit does', () => {
    const { parts } = readSummary(readFileSync(join(project.root, project.summary), 'utf8'))
    const mine = parts
      .map((part) => ({ title: part.title ?? '', articles: asArticles(part.items) }))
      .filter((part) => part.title !== '' || part.articles.length > 0)
    expect(mine).toEqual(honkit(project.recorded))
  })

  it('imports with no error, with the pages HonKit builds', async () => {
    const result = await importSite(project.root, { from: 'gitbook' })
    expect(result.report.diagnostics.filter((diagnostic) => diagnostic.severity === 'error')).toEqual([])
    expect(result.compiled?.summary.errors).toBe(0)
    const built = builtPages(project.root, honkit(project.recorded), project.readme)
    expect(result.pages).toBe(built)
    if (project.pages !== undefined) expect(result.pages).toBe(project.pages)
  })
})
