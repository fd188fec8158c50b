// Mintlify's own upgrade of mint.json (oracles/mintlify: @mintlify/validation), as its build runs
// it: `validateMintConfig`, then `upgradeToDocsConfig` of the validated value. In a process of its
// own, with the network refused before anything is loaded.
//
// Input (stdin): {"cases": [{"id": "...", "config": {...}}]}.
// Output (the file named by the first argument): one JSON line per case:
//   {id, accepted, issues?: [{path, message}], docs?: {...}} or {id, crashed}
import '../mintlify/block-network.mjs'
import { openSync, writeSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const oracle = join(import.meta.dirname, '..', '..', 'oracles', 'mintlify')
const require = createRequire(join(oracle, 'package.json'))
const { validateMintConfig, upgradeToDocsConfig } = await import(require.resolve('@mintlify/validation'))

const output = openSync(process.argv[2], 'w')
let text = ''
for await (const chunk of process.stdin.setEncoding('utf8')) text += chunk
for (const { id, config } of JSON.parse(text).cases) {
  let line
  try {
    const result = validateMintConfig(config)
    line = result.success
      ? { id, accepted: true, docs: upgradeToDocsConfig(result.data) }
      : { id, accepted: false, issues: result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) }
  } catch (error) {
    line = { id, crashed: String(error?.stack ?? error) }
  }
  writeSync(output, `${JSON.stringify(line)}\n`)
}
