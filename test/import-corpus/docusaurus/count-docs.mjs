// Counts the doc pages Docusaurus itself builds for each corpus project: @docusaurus/core's
// loadSite (the build's own loading: plugins, content, routes) over a copy of the project placed in
// generators/docusaurus, in production mode (drafts left out), every locale; the doc routes counted
// (routes whose component is @theme/DocItem). Run once from the repository root:
//   node test/import-corpus/docusaurus/count-docs.mjs
// and the counts go into pages.json, which the corpus test compares with the import's.
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

process.env.NODE_ENV = 'production'
const corpus = join(process.cwd(), 'test', 'import-corpus', 'docusaurus')
const generators = join(process.cwd(), 'generators', 'docusaurus')
const require = createRequire(join(generators, 'package.json'))
const { loadSite } = require('@docusaurus/core/lib/server/site.js')
const counts = {}
for (const name of readdirSync(corpus).filter((entry) => statSync(join(corpus, entry)).isDirectory())) {
  const siteDir = mkdtempSync(join(generators, '.docsnav-roundtrip-count-'))
  try {
    cpSync(join(corpus, name), siteDir, { recursive: true })
    const first = await loadSite({ siteDir })
    let pages = 0
    for (const locale of first.props.i18n.locales) {
      const site = locale === first.props.i18n.defaultLocale ? first : await loadSite({ siteDir, locale })
      const visit = (routes) => {
        for (const route of routes) {
          if (route.component === '@theme/DocItem') pages++
          if (route.routes) visit(route.routes)
        }
      }
      visit(site.props.routes)
      if (locale === first.props.i18n.defaultLocale) counts[name] = { docs: pages }
    }
    counts[name].allLocales = pages
  } finally {
    rmSync(siteDir, { recursive: true, force: true })
  }
}
writeFileSync(join(corpus, 'pages.json'), `${JSON.stringify(counts, null, 2)}\n`)
console.log(counts)
