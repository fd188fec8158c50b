// Mintlify's own sorting of a project's files (@mintlify/prebuild `categorizeFilePaths`, with the
// `.mintignore` as its `getMintIgnore` reads it): which files are pages. In a process of its own,
// as the other oracles run.
// Input (stdin): JSON array of project folders. Output (stdout): JSON array, per folder, of its
// page files (`contentFilenames`, without their leading `/`), sorted.
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'

const require = createRequire(join(import.meta.dirname, '..', '..', 'oracles', 'mintlify', 'package.json'))
const prebuild = dirname(require.resolve('@mintlify/prebuild'))
const { categorizeFilePaths } = await import(pathToFileURL(join(prebuild, 'prebuild', 'categorizeFilePaths.js')).href)
const { getMintIgnore } = await import(pathToFileURL(join(prebuild, 'utils.js')).href)
// It logs unreadable files: not ours to print.
console.log = console.error = console.warn = () => {}

let text = ''
for await (const chunk of process.stdin.setEncoding('utf8')) text += chunk
const pages = []
for (const dir of JSON.parse(text)) {
  const { contentFilenames } = await categorizeFilePaths(dir, await getMintIgnore(dir), true)
  pages.push(contentFilenames.map((file) => file.replace(/^\//, '')).sort())
}
process.stdout.write(JSON.stringify(pages))
