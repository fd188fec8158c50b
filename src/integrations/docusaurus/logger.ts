import { createRequire } from 'node:module'
import { join } from 'node:path'
import { diagnosticLine, type CompiledSite } from '../open-site.js'

/** The parts of `@docusaurus/logger` the integration uses. */
export interface DocusaurusLogger {
  info(message: string): void
  warn(message: string): void
  error(message: string): void
}

/** `@docusaurus/logger`, the site's own copy (docsnav may be linked from outside the site, where it is not found). */
export async function docusaurusLogger(siteDir: string): Promise<DocusaurusLogger> {
  const path = createRequire(join(siteDir, 'package.json')).resolve('@docusaurus/logger')
  const loaded = (await import(path)) as { default: DocusaurusLogger & { default?: DocusaurusLogger } }
  return loaded.default.default ?? loaded.default
}

/** The diagnostics through Docusaurus's logger, each at its file:line:column; returns how many are errors. */
export function reportDiagnostics(compiled: CompiledSite, logger: DocusaurusLogger): number {
  const { diagnostics, summary } = compiled.result
  for (const diagnostic of diagnostics) {
    const line = diagnosticLine(compiled.root, diagnostic)
    if (diagnostic.severity === 'error') logger.error(line)
    else if (diagnostic.severity === 'warning') logger.warn(line)
  }
  if (summary.infos > 0) logger.info(`docsnav: ${summary.infos} more note${summary.infos === 1 ? '' : 's'}: run \`docsnav check\` to read them`)
  return summary.errors
}

/**
 * The error that stops a build: Docusaurus prints what it throws with `util.inspect`, which shows
 * an error's stack; the stack is the message and the hint, not docsnav's frames (they would point
 * into docsnav rather than at docs.json).
 */
export function stopError(message: string, hint: string): Error {
  const error = new Error(message)
  error.stack = `${message}\n${hint}`
  return error
}
