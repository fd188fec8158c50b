// `docsnav build --watch` on a copy of the synthetic site: from a page's title edited to the build
// that wrote it, each edit's time and the median. The line that says what was written comes once
// the write is committed, so it is what is waited for (and the page's `.md` having changed).
// Usage: node bench/watch-build.js [--size 10000] [--site <a synthetic site of that size, to copy>] [--edits 8] [--bin path/to/bin/docsnav.js] [--json]
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { docsnav, median } from './processes.js'
import { syntheticSite } from './synthetic-site.js'

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '10000' },
    site: { type: 'string' },
    edits: { type: 'string', default: '8' },
    bin: { type: 'string', default: docsnav },
    json: { type: 'boolean', default: false },
  },
})
const size = Number(values.size)
const scratch = mkdtempSync(join(tmpdir(), 'docsnav-bench-watch-'))
const site = join(scratch, 'site')
cpSync(values.site ?? syntheticSite(join(import.meta.dirname, '.cache', `site-r-${size}`), size), site, { recursive: true })
const out = join(scratch, 'out')
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

const child = spawn(process.execPath, [values.bin, 'build', site, '--out', out, '--site-url', 'https://docs.example.com', '--watch'], {
  stdio: ['ignore', 'pipe', 'pipe'],
})
let log = ''
child.stdout.on('data', (data) => {
  log += data
})
child.stderr.on('data', (data) => {
  log += data
})
const writes = () => log.split('Wrote ').length - 1

try {
  const page = join(site, 'v1', 'tab-1', 'group-0', 'page-0.mdx')
  const markdown = join(out, 'v1', 'tab-1', 'group-0', 'page-0.md')
  const started = performance.now()
  while (writes() === 0) {
    if (performance.now() - started > 300_000) throw new Error(`the first build did not finish:\n${log}`)
    await sleep(50)
  }
  const firstBuildMs = performance.now() - started
  // The watcher settles after the first build.
  await sleep(2000)
  const original = readFileSync(page, 'utf8')
  const times = []
  for (let edit = 0; edit < Number(values.edits); edit++) {
    const before = { markdown: readFileSync(markdown, 'utf8'), writes: writes() }
    const start = performance.now()
    writeFileSync(page, original.replace(/^title: .*$/m, `title: "Edited ${edit}"`))
    while (writes() === before.writes || !existsSync(markdown) || readFileSync(markdown, 'utf8') === before.markdown) {
      if (performance.now() - start > 120_000) throw new Error(`edit ${edit} was not built in 2 minutes:\n${log.slice(-2000)}`)
      await sleep(5)
    }
    times.push(performance.now() - start)
    await sleep(1000)
  }
  const summary = { size, firstBuildMs, editMs: times, medianMs: median(times) }
  console.log(
    `build --watch, ${size.toLocaleString('en-US')} pages: first build ${Math.round(firstBuildMs)} ms; a page edited -> written: median ${Math.round(summary.medianMs)} ms (${times.map(Math.round).join(', ')})`,
  )
  if (values.json) console.log(JSON.stringify(summary))
} finally {
  child.kill('SIGKILL')
  rmSync(scratch, { recursive: true, force: true })
}
