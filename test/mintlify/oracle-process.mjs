// Runs Mintlify's own packages (oracles/mintlify: the versions mint@4.2.941 ships) on projects, in
// a process of its own: prebuild writes its outputs under the working folder, logs freely, and
// tries the network for remote specs. Network access is refused here before anything is loaded.
//
// Input (the file named by the first argument): {"cases": [{"id": "...", "dir": "/abs/project",
// "config"?: {...}, "build"?: true}]}: the config given, else the project's docs.json; `$ref`s
// resolve in `dir`; `build` runs prebuild on the project folder (so only for a config that is the
// project's docs.json).
// Output (the file named by the second argument): one JSON line per case:
//   {id, accepted, issues: [{path, message}], dropped: [pointer], built?: {ok, error?, pages?: [{href, title, sidebarTitle?, hidden?, description?}], switches?: [{path, versions?, languages?, dropdowns?}], warnings}}
import './block-network.mjs'
import { mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pagesOf, switchesOf } from './mintlify-switches.mjs'

const oracle = join(import.meta.dirname, '..', '..', 'oracles', 'mintlify')
const require = createRequire(join(oracle, 'package.json'))
const load = (name) => import(require.resolve(name))
const { validateDocsConfig } = await load('@mintlify/validation')
const common = await load('@mintlify/common')
const prebuildModule = await load('@mintlify/prebuild')

// prebuild logs warnings and progress with console.log: keep them, out of stdout.
const logged = []
console.log = console.info = console.warn = console.error = (...args) => logged.push(args.map(String).join(' '))
/**
 * Pages whose switch targets are asked of Mintlify, per config: each asks for walks of the whole
 * navigation (0.4 s a page on crewAI's 23,000), so fewer on very large ones.
 */
const SWITCH_SAMPLE = 25
const SWITCH_SAMPLE_LARGE = 6
const LARGE_NAVIGATION = 5000
const SPEC_KEYS = new Set(['openapi', 'asyncapi', 'graphql', 'source'])
// Into the file named by the second argument: the test runs docsnav while this runs, and would not
// read a pipe until then (nor write one: the input comes in a file too).
const output = openSync(process.argv[3], 'w')
const write = (line) => writeSync(output, `${JSON.stringify(line)}\n`)

/**
 * Where the process waits between builds. Mintlify's build writes into the working folder, and a
 * failed one can leave writes in flight that land after it threw: in a scratch folder, never in the
 * folder the tests were started from.
 */
const idle = mkdtempSync(join(tmpdir(), 'docsnav-mintlify-oracle-idle-'))
process.chdir(idle)

const input = JSON.parse(readFileSync(process.argv[2], 'utf8'))
for (const item of input.cases) {
  try {
    const started = performance.now()
    const outcome = await runCase(item)
    write({ id: item.id, ...outcome, ms: Math.round(performance.now() - started) })
  } catch (error) {
    write({ id: item.id, crashed: String(error?.stack ?? error) })
  }
}

async function runCase({ dir, config, build }) {
  let raw = config
  if (raw === undefined) {
    // As Mintlify's ConfigUpdater.parseConfigJson reads docs.json: JSON.parse, which a byte order mark fails.
    try {
      raw = JSON.parse(readFileSync(join(dir, 'docs.json'), 'utf8'))
    } catch (error) {
      return { accepted: false, issues: [{ path: '', message: `docs.json has invalid JSON (${String(error?.message ?? error)})` }], dropped: [] }
    }
  }
  let resolved
  try {
    resolved = (await prebuildModule.resolveFileRefs(raw, dir)).resolved
  } catch (error) {
    return { accepted: false, issues: [{ path: '$ref', message: String(error?.message ?? error) }], dropped: [] }
  }
  const result = validateDocsConfig(resolved)
  if (!result.success) {
    return { accepted: false, issues: result.error.issues.map((issue) => ({ path: pathOf(issue.path), message: issue.message })), dropped: [] }
  }
  const dropped = droppedPaths(resolved.navigation, result.data.navigation, '/navigation')
  // A remote spec would be fetched (refused here, after retries that take seconds): not built.
  const built = !build ? undefined : remoteSpecIn(resolved) ? { ok: false, remote: true } : await runBuild(dir)
  return { accepted: true, issues: [], dropped, ...(built ? { built } : {}) }
}

/** Whether a spec in the config is given by URL (`openapi`, `asyncapi`, ... or their `source`). */
function remoteSpecIn(value, key = '') {
  if (typeof value === 'string') return SPEC_KEYS.has(key) && /^[a-z][a-z0-9+.-]*:/i.test(value.trim())
  if (Array.isArray(value)) return value.some((item) => remoteSpecIn(item, key))
  if (typeof value === 'object' && value !== null) return Object.entries(value).some(([name, member]) => remoteSpecIn(member, SPEC_KEYS.has(key) && name !== 'source' ? '' : name))
  return false
}

function pathOf(path) {
  return `#${path.map((part) => typeof part === 'number' ? `[${part}]` : `.${part}`).join('')}`
}

/** The JSON pointers of what the user wrote that the validated value no longer has (keys stripped, entries removed). */
function droppedPaths(given, kept, pointer, found = []) {
  if (Array.isArray(given)) {
    if (!Array.isArray(kept)) return found
    if (kept.length < given.length) found.push(`${pointer}/${kept.length}`)
    given.forEach((item, index) => index < kept.length && droppedPaths(item, kept[index], `${pointer}/${index}`, found))
  } else if (typeof given === 'object' && given !== null) {
    if (typeof kept !== 'object' || kept === null || Array.isArray(kept)) return found
    for (const key of Object.keys(given)) {
      const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`
      // A key kept with no value was dropped too (`.catch(undefined)` on a group's `openapi`).
      if (!(key in kept) || (kept[key] === undefined && given[key] !== undefined)) found.push(at)
      else droppedPaths(given[key], kept[key], at, found)
    }
  }
  return found
}

async function runBuild(dir) {
  const work = mkdtempSync(join(tmpdir(), 'docsnav-mintlify-oracle-'))
  logged.length = 0
  try {
    process.chdir(work)
    await prebuildModule.prebuild(dir, {})
    const nav = JSON.parse(readFileSync(join(work, 'src', '_props', 'generatedDocsNav.json'), 'utf8'))
    const pages = pagesOf(nav)
    const sample = pages.length > LARGE_NAVIGATION ? SWITCH_SAMPLE_LARGE : SWITCH_SAMPLE
    const switches = switchesOf(common, nav, Math.max(1, Math.ceil(new Set(pages.map((page) => page.href)).size / sample)))
    return { ok: true, pages, switches, warnings: logged.filter((line) => line.includes('warning')) }
  } catch (error) {
    return { ok: false, error: String(error?.message ?? error), warnings: logged.filter((line) => line.includes('warning')) }
  } finally {
    process.chdir(idle)
    rmSync(work, { recursive: true, force: true })
  }
}
