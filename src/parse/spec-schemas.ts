import { createRequire } from 'node:module'
import type { ErrorObject, ValidateFunction } from 'ajv'
import { isRecord } from '../ir/json-values.js'

/**
 * Checks specs against the JSON Schemas Mintlify's build checks them against, which fails where
 * the navigation uses a spec that breaks them:
 * - OpenAPI 3.0 and 3.1: the OpenAPI Initiative's schemas, as Mintlify's validator holds them
 *   (@mintlify/openapi-parser, through @mintlify/common's `validate`);
 * - AsyncAPI 3: the AsyncAPI Initiative's own schema (@asyncapi/specs, the version Mintlify's
 *   parser uses), with ajv's formats.
 * The schemas come compiled (validators/, written by scripts/schema-validators.mjs from those
 * packages' own schema files and ajv settings): compiling one here took 0.5–0.7 s, requiring the
 * compiled code 20–50 ms. Each is loaded on first use only, once per process.
 */

export type OpenApiSchemaVersion = '3.0' | '3.1'

/** Where a document first breaks a schema (a JSON pointer into it) and what is wrong there. */
export interface SchemaProblem {
  pointer: string
  reason: string
}

const validators = new Map<string, ValidateFunction>()

/** The first place the document breaks its version's OpenAPI schema, as Mintlify's validator finds it; undefined when it follows it. */
export function openApiSchemaProblem(value: unknown, version: OpenApiSchemaVersion): SchemaProblem | undefined {
  return schemaProblem(`openapi-${version}`, `the OpenAPI ${version} schema`, asMintlifyValidates(value))
}

/** The first place the document breaks the AsyncAPI 3 schema; undefined when it follows it. */
export function asyncApiSchemaProblem(value: unknown): SchemaProblem | undefined {
  return schemaProblem('asyncapi-3.0', 'the AsyncAPI 3 schema', value)
}

function schemaProblem(name: string, schema: string, value: unknown): SchemaProblem | undefined {
  let validator = validators.get(name)
  if (!validator) {
    // Required, not imported: a run without such a spec parses none of its code (0.2–1.1 MB).
    validator = createRequire(import.meta.url)(`docsnav/validators/${name}`) as ValidateFunction
    validators.set(name, validator)
  }
  try {
    if (validator(value)) return undefined
  } catch (error) {
    // The validator recurses along the document: one nested deeper than the stack goes cannot be checked.
    if (error instanceof RangeError) return { pointer: '', reason: `it is nested too deeply to be checked against ${schema}` }
    throw error
  }
  const error = mostSpecific(validator.errors ?? [])
  if (error === undefined) return { pointer: '', reason: `it does not follow ${schema}` }
  return { pointer: error.instancePath, reason: describe(error) }
}

/**
 * The document as Mintlify's OpenAPI validator checks it: it gives an `info` without `version`
 * the version `0.0.1` before checking (so a missing one passes). A copy: the document is not changed.
 */
function asMintlifyValidates(value: unknown): unknown {
  if (!isRecord(value) || !isRecord(value.info) || value.info.version) return value
  return { ...value, info: { ...value.info, version: '0.0.1' } }
}

/**
 * The error that says most: the deepest in the document. Where the schema offers a `$ref` or the
 * object itself, ajv also reports each branch failing at the object, which helps no one.
 */
function mostSpecific(errors: readonly ErrorObject[]): ErrorObject | undefined {
  const depth = (error: ErrorObject) => error.instancePath.split('/').length
  const useful = errors.filter(
    (error) =>
      !['oneOf', 'anyOf', 'if', 'then', 'else', '$dynamicRef'].includes(error.keyword) &&
      !(error.keyword === 'required' && (error.params as { missingProperty?: unknown }).missingProperty === '$ref'),
  )
  return [...(useful.length > 0 ? useful : errors)].sort((a, b) => depth(b) - depth(a))[0]
}

function describe(error: ErrorObject): string {
  const params = error.params as { additionalProperty?: unknown; unevaluatedProperty?: unknown }
  const extra = params.additionalProperty ?? params.unevaluatedProperty
  return `${error.message ?? 'is not valid'}${extra === undefined ? '' : ` (\`${String(extra)}\`)`}`
}
