// The floor of `build-peak-rss-pages` in docsnav's present design: the compile a `build
// --site-url` runs, in a process that then writes nothing. The outputs are made as they are
// written, from the site model, so the model (its routes, listings, page table and tree) lives
// until the last output is written: what it holds bounds the build's peak.
// Usage: node --expose-gc bench/model-floor.mjs <site folder> <site URL> <file>
//   writes {"heapUsedMb": ...} to <file>: the heap still in use once the compile is done and a
//   full collection has run (the model), beside the process's peak that bench/peak-rss.cjs takes.
import { writeFileSync } from 'node:fs'
import { compile } from '../dist/index.js'

const [site, siteUrl, file] = process.argv.slice(2)
if (file === undefined || typeof globalThis.gc !== 'function') throw new Error('usage: node --expose-gc bench/model-floor.mjs <site> <site URL> <file>')
const result = await compile(site, { outputs: { stream: true, siteUrl } })
if (result.outputs === undefined) throw new Error('the compile made no outputs')
globalThis.gc()
writeFileSync(file, JSON.stringify({ heapUsedMb: process.memoryUsage().heapUsed / 2 ** 20, outputs: Object.keys(result.outputs).length }))
