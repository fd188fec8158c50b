import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'

/** Name of the list of files the last build wrote, kept in the output folder. */
const MANIFEST = '.docsnav-outputs.json'

/**
 * Writes build outputs into a folder, atomically per file: every file is first written beside its
 * target under a temporary name, and only when all were written are they renamed into place, so a
 * failed build leaves the previous outputs as they were. Files an earlier build wrote that this one
 * does not (a sitemap part that is no longer needed) are removed; no other file is ever touched.
 */
export function writeOutputs(folder: string, files: Readonly<Record<string, string>>): { ok: true; written: string[] } | { ok: false; file: string; reason: string } {
  const names = Object.keys(files).sort()
  // Beside its target, so the rename stays within one folder (and one file system).
  const temporary = (name: string) => join(folder, dirname(name), `.${basename(name)}.${process.pid}.tmp`)
  const staged: string[] = []
  try {
    mkdirSync(folder, { recursive: true })
    for (const name of [...names, MANIFEST]) {
      mkdirSync(join(folder, dirname(name)), { recursive: true })
      const content = name === MANIFEST ? `${JSON.stringify({ files: names }, null, 2)}\n` : files[name]!
      writeFileSync(temporary(name), content)
      staged.push(name)
    }
  } catch (error) {
    for (const name of staged) rmSync(temporary(name), { force: true })
    return { ok: false, file: staged.length < names.length ? names[staged.length]! : MANIFEST, reason: error instanceof Error ? error.message : String(error) }
  }
  const previous = previousOutputs(folder)
  for (const name of staged) renameSync(temporary(name), join(folder, name))
  for (const stale of previous) if (!names.includes(stale)) rmSync(join(folder, stale), { force: true })
  return { ok: true, written: names }
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
