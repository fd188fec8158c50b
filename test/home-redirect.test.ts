import { describe, expect, it } from 'vitest'
import { compiledSite } from '../src/integrations/open-site.js'
import { compileSync } from '../src/index.js'

/** The redirects an integration serves for a site of these pages and docs.json redirects. */
function served(pages: string[], redirects: Array<{ source: string; destination: string }> = []) {
  const site = compiledSite('/site', compileSync({ config: { navigation: { pages }, redirects } }, { noFiles: true }))
  return site.redirects.map((redirect) => `${redirect.source} → ${redirect.destination}${redirect.permanent ? '' : ' (307)'}`)
}

describe("the integrations' redirects", () => {
  it('send `/` to the first page of a site with no index page, as Mintlify does', () => {
    expect(served(['quickstart', 'guides/setup'])).toEqual(['/ → /quickstart (307)'])
  })

  it('leave `/` to the index page, and to a redirect of docs.json from it', () => {
    expect(served(['guides/setup', 'index'])).toEqual([])
    expect(served(['quickstart'], [{ source: '/', destination: '/guides' }])).toEqual(['/ → /guides'])
  })
})
