import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { docsFiles, docsStylesheets } from '../src/integrations/site-assets.js'

const made: string[] = []
afterAll(() => {
  for (const folder of made) rmSync(folder, { recursive: true, force: true })
})

describe("the docs folder's files", () => {
  it('lists its own files, without walking node_modules or hidden folders (docs.json at the project root)', () => {
    const root = mkdtempSync(join(tmpdir(), 'docsnav-site-assets-'))
    made.push(root)
    for (const file of ['docs.json', 'style.css', 'images/a.png', 'node_modules/pkg/theme.css', '.git/objects/x.txt', 'guides/.cache/b.png']) {
      mkdirSync(join(root, file, '..'), { recursive: true })
      writeFileSync(join(root, file), '')
    }
    expect(docsFiles(root).sort()).toEqual(['docs.json', 'images/a.png', 'style.css'])
    expect(docsStylesheets(root, [])).toEqual(['style.css'])
  })
})
