import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { catalogue } from '../src/index.js'

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')

describe('README', () => {
  it('lists every diagnostic code with its severity and slug', () => {
    for (const [code, entry] of Object.entries(catalogue)) {
      expect(readme).toContain(`| ${code} | ${entry.severity} | \`${entry.slug}\` |`)
    }
  })
})
