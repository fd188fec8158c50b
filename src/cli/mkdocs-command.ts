import { visible } from '../present/report.js'
import { type CliIo, usageError } from './print.js'

/** `mkdocs`: writes the MkDocs config and pages once, or (`--watch`) until Ctrl-C; 1 when docs.json has errors. */
export async function mkdocsCommand(io: CliIo, args: readonly string[], values: { out?: string; watch: boolean }): Promise<number> {
  const [root = '.', ...extra] = args
  if (extra.length > 0) return usageError(io, `unexpected argument \`${visible(extra[0]!)}\``)
  if (values.out === '') return usageError(io, '--out is empty; give the config file to write (docsnav.mkdocs.yml)')
  const { writeMkdocs, watchMkdocs } = await import('../integrations/mkdocs/index.js')
  const line = (text: string) => io.stderr(`${text}\n`)
  const options = { root, ...(values.out === undefined ? {} : { out: values.out }), cwd: io.cwd, log: { info: line, warn: line, error: line } }
  if (!values.watch) return (await writeMkdocs(options)).errors > 0 ? 1 : 0
  const stop = new AbortController()
  const onSignal = () => stop.abort()
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  try {
    await watchMkdocs(options, stop.signal)
  } finally {
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }
  return 0
}
