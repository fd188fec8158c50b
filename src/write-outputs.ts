import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'

/** Name of the list of files the last build wrote, kept in the output folder. */
const MANIFEST = '.docsnav-outputs.json'

/**
 * Writes build outputs into a folder so that a failed build leaves the previous outputs as they
 * were: every file is first written beside its target under a temporary name; then each existing
 * target is moved aside and the new file renamed into place; if any step fails, what was done is
 * undone. Files an earlier build wrote that this one does not (a sitemap part that is no longer
 * needed) are removed afterwards; no other file is ever touched.
 */
export function writeOutputs(folder: string, files: Readonly<Record<string, string>>): { ok: true; written: string[] } | { ok: false; file: string; reason: string } {
  const names = Object.keys(files).sort()
  const all = [...names, MANIFEST]
  // Beside its target, so the rename stays within one folder (and one file system).
  const beside = (name: string, kind: 'tmp' | 'old') => join(folder, dirname(name), `.${basename(name)}.${process.pid}.${kind}`)
  const staged: string[] = []
  const failure = (name: string, error: unknown) => ({ ok: false as const, file: name, reason: error instanceof Error ? error.message : String(error) })
  try {
    mkdirSync(folder, { recursive: true })
    for (const name of all) {
      mkdirSync(join(folder, dirname(name)), { recursive: true })
      writeFileSync(beside(name, 'tmp'), name === MANIFEST ? `${JSON.stringify({ files: names }, null, 2)}\n` : files[name]!)
      staged.push(name)
    }
  } catch (error) {
    for (const name of staged) rmSync(beside(name, 'tmp'), { force: true })
    return failure(all[staged.length] ?? MANIFEST, error)
  }
  // A folder where an output goes is not ours to move: fail before anything is replaced.
  const blocked = all.find((name) => statSync(join(folder, name), { throwIfNoEntry: false })?.isDirectory())
  if (blocked !== undefined) {
    for (const name of all) rmSync(beside(name, 'tmp'), { force: true })
    return { ok: false, file: blocked, reason: 'a folder is in the way' }
  }
  const previous = previousOutputs(folder)
  const placed: Array<{ name: string; backedUp: boolean }> = []
  for (const name of all) {
    const target = join(folder, name)
    let backedUp = false
    try {
      if (existsSync(target)) {
        renameSync(target, beside(name, 'old'))
        backedUp = true
      }
      renameSync(beside(name, 'tmp'), target)
      placed.push({ name, backedUp })
    } catch (error) {
      // Undo: this file first, then every file already placed, newest first.
      if (backedUp) renameSync(beside(name, 'old'), target)
      for (const done of placed.reverse()) {
        if (done.backedUp) renameSync(beside(done.name, 'old'), join(folder, done.name))
        else rmSync(join(folder, done.name), { force: true })
      }
      for (const rest of all) rmSync(beside(rest, 'tmp'), { force: true })
      return failure(name, error)
    }
  }
  // The new outputs are in place: leftovers that cannot be removed are not worth failing for.
  for (const { name, backedUp } of placed) if (backedUp) removeQuietly(beside(name, 'old'))
  for (const stale of previous) if (!names.includes(stale)) removeQuietly(join(folder, stale))
  return { ok: true, written: names }
}

function removeQuietly(file: string): void {
  try {
    rmSync(file, { force: true })
  } catch {
    // A folder now stands where we once wrote a file: it is not ours, so it stays.
  }
}

/** What the previous build wrote here, from its manifest (nothing if there is none or it is unreadable). */
function previousOutputs(folder: string): string[] {
  try {
    const manifest = JSON.parse(readFileSync(join(folder, MANIFEST), 'utf8')) as { files?: unknown }
    // Only plain relative paths: a manifest must not be able to send a delete outside the folder.
    return Array.isArray(manifest.files)
      ? manifest.files.filter((name): name is string => typeof name === 'string' && name !== MANIFEST && name.split('/').every((part) => /^[\w.-]+$/.test(part) && part !== '..' && part !== '.'))
      : []
  } catch {
    return []
  }
}
