import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repository } from './helpers/cli.js'

/**
 * Each example links docsnav (`file:../..`), and its lockfile records docsnav's own dependencies:
 * when package.json gains one the lockfiles do not list, the test set-up's `npm install` rewrites
 * the tracked lockfiles on every fresh clone (npm-to-yarn was missing from all five).
 */
describe("the examples' lockfiles", () => {
  const manifest = JSON.parse(readFileSync(join(repository, 'package.json'), 'utf8')) as Record<string, unknown>
  const examples = readdirSync(join(repository, 'examples'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => existsSync(join(repository, 'examples', name, 'package-lock.json')))

  it('are found', () => {
    expect(examples).toEqual(expect.arrayContaining(['docusaurus', 'fumadocs', 'mkdocs', 'starlight', 'vitepress']))
  })

  for (const example of examples) {
    it(`list what docsnav's package.json says it depends on (${example})`, () => {
      const lock = JSON.parse(readFileSync(join(repository, 'examples', example, 'package-lock.json'), 'utf8')) as {
        packages: Record<string, Record<string, unknown>>
      }
      const linked = lock.packages['../..']
      expect(linked, 'the lockfile links docsnav from ../..').toBeDefined()
      for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) expect(linked![field], field).toEqual(manifest[field])
    })
  }
})
