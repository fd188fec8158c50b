import type { CliIo } from './print.js'

/** `docsnav mcp [root]` (issue 31: being written). */
export async function mcpCommand(io: CliIo, _positionals: readonly string[], _values: Record<string, unknown>): Promise<number> {
  io.stderr('docsnav: mcp is not built yet\n')
  return 2
}
