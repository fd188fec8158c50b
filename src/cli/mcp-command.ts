import { resolve } from 'node:path'
import { openProject } from '../mcp/open-project.js'
import { serveOverStdio } from '../mcp/server.js'
import { visible } from '../present/report.js'
import { rootFolderProblem } from './inputs.js'
import { type CliIo, readVersion, usageError } from './print.js'

/**
 * `docsnav mcp [root]`: a Model Context Protocol server over stdio for one project, read-only
 * (docs/mcp.md), until the client closes the connection or Ctrl-C; then 0. Standard output is the
 * protocol's: everything else is said on standard error.
 */
export async function mcpCommand(io: CliIo, args: readonly string[], values: Record<string, unknown>): Promise<number> {
  const [root = '.', ...extra] = args
  if (extra.length > 0) return usageError(io, `mcp takes one project folder, found also \`${visible(extra[0]!)}\``)
  // Every other option belongs to another command: refused rather than ignored (`--format` has a default).
  const foreign = Object.entries(values).find(([name, value]) => value !== undefined && value !== false && !(name === 'format' && value === 'pretty'))
  if (foreign !== undefined) return usageError(io, `--${foreign[0]} does not go with mcp`)
  const rootPath = resolve(io.cwd, root)
  const rootProblem = rootFolderProblem(rootPath, root)
  if (rootProblem !== undefined) return usageError(io, rootProblem)

  const project = await openProject(rootPath, (error) => io.stderr(`docsnav: watching failed, changes may go unseen: ${visible(error.message)}\n`))
  const stop = new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve())
    process.once('SIGTERM', () => resolve())
  })
  io.stderr(`docsnav mcp: serving ${rootPath} over stdio\n`)
  await Promise.race([serveOverStdio(project, readVersion()), stop])
  await project.close()
  // Stopped by a signal, stdin may still be open: it would keep the process running.
  process.stdin.destroy()
  return 0
}
