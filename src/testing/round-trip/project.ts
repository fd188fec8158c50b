import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

/** Writes a generator project's files (path → text) into a new `.docsnav-roundtrip-*` folder under `parent` (made if missing); returns its path (the caller removes it). */
export function writeProject(files: Readonly<Record<string, string>>, parent = tmpdir()): string {
  mkdirSync(parent, { recursive: true })
  const folder = mkdtempSync(join(parent, '.docsnav-roundtrip-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true })
    writeFileSync(join(folder, path), text)
  }
  return folder
}
