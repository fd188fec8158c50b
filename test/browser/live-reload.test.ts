import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { closePages, newPage, previewOf, projectWith, write, type OpenPreview } from './harness.js'
import { docsJson } from '../helpers/docs-json.js'

/** Live reload: an edit of the project changes the open page, with no action in the browser. */

const previews: OpenPreview[] = []
afterAll(async () => {
  await Promise.all(previews.map((preview) => preview.close()))
  await closePages()
})

const DOCS = docsJson({ name: 'Live', navigation: { groups: [{ group: 'Guide', pages: ['intro', 'setup'] }] } })

describe('the preview reloads open pages', () => {
  it("shows a page added to docs.json in the open page's sidebar, then a title edited in a page, then an error and its fix", async (context) => {
    const root = projectWith(DOCS, ['intro', 'setup', 'added'])
    const preview = await previewOf(root)
    previews.push(preview)
    const page = await newPage(context)
    await page.goto(`${preview.url}intro`)
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' })
    expect(await sidebar.getByRole('link').allTextContents()).toEqual(['Intro', 'Setup'])

    writeFileSync(join(root, 'docs.json'), JSON.stringify({ ...DOCS, navigation: { groups: [{ group: 'Guide', pages: ['intro', 'setup', 'added'] }] } }))
    await sidebar.getByRole('link', { name: 'Added' }).waitFor()
    expect(await sidebar.getByRole('link').allTextContents()).toEqual(['Intro', 'Setup', 'Added'])

    write(root, 'setup.mdx', '---\ntitle: Setting up\n---\n')
    await sidebar.getByRole('link', { name: 'Setting up' }).waitFor()

    // A page removed: the error shows in the diagnostics panel, and goes when the page is back.
    const setup = readFileSync(join(root, 'setup.mdx'), 'utf8')
    rmSync(join(root, 'setup.mdx'))
    await page.locator('.diagnostics summary', { hasText: '1 error' }).waitFor()
    expect(await page.locator('.diagnostics pre').textContent()).toMatch(/setup/)
    writeFileSync(join(root, 'setup.mdx'), setup)
    await page.locator('.diagnostics').waitFor({ state: 'detached' })
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Intro')

    // docs.json broken while typing: the last navigation stays, under the error.
    const docs = readFileSync(join(root, 'docs.json'), 'utf8')
    writeFileSync(join(root, 'docs.json'), docs.slice(0, -3))
    await page.getByText('the navigation shown is the last one that had pages').waitFor()
    expect(await sidebar.getByRole('link').allTextContents()).toEqual(['Intro', 'Setting up', 'Added'])
    expect(await page.locator('.diagnostics summary').textContent()).toMatch(/^1 error/)
    writeFileSync(join(root, 'docs.json'), docs)
    await page.locator('.diagnostics').waitFor({ state: 'detached' })
  })

  it('reloads every one of eight open tabs (one connection per browser, not one per tab: browsers allow six)', async (context) => {
    const root = projectWith(DOCS, ['intro', 'setup'])
    const preview = await previewOf(root)
    previews.push(preview)
    const pages = []
    for (let index = 0; index < 8; index++) {
      const page = await newPage(context)
      await page.goto(`${preview.url}${index % 2 === 0 ? 'intro' : 'setup'}`)
      pages.push(page)
    }
    write(root, 'intro.mdx', '---\ntitle: Introduction\n---\n')
    for (const page of pages) await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Introduction' }).waitFor()
  })
})
