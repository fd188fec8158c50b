// The floor of docsnav's OpenAPI expansion, as a whole process: read the spec, JSON.parse it and
// check it against the OpenAPI 3.0 schema with the validator docsnav ships (validators/, ajv's
// compiled code), as Mintlify's build checks it too; nothing else. bench/report.js runs it beside
// `docsnav check` of the spec. Usage: node bench/spec-schema-floor.cjs <spec.json>
const { readFileSync } = require('node:fs')
const { join } = require('node:path')

const spec = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const validate = require(join(__dirname, '..', 'validators', 'openapi-3.0.cjs'))
if (!(validate.default ?? validate)(spec)) process.exitCode = 1
