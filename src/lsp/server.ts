/**
 * `docsnav lsp`: the Language Server Protocol over stdio, for docs.json, its `$ref` includes and
 * docsnav.config.json. (Being written: see issue 13.)
 */
export function runLanguageServer(): void {
  throw new Error('docsnav lsp: not written yet')
}
