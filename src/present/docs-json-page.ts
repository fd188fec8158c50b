import { DOCS_JSON } from '../ir/docs-json.js'
import type { ObjectShape, Shape } from '../ir/shape.js'
import { shapeWords } from '../ir/shape-words.js'

/**
 * docs/docs-json.md, made from the declarations of docs-json.ts: what docsnav checks of every key
 * of docs.json outside the navigation, one row per key at every depth. `test/docs-json-page.test.ts`
 * keeps the file current (`UPDATE=1` rewrites it).
 */
export function docsJsonPage(): string {
  const lines = [
    '# docs.json, key by key',
    '',
    '<!-- Made from src/ir/docs-json.ts: `UPDATE=1 npx vitest run test/docs-json-page.test.ts` writes it again. -->',
    '',
    INTRO,
    '',
    '| key | value | required | what it is for |',
    '|---|---|---|---|',
    ...rows(DOCS_JSON, ''),
  ]
  return `${lines.join('\n')}\n`
}

const INTRO = `Every key of docs.json that Mintlify's schema knows (its \`docsConfigSchema\`, in the validation
package \`mint\` ships) is checked as Mintlify checks it: types, values, required keys, formats
(colours, URLs, ids), the keys of objects Mintlify checks strictly, unions (\`logo\` is a path or
\`{ light, dark }\`), and the rules across keys (a self-hosted font's \`format\`, options and paths
listed once). Each mistake is one diagnostic where it is written: a wrong type DN2008, a value
outside a list DN2016 (with the nearest value, and the fix), a colour DN2020, an unknown key where
Mintlify rejects one DN2022 (with the fix), a required key missing DN2027, a value Mintlify's rules
refuse DN2028, an entry listed twice DN2029. A key Mintlify drops without a word (an unknown key of
an object it does not check strictly, \`variations\` on a theme other than \`willow\`, \`heading\` and
\`body\` beside a font's \`family\`) is a warning, DN2009.

\`theme\`, \`name\` and \`colors\` are required, as Mintlify requires them. A site that is not
deployed on Mintlify (one served by Starlight or Docusaurus through docsnav, say) and has no use for
them can make their absence a warning in docsnav.config.json: \`"diagnostics": {
"missing-required-key": "warning" }\` ([settings.md](settings.md)).

The same declarations give the JSON Schema editors read (\`docsnav schema\`), the language server's
completion and hover, and this page. \`navigation\` is described in [format.md](format.md), and
\`redirects\` in [site.md](site.md).

Why not Mintlify's own zod schemas: loading zod costs about 80 ms of a process (\`node -e
"await import('zod')"\` against \`node -e 0\`: 0.17 s and 0.09 s), most of what a small project's whole
check takes, and zod's messages for a union ("did not match any types in union") say less than one
diagnostic per mistake. The differential test runs Mintlify's validator beside docsnav on 5,159
mutations of the real configurations' keys outside the navigation, so the two cannot drift apart
unseen ([agreement.md](agreement.md)).`

/** The rows of an object's keys, then of the keys below each, `prefix` before their names. */
function rows(shape: ObjectShape, prefix: string): string[] {
  return Object.entries(shape.properties).flatMap(([key, property]) => {
    const path = `${prefix}${key}`
    const condition = shape.onlyWhen?.[key]
    const required = shape.required?.includes(key) ? 'yes' : ''
    const doc = `${property.doc ?? ''}${condition ? ` (when \`${condition.key}\` is ${condition.values.map((value) => `\`${value}\``).join(' or ')})` : ''}`
    return [`| \`${path}\` | ${cell(valueWords(property))} | ${required} | ${cell(doc)} |`, ...below(property, path)]
  })
}

/** The rows of the keys inside a value: an object's, each option's of a union, a list's entries'. */
function below(shape: Shape, path: string): string[] {
  switch (shape.kind) {
    case 'object':
      return rows(shape, `${path}.`)
    case 'union': {
      const seen = new Set<string>()
      return shape.options.flatMap((option) => below(option, path)).filter((row) => !seen.has(row) && seen.add(row))
    }
    case 'array':
      return below(shape.items, `${path}[]`)
    case 'record':
      return shape.values.kind === 'object' ? rows(shape.values, `${path}.*.`) : []
    default:
      return []
  }
}

/** A value in words, with the rules its text keeps. */
function valueWords(shape: Shape): string {
  if (shape.kind === 'string') {
    const rules = (shape.rules ?? []).map((rule) => rule.expected)
    return rules.length === 0 ? 'a string' : rules.join('; ')
  }
  if (shape.kind === 'array' && shape.length !== undefined) return `${shapeWords(shape)} (${shape.length})`
  if (shape.kind === 'elsewhere') return shape.definition === 'redirects' ? 'a list of redirects' : 'the navigation'
  if (shape.kind === 'enum') {
    const values = shape.values.map((value) => `\`${value}\``)
    return values.length <= 20 ? values.join(', ') : `${values.slice(0, 6).join(', ')}, ... (${values.length} values)`
  }
  return shapeWords(shape)
}

function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ')
}
