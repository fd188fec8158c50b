import { expect } from 'vitest'
import type { CompileResult } from '../../src/index.js'

/** Every diagnostic points at a real place: 1-based, inside its file, start before end. */
export function expectValidPositions(result: CompileResult): void {
  for (const diagnostic of result.diagnostics) {
    expect(diagnostic.line).toBeGreaterThanOrEqual(1)
    expect(diagnostic.column).toBeGreaterThanOrEqual(1)
    const text = result.sources[diagnostic.file]
    expect(text, `source of ${diagnostic.file}`).toBeDefined()
    const lines = text!.split('\n')
    expect(diagnostic.line).toBeLessThanOrEqual(lines.length)
    expect(diagnostic.column).toBeLessThanOrEqual(lines[diagnostic.line - 1]!.length + 1)
    expect(diagnostic.endLine > diagnostic.line || (diagnostic.endLine === diagnostic.line && diagnostic.endColumn >= diagnostic.column)).toBe(true)
    expect(diagnostic.endLine).toBeLessThanOrEqual(lines.length)
  }
}
