// Benchmark for `docsnav mcp`: each tool's latency as an agent sees it, through the SDK's own client
// over stdio (bin/docsnav.js in a process of its own), on crewAI's docs.json (../shared/corpus)
// copied into a temporary project with a stub page for every page it lists (the corpus holds no
// page files). Reported: the start (spawn to the first answer, the first compile included), the
// first search (which reads every page and builds the index), each tool's median over --runs
// calls, and the answers after an edit of docs.json (a group renamed): list_diagnostics, then
// resolve_url of one of its pages (whose breadcrumbs show it), then a search; medians of --edits. Before
// the edits: inputs past every bound (a query, a URL, a division of 100,000 characters), and the server's peak memory.
// Usage: npm run bench:mcp [-- --runs 20 --edits 5 --corpus ../shared/corpus --json]
// --json: the last line of stdout is {"pages", "startMs", "firstSearchMs", "tools": {"<name> <args>": ms},
// "afterEdit": {"listDiagnosticsMs", "resolveUrlMs", "searchMs"}, "longInputs": {"<name> <input>": ms}, "peakMb"},
// read by bench/report.js.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { parseArgs } from 'node:util'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    edits: { type: 'string', default: '5' },
    corpus: { type: 'string', default: join(import.meta.dirname, '..', '..', 'shared', 'corpus') },
    json: { type: 'boolean', default: false },
  },
})
const runs = Number(values.runs)
const edits = Number(values.edits)
const crew = join(values.corpus, 'crewAIInc__crewAI')
if (!existsSync(crew)) {
  console.log(`crewAI: not found in ${values.corpus} (pass --corpus)`)
  process.exit(0)
}
const { compileSync } = await import('../dist/index.js')

const median = (times) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]
const ms = (time) => `${time.toFixed(1)} ms`

// The project: docs.json, and a stub page for every page path the navigation lists.
const root = mkdtempSync(join(tmpdir(), 'docsnav-mcp-crew-'))
cpSync(join(crew, 'docs.json'), join(root, 'docs.json'))
const paths = new Set()
const walk = (node) => {
  if (node.type === 'page' && typeof node.path === 'string') paths.add(node.path)
  if (node.type === 'group' && typeof node.root === 'string') paths.add(node.root)
  for (const child of node.children ?? []) walk(child)
}
walk(compileSync(root, { noFiles: true }).tree)
let written = 0
for (const path of paths) {
  if (path.includes('..') || path.startsWith('/')) continue
  const file = join(root, `${path}.mdx`)
  mkdirSync(dirname(file), { recursive: true })
  const title = path.split('/').at(-1).replaceAll('-', ' ')
  writeFileSync(
    file,
    `---\ntitle: "${title}"\ndescription: "About ${title}."\n---\n\n## Overview\n\nThis page explains ${title}: how agents, crews and tasks use it, with an example.\n\n\`\`\`python\nfrom crewai import Agent\n\`\`\`\n\n## Details\n\nMore on ${title} (page ${written}).\n`,
  )
  written++
}
console.log(`crewAI's docs.json with ${written} stub pages, in ${root}`)

const transport = new StdioClientTransport({
  command: process.execPath,
  args: [join(import.meta.dirname, '..', 'bin', 'docsnav.js'), 'mcp', root],
  stderr: 'pipe',
})
const client = new Client({ name: 'docsnav-bench', version: '1.0.0' })
const call = async (name, args) => {
  const result = await client.callTool({ name, arguments: args })
  return { text: result.content.map((part) => part.text).join('\n'), data: result.structuredContent, isError: result.isError === true }
}
const timed = async (name, args) => {
  const start = performance.now()
  const answer = await call(name, args)
  return { time: performance.now() - start, answer }
}

let start = performance.now()
await client.connect(transport)
const first = await call('list_diagnostics', {})
const startMs = performance.now() - start
console.log(`start (spawn, connect, first compile, first answer): ${ms(startMs)}; ${first.text.split('\n').at(-1)}`)
const firstSearch = await timed('search_pages', { query: 'agent memory' })
console.log(`first search (every page read, the index built): ${ms(firstSearch.time)}`)

// Arguments from the project itself: a page with a file, a division, a redirect's source.
const page = firstSearch.answer.data.results[0].url
const division = (await call('list_navigation', { division: page })).data.division
const redirect = JSON.parse(readFileSync(join(root, 'docs.json'), 'utf8')).redirects?.find((rule) => !rule.source.includes(':'))?.source ?? page
const tools = [
  ['search_pages', { query: 'agent memory', limit: 10 }],
  ['search_pages', { query: 'tool', language: 'en' }],
  ['get_page', { url: page }],
  ['list_navigation', {}],
  ['list_navigation', { division }],
  ['resolve_url', { url: page }],
  ['resolve_url', { url: redirect }],
  ['resolve_url', { url: '/no/such/page' }],
  ['list_diagnostics', {}],
]
const toolTimes = {}
console.log(`each tool, median of ${runs} calls:`)
for (const [name, args] of tools) {
  const times = []
  let size = 0
  for (let run = 0; run < runs; run++) {
    const { time, answer } = await timed(name, args)
    times.push(time)
    size = answer.text.length
  }
  toolTimes[`${name} ${JSON.stringify(args)}`] = median(times)
  console.log(`  ${name} ${JSON.stringify(args)}: ${ms(median(times))} (${size.toLocaleString('en')} characters)`)
}

