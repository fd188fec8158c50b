// Benchmark for `docsnav check --links`: generated sites of 1,000 and 10,000 pages of realistic MDX
// (1–5 KB each, about 10 links, 5 headings, Mintlify components, code fences; every link valid),
// each command a new process as a CI job runs it, against the floor measured in the same run:
// remark-parse + remark-mdx alone (`unified().use(remarkParse).use(remarkMdx).parse`) over the
// same files, reading them included, in one thread of a new process. The check runs cold
// (`--no-cache`) and warm (`--cache`, after a priming run filled node_modules/.cache/docsnav);
// plain `check` (no page bodies read) for reference. Commands run in turns (A B C D A B C D ...)
// so drift in machine load hits all alike; each is checked to exit 0, and the site to have no
// link diagnostics, before timing.
// Usage: npm run bench:links [-- --sizes 1000,10000] [-- --runs N] [--json]
// --json: the last line of stdout is {"rows": [{pages, bytes, runs, floor, cold, warm, plain, coldRatio, warmRatio,
// cacheBytes}]} (ms), read by bench/report.js.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join, relative } from 'node:path'
import { parseArgs } from 'node:util'

const { values } = parseArgs({
  options: { sizes: { type: 'string', default: '1000,10000' }, runs: { type: 'string' }, json: { type: 'boolean', default: false } },
})
const root = join(import.meta.dirname, '..')
const docsnav = join(root, 'bin', 'docsnav.js')
const floorScript = join(import.meta.dirname, 'links-floor.tmp.mjs')
// The CI variable turns the cache off (and a CI job's checkout is not what this measures).
const { CI: _ci, ...env } = process.env

/** Bump when the generated pages change: cached sites made by another version are made again. */
const GENERATOR = 'links-2'
const SEED = 0x5eed
const SECTION_SIZE = 50
const IMAGES = 8
const MAX_PAGE_BYTES = 5000

// ---------------------------------------------------------------------------------------------
// The site

