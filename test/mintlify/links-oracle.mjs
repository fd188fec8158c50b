// Runs Mintlify's broken-link checker (oracles/mintlify-link-rot: `@mintlify/link-rot`, what
// `mint broken-links --check-anchors` runs) on project folders, in a process of its own with the
// network refused before anything is loaded (the checker would fetch remote specs).
//
// Input (stdin): {"dirs": ["/abs/project", ...]}. Output (stdout): one JSON line per folder:
//   {dir, broken: [{file, url}]} or {dir, error} when the checker throws (a page it cannot parse).
import './block-network.mjs'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const oracle = join(import.meta.dirname, '..', '..', 'oracles', 'mintlify-link-rot')
const require = createRequire(join(oracle, 'package.json'))
const { getBrokenInternalLinks } = await import(require.resolve('@mintlify/link-rot'))
const write = (line) => process.stdout.write(`${JSON.stringify(line)}\n`)
console.log = console.info = console.warn = console.error = () => {}

const { dirs } = JSON.parse(readFileSync(0, 'utf8'))
for (const dir of dirs) {
  try {
    // The checker reads relative paths from the working folder.
    process.chdir(dir)
    const broken = await getBrokenInternalLinks(dir, { checkAnchors: true })
    write({ dir, broken: broken.map((path) => ({ file: join(path.relativeDir, path.filename), url: path.originalPath })) })
  } catch (error) {
    write({ dir, error: error instanceof Error ? error.message : String(error) })
  }
}
