// How much a keystroke's compile adds to V8's large-object spaces (test/project-edited-text.test.ts).
// Run as: node --max-semi-space-size=64 --min-semi-space-size=64 whole-copy-probe.mjs <dist folder> <project> <string|edited>
// The project's docs.json is a few megabytes, most of it white space: a whole copy of its edited
// text is the only large object such a compile makes. `string`: the edited text given as a string
// (a concatenation of the old text's pieces, which V8 copies whole at its first read); `edited`: as
// an EditedText. Prints {grew, collectedDuring}: the growth in bytes, and how many collections ran
// during the compile (one that ran may have freed as much as was added: the figure then means nothing).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PerformanceObserver } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import v8 from 'node:v8'

const [dist, root, mode] = process.argv.slice(2)
const { createProject, EditedText } = await import(pathToFileURL(join(dist, 'index.js')).href)
const text = readFileSync(join(root, 'docs.json'), 'utf8')
const project = createProject(root, { noFiles: true })
const at = text.indexOf('"group": "') + '"group": "'.length
project.setText('docs.json', mode === 'edited' ? EditedText.of(text) : text)
await project.compile()
// Warm: the code the keystroke runs, compiled once, not part of what is measured.
const typed = mode === 'edited' ? EditedText.of(text).edit(at, at, 'x') : `${text.slice(0, at)}x${text.slice(at)}`
project.setText('docs.json', typed)
await project.compile()

const large = () =>
  v8
    .getHeapSpaceStatistics()
    .filter((space) => space.space_name === 'large_object_space' || space.space_name === 'new_large_object_space')
    .reduce((sum, space) => sum + space.space_used_size, 0)
let collected = 0
const observer = new PerformanceObserver((list) => (collected += list.getEntries().length))
observer.observe({ entryTypes: ['gc'] })
const edited = mode === 'edited' ? EditedText.of(text).edit(at, at, 'xy') : `${text.slice(0, at)}xy${text.slice(at)}`
const before = large()
project.setText('docs.json', edited)
const result = await project.compile()
const grew = large() - before
// The observer is told of collections after they end: a turn of the event loop later.
await new Promise((resolve) => setTimeout(resolve, 50))
observer.disconnect()
if (result.diagnostics.some((diagnostic) => diagnostic.severity === 'error')) throw new Error('the probe project does not compile clean')
console.log(JSON.stringify({ grew, collectedDuring: collected, bytes: text.length }))