/** Creates (once) a site of `pages` pages under `folder`; returns the page paths (without `.mdx`). */
function linksSite(folder, pages) {
  const paths = Array.from({ length: pages }, (_, index) => pagePath(index))
  const marker = join(folder, '.complete')
  if (existsSync(marker) && readFileSync(marker, 'utf8') === GENERATOR) return paths
  rmSync(folder, { recursive: true, force: true })
  mkdirSync(join(folder, 'images'), { recursive: true })
  for (let image = 0; image < IMAGES; image++) writeFileSync(join(folder, 'images', `diagram-${image}.png`), PNG)
  writeFileSync(
    join(folder, 'images', 'logo.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#0D9373"/></svg>\n',
  )
  const groups = []
  for (let start = 0; start < pages; start += SECTION_SIZE) {
    const section = start / SECTION_SIZE
    groups.push({ group: `${TOPICS[section % TOPICS.length]} ${section + 1}`, pages: paths.slice(start, start + SECTION_SIZE) })
  }
  const docs = { $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Bench', colors: { primary: '#0D9373' }, navigation: { groups } }
  writeFileSync(join(folder, 'docs.json'), JSON.stringify(docs, null, 2))
  // A package, so the page cache (node_modules/.cache/docsnav) is used.
  writeFileSync(join(folder, 'package.json'), '{"private":true}\n')
  for (let index = 0; index < pages; index++) {
    mkdirSync(join(folder, sectionOf(index)), { recursive: true })
    writeFileSync(join(folder, `${paths[index]}.mdx`), pageText(index, pages))
  }
  writeFileSync(marker, GENERATOR)
  return paths
}

const sectionOf = (index) => `section-${Math.floor(index / SECTION_SIZE) + 1}`
const pagePath = (index) => `${sectionOf(index)}/page-${index + 1}`
const pageName = (index) => `page-${index + 1}`

/** A small deterministic generator (mulberry32). */
function random(seed) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  next.int = (below) => Math.floor(next() * below)
  next.pick = (list) => list[next.int(list.length)]
  return next
}
const pageRandom = (index, stream) => random(SEED ^ Math.imul(index + 1, 0x9e3779b1) ^ Math.imul(stream, 0x85ebca6b))

const TOPICS = ['Getting started', 'Authentication', 'Webhooks', 'Deployments', 'Billing', 'Integrations', 'Analytics', 'Security']
// Few texts, picked with replacement: most pages repeat a heading (`overview`, `overview-2`).
const HEADINGS = ['Overview', 'Configuration', 'Usage', 'Examples', 'Next steps', 'Troubleshooting', 'Limits and quotas', 'Best practices']
const WORDS = (
  'the a project request client server token webhook deployment build region key value endpoint ' +
  'response event queue retry limit page site team member role access policy version branch preview domain ' +
  'certificate cache header payload signature secret environment variable log metric trace dashboard alert ' +
  'handles sends returns stores rotates validates creates updates deletes lists schedules signs verifies ' +
  'quickly safely every each new existing default custom shared private public'
).split(' ')

/** The headings of page `index` (level and text) and their anchor ids, as Mintlify slugs them (counted: `usage`, `usage-2`). */
function headingsOf(index) {
  const next = pageRandom(index, 1)
  const seen = new Map()
  return Array.from({ length: 5 }, (_, position) => {
    const text = position === 2 && next() < 0.5 ? `Configure ${next.pick(WORDS)} ${index % 97}` : next.pick(HEADINGS)
    const base = text.toLowerCase().replace(/\s+/g, '-')
    const count = (seen.get(base) ?? 0) + 1
    seen.set(base, count)
    return { level: position === 0 || next() < 0.6 ? 2 : 3, text, id: count === 1 ? base : `${base}-${count}` }
  })
}

function sentence(next) {
  const words = Array.from({ length: 6 + next.int(10) }, () => next.pick(WORDS))
  if (next() < 0.15) words[next.int(words.length)] = `\`${next.pick(WORDS)}_${next.int(100)}\``
  // biome-ignore lint/suspicious/noDuplicateElseIf: each call of next() draws another number
  else if (next() < 0.15) words[next.int(words.length)] = `**${next.pick(WORDS)}**`
  const text = words.join(' ')
  return `${text[0].toUpperCase()}${text.slice(1)}.`
}

const paragraph = (next, sentences = 2 + next.int(4)) => Array.from({ length: sentences }, () => sentence(next)).join(' ')

/** Page `index`'s text: about 1–5 KB, five headings, about ten valid links, some components. */
function pageText(index, pages) {
  const next = pageRandom(index, 2)
  const headings = headingsOf(index)
  const section = Math.floor(index / SECTION_SIZE)
  const sectionStart = section * SECTION_SIZE
  const sectionSize = Math.min(SECTION_SIZE, pages - sectionStart)
  // Another page: anywhere (root-relative), in this section (`./`), in another section (`../`).
  const anywhere = () => {
    let other
    do other = next.int(pages)
    while (other === index && pages > 1)
    return other
  }
  const sibling = () => sectionStart + next.int(sectionSize)
  const anchorOf = (other) => next.pick(headingsOf(other)).id
  const title = `${next.pick(TOPICS)}: ${next.pick(WORDS)} ${index + 1}`
  const far = anywhere()
  const farAnchored = anywhere()
  const near = sibling()
  const nearAnchored = sibling()
  const across = anywhere()
  const cardFar = anywhere()
  const cardNear = sibling()
  const image = next.int(IMAGES)
  const step = `Install the ${next.pick(WORDS)} client`

  // The skeleton: under each heading a short paragraph and its links, most of them inside a
  // component (each component on some pages only: its links are then in a plain paragraph);
  // filler paragraphs are added after it to reach the page's size.
  const some = (share, component, plain) => (next() < share ? component : plain)
  const readFirst = `[what ${next.pick(WORDS)} does](/${pagePath(farAnchored)}#${anchorOf(farAnchored)})`
  const configure = `[configuration](./${pageName(nearAnchored)}#${anchorOf(nearAnchored)})`
  const compare = `[this page](../${pagePath(across)}#${anchorOf(across)})`
  const issue = `[an issue](https://github.com/acme/widget/issues/${next.int(5000)})`
  const blocks = [
    [
      `${sentence(next)} Start with [the ${next.pick(WORDS)} guide](/${pagePath(far)}) if this is new to you.`,
      some(0.7, `<Note>\n  Read ${readFirst} first: ${sentence(next).toLowerCase()}\n</Note>`, `Read ${readFirst} first.`),
    ],
    [
      `${sentence(next)} See [the sibling page](./${pageName(near)}) for more.`,
      `![Diagram of the ${next.pick(WORDS)} flow](/images/diagram-${image}.png)`,
      some(
        0.5,
        `<Steps>\n  <Step title="${step}">\n    ${sentence(next)}\n\n    \`\`\`bash\n    npm install --save @acme/${next.pick(WORDS)}-client\n    \`\`\`\n  </Step>\n  <Step title="Configure it">\n    Set the options as in ${configure}.\n  </Step>\n</Steps>`,
        `Set the options as in ${configure}.`,
      ),
    ],
    [
      `${sentence(next)} The reference is on [the vendor's site](https://example.com/docs/${next.pick(WORDS)}/${index + 1}).`,
      ...(next() < 0.4
        ? [
            `<Tabs>\n  <Tab title="JavaScript">\n    \`\`\`js\n    const client = new Client({ key: process.env.ACME_KEY, region: '${next.pick(WORDS)}' })\n    await client.${next.pick(WORDS)}s.list({ limit: ${next.int(100)} })\n    \`\`\`\n  </Tab>\n  <Tab title="Python">\n    \`\`\`python\n    client = Client(key=os.environ["ACME_KEY"])\n    client.${next.pick(WORDS)}s.list(limit=${next.int(100)})\n    \`\`\`\n  </Tab>\n</Tabs>`,
          ]
        : []),
    ],
    [
      `${sentence(next)} Back to [${headings[0].text.toLowerCase()}](#${headings[0].id}) on this page.`,
      some(
        0.4,
        `<Accordion title="Why does the ${next.pick(WORDS)} fail">\n  ${sentence(next)} Compare with ${compare}, or open ${issue}.\n</Accordion>`,
        `Compare with ${compare}, or open ${issue}.`,
      ),
      ...(next() < 0.3 ? [`- ${sentence(next)}\n- ${sentence(next)}\n- ${sentence(next)} <img src="/images/logo.svg" alt="logo" width="16" />`] : []),
    ],
    [
      sentence(next),
      some(
        0.5,
        `<CardGroup cols={2}>\n  <Card title="${TOPICS[next.int(TOPICS.length)]}" icon="book" href="/${pagePath(cardFar)}">\n    ${sentence(next)}\n  </Card>\n  <Card title="Related" icon="link" href="./${pageName(cardNear)}">\n    ${sentence(next)}\n  </Card>\n</CardGroup>`,
        `Go on with [the next guide](/${pagePath(cardFar)}) or [a related page](./${pageName(cardNear)}).`,
      ),
    ],
  ]
  const target = 1000 + next.int(4000)
  const frontmatter = `---\ntitle: "${title}"\ndescription: "${sentence(next).slice(0, -1)}"\n---\n\n`
  const render = () =>
    frontmatter + headings.map((heading, position) => `${'#'.repeat(heading.level)} ${heading.text}\n\n${blocks[position].join('\n\n')}\n\n`).join('')
  let text = render()
  // Filler paragraphs (some with an inline code fence) under the headings in turn, until the page has its size.
  for (let position = 0; Buffer.byteLength(text) < target; position = (position + 1) % blocks.length) {
    const filler = next() < 0.15 ? `\`\`\`json\n{ "${next.pick(WORDS)}": ${next.int(1000)}, "enabled": true }\n\`\`\`` : paragraph(next)
    if (Buffer.byteLength(text) + Buffer.byteLength(filler) + 2 > MAX_PAGE_BYTES) break
    blocks[position].splice(1, 0, filler)
    text = render()
  }
  return text
}

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

// ---------------------------------------------------------------------------------------------
// The floor: remark-parse + remark-mdx alone, one thread, a new process.

process.on('exit', () => rmSync(floorScript, { force: true }))
writeFileSync(
  floorScript,
  `// Written by bench/links.js (the floor of bench:links); safe to delete.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { unified } from 'unified'
import remarkParse from 'remark-parse'
import remarkMdx from 'remark-mdx'

const folder = process.argv[2]
const processor = unified().use(remarkParse).use(remarkMdx)
let nodes = 0
for (const group of JSON.parse(readFileSync(join(folder, 'docs.json'), 'utf8')).navigation.groups) {
  for (const page of group.pages) nodes += processor.parse(readFileSync(join(folder, page + '.mdx'), 'utf8')).children.length
}
if (nodes === 0) throw new Error('no nodes')
`,
)

// ---------------------------------------------------------------------------------------------
// Measuring

/** One run of node with `args`: wall milliseconds; fails unless it exits 0. */
function run(args) {
  const start = process.hrtime.bigint()
  const child = spawnSync(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 1 << 26 })
  const wall = Number(process.hrtime.bigint() - start) / 1e6
  if (child.status !== 0) throw new Error(`node ${args.join(' ')} exited with ${child.status ?? child.signal}: ${child.stderr}`)
  return wall
}

