import { diskHost, memoryHost } from '../files/hosts.js'
import type { FileHost, ReadFailure } from '../ir/files.js'
import type { EditedText } from '../source/edited-text.js'
import { describeValue } from '../ir/json-values.js'
import { isPlainObject } from './options.js'

/** What to compile: a project folder on disk, or a configuration in memory. */
export type CompileInput =
  | string
  | {
      /** docs.json as JSON text, or as an already parsed object. */
      config: string | object
      /** Other project files (`$ref` includes, specs, pages) by project-relative path. */
      files?: Readonly<Record<string, string>>
      /** How messages name the project's folder, where the files came from one (by default `(in memory)`). */
      label?: string
    }

/** The file every project has at its root. */
export const CONFIG_FILE = 'docs.json'

/** The host to read through, and docs.json's text or why there is none. */
export type Opened = { host: FileHost; badFiles?: string } & (
  | { kind: 'text'; text: string; edited?: EditedText }
  | { kind: ReadFailure['kind']; reason: string }
  | { kind: 'not-data'; reason: string }
  | { kind: 'no-config' }
)

/** docs.json and the host of the rest of the project, from what was given to compile; for an input whose getters or Proxy traps may throw too. */
export function openGuarded(input: CompileInput, maxFileSize: number): Opened {
  try {
    return open(input, maxFileSize)
  } catch (error) {
    return { host: memoryHost({}), kind: 'not-data', reason: `reading the input threw: ${error instanceof Error ? error.message : String(error)}` }
  }
}

function open(input: CompileInput, maxFileSize: number): Opened {
  if (input === '') return { host: memoryHost({}), kind: 'not-data', reason: 'the folder path is empty (pass `.` for the current folder)' }
  if (typeof input === 'string') return openRoot(diskHost(input, maxFileSize))
  if (typeof input !== 'object' || input === null) {
    return {
      host: memoryHost({}),
      kind: 'not-data',
      reason: `the input must be a folder path or \`{ config }\`, not ${input === null ? 'null' : typeof input}`,
    }
  }
  const host = memoryHost(isPlainObject(input.files) ? (input.files as Record<string, string>) : {}, typeof input.label === 'string' ? input.label : undefined)
  // Files of the wrong shape are reported, and the config is compiled without them.
  const badFiles = input.files !== undefined && !isPlainObject(input.files) ? { badFiles: describeValue(input.files) } : {}
  if (!Object.hasOwn(input, 'config') || input.config === undefined) return { host, kind: 'no-config', ...badFiles }
  if (typeof input.config === 'string') return { host, kind: 'text', text: input.config, ...badFiles }
  try {
    return { host, kind: 'text', text: JSON.stringify(input.config, null, 2) ?? 'null', ...badFiles }
  } catch (error) {
    return { host, kind: 'not-data', reason: error instanceof Error ? error.message : String(error), ...badFiles }
  }
}

/** docs.json of a project folder, read through its host. */
export function openRoot(host: FileHost): Opened {
  const read = host.read(CONFIG_FILE)
  if (read.ok) return { host, kind: 'text', text: read.text, ...(read.edited ? { edited: read.edited } : {}) }
  return { host, kind: read.kind, reason: read.reason }
}
