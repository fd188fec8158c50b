import type { InitializeParams } from 'vscode-languageserver'
import type { CompileOptions } from '../compile/compile.js'
import { fileOfUri } from './project-paths.js'

/** What the server takes from the client's `initialize` request: its compile options and the workspace folder. */

/** The compile options the client gave in `initializationOptions` (`noFiles`, `links`); anything else is ignored. */
export function compileOptions(given: unknown): CompileOptions {
  const options: CompileOptions = {}
  if (typeof given !== 'object' || given === null) return options
  const { noFiles, links } = given as { noFiles?: unknown; links?: unknown }
  if (typeof noFiles === 'boolean') options.noFiles = noFiles
  if (typeof links === 'boolean') options.links = links
  return options
}

/** The workspace folder: the first workspace folder, else `rootUri`, else `rootPath`. */
export function rootOf(params: InitializeParams): string | undefined {
  const first = params.workspaceFolders?.[0]?.uri
  if (first) return fileOfUri(first)
  if (params.rootUri) return fileOfUri(params.rootUri)
  return params.rootPath ?? undefined
}
