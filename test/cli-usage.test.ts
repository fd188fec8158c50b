import { describe, expect, it } from 'vitest'
import { USAGE } from '../src/cli/usage.js'

describe("docsnav --help's build line", () => {
  it('names each file build writes once, a pattern of files by what it is', () => {
    const build = USAGE.slice(USAGE.indexOf('docsnav build'), USAGE.indexOf('docsnav diff')).replace(/\s+/g, ' ')
    for (const name of ['navigation.json', 'routes.json', 'sitemap.xml', 'robots.txt', 'llms.txt', 'llms-full.txt', 'docsearch.json'])
      expect(build.split(name).length - 1, name).toBe(1)
    expect(build).toContain('each page as <route>.md')
  })
})
