import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import type { DocusaurusLogger } from './logger.js'

/**
 * The components with no equivalent, said at every build. The remark step finds them as it
 * compiles a page; Docusaurus keeps compiled pages between builds and compiles only what changed,
 * so what was found is kept by page (with the page's digest) beside Docusaurus's cache
 * (`node_modules/.cache`, which `docusaurus clear` empties with it), and said again for each page
 * still as it was.
 */

export interface UnsupportedComponent {
  /** The page, relative to the docs.json folder. */
  file: string
  line: number
  column: number
  name: string
}

type Record = { [file: string]: { digest: string; found: UnsupportedComponent[] } }

const digestOf = (path: string): string | undefined => {
  try {
    return createHash('sha1').update(readFileSync(path)).digest('hex')
  } catch {
    return undefined
  }
}

/** What the remark step calls for each page it compiled (with what it found there, maybe nothing), and what says the kept findings of unchanged pages. */
export function unsupportedComponents(root: string, siteDir: string, logger: DocusaurusLogger) {
  const path = join(siteDir, 'node_modules', '.cache', 'docsnav', 'unsupported.json')
  let record: Record
  try {
    record = JSON.parse(readFileSync(path, 'utf8')) as Record
  } catch {
    record = {}
  }
  const said = new Set<string>()
  const say = (found: UnsupportedComponent) => {
    const line = `${relative(process.cwd(), join(root, found.file))}:${found.line}:${found.column} <${found.name}> has no equivalent in Docusaurus: its content is shown as is`
    // Docusaurus compiles every page twice (for the browser and for the server): said once.
    if (!said.has(line)) logger.warn(line)
    said.add(line)
  }
  const save = () => {
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(`${path}.tmp`, `${JSON.stringify(record)}\n`)
    renameSync(`${path}.tmp`, path)
  }
  return {
    /** Says what was found in the pages unchanged since it was found (they will come from Docusaurus's cache). */
    sayKept(): void {
      for (const [file, entry] of Object.entries(record)) if (digestOf(join(root, file)) === entry.digest) for (const found of entry.found) say(found)
    },
    /** A page compiled, with what was found in it. */
    compiled(file: string, found: readonly UnsupportedComponent[]): void {
      for (const each of found) say(each)
      const before = record[file]
      if (found.length === 0 && before === undefined) return
      const digest = digestOf(join(root, file)) ?? ''
      if (before && before.digest === digest && JSON.stringify(before.found) === JSON.stringify(found)) return
      if (found.length === 0) delete record[file]
      else record[file] = { digest, found: [...found] }
      save()
    },
  }
}
