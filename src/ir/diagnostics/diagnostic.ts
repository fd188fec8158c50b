import type { Severity } from './catalogue.js'
import type { Location, RelatedLocation } from './report.js'

/**
 * One problem found, as plain data (what `--format json` prints). A problem about a whole file
 * (docs.json is missing) has a `file` but no line, column or pointer; a problem with the options
 * (an unusable site URL) has none of them.
 */
export interface Diagnostic extends Partial<Location> {
  code: string
  severity: Severity
  /** Stable short name of the code, e.g. `unknown-key`. */
  slug: string
  message: string
  hint: string
  related: RelatedLocation[]
  /**
   * The values filled into the message and hint, by placeholder name: what a tool needs without
   * reading the prose (the suggestion of a "did you mean", the key that is unknown).
   */
  params: Record<string, string>
}

export interface Summary {
  errors: number
  warnings: number
  infos: number
}
