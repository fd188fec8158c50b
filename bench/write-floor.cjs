// The floor of a build's writing, as a whole process: create the files a build wrote (the same
// folders, names and sizes, zero bytes in them), without flushing them, into a new folder; nothing
// else. bench/report.js runs it beside `docsnav build` (row floor-build-writes).
// Usage: node bench/write-floor.cjs <list.json> <folder>   (list: [[relative path, bytes], ...])
const { mkdirSync, readFileSync, writeFileSync } = require('node:fs')
const { dirname, join } = require('node:path')

const files = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const into = join(process.argv[3], String(process.pid))
const made = new Set()
for (const [path, bytes] of files) {
  const folder = dirname(join(into, path))
  if (!made.has(folder)) {
    mkdirSync(folder, { recursive: true })
    made.add(folder)
  }
  writeFileSync(join(into, path), Buffer.alloc(bytes))
}
