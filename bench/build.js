// Benchmark for `docsnav build` on synthetic sites of 1k, 10k and 100k pages (bench/synthetic-site.js),
// in-process, making every output as the command line does (streamed, not written), against the floor of reading every page's frontmatter plus JSON.parse of the inputs,
// measured in the same process. Each size runs in its own process, for a clean peak-memory figure.
// Usage: npm run bench:build [-- --sizes 1000,10000,100000]
import { execFileSync } from 'node:child_process'
import { closeSync, openSync, readFileSync, readSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { syntheticSite } from './synthetic-site.js'
import { medianTime } from './timing.js'

const { values } = parseArgs({ options: { sizes: { type: 'string', default: '1000,10000,100000' }, size: { type: 'string' } } })

if (values.size) {
  measure(Number(values.size))
} else {
  console.log(`node ${process.version}; median of runs, in-process; peak RSS of the whole process`)
  console.log('pages     routes   build (ms)   per page (µs)   floor (ms)   × floor   peak RSS')
  for (const size of values.sizes.split(',').map(Number)) {
    process.stdout.write(execFileSync(process.execPath, [import.meta.filename, '--size', String(size)], { encoding: 'utf8', maxBuffer: 1 << 24 }))
  }
}

async function measure(size) {
  const { compileSync } = await import('../dist/index.js')
  const folder = syntheticSite(join(import.meta.dirname, '.cache', `site-r-${size}`), size)
  const runs = size >= 100_000 ? 3 : size >= 10_000 ? 7 : 15
  // As `docsnav build` makes them: every output's text, a chunk at a time (counted, not written).
  const build = () => {
    const result = compileSync(folder, { outputs: { siteUrl: 'https://docs.example.com', stream: true } })
    if (result.summary.errors > 0) throw new Error(JSON.stringify(result.diagnostics.slice(0, 3)))
    let length = 0
    for (const output of Object.values(result.outputs)) for (const chunk of output.chunks()) length += chunk.length
    if (length === 0) throw new Error('no outputs')
    return result
  }
  const result = build()
  const pages = result.site.routes.filter((route) => route.source.kind === 'page').map((route) => route.source.file)
  const floor = () => {
    JSON.parse(readFileSync(join(folder, 'docs.json'), 'utf8'))
    JSON.parse(readFileSync(join(folder, 'openapi.json'), 'utf8'))
    const buffer = Buffer.allocUnsafe(4096)
    for (const file of pages) {
      const descriptor = openSync(join(folder, file), 'r')
      const read = readSync(descriptor, buffer, 0, 4096, 0)
      closeSync(descriptor)
      const text = buffer.toString('utf8', 0, read)
      text.slice(0, text.indexOf('\n---', 3))
    }
  }
  const floorMs = medianTime(floor, runs)
  const buildMs = medianTime(build, runs)
  const rss = process.resourceUsage().maxRSS / 1024
  console.log(
    `${String(size).padEnd(9)} ${String(result.site.routes.length).padEnd(8)} ${buildMs.toFixed(0).padStart(10)}   ${((buildMs * 1000) / result.site.routes.length).toFixed(1).padStart(13)}   ${floorMs.toFixed(0).padStart(10)}   ${(buildMs / floorMs).toFixed(2).padStart(7)}   ${rss.toFixed(0)} MB`,
  )
}
