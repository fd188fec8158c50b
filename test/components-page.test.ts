import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { MINTLIFY_COMPONENTS, type PropDeclaration } from '../src/ir/components.js'
import { updating } from './helpers/diagnostics.js'

/** docs/page-bodies.md lists Mintlify's components as src/ir/components.ts declares them (`UPDATE=1` writes the list again). */
const path = join(import.meta.dirname, '..', 'docs', 'page-bodies.md')
const START = '<!-- components:start -->'
const END = '<!-- components:end -->'

function propText(name: string, prop: PropDeclaration): string {
  const type = prop.values ? prop.values.map((value) => `\`${value}\``).join(' \\| ') : prop.type
  return `\`${name}\` (${type})`
}

function table(): string {
  const rows = Object.entries(MINTLIFY_COMPONENTS).map(([name, component]) => {
    const props = Object.entries(component.props as Record<string, PropDeclaration>).map(([prop, declared]) => propText(prop, declared))
    const traits = [component.role, 'opens' in component ? 'opens on a click' : '', 'inline' in component ? 'inline' : ''].filter(Boolean).join(', ')
    return `| \`<${name}>\` | ${traits} | ${props.join(', ') || '—'} |`
  })
  return ['| component | what a reader sees | props |', '|---|---|---|', ...rows].join('\n')
}

describe('docs/page-bodies.md', () => {
  it('lists every Mintlify component with its props, as the table of components declares them', () => {
    const page = readFileSync(path, 'utf8')
    const start = page.indexOf(START)
    const end = page.indexOf(END)
    expect(start).toBeGreaterThan(-1)
    const current = `${page.slice(0, start + START.length)}\n${table()}\n${page.slice(end)}`
    if (updating) writeFileSync(path, current)
    expect(page).toBe(current)
  })
})
