// How much of a project's compiles a young-generation collection keeps alive (test/project-retention.test.ts).
// Run as: node --expose-gc --max-semi-space-size=128 --min-semi-space-size=128 --no-allocation-site-pretenuring \
//   retention-probe.mjs <dist folder> <project> <edits> <check|lsp>
// The young generation is large enough that no collection runs during the edits (the probe counts
// them: the figure means nothing otherwise); afterwards two young collections promote what they
// keep alive, and the old and large-object spaces and the array buffers grow by that. Only the
// latest result is reachable, so that is all they should keep. `lsp`: each result is also indexed
// as the language server indexes it.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PerformanceObserver } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import v8 from 'node:v8'

const [dist, root, edits, mode] = process.argv.slice(2)
const { createProject } = await import(pathToFileURL(join(dist, 'index.js')).href)
const { indexOf } = await import(pathToFileURL(join(dist, 'lsp', 'result-index.js')).href)
const text = readFileSync(join(root, 'docs.json'), 'utf8')
const project = createProject(root, { noFiles: true })
const at = text.indexOf('"group": "') + '"group": "'.length
let current = text
let edit = 0
const compileEdited = async () => {
  // One character of a group's label added, then taken away: as a keystroke and its undo.
  current = edit++ % 2 === 0 ? `${current.slice(0, at)}x${current.slice(at)}` : `${current.slice(0, at)}${current.slice(at + 1)}`
  project.setText('docs.json', current)
  const result = await project.compile()
  if (mode === 'lsp') indexOf(result).pagePaths()
}
const held = () => {
  const spaces = v8.getHeapSpaceStatistics()
  const used = (name) => spaces.find((space) => space.space_name === name)?.space_used_size ?? 0
  return used('old_space') + used('large_object_space') + process.memoryUsage().arrayBuffers
}
let collections = 0
new PerformanceObserver((list) => (collections += list.getEntries().length)).observe({ entryTypes: ['gc'] })

project.setText('docs.json', current)
await project.compile()
// Rounds, so that the code has run warm; the last one is measured.
let kept = 0
let collectedDuring = 0
for (let round = 0; round < 3; round++) {
  globalThis.gc()
  // The observer is told of a collection after it: let it report the one just asked for.
  await new Promise((resolve) => setTimeout(resolve, 10))
  const before = collections
  for (let index = 0; index < Number(edits); index++) await compileEdited()
  await new Promise((resolve) => setTimeout(resolve, 10))
  collectedDuring = collections - before
  const start = held()
  globalThis.gc({ type: 'minor' })
  globalThis.gc({ type: 'minor' })
  kept = held() - start
}
process.stdout.write(JSON.stringify({ kept, collectedDuring }))
