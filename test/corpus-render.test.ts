import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compileSync } from '../src/index.js'
import { navigationDocument } from '../src/emit/navigation.js'
import { createRenderer, escapeHtml } from '../src/render/index.js'
import { corpusFolder, corpusMissing, corpusPresent, corpusSites } from '../scripts/corpus.mjs'
import { balanced, currentPages, repeatedIds } from './helpers/html.js'
import { requires } from './helpers/requirements.js'

/**
 * `docsnav/render` on the 76 real configs (without page files): every route renders without a
 * crash into balanced HTML with no id twice, and the page is marked current exactly when its
 * scope lists it. Large sites are sampled (every route of a site up to 1,500 routes, else 1,500
 * spread over it) to keep the suite's time.
 */

const SAMPLE = 1500

describe('the renderer on the corpus', () => {
  it('has the corpus', (context) => {
    requires(context, corpusPresent, `${corpusMissing}; without it, the renderer's corpus tests do not run`)
    expect(corpusSites.length).toBeGreaterThan(0)
  })

  it.each(corpusSites)('%s', (name) => {
    const result = compileSync(join(corpusFolder, name), { noFiles: true })
    if (!result.site) return
    const renderer = createRenderer({ navigation: navigationDocument(result.tree, result.site), routes: result.site.routes })
    const routes = result.site.routes
    const step = Math.max(1, Math.floor(routes.length / SAMPLE))
    for (let index = 0; index < routes.length; index += step) {
      const route = routes[index]!
      const parts = renderer.render(route.url)
      const html = Object.values(parts).join('')
      expect(balanced(html), route.url).toBe(true)
      expect(repeatedIds(html), route.url).toEqual([])
      const scope = renderer.scopeOf(route.url)
      const copy = scope === -1 ? '' : renderer.renderScope(scope).sidebar
      // As written in an attribute: `&` and `'` are escaped (camel-ai and siderolabs have such URLs).
      const href = escapeHtml(route.url)
      const listed = copy.includes(`class="dn-page" href="${href}"`) || copy.includes(`class="dn-group-root" href="${href}"`)
      expect(currentPages(parts.sidebar), route.url).toEqual(listed ? [href] : [])
      expect(listed, route.url).toBe(!route.hidden && route.listed !== false)
    }
  })
})
