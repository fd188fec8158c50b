import { cpSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository's root. */
export const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

/**
 * A temporary project inside `generators/<generator>/`, where the generator's installed modules
 * resolve (as in a project that has it installed): a fixture folder copied in, or files written.
 */
export function projectIn(generator: 'vitepress' | 'starlight', from: string | Record<string, string>): { root: string; remove: () => void } {
  const root = mkdtempSync(join(REPO, 'generators', generator, '.docsnav-import-'))
  if (typeof from === 'string') cpSync(from, root, { recursive: true })
  else
    for (const [path, text] of Object.entries(from)) {
      mkdirSync(dirname(join(root, path)), { recursive: true })
      writeFileSync(join(root, path), text)
    }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) }
}

/** A fixture folder of test/fixtures/import/<kind>/. */
export function fixture(kind: string, name: string): string {
  return join(REPO, 'test', 'fixtures', 'import', kind, name)
}
