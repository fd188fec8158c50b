// Runs Mintlify's own navigation unit tests (`@mintlify/common/dist/navigation/*.test.js`, shipped
// in the package) with a stand-in for vitest that only runs their bodies, and records every
// decorated navigation they hand to its navigation functions: the cases Mintlify wrote for its
// switchers and division links, with their switch targets computed by Mintlify's own functions.
// Output (stdout): JSON `[{file, nav, switches}]`, one per distinct navigation.
import { readdirSync } from 'node:fs'
import { createRequire, register } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { switchesOf } from './mintlify-switches.mjs'

register('./fixture-hooks.mjs', import.meta.url)
const require = createRequire(join(import.meta.dirname, '..', '..', 'oracles', 'mintlify', 'package.json'))
const commonEntry = require.resolve('@mintlify/common')
const common = await import(commonEntry)
const folder = join(dirname(commonEntry), 'navigation')

const recorded = new Map()
const scoped = new WeakSet()
let currentFile = ''
const anything = new Proxy(function () {}, { get: (_, key) => (key === 'then' ? undefined : anything), apply: () => anything })
const bodies = []
globalThis.mintlifyTestStandIn = {
  describe: (_name, body) => body?.(),
  it: (_name, body) => bodies.push(body),
  expect: anything,
  /** Keeps a navigation a test passes in, unless a scoping function made it. */
  record(nav) {
    if (typeof nav !== 'object' || nav === null || scoped.has(nav)) return
    const key = JSON.stringify(nav)
    if (!recorded.has(key)) recorded.set(key, { file: currentFile, nav: JSON.parse(key) })
  },
  /** Marks what a scoping function returns (the navigation, or `{scopedNav, ...}`). */
  derived(result) {
    const nav = result?.scopedNav ?? result
    if (typeof nav === 'object' && nav !== null) scoped.add(nav)
    return result
  },
}
// Most of the files use vitest's globals rather than importing them.
Object.assign(globalThis, { describe: globalThis.mintlifyTestStandIn.describe, it: globalThis.mintlifyTestStandIn.it, expect: anything })
for (const name of readdirSync(folder).filter((file) => file.endsWith('.test.js')).sort()) {
  currentFile = name
  bodies.length = 0
  await import(pathToFileURL(join(folder, name)).href)
  for (const body of bodies) {
    try {
      await body?.()
    } catch {
      // An assertion of theirs on a stand-in value, or a case that checks a throw: not ours to judge.
    }
  }
}
const navs = [...recorded.values()].map(({ file, nav }) => ({ file, nav, switches: switchesOf(common, nav) }))
process.stdout.write(JSON.stringify(navs))
