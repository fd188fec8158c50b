import { afterAll, describe, expect, it, type TestContext } from 'vitest'
import { VERSIONED_TAB_PAGES, VERSIONED_TAB_SITE } from '../fixtures/versioned-tab-site.js'
import { closePages, newPage, previewOf, projectWith, type OpenPreview } from './harness.js'

/**
 * The version a reader chose, kept for the session by the client script: on a page under no version,
 * a tab holding versions opens in it (Mintlify's "preserves the selected version in the tab href
 * when switching back to a versioned tab"), in Chromium on a preview.
 */

let preview: OpenPreview | undefined
afterAll(async () => {
  await preview?.close()
  await closePages()
})

async function open(context: TestContext, path: string) {
  preview ??= await previewOf(projectWith(VERSIONED_TAB_SITE, VERSIONED_TAB_PAGES))
  const page = await newPage(context)
  await page.goto(new URL(path, preview.url).href)
  return { page, base: preview.url.replace(/\/$/, '') }
}

describe("the reader's version in a browser", () => {
  it('a tab holding versions opens in the version the reader was in, from a page under none', async (context) => {
    const { page, base } = await open(context, '/versions/unstable')
    const tabs = page.getByRole('navigation', { name: 'Main' })
    await tabs.getByRole('link', { name: 'API', exact: true }).click()
    await page.waitForURL(`${base}/api-reference/introduction`)
    const versions = tabs.getByRole('link', { name: 'Versions', exact: true })
    expect(await versions.getAttribute('href')).toBe('/versions/unstable')
    await versions.click()
    await page.waitForURL(`${base}/versions/unstable`)
  })

  it('a new session starts in the default version', async (context) => {
    const { page } = await open(context, '/api-reference/introduction')
    const versions = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Versions', exact: true })
    expect(await versions.getAttribute('href')).toBe('/versions/v1')
  })
})
