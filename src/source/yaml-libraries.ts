import { createRequire } from 'node:module'
import type * as JsYaml from 'js-yaml'
import type * as Yaml from 'yaml'

/**
 * The two YAML libraries, each loaded the first time it is needed: a JSON config checked without
 * its page files reads no YAML, and loading them at start would cost a small check a quarter of
 * its time (bench/cold.js). `require`, not `import()`: the compile is synchronous.
 */
const require = createRequire(import.meta.url)

let yamlLibrary: typeof Yaml | undefined
let jsYamlLibrary: typeof JsYaml | undefined

/** `yaml`: positioned documents (where a diagnostic in a YAML spec points) and YAML output. */
export function yaml(): typeof Yaml {
  return (yamlLibrary ??= require('yaml') as typeof Yaml)
}

/** `js-yaml`: plain values, fast (frontmatter, spec values). */
export function jsYaml(): typeof JsYaml {
  return (jsYamlLibrary ??= require('js-yaml') as typeof JsYaml)
}

let coreWithMerges: JsYaml.Schema | undefined

/**
 * The schema docsnav reads YAML with: YAML 1.2's core schema (as `yaml` reads it by default), with
 * merge keys (`<<: *shared`), which Mintlify's js-yaml applies in specs and frontmatter alike.
 */
export function yamlSchema(): JsYaml.Schema {
  const { CORE_SCHEMA, mergeTag } = jsYaml()
  return (coreWithMerges ??= CORE_SCHEMA.withTags([mergeTag]))
}

let specYaml: JsYaml.Schema | undefined

/**
 * The schema specs are read with: {@link yamlSchema} and timestamps, as Mintlify's build reads
 * spec files (js-yaml 4's default schema): an unquoted `2024-01-01` is a date there, which the
 * OpenAPI schema refuses where it wants text (a `summary`, `info.version`).
 */
export function specYamlSchema(): JsYaml.Schema {
  const { CORE_SCHEMA, mergeTag, timestampTag } = jsYaml()
  return (specYaml ??= CORE_SCHEMA.withTags([mergeTag, timestampTag]))
}
