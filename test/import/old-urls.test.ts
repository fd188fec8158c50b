import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importSite } from '../../src/import/index.js'
import { routePath } from '../../src/ir/redirects.js'
import { REPO } from './generator-project.mjs'

/**
 * Migration redirects on a real site that moves: the AxonIQ reference guide as HonKit (GitBook's
 * open-source builder) serves it, `x.md` at `/x.html` and a folder's README.md at `/x/`, every
 * URL taken from HonKit's own reading of its SUMMARY.md (the corpus's saved parse). Imported with
 * those URLs, each must land on a page: served as it is, or sent by a redirect to a page.
 */

interface Article {
  ref?: string
  articles?: Article[]
}

function honkitUrls(summary: { parts: Array<{ articles: Article[] }> }): string[] {
  const urls: string[] = []
  const visit = (articles: readonly Article[]) => {
    for (const article of articles) {
      if (article.ref !== undefined && !/^https?:/.test(article.ref)) {
        const file = article.ref.replace(/#.*$/, '')
        urls.push(
          `https://docs.axoniq.io/${file === 'README.md' ? '' : file.endsWith('/README.md') ? file.slice(0, -'README.md'.length) : file.replace(/\.md$/, '.html')}`,
        )
      }
      visit(article.articles ?? [])
    }
  }
  for (const part of summary.parts) visit(part.articles)
  return urls
}

describe('migration redirects of a moved site', () => {
  it('bring every URL HonKit served the AxonIQ guide at to its page', async () => {
    const corpus = join(REPO, 'test', 'import-corpus', 'gitbook')
    const urls = honkitUrls(JSON.parse(readFileSync(join(corpus, 'axoniq-reference-guide.honkit-summary.json'), 'utf8')))
    expect(urls.length).toBeGreaterThan(150)
    const result = await importSite(join(corpus, 'axoniq-reference-guide'), { from: 'gitbook', oldUrls: { file: 'urls.txt', text: urls.join('\n') } })
    expect(result.report.diagnostics.filter((diagnostic) => diagnostic.code === 'DN1208' || diagnostic.code === 'DN1211')).toEqual([])
    expect(result.report.summary.errors).toBe(0)
    const served = new Set(result.compiled!.site!.routes.map((route) => routePath(route.url)))
    const redirects = new Map((result.config!.redirects as Array<{ source: string; destination: string }>).map((rule) => [rule.source, rule.destination]))
    // Every `.html` URL moved; each old URL is a page, or a redirect to one.
    expect(redirects.size).toBeGreaterThan(100)
    for (const url of urls) {
      const path = new URL(url).pathname
      const landing = served.has(routePath(path)) ? path : redirects.get(path)
      expect(landing, path).toBeDefined()
      expect(served.has(routePath(landing!)), `${path} -> ${landing}`).toBe(true)
    }
  })
})
