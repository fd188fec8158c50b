import { createRequire } from 'node:module'
import { join } from 'node:path'

/**
 * Next.js's own logger (`next/dist/build/output/log`: the `⚠`/`⨯` lines of `next build` and `next
 * dev`), from the site's copy of Next; the console where Next is not found.
 */
export interface NextLog {
  info(message: string): void
  warn(message: string): void
  error(message: string): void
}

let found: NextLog | undefined

export function nextLog(): NextLog {
  if (found) return found
  try {
    const log = createRequire(join(process.cwd(), 'package.json'))('next/dist/build/output/log.js') as NextLog
    if (typeof log.warn === 'function' && typeof log.error === 'function' && typeof log.info === 'function') return (found = log)
  } catch {
    // Not under Next (a script of the user's): the console says the same.
  }
  return (found = { info: console.log, warn: console.warn, error: console.error })
}

/** Said once per process (a page rendered twice, for its HTML and its RSC payload, reports once). */
export function warnOnce(message: string): void {
  const said = ((globalThis as Record<symbol, Set<string> | undefined>)[SAID] ??= new Set<string>())
  if (said.has(message)) return
  said.add(message)
  nextLog().warn(message)
}

const SAID = Symbol.for('docsnav.fumadocs.said')
