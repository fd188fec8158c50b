import { afterAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { timeoutFor } from '../helpers/timeouts.js'
import { closePages, newPage, previewOf, projectWith, type OpenPreview } from './harness.js'
import { docsJson } from '../helpers/docs-json.js'

/**
 * The preview's search box (src/search/preview-search.ts: Pagefind's UI over the index the
 * preview rebuilds after each compile), used in Debian's Chromium as a reader would: a word of a
 * page's body finds it; the version and language filters narrow the results.
 */

const VERSIONS = ['v1', 'v2']
const LANGUAGES = ['en', 'fr']

/** Two languages of two versions each, a page in each; every body says "zephyr", one also "quokka". */
function searchSite(): string {
  const pages: Record<string, string> = {}
  const languages = LANGUAGES.map((language) => ({
    language,
    ...(language === 'en' ? { default: true } : {}),
    versions: VERSIONS.map((version) => {
      const path = `${language}/${version}/setup`
      pages[`${path}.mdx`] =
        `---\ntitle: Setup ${language} ${version}\n---\n\nInstall the zephyr agent (${language}, ${version}).\n\n## Configure\n\nSet the ${path === 'en/v2/setup' ? 'quokka' : 'wombat'} option.\n`
      return { version, ...(version === 'v2' ? { default: true } : {}), groups: [{ group: `Guides ${version}`, pages: [path] }] }
    }),
  }))
  return projectWith(docsJson({ name: 'Searchable', navigation: { languages } }), [], pages)
}

const previews: OpenPreview[] = []
afterAll(async () => {
  await Promise.all(previews.map((preview) => preview.close()))
  await closePages()
})

/** The index is made after the compile: waits until the preview serves it. */
async function indexed(base: string): Promise<void> {
  const started = performance.now()
  while (performance.now() - started < timeoutFor(1, 30_000)) {
    if ((await fetch(`${base}/pagefind/pagefind-entry.json`)).ok) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the preview never served its search index')
}

async function search(page: Page, query: string): Promise<void> {
  const input = page.locator('.pagefind-ui__search-input')
  await input.fill(query)
  await expect
    .poll(() => page.locator('.pagefind-ui__message').textContent(), { timeout: timeoutFor(1, 15_000) })
    .toMatch(new RegExp(`results? for .?${query}`))
}

const titles = (page: Page) => page.locator('.pagefind-ui__result-title').allTextContents()

describe('the preview’s search box', () => {
  it(
    'finds a page by a word of its body, and its version and language filters narrow the results',
    async (context) => {
      const preview = await previewOf(searchSite())
      previews.push(preview)
      const base = preview.url.replace(/\/$/, '')
      await indexed(base)
      const page = await newPage(context)
      await page.goto(`${base}/en/v2/setup`)
      await page.locator('.pagefind-ui__search-input').waitFor({ state: 'visible', timeout: timeoutFor(1, 15_000) })

      // A word only one page's body holds.
      await search(page, 'quokka')
      await expect.poll(() => titles(page)).toEqual(['Setup en v2'])

      // A word of every page: all four, the other language's too (its index merged in).
      await search(page, 'zephyr')
      await expect.poll(() => titles(page).then((found) => found.sort())).toEqual(['Setup en v1', 'Setup en v2', 'Setup fr v1', 'Setup fr v2'])

      // Filtered by version, then by language too.
      await page.locator('.pagefind-ui__filter-name', { hasText: 'version' }).click()
      await page.getByRole('checkbox', { name: /^v1/ }).check()
      await expect.poll(() => titles(page).then((found) => found.sort())).toEqual(['Setup en v1', 'Setup fr v1'])
      await page.locator('.pagefind-ui__filter-name', { hasText: 'language' }).click()
      await page.getByRole('checkbox', { name: /^fr/ }).check()
      await expect.poll(() => titles(page)).toEqual(['Setup fr v1'])
    },
    timeoutFor(1, 60_000),
  )
})