// Inputs past every bound (docs/mcp.md, "What one call may cost"): each answered within its bounds,
// whatever its length; the server's peak memory (VmHWM, Linux) after them.
const longUrl = `/${'ab-'.repeat(33_333)}`
const commonWords = [
  ...'this page explains how agents crews and tasks use it with an example more details overview'.split(' '),
  ...Array.from({ length: 20_000 }, (_, at) => `word${at}`),
].join(' ')
const longInputs = [
  ['search_pages', { query: 'a'.repeat(100_000) }, 'one word of 100,000 letters'],
  ['search_pages', { query: 'agents '.repeat(14_286).trim() }, 'one word 14,286 times (100,000 characters)'],
  // The words of every stub page first (each on 22,934 pages: the costliest 16 words), then others.
  ['search_pages', { query: commonWords.slice(0, 100_000) }, '16 words on every page, then others (100,000 characters)'],
  ['get_page', { url: longUrl }, 'a URL of 100,000 characters'],
  ['resolve_url', { url: longUrl }, 'a URL of 100,000 characters'],
  ['list_navigation', { division: 'x/'.repeat(50_000) }, 'a division of 100,000 characters'],
]
const longTimes = {}
console.log(`inputs past the bounds, median of ${runs} calls:`)
for (const [name, args, label] of longInputs) {
  const times = []
  let answer
  for (let run = 0; run < runs; run++) {
    const timing = await timed(name, args)
    times.push(timing.time)
    answer = timing.answer
  }
  longTimes[`${name} ${label}`] = median(times)
  console.log(
    `  ${name}, ${label}: ${ms(median(times))} (${answer.isError ? 'an error' : 'an answer'}, ${answer.text.length.toLocaleString('en')} characters: ${JSON.stringify(answer.text.split('\n')[0].slice(0, 90))})`,
  )
}
const statusFile = `/proc/${transport.pid}/status`
const peakMb = existsSync(statusFile) ? Number(/VmHWM:\s+(\d+)/.exec(readFileSync(statusFile, 'utf8'))?.[1]) / 1024 : undefined
if (peakMb !== undefined) console.log(`the server's peak memory so far: ${peakMb.toFixed(0)} MB`)

// An edit of docs.json (the first group renamed, then back), seen by the next call.
const docsPath = join(root, 'docs.json')
const docs = readFileSync(docsPath, 'utf8')
const group = /"group":\s*"([^"]+)"/.exec(docs)[1]
// A page of that group, whose breadcrumbs show its label.
const groupPage = `/${/"group":\s*"[^"]+",\s*(?:"[^"]+":\s*"[^"]*",\s*)*"pages":\s*\[\s*"([^"]+)"/.exec(docs)[1]}`
const diagnosticsAfterEdit = []
const afterEdit = []
const searchAfterEdit = []
for (let edit = 0; edit < edits; edit++) {
  writeFileSync(docsPath, edit % 2 === 0 ? docs.replace(`"group": "${group}"`, `"group": "${group} renamed"`) : docs)
  diagnosticsAfterEdit.push((await timed('list_diagnostics', {})).time)
  const { time, answer } = await timed('resolve_url', { url: groupPage })
  afterEdit.push(time)
  if (edit % 2 === 0 && !answer.text.includes(`${group} renamed`)) console.log(`  (the edit was not seen at ${groupPage})`)
  searchAfterEdit.push((await timed('search_pages', { query: 'agent memory' })).time)
}
console.log(
  `after an edit of docs.json (a group renamed), median of ${edits}: list_diagnostics ${ms(median(diagnosticsAfterEdit))} (the compile), then resolve_url ${ms(median(afterEdit))} (the routes), then search_pages ${ms(median(searchAfterEdit))} (the index brought up to date)`,
)

start = performance.now()
await client.close()
rmSync(root, { recursive: true, force: true })
if (values.json) {
  console.log(
    JSON.stringify({
      pages: written,
      startMs,
      firstSearchMs: firstSearch.time,
      tools: toolTimes,
      longInputs: longTimes,
      ...(peakMb === undefined ? {} : { peakMb }),
      afterEdit: { listDiagnosticsMs: median(diagnosticsAfterEdit), resolveUrlMs: median(afterEdit), searchMs: median(searchAfterEdit) },
    }),
  )
}
