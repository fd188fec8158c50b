// Runs Mintlify's own navigation unit tests (`@mintlify/common/dist/navigation/*.test.js`, shipped
// in the package) with a stand-in for vitest that only runs their bodies, and records every
// decorated navigation they hand to its navigation functions: the cases Mintlify wrote for its
// switchers and division links, with their switch targets computed by Mintlify's own functions,
// and, where a test says the reader is in a version (language) the page is under none of (the one
// chosen earlier in the session), where the other tabs, anchors and products lead that reader.
// Output (stdout): JSON `[{file, nav, switches, sessions}]`, one per distinct navigation.
import { readdirSync } from 'node:fs'
import { createRequire, register } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { pagesOf, switchesOf } from './mintlify-switches.mjs'

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
  /** Keeps a navigation a test passes in, unless a scoping function made it, with the reader's version and language a test gives. */
  record(nav, args) {
    if (typeof nav !== 'object' || nav === null || scoped.has(nav)) return
    const key = JSON.stringify(nav)
    if (!recorded.has(key)) recorded.set(key, { file: currentFile, nav: JSON.parse(key), sessions: new Map() })
    const { currentPath, currentVersion, currentLanguage } = args === nav ? {} : (args ?? {})
    if (typeof currentPath !== 'string' || (!currentVersion && !currentLanguage)) return
    const session = { path: currentPath, version: currentVersion || undefined, language: currentLanguage || undefined }
    recorded.get(key).sessions.set(JSON.stringify(session), session)
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
const navs = [...recorded.values()].map(({ file, nav, sessions }) => ({
  file,
  nav,
  switches: switchesOf(common, nav),
  sessions: [
    ...new Map(
      [...sessions.values(), ...everySession(nav)].flatMap((session) => linksForSession(nav, session)).map((found) => [JSON.stringify([found.path, found.remembered]), found]),
    ).values(),
  ],
}))
process.stdout.write(JSON.stringify(navs))

/** Beside the readers the tests give: on every page, each version and each language of the navigation chosen earlier. */
function everySession(nav) {
  const labels = { version: new Set(), language: new Set() }
  const collect = (node) => {
    if (Array.isArray(node)) node.forEach(collect)
    else if (typeof node === 'object' && node !== null) {
      for (const kind of ['version', 'language']) if (typeof node[kind] === 'string') labels[kind].add(node[kind])
      Object.values(node).forEach(collect)
    }
  }
  collect(nav)
  const paths = [...new Set(pagesOf(nav).map((page) => page.href))]
  return paths.flatMap((path) => [...labels.version].map((version) => ({ path, version })).concat([...labels.language].map((language) => ({ path, language }))))
}

/**
 * Where the other tabs, anchors and products lead a reader on a page of the navigation who chose a
 * version (language) earlier in the session that the page is under none of: `filterDivisions` given
 * that version (language), as Mintlify's tab bar is (its test "preserves the selected version in the
 * tab href when switching back to a versioned tab"). A page under a version is in its own (its
 * client finds it from the path: `getScopedNavForPath`), so only what the page lacks is remembered.
 */
function linksForSession(nav, session) {
  if (!pagesOf(nav).some((page) => page.href === session.path)) return []
  const own = common.getScopedNavForPath({ decoratedNav: nav, currentPath: session.path })
  const remembered = {}
  if (session.version && !own.currentVersion) remembered.version = session.version
  if (session.language && !own.currentLanguage) remembered.language = session.language
  if (Object.keys(remembered).length === 0) return []
  const divisions = common.filterDivisions({
    currentPath: session.path,
    decoratedNav: nav,
    userGroups: new Set(),
    currentVersion: own.currentVersion ?? remembered.version,
    currentLanguage: own.currentLanguage ?? remembered.language,
    shouldUseDivisionMatch: true,
    cache: { dropdownCache: new Map() },
  })
  const links = {}
  for (const field of ['tabs', 'anchors', 'products']) {
    const found = {}
    for (const item of divisions[field]) {
      if (item.isGlobal) continue
      // A tab with a menu: where its items lead (the tab's own link is the first of them).
      const menu = field === 'tabs' && Array.isArray(item.menu) ? item.menu : undefined
      if (menu) for (const entry of menu) if (!entry.isActive) found[`${item.name} › ${entry.name}`] = entry.href
      if (!item.isActive && !menu) found[item.name] = item.href
    }
    if (Object.keys(found).length > 0) links[field] = found
  }
  return [{ path: session.path, remembered, links }]
}
