import { createRequire } from 'node:module'
import type { ErrorObject, ValidateFunction } from 'ajv'

/**
 * Checks an AsyncAPI 3 document against the AsyncAPI Initiative's own JSON Schema
 * (`@asyncapi/specs`, the version Mintlify's parser uses), with ajv and its formats: Mintlify's
 * build treats a document that fails it as missing and stops. The schema takes about 0.3 s to
 * compile, so it is loaded on first use only, once per process.
 */

let validator: ValidateFunction | undefined

/** Why the document breaks the schema (the first place, as a JSON pointer, and what is wrong), if it does. */
export function asyncApiSchemaProblem(value: unknown): string | undefined {
  validator ??= compile()
  try {
    if (validator(value)) return undefined
  } catch (error) {
    // ajv recurses along the document: one nested deeper than the stack goes cannot be checked.
    if (error instanceof RangeError) return 'it is nested too deeply to be checked against the AsyncAPI 3 schema'
    throw error
  }
  const error = mostSpecific(validator.errors ?? [])
  return error === undefined ? 'it does not follow the AsyncAPI 3 schema' : describe(error)
}

/**
 * The error that says most: the deepest in the document. Where an object may be a `$ref` or the
 * thing itself (`oneOf`), ajv also reports each branch failing at the object, which helps no one.
 */
function mostSpecific(errors: readonly ErrorObject[]): ErrorObject | undefined {
  const depth = (error: ErrorObject) => error.instancePath.split('/').length
  const useful = errors.filter(
    (error) =>
      !['oneOf', 'anyOf', 'if'].includes(error.keyword) &&
      !(error.keyword === 'required' && (error.params as { missingProperty?: unknown }).missingProperty === '$ref'),
  )
  return [...(useful.length > 0 ? useful : errors)].sort((a, b) => depth(b) - depth(a))[0]
}

function compile(): ValidateFunction {
  // Required, not imported: neither the schema (400 kB) nor ajv is parsed by a run without AsyncAPI.
  const require = createRequire(import.meta.url)
  const Ajv = (require('ajv') as typeof import('ajv')).default
  const addFormats = (require('ajv-formats') as typeof import('ajv-formats')).default
  const schema = require('@asyncapi/specs/schemas/3.0.0-without-$id.json') as object
  const ajv = new Ajv({ strict: false, allErrors: false })
  addFormats(ajv)
  return ajv.compile(schema)
}

function describe(error: ErrorObject): string {
  const where = error.instancePath === '' ? 'the document' : `\`${error.instancePath}\``
  const extra = error.keyword === 'additionalProperties' ? ` (\`${String((error.params as { additionalProperty?: unknown }).additionalProperty)}\`)` : ''
  return `${where} ${error.message ?? 'is not valid'}${extra}, by the AsyncAPI 3 schema`
}
