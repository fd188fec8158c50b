import { parseJson } from '../../source/json-tree.js'
import { sourceFile } from '../../source/source-file.js'

/** Where JSON text first goes wrong, by docsnav's positioned parser (Node's JSON.parse does not always say). */
export function jsonProblemOffset(text: string): number | undefined {
  try {
    return parseJson(sourceFile('', text)).problems[0]?.at
  } catch {
    return undefined
  }
}
