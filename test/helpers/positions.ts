import { expect } from 'vitest'
import type { CompileResult } from '../../src/index.js'

/**
 * Every diagnostic points at a real place: 1-based, inside its file, start before end. Problems
 * with no place (a whole file, or the options) have no line, column or pointer at all.
 */
export function expectValidPositions(result: CompileResult): void {
  for (const diagnostic of result.diagnostics) {
    if (diagnostic.line === undefined) {
      expect([diagnostic.column, diagnostic.endLine, diagnostic.endColumn, diagnostic.pointer]).toEqual([undefined, undefined, undefined, undefined])
      continue
    }
    const { line, column, endLine, endColumn } = diagnostic as Required<typeof diagnostic>
    expect(line).toBeGreaterThanOrEqual(1)
    expect(column).toBeGreaterThanOrEqual(1)
    const text = result.sources[diagnostic.file!]
    expect(text, `source of ${diagnostic.file}`).toBeDefined()
    const lines = text!.split('\n')
    expect(line).toBeLessThanOrEqual(lines.length)
    expect(column).toBeLessThanOrEqual(lines[line - 1]!.length + 1)
    expect(endLine > line || (endLine === line && endColumn >= column)).toBe(true)
    expect(endLine).toBeLessThanOrEqual(lines.length)
  }
}
