// How much of a project's compiles a young-generation collection keeps alive (test/project-retention.test.ts).
// Run as: node --expose-gc --max-semi-space-size=128 --min-semi-space-size=128 retention-probe.mjs <dist/index.js> <project> <edits>
// The young generation is made large enough that no collection runs during the edits: afterwards,
// two young-generation collections promote what they keep alive, and the old space grows by that.
// Only the latest result is reachable, so that is all they should keep.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import v8 from 'node:v8'

const [entry, root, edits] = process.argv.slice(2)
const { createProject } = await import(pathToFileURL(entry).href)
const text = readFileSync(join(root, 'docs.json'), 'utf8')
const project = createProject(root, { noFiles: true })
const at = text.indexOf('"group": "') + '"group": "'.length
let current = text
let edit = 0
const compileEdited = async () => {
  // One character of a group's label added, then taken away: as a keystroke and its undo.
  current = edit++ % 2 === 0 ? `${current.slice(0, at)}x${current.slice(at)}` : `${current.slice(0, at)}${current.slice(at + 1)}`
  project.setText('docs.json', current)
  await project.compile()
}
const oldSpace = () => v8.getHeapSpaceStatistics().find((space) => space.space_name === 'old_space').space_used_size

project.setText('docs.json', current)
await project.compile()
// Rounds, so that the code has run warm; the last one is measured.
let kept = 0
for (let round = 0; round < 3; round++) {
  globalThis.gc()
  for (let index = 0; index < Number(edits); index++) await compileEdited()
  const before = oldSpace()
  globalThis.gc({ type: 'minor' })
  globalThis.gc({ type: 'minor' })
  kept = oldSpace() - before
}
process.stdout.write(JSON.stringify({ kept }))
