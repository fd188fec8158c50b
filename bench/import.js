// Benchmark for `docsnav import`, in-process: every real input of test/import-corpus (each kind's
// reader, the page plan and the check of the result), then a synthetic MkDocs site of --pages pages
// with --pages old URLs to redirect (the migration redirects at scale).
// Usage: npm run bench:import [-- --pages 10000 --runs 3]
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { parseArgs } from 'node:util'

const { values } = parseArgs({ options: { pages: { type: 'string', default: '10000' }, runs: { type: 'string', default: '3' } } })
const { importSite } = await import('../dist/import/index.js')
const { corpusProject } = await import('../test/import/generator-project.mjs')
const runs = Number(values.runs)
const corpus = join(import.meta.dirname, '..', 'test', 'import-corpus')

/** The median of `runs` runs of an async `run`, in milliseconds, with the last result. */
async function median(run) {
  const times = []
  let result
  for (let index = 0; index < runs; index++) {
    const start = performance.now()
    result = await run()
    times.push(performance.now() - start)
  }
  return { ms: times.sort((a, b) => a - b)[Math.floor(runs / 2)], result }
}

console.log(`node ${process.version}; medians of ${runs} runs`)
const rows = []
for (const kind of readdirSync(corpus).sort()) {
  for (const name of readdirSync(join(corpus, kind)).sort()) {
    if (!statSync(join(corpus, kind, name)).isDirectory()) continue
    // Docusaurus, VitePress and Starlight inputs are read with their generator's modules: from a
    // copy inside generators/<kind>/ (installed by npm test), as the corpus tests read them.
    const project = corpusProject(kind, name)
    try {
      const { ms, result } = await median(() => importSite(project.root, { from: kind }))
      rows.push({ input: `${kind}/${name}`, pages: result.pages, ms, errors: result.report.summary.errors })
    } finally {
      project.remove()
    }
  }
}
rows.sort((a, b) => b.pages - a.pages)
console.log('| input | pages | import, ms | errors |\n|---|---:|---:|---:|')
for (const row of rows) console.log(`| ${row.input} | ${row.pages} | ${row.ms.toFixed(0)} | ${row.errors} |`)

// A synthetic MkDocs site: sections of 100 pages, every old URL under /old/ (one redirect each).
const pages = Number(values.pages)
const site = mkdtempSync(join(tmpdir(), 'docsnav-bench-import-'))
const write = (path, text) => {
  mkdirSync(dirname(join(site, path)), { recursive: true })
  writeFileSync(join(site, path), text)
}
const nav = []
for (let section = 0; section * 100 < pages; section++) {
  const entries = []
  for (let index = section * 100; index < Math.min(pages, (section + 1) * 100); index++) {
    write(`docs/section-${section}/page-${index}.md`, `# Page ${index}\n`)
    entries.push(`  - Page ${index}: section-${section}/page-${index}.md`)
  }
  nav.push(`- Section ${section}:\n${entries.map((line) => `  ${line}`).join('\n')}`)
}
write('mkdocs.yml', `site_name: Synthetic\nnav:\n${nav.join('\n')}\n`)
const oldUrls = Array.from({ length: pages }, (_, index) => `https://old.example.com/old/section-${Math.floor(index / 100)}/page-${index}/`).join('\n')
const plain = await median(() => importSite(site, { from: 'mkdocs' }))
const moved = await median(() => importSite(site, { from: 'mkdocs', oldUrls: { file: 'urls.txt', text: oldUrls } }))
console.log(
  `synthetic MkDocs site of ${pages.toLocaleString('en-US')} pages: import ${plain.ms.toFixed(0)} ms; with ${pages.toLocaleString('en-US')} old URLs ${moved.ms.toFixed(0)} ms (${(moved.result.config.redirects ?? []).length.toLocaleString('en-US')} redirects)`,
)
rmSync(site, { recursive: true, force: true })

// Page bodies: every real page vendored in test/fixtures/import/bodies converted to Mintlify's
// components, beside the time remark's MDX parser (what Mintlify reads pages with) takes to read
// the same pages once: the conversion is a line scanner, no parse.
const { convertPageBody, readsAsMarkdown } = await import('../dist/import/bodies/index.js')
const { parseMdx } = await import('../dist/parse/mdx.js')
const bodies = join(import.meta.dirname, '..', 'test', 'fixtures', 'import', 'bodies')
console.log('\n| page bodies of | pages | KiB | converted | left | convert, ms | remark parse, ms |\n|---|---:|---:|---:|---:|---:|---:|')
for (const kind of readdirSync(bodies).filter((name) => statSync(join(bodies, name)).isDirectory())) {
  const pages = readdirSync(join(bodies, kind), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => ({ name: entry.name, text: readFileSync(join(entry.parentPath, entry.name), 'utf8') }))
  const texts = pages.map((page) => page.text)
  const converting = await median(() => pages.map((page) => convertPageBody(page.text, kind, { markdown: readsAsMarkdown(kind, page.name) })))
  const parsing = await median(() => texts.map((text) => parseMdx(text)))
  const converted = converting.result.reduce((sum, result) => sum + [...result.converted.values()].reduce((a, b) => a + b, 0), 0)
  const left = converting.result.reduce((sum, result) => sum + result.left.length, 0)
  const kib = texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0) / 1024
  console.log(`| ${kind} | ${texts.length} | ${kib.toFixed(0)} | ${converted} | ${left} | ${converting.ms.toFixed(1)} | ${parsing.ms.toFixed(1)} |`)
}
