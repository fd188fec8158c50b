// The MkDocs dev loop's docsnav part at scale: `docsnav mkdocs docs --watch` on a generated site
// (default 1,000 pages), then edits: a group renamed in docs.json, and one page's text changed.
// For each: the time from the edit to docsnav's "N files written again in X ms" line (the watcher's
// settling included), X itself, and N (only what changed is written: a renamed group changes the
// config alone). MkDocs is not run (bench/mkdocs.js times `mkdocs serve` after the same edit).
//
// Usage: npm run build && node bench/mkdocs-watch.js [--runs 5 --pages 1000]
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { parseArgs } from 'node:util'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, pages: { type: 'string', default: '1000' } } })
const runs = Number(values.runs)
const count = Number(values.pages)
const cli = join(import.meta.dirname, '..', 'bin', 'docsnav.js')
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]
const write = (path, text) => {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, text)
}

const folder = mkdtempSync(join(tmpdir(), 'docsnav-bench-mkdocs-watch-'))
const navigation = { tabs: [] }
for (let tab = 0; tab < 5; tab++) navigation.tabs.push({ tab: `Tab ${tab}`, groups: [] })
for (let index = 0; index < count; index++) {
  const tab = navigation.tabs[index % 5]
  const group = Math.floor(index / 5 / 20)
  const path = `tab-${index % 5}/group-${group}/page-${index}`
  if (tab.groups.length <= group) tab.groups.push({ group: `Group ${group}`, pages: [] })
  tab.groups[group].pages.push(path)
  write(
    join(folder, 'docs', `${path}.mdx`),
    `---\ntitle: Page ${index}\n---\n\nPage ${index}. ${'Some prose about deploying applications, with a [link](/tab-0/group-0/page-0). '.repeat(8)}\n\n<Note>A note on page ${index}.</Note>\n\n<Tabs>\n  <Tab title="One">First.</Tab>\n  <Tab title="Two">Second.</Tab>\n</Tabs>\n`,
  )
}
const docsJson = join(folder, 'docs', 'docs.json')
write(docsJson, JSON.stringify({ name: 'Bench', theme: 'mint', colors: { primary: '#000000' }, navigation }, null, 2))

try {
  let start = performance.now()
  execFileSync(process.execPath, [cli, 'mkdocs', 'docs'], { cwd: folder, stdio: 'pipe' })
  console.log(`${count} pages: first run ${Math.round(performance.now() - start)} ms`)
  const watcher = spawn(process.execPath, [cli, 'mkdocs', 'docs', '--watch'], { cwd: folder, stdio: ['ignore', 'pipe', 'pipe'] })
  const lines = []
  let waiting
  const read = (text) => {
    for (const [, files, ms] of text.matchAll(/(\d+) files? written again in (\d+) ms/g)) {
      lines.push({ files: Number(files), ms: Number(ms), at: performance.now() })
      waiting?.()
    }
  }
  watcher.stderr.setEncoding('utf8').on('data', read)
  watcher.stdout.setEncoding('utf8').on('data', read)
  const next = () => new Promise((resolve) => (waiting = resolve))
  await new Promise((resolve) => setTimeout(resolve, 8000))
  const measure = async (name, edit, undo) => {
    const found = []
    for (let run = 0; run < runs; run++) {
      const seen = next()
      start = performance.now()
      edit(run)
      await seen
      const line = lines.at(-1)
      found.push({ wall: line.at - start, ms: line.ms, files: line.files })
      const undone = next()
      undo()
      await undone
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    console.log(
      `${name}: edit to files written ${Math.round(median(found.map((f) => f.wall)))} ms, docsnav's update ${median(found.map((f) => f.ms))} ms, files written ${median(found.map((f) => f.files))} (medians of ${runs})`,
    )
  }
  const original = readFileSync(docsJson, 'utf8')
  await measure(
    'docs.json edit (a group renamed)',
    (run) => writeFileSync(docsJson, original.replace('"group": "Group 0"', `"group": "Renamed ${run}"`)),
    () => writeFileSync(docsJson, original),
  )
  const page = join(folder, 'docs', 'tab-1', 'group-0', 'page-1.mdx')
  const text = readFileSync(page, 'utf8')
  await measure(
    'one page edited',
    (run) => writeFileSync(page, text.replace('A note', `An edited note ${run}`)),
    () => writeFileSync(page, text),
  )
  watcher.kill('SIGTERM')
  await new Promise((resolve) => watcher.once('exit', resolve))
} finally {
  rmSync(folder, { recursive: true, force: true })
}