/** Checks the site once with `--format json`: no errors, and no link diagnostic at all (DN8xxx). */
function verify(site, cacheFlag, pages) {
  const child = spawnSync(process.execPath, [docsnav, 'check', site, '--links', cacheFlag, '--format', 'json'], {
    cwd: root,
    env,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  })
  let result
  try {
    result = JSON.parse(child.stdout)
  } catch {
    throw new Error(`docsnav check ${relative(root, site)} --links ${cacheFlag} exited with ${child.status} without JSON: ${child.stderr}`)
  }
  const bad = result.diagnostics.filter((diagnostic) => diagnostic.code.startsWith('DN8') || diagnostic.severity === 'error')
  if (bad.length > 0 || result.summary.errors > 0 || child.status !== 0) {
    console.error(
      `\nFAILED: the generated site of ${pages} pages should check clean, but docsnav check --links ${cacheFlag} reported ${bad.length} link diagnostics or errors (${result.summary.errors} errors, exit ${child.status}); the first ten:`,
    )
    console.error(JSON.stringify(bad.slice(0, 10), null, 2))
    process.exit(1)
  }
  return result
}

const median = (list) => [...list].sort((x, y) => x - y)[Math.floor(list.length / 2)]
const shell = (args) => ['env -u CI node', ...args.map((arg) => (arg.startsWith('/') ? relative(root, arg) : arg))].join(' ')
const sizes = values.sizes.split(',').map(Number)
const rows = []
console.log(`node ${process.version}; ${availableParallelism()} cores; each command a new process, in turns after warm-up rounds; medians of wall time`)
for (const pages of sizes) {
  const site = join(import.meta.dirname, '.cache', `links-${pages}`)
  const made = Date.now()
  const paths = linksSite(site, pages)
  const bytes = paths.reduce((sum, path) => sum + statSync(join(site, `${path}.mdx`)).size, 0)
  const generated = Date.now() - made
  const cacheFolder = join(site, 'node_modules', '.cache', 'docsnav')
  const cacheFile = join(cacheFolder, 'pages.json')
  // A cold run that fills the cache, then a warm one reading it: both must find nothing.
  rmSync(cacheFolder, { recursive: true, force: true })
  process.stderr.write(`${pages} pages: checking the site (cold, filling the cache)...\n`)
  verify(site, '--cache', pages)
  if (!existsSync(cacheFile)) throw new Error(`docsnav check --links --cache wrote no ${relative(root, cacheFile)}`)
  verify(site, '--cache', pages)
  const commands = {
    floor: [floorScript, site],
    cold: [docsnav, 'check', site, '--links', '--no-cache'],
    warm: [docsnav, 'check', site, '--links', '--cache'],
    plain: [docsnav, 'check', site],
  }
  // 10,000 pages take minutes a round on two cores: fewer runs, and the checks above are their warm-up.
  const runs = Number(values.runs ?? (pages >= 10_000 ? 3 : 7))
  const warmup = pages >= 10_000 ? 0 : 1
  const samples = Object.fromEntries(Object.keys(commands).map((name) => [name, []]))
  for (let round = -warmup; round < runs; round++) {
    process.stderr.write(`${pages} pages: ${round < 0 ? 'warm-up round' : `round ${round + 1} of ${runs}`}\n`)
    for (const [name, args] of Object.entries(commands)) {
      const wall = run(args)
      if (round >= 0) samples[name].push(wall)
    }
  }
  const ratio = (name) => median(samples[name].map((wall, index) => wall / samples.floor[index]))
  const row = {
    pages,
    bytes,
    runs,
    ...Object.fromEntries(Object.keys(commands).map((name) => [name, median(samples[name])])),
    coldRatio: ratio('cold'),
    warmRatio: ratio('warm'),
    cacheBytes: statSync(cacheFile).size,
  }
  rows.push(row)
  console.log(
    `\n${pages.toLocaleString('en-US')} pages in ${relative(root, site)}: ${(bytes / 1e6).toFixed(1)} MB of MDX (${(bytes / pages / 1024).toFixed(1)} KB a page)${generated > 50 ? `, generated in ${(generated / 1000).toFixed(1)} s` : ''}; page cache ${(row.cacheBytes / 1e6).toFixed(1)} MB; ${runs} runs each${warmup > 0 ? ` after ${warmup} warm-up round${warmup === 1 ? '' : 's'}` : ''}`,
  )
  console.log(`  floor  ${shell(commands.floor)}   (remark-parse + remark-mdx alone, one thread)`)
  console.log(`  cold   ${shell(commands.cold)}`)
  console.log(`  warm   ${shell(commands.warm)}   (after a priming run)`)
  console.log(`  plain  ${shell(commands.plain)}`)
}

