import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { CHEAP_COMPILE_MS, debounceDelay, MAX_DEBOUNCE_MS, openSession, type Compiled, type Session } from '../src/lsp/session.js'

/** A docs.json listing `pages` (none of them on disk: each is a DN4006 at its place). */
const docsListing = (pages: readonly string[]) => JSON.stringify({ name: 'Pets', navigation: { pages } }, null, 2)

describe("the language server's compiles as the editor types", () => {
  let root: string | undefined
  let session: Session | undefined
  afterEach(() => {
    session?.close()
    if (root) rmSync(root, { recursive: true, force: true })
  })

  const open = () => {
    root = mkdtempSync(join(tmpdir(), 'docsnav-lsp-session-'))
    writeFileSync(join(root, 'docs.json'), docsListing([]))
    writeFileSync(join(root, 'intro.mdx'), '# Intro\n')
    const compiled: Compiled[] = []
    session = openSession(root, {}, { compiled: (each) => compiled.push(each), failed: (error) => compiled.push({ error } as never) }, () => true)
    return { session, compiled }
  }

  /** The missing pages a compile reports, in order. */
  const missing = ({ result }: Compiled) =>
    result.diagnostics.filter((diagnostic) => diagnostic.code === 'DN4006').map((diagnostic) => /`([^`]+)`/.exec(diagnostic.message)?.[1] ?? diagnostic.message)

  it('ends a burst of edits with the diagnostics of the last version, and publishes nothing older after a newer one', async () => {
    const { session, compiled } = open()
    const typed: string[] = []
    // Typed a character at a time, some at once, some a moment apart (a compile may be under way).
    for (let version = 1; version <= 24; version++) {
      typed.push(`p${version}`)
      session.setText('docs.json', docsListing(['intro', ...typed]), version)
      if (version % 5 === 0) await new Promise((resolve) => setTimeout(resolve, version))
    }
    const last = await session.fresh()
    expect(last?.versions.get('docs.json')).toBe(24)
    expect(missing(last!)).toEqual(typed)
    expect(compiled.at(-1)).toBe(last)
    const versions = compiled.map((each) => each.versions.get('docs.json')!)
    expect(versions).toEqual([...versions].sort((a, b) => a - b))
    expect(new Set(versions).size).toBe(versions.length)
    // Each published result is that of the text of its version.
    for (const each of compiled) expect(missing(each)).toEqual(typed.slice(0, each.versions.get('docs.json')))
  })

  it('compiles each change of a small file, and a change after a pause at once', async () => {
    const { session, compiled } = open()
    for (let version = 1; version <= 3; version++) {
      session.setText('docs.json', docsListing(['intro', `p${version}`]), version)
      const fresh = await session.fresh()
      expect(fresh?.versions.get('docs.json')).toBe(version)
      expect(missing(fresh!)).toEqual([`p${version}`])
    }
    expect(compiled.map((each) => each.versions.get('docs.json'))).toEqual([1, 2, 3])
  })
})

describe("the language server's wait before compiling", () => {
  it('compiles at once when compiles are cheap, before the first is measured, or when one ends before the next keystroke', () => {
    expect(debounceDelay(undefined, 10, true)).toBe(0)
    expect(debounceDelay(CHEAP_COMPILE_MS, 5, true)).toBe(0)
    expect(debounceDelay(60, undefined, true)).toBe(0)
    expect(debounceDelay(60, 150, true)).toBe(0)
  })

  it('waits for the typing to pause when a compile is slower than the keystrokes come', () => {
    expect(debounceDelay(300, 100, true)).toBeGreaterThan(100)
    expect(debounceDelay(300, 100, true)).toBeLessThanOrEqual(MAX_DEBOUNCE_MS)
    expect(debounceDelay(5000, 900, true)).toBe(MAX_DEBOUNCE_MS)
  })

  it('never waits after a pause: a change that comes once the one before is compiled', () => {
    // An editor waiting for each change's diagnostics on a busy machine: compiles cost more than
    // the gap between its changes, and a wait would only lengthen the next gap.
    expect(debounceDelay(300, 100, false)).toBe(0)
    expect(debounceDelay(5000, 900, false)).toBe(0)
  })
})
