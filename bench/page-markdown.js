// Benchmark for per-page Markdown (`<route>.md`, docs/page-markdown.md) on the 10,000-page synthetic
// site of bench/build.js: making every indexable page's Markdown (read, converted, frontmatter
// written) against only reading the same pages' bodies (the file read, its frontmatter cut off).
// Two sites: the synthetic one as it is (prose and a heading: given as written, unparsed), and the
// same one with every page written as a Mintlify page is (callouts, cards, tabs, a code group,
// steps, links, an import and an expression: parsed and converted).
// Usage: npm run build && node bench/page-markdown.js [--size 10000] [--only prose|components] [--cache DIR] [--json]
// --cache: where the sites are made (default: bench/.cache)
// --json: the last line of stdout is {"size", "sites": {prose?, components?: {"pages", "bodiesMs", "parseMs",
// "markdownMs", "ratio"}}} (ratio: Markdown ÷ bodies), read by bench/report.js.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { syntheticSite } from './synthetic-site.js'
import { medianTime } from './timing.js'

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '10000' },
    only: { type: 'string' },
    cache: { type: 'string', default: join(import.meta.dirname, '.cache') },
    json: { type: 'boolean', default: false },
  },
})
const size = Number(values.size)
const SITE_URL = 'https://docs.example.com'
const FRONTMATTER = /^\uFEFF?---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/

const { compileSync } = await import('../dist/index.js')
const { pageMarkdownOutputs } = await import('../dist/emit/page-markdown.js')
const { parseMdx } = await import('../dist/parse/mdx.js')

/** A page as Mintlify sites write them: components, links, code, an import and an expression. */
function componentPage(title, index) {
  return `---
title: "${title}"
description: "About ${title.toLowerCase()}"
---
import Shared from '/snippets/shared.mdx'

# ${title}

${'Lorem ipsum dolor sit amet. '.repeat(10)}See [the next page](./page-${index + 1}) and [the API](/api/v2#intro).

<Note>Deploys are atomic: a failed one changes nothing. {/* reviewed */}</Note>

<CardGroup cols={2}>
  <Card title="Quickstart" href="/quickstart" icon="rocket">Deploy in five minutes.</Card>
  <Card title="Concepts" href="/concepts" icon="book">Projects and environments.</Card>
</CardGroup>

<Tabs>
  <Tab title="npm">Run \`npm install\`.</Tab>
  <Tab title="Docker">Run the image.</Tab>
</Tabs>

<CodeGroup>
\`\`\`bash install.sh
npm install -g @acme/cli
\`\`\`
\`\`\`js client.js
const client = new Acme({ key })
\`\`\`
</CodeGroup>

<Steps>
  <Step title="Install">Install the CLI.</Step>
  <Step title="Deploy">Run \`acme deploy\`.</Step>
</Steps>

<Shared />

${'Lorem ipsum dolor sit amet. '.repeat(10)}
`
}

function componentSite() {
  const folder = syntheticSite(join(values.cache, `site-md-${size}`), size)
  const marker = join(folder, '.components')
  if (existsSync(marker)) return folder
  const result = compileSync(folder, {})
  result.site.routes.forEach((route, index) => {
    if (route.source.kind === 'page' && route.source.file) writeFileSync(join(folder, route.source.file), componentPage(route.title, index))
  })
  mkdirSync(join(folder, 'snippets'), { recursive: true })
  writeFileSync(join(folder, 'snippets', 'shared.mdx'), '## Shared\n\n<Tip>From a snippet.</Tip>\n')
  writeFileSync(marker, '')
  return folder
}

/** `runs`: a parse of 10,000 pages takes a minute or two: it is timed once, as the Markdown of pages with components. */
function measure(name, folder, runs) {
  const result = compileSync(folder, {})
  if (result.summary.errors > 0) throw new Error(JSON.stringify(result.diagnostics.slice(0, 3)))
  const files = result.site.routes.filter((route) => route.indexable && route.source.kind === 'page' && route.source.file).map((route) => route.source.file)
  const content = (file) => {
    try {
      return readFileSync(join(folder, file), 'utf8')
    } catch {
      return undefined
    }
  }
  const readMs = medianTime(() => {
    let length = 0
    for (const file of files) length += content(file).replace(FRONTMATTER, '').length
    if (length === 0) throw new Error('no bodies')
  }, runs)
  // What any reader of the pages' MDX pays (the link check's parse): the floor of converting them.
  const parseMs = medianTime(() => {
    for (const file of files) parseMdx(content(file))
  }, 1)
  const markdownMs = medianTime(() => {
    let length = 0
    for (const output of Object.values(pageMarkdownOutputs(result.site, SITE_URL, content))) length += output.text().length
    if (length === 0) throw new Error('no Markdown')
  }, runs)
  return {
    pages: files.length,
    bodiesMs: readMs,
    parseMs,
    markdownMs,
    ratio: markdownMs / readMs,
    line: `${name.padEnd(22)} ${String(files.length).padStart(6)}   ${readMs.toFixed(0).padStart(11)}   ${parseMs.toFixed(0).padStart(10)}   ${markdownMs.toFixed(0).padStart(13)}   ${(markdownMs / readMs).toFixed(2).padStart(8)}   ${(markdownMs / parseMs).toFixed(2).padStart(7)}`,
  }
}

console.log(`node ${process.version}; in-process; median of 5 runs; parses and the Markdown of pages with components, one run`)
console.log('site                    pages   bodies (ms)   parse (ms)   Markdown (ms)   × bodies   × parse')
const sites = {}
if (values.only !== 'components') {
  sites.prose = measure('prose (bench/build.js)', syntheticSite(join(values.cache, `site-r-${size}`), size), 5)
  console.log(sites.prose.line)
}
if (values.only !== 'prose') {
  sites.components = measure('with components', componentSite(), 1)
  console.log(sites.components.line)
}
if (values.json)
  console.log(JSON.stringify({ size, sites: Object.fromEntries(Object.entries(sites).map(([name, { line: _, ...figures }]) => [name, figures])) }))