const ms = (value) => `${value.toFixed(0)} ms`
console.log('\npages     MB of MDX   floor (ms)   --links cold (ms)   × floor   --links warm (ms)   × floor   plain check (ms)')
for (const row of rows) {
  console.log(
    `${row.pages.toLocaleString('en-US').padEnd(9)} ${(row.bytes / 1e6).toFixed(1).padStart(9)}   ${row.floor.toFixed(0).padStart(10)}   ${row.cold.toFixed(0).padStart(17)}   ${row.coldRatio.toFixed(2).padStart(7)}   ${row.warm.toFixed(0).padStart(17)}   ${row.warmRatio.toFixed(2).padStart(7)}   ${row.plain.toFixed(0).padStart(16)}`,
  )
}
console.log("(× floor: the median of each round's ratio to the floor run beside it)")
const small = rows.find((row) => row.pages === Math.min(...sizes))
const large = rows.find((row) => row.pages === Math.max(...sizes))
if (rows.length > 1 && small !== large) {
  const factor = large.pages / small.pages
  const growth = (name) => `${name} ${(large[name] / small[name]).toFixed(1)}× (${ms(small[name])} → ${ms(large[name])})`
  console.log(
    `growth from ${small.pages.toLocaleString('en-US')} to ${large.pages.toLocaleString('en-US')} pages (${factor}× the pages; linear is ${factor}×, less where start-up counts): ${['floor', 'cold', 'warm', 'plain'].map(growth).join('; ')}`,
  )
}
if (values.json) console.log(JSON.stringify({ rows }))
