import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compileSync, type Diagnostic } from '../src/index.js'
import { updating } from './helpers/diagnostics.js'
import { requires } from './helpers/requirements.js'
import { corpusFolder, corpusMissing, corpusPresent, corpusSites } from '../scripts/corpus.mjs'

/**
 * The 76 real configs of the corpus (scripts/corpus.mjs says where it is): each compiles and builds its outputs, generator sidebars
 * included (without page files)
 * with no crash or internal error, and
 * its diagnostics are kept as a reviewed fixture (test/corpus/<name>.txt), so any change in what
 * docsnav says about real configs shows up in review. `UPDATE=1` rewrites the fixtures.
 */
const corpus = corpusFolder
const configs = corpusSites

function line(diagnostic: Diagnostic): string {
  return `${diagnostic.code} ${diagnostic.severity} ${diagnostic.file}:${diagnostic.line}:${diagnostic.column} ${diagnostic.pointer}`
}

describe('corpus', () => {
  it('has all 76 configs', (context) => {
    requires(context, corpusPresent, `${corpusMissing}; without it, the 76 corpus tests do not run`)
    expect(configs).toHaveLength(76)
  })

  it.each(configs)('%s', (name) => {
    const result = compileSync(join(corpus, name), {
      noFiles: true,
      outputs: { siteUrl: 'https://docs.example.com', targets: ['docusaurus', 'starlight', 'vitepress', 'fumadocs', 'mkdocs'] },
    })
    expect(result.diagnostics.filter((diagnostic) => diagnostic.code.startsWith('DN9'))).toEqual([])
    // Every output is built: JSON that parses, one route per URL, a sitemap.
    const files = result.files!
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'navigation.json',
        'routes.json',
        'breadcrumbs.json',
        'breadcrumbs.jsonld.json',
        'sitemap.xml',
        'docusaurus/sidebars.json',
        'starlight/sidebar.json',
        'vitepress/sidebar.json',
        'vitepress/nav.json',
        'fumadocs/page-tree.json',
        'mkdocs/nav.yml',
      ]),
    )
    const routes = (JSON.parse(files['routes.json']!) as { routes: Array<{ url: string }> }).routes
    expect(new Set(routes.map((route) => route.url)).size).toBe(routes.length)
    JSON.parse(files['navigation.json']!)
    // Every redirect the config has (all well formed in the corpus) is in redirects.json; a config without any has none.
    const written = (JSON.parse(readFileSync(join(corpus, name, 'docs.json'), 'utf8')) as { redirects?: unknown }).redirects
    if (written === undefined) expect(files['redirects.json']).toBeUndefined()
    else
      expect((JSON.parse(files['redirects.json']!) as { redirects: unknown[] }).redirects.length).toBe(
        Array.isArray(written) ? written.length : result.tree.redirects.length,
      )
    // Google's rule for BreadcrumbList: every element but the last has an `item`; positions count from 1.
    // Collected, then one expect: an expect per element was 160,000 calls (1.5 s) for crewAI alone.
    const unlike: string[] = []
    for (const [url, list] of Object.entries(
      JSON.parse(files['breadcrumbs.jsonld.json']!) as Record<string, { itemListElement: Array<{ position: number; item?: string }> }>,
    )) {
      list.itemListElement.forEach((element, index) => {
        if (element.position !== index + 1 || typeof element.item !== 'string') unlike.push(`${url}: element ${index + 1}`)
      })
    }
    expect(unlike).toEqual([])
    // Every spec the corpus ships loads: only remote ones may be left unchecked (DN3003).
    expect(result.diagnostics.filter((diagnostic) => /^DN300[124-8]$/.test(diagnostic.code))).toEqual([])
    const actual = result.diagnostics.map(line).join('\n')
    const fixture = join(import.meta.dirname, 'corpus', `${name}.txt`)
    if (updating) writeFileSync(fixture, actual === '' ? '' : `${actual}\n`)
    expect(actual).toBe(readFileSync(fixture, 'utf8').trimEnd())
  })
})
