import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { Ajv2020 } from 'ajv/dist/2020.js'
import formats from 'ajv-formats'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { catalogue, compileSync, type Diagnostic } from '../src/index.js'
import { DOCS_JSON } from '../src/ir/docs-json.js'
import { docsJsonSchema } from '../src/ir/json-schema.js'
import { parseOperationReference } from '../src/ir/page-entry.js'
import {
  ALL_CHILD_KEYS,
  CHILD_KEYS,
  ELEMENT_OF_KEY,
  FIELDS,
  GENERATORS,
  GLOBAL_ENTRY_FIELDS,
  GLOBAL_KEYS,
  LABEL_KEY,
  LANGUAGE_CODES,
  NAVIGATION_FIELDS,
  REDIRECT_FIELDS,
  SETTINGS,
  type FieldSpec,
} from '../src/ir/schema.js'
import { nearValidConfig, validConfig } from '../src/testing/index.js'
import { corpusFolder, corpusMissing, corpusPresent, corpusSites } from '../scripts/corpus.mjs'
import { requires } from './helpers/requirements.js'

/**
 * The JSON Schema of docs.json (src/ir/json-schema.ts), made from the declarations the checks read:
 * it compiles in ajv's strict mode, describes every declared key, accepts every config docsnav
 * accepts (as written, `$ref` includes and all), and rejects the errors it can express.
 */

type Schema = Record<string, unknown>
/** The keys Mintlify requires of every docs.json (DN2027 without them). */
const REQUIRED = { theme: 'mint', name: 'Docs', colors: { primary: '#0D9373' } }
const schema = docsJsonSchema()
const defs = schema.$defs as Record<string, Schema>

function newAjv() {
  // Strict in every respect (types, required, tuples); the two keywords for editors are declared.
  const ajv = new Ajv2020({ strict: true, allErrors: true })
  formats.default(ajv)
  ajv.addKeyword('markdownDescription')
  ajv.addKeyword('patternErrorMessage')
  return ajv
}
const validate = newAjv().compile(schema)

function valid(config: unknown): boolean {
  return validate(config) as boolean
}

function schemaErrors(): string {
  return JSON.stringify((validate.errors ?? []).filter((error: { keyword: string }) => error.keyword !== 'if').slice(0, 8), null, 1)
}

function errorsOf(diagnostics: readonly Pick<Diagnostic, 'code' | 'severity'>[]): string[] {
  return diagnostics.filter((diagnostic) => diagnostic.severity === 'error').map((diagnostic) => diagnostic.code)
}

function compiled(config: object): string[] {
  return errorsOf(compileSync({ config }, { noFiles: true }).diagnostics)
}

/**
 * The errors the schema expresses wherever they arise in docs.json as written. The others need
 * files (includes, specs, pages, settings), compare entries (a version label used twice: DN5003;
 * a redirect source used twice: DN7011), or are expressed in part only: a path climbing out after
 * named segments (`a/../../x`: DN4002, and DN2008 for a spec's `directory`), a `graphql` or `sdk`
 * source that is a URL but not https (DN2008), a scheme `new URL()` does not parse (DN2023).
 */
const EXPRESSED = new Set([
  'DN1104',
  'DN2001',
  'DN2002',
  'DN2003',
  'DN2004',
  'DN2005',
  'DN2006',
  'DN2010',
  'DN2011',
  'DN2013',
  'DN2014',
  'DN2015',
  'DN2016',
  'DN2020',
  'DN2021',
  'DN2022',
  'DN2024',
  'DN2025',
  'DN2026',
  'DN2027',
  'DN4004',
  'DN4005',
  'DN4010',
  'DN5001',
  'DN5002',
  'DN7010',
  'DN7025',
])

function expressed(diagnostic: Pick<Diagnostic, 'code' | 'severity' | 'pointer'>): boolean {
  if (diagnostic.severity !== 'error') return false
  return EXPRESSED.has(diagnostic.code) || (diagnostic.code === 'DN2008' && !/\/(graphql|sdk)(\/|$)|\/directory$/.test(diagnostic.pointer ?? ''))
}

/** A folder's docs.json as an editor sees it, and what docsnav says of the folder. */
function checkFolder(folder: string): { raw: unknown; errors: string[] } {
  const raw: unknown = JSON.parse(readFileSync(join(folder, 'docs.json'), 'utf8'))
  return { raw, errors: errorsOf(compileSync(folder, { noFiles: true }).diagnostics) }
}

describe('the JSON Schema of docs.json', () => {
  it('compiles with ajv in strict mode', () => {
    expect(() => newAjv().compile(docsJsonSchema())).not.toThrow()
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema')
    expect(schema.$id).toEqual(expect.any(String))
  })

  it('describes every declared field with its doc', () => {
    const expectField = (where: Schema, key: string, spec: FieldSpec) => {
      const property = (where.properties as Record<string, Schema>)[key]
      expect(property?.description, key).toBe(spec.doc)
      expect(property?.markdownDescription, key).toBe(spec.doc)
    }
    for (const [kind, fields] of Object.entries(FIELDS)) {
      for (const [key, spec] of Object.entries<FieldSpec>(fields)) expectField(defs[kind]!, key, spec)
    }
    for (const key of GLOBAL_KEYS) {
      for (const [field, spec] of Object.entries<FieldSpec>(GLOBAL_ENTRY_FIELDS[ELEMENT_OF_KEY[key]]))
        expectField(defs[`global.${ELEMENT_OF_KEY[key]}`]!, field, spec)
    }
    for (const [key, spec] of Object.entries<FieldSpec>(NAVIGATION_FIELDS)) expectField(defs.navigation!, key, spec)
    const root = schema.properties as Record<string, Schema>
    for (const [name, fields] of Object.entries(SETTINGS)) {
      for (const [key, spec] of Object.entries<FieldSpec>(fields)) expectField(root[name]!, key, spec)
    }
    for (const [key, spec] of Object.entries<FieldSpec>(REDIRECT_FIELDS)) expectField((root.redirects!.else as Schema).items as Schema, key, spec)
  })

  it("describes every key of docs.json as its declaration does (docs-json.ts), with Mintlify's required keys", () => {
    const root = schema.properties as Record<string, Schema>
    expect(Object.keys(root).filter((key) => key !== '$ref')).toEqual(Object.keys(DOCS_JSON.properties))
    for (const [key, shape] of Object.entries(DOCS_JSON.properties)) expect(root[key]!.description, key).toBe(shape.doc)
    expect((schema.else as Schema).required).toEqual(['theme', 'name', 'colors', 'navigation'])
  })

  it('gives every property a description, and every element its label and child keys', () => {
    const undocumented: string[] = []
    const visit = (node: unknown, path: string) => {
      if (typeof node !== 'object' || node === null) return
      for (const [key, child] of Object.entries(node)) {
        // What `contains` and `if` test is no key an editor offers.
        if (key === 'contains' || key === 'if') continue
        if (key === 'properties' && typeof child === 'object' && child !== null) {
          for (const [name, property] of Object.entries(child as Record<string, unknown>)) {
            // `false`: a key that is an error here; `true`: a key listed beside `required`.
            if (typeof property === 'boolean') continue
            const target = typeof (property as Schema).$ref === 'string' ? defs[((property as Schema).$ref as string).replace('#/$defs/', '')] : undefined
            if ((property as Schema).description === undefined && target?.description === undefined) undocumented.push(`${path}/properties/${name}`)
          }
        }
        visit(child, `${path}/${key}`)
      }
    }
    visit(schema, '#')
    expect(undocumented).toEqual([])
    for (const kind of Object.keys(LABEL_KEY) as Array<keyof typeof LABEL_KEY>) {
      const properties = defs[kind]!.properties as Record<string, unknown>
      expect(Object.keys(properties), kind).toEqual(expect.arrayContaining([LABEL_KEY[kind], ...CHILD_KEYS[kind], ...Object.keys(FIELDS[kind])]))
      // A content key the element may not hold fails it (DN2005).
      for (const key of ALL_CHILD_KEYS) if (!CHILD_KEYS[kind].includes(key)) expect(properties[key], `${kind}.${key}`).toBe(false)
      for (const [key, generator] of Object.entries(GENERATORS))
        expect(properties[key] === false, `${kind}.${key}`).toBe(!(generator.places as readonly string[]).includes(kind))
    }
  })

  it('offers the fixed values as enums', () => {
    const enumOf = (property: unknown) => ((property as Schema).else as Schema).enum
    expect(enumOf((defs.language!.properties as Schema).language)).toEqual(LANGUAGE_CODES)
    for (const [kind, fields] of Object.entries(FIELDS)) {
      for (const [key, spec] of Object.entries<FieldSpec>(fields)) {
        if (typeof spec.type === 'object') expect(enumOf((defs[kind]!.properties as Schema)[key]), `${kind}.${key}`).toEqual(spec.type.oneOf)
      }
    }
    expect(enumOf(((schema.properties as Record<string, Schema>).seo as Schema & { properties: Schema }).properties.indexing)).toEqual(['navigable', 'all'])
  })

  it('reads operation references as docsnav does', () => {
    const operation = new RegExp((defs.operation as { pattern: string }).pattern, 'u')
    const token = fc.constantFrom('GET', 'get', 'Post', 'webhook', 'WebHook', 'spec.json', '/pets', '/', 'pets', ' ', '  ', '\t', '\n', 'x', '/a b')
    fc.assert(
      fc.property(
        fc.array(token, { maxLength: 6 }).map((tokens) => tokens.join('')),
        (entry) => {
          expect(operation.test(entry), JSON.stringify(entry)).toBe(parseOperationReference(entry) !== undefined)
        },
      ),
      { numRuns: 2000 },
    )
  })
})

describe('configs docsnav accepts validate as written', () => {
  it('has the corpus', (context) => {
    requires(context, corpusPresent, `${corpusMissing}; the examples and conformance cases still run`)
    expect(corpusSites.length).toBeGreaterThan(0)
  })

  it.each(corpusSites)('corpus: %s', (name) => {
    const { raw, errors } = checkFolder(join(corpusFolder, name))
    // The schema only ever fails a config docsnav reports an error in; the corpus's three such
    // configs have errors the schema expresses (DN2003, DN2004, DN2006, DN2014).
    expect(valid(raw), `${errors.join(' ')}\n${schemaErrors()}`).toBe(errors.length === 0)
  })

  const examples = join(import.meta.dirname, '..', 'examples')
  it.each(readdirSync(examples).filter((name) => existsSync(join(examples, name, 'docs.json'))))('examples/%s', (name) => {
    const { raw, errors } = checkFolder(join(examples, name))
    if (errors.length === 0) expect(valid(raw), schemaErrors()).toBe(true)
    else if (!valid(raw)) expect(errors.length).toBeGreaterThan(0)
  })

  // The expected diagnostics of each case say what docsnav reports; no compile needed.
  const conformance = join(import.meta.dirname, 'conformance')
  const cases = readdirSync(conformance).filter((name) => {
    try {
      JSON.parse(readFileSync(join(conformance, name, 'docs.json'), 'utf8'))
      return true
    } catch {
      return false
    }
  })
  it.each(cases)('conformance/%s', (name) => {
    const raw: unknown = JSON.parse(readFileSync(join(conformance, name, 'docs.json'), 'utf8'))
    const expected = JSON.parse(readFileSync(join(conformance, name, 'expected', 'diagnostics.json'), 'utf8')) as Array<
      Pick<Diagnostic, 'code' | 'severity' | 'pointer' | 'file'>
    >
    const errors = errorsOf(expected)
    // Accepted by docsnav: valid. Rejected by the schema: docsnav reports an error too. An error
    // the schema expresses, written in docs.json itself: rejected.
    if (errors.length === 0) expect(valid(raw), schemaErrors()).toBe(true)
    else if (valid(raw))
      expect(expected.filter((diagnostic) => diagnostic.file === 'docs.json' && expressed(diagnostic)).map((diagnostic) => diagnostic.code)).toEqual([])
  })
})

const navigation = (groups: unknown[], rest: object = {}) => ({ ...REQUIRED, navigation: { groups, ...rest } })
const group = (fields: object = {}) => ({ group: 'Guides', pages: ['index'], ...fields })

/** Mistakes docsnav reports as errors, each one the schema fails. */
const ERRORS: Array<[string, string, object]> = [
  ['a misspelt label key', 'DN2006', navigation([{ grup: 'Guides', pages: ['index'] }])],
  ['a misspelt key of `global`', 'DN2022', navigation([group()], { global: { anchor: [{ anchor: 'Blog', href: 'https://example.com' }] } })],
  ['a misspelt key of a colour', 'DN2022', { ...REQUIRED, navigation: { anchors: [{ anchor: 'A', color: { ligth: '#0D9373' }, pages: ['index'] }] } }],
  ['`hidden` as a string', 'DN2008', navigation([group({ hidden: 'yes' })])],
  ['an unknown language code', 'DN2010', { ...REQUIRED, navigation: { languages: [{ language: 'ua', pages: ['index'] }] } }],
  ['`directory: "grid"`', 'DN2016', navigation([group({ directory: 'grid' })])],
  ['`align: "center"`', 'DN2016', { ...REQUIRED, navigation: { tabs: [{ tab: 'T', align: 'center', pages: ['index'] }] } }],
  ['`seo.indexing: "none"`', 'DN2016', { ...navigation([group()]), seo: { indexing: 'none' } }],
  ['`styling.eyebrows: "path"`', 'DN2016', { ...navigation([group()]), styling: { eyebrows: 'path' } }],
  ['`interaction.drilldown: "yes"`', 'DN2008', { ...navigation([group()]), interaction: { drilldown: 'yes' } }],
  ['two child keys', 'DN2004', { ...REQUIRED, navigation: { tabs: [{ tab: 'T', pages: ['index'], groups: [group()] }] } }],
  ['two primary patterns', 'DN2003', { ...REQUIRED, navigation: { groups: [group()], pages: ['index'] } }],
  ['no primary pattern', 'DN2002', { ...REQUIRED, navigation: { global: {} } }],
  ['no navigation', 'DN2001', { name: 'Docs' }],
  ['`tabs` in a group', 'DN2005', navigation([group({ tabs: [] })])],
  ['`global` in a group', 'DN2005', navigation([group({ global: {} })])],
  ['an anchor in `tabs`', 'DN2014', { ...REQUIRED, navigation: { tabs: [{ anchor: 'A', pages: ['index'] }] } }],
  ['a number in `pages`', 'DN2015', navigation([group({ pages: [1] })])],
  ['an empty label', 'DN2021', navigation([group({ group: '' })])],
  ['an empty root list', 'DN2024', { ...REQUIRED, navigation: { tabs: [] } }],
  ['an icon with `fa-`', 'DN2025', navigation([group({ icon: 'fa-book' })])],
  ['an icon style Mintlify does not know', 'DN2016', navigation([group({ icon: { name: 'book', style: 'bold' } })])],
  ['a colour that is not hex', 'DN2020', { ...REQUIRED, navigation: { anchors: [{ anchor: 'A', color: { light: 'green' }, pages: ['index'] }] } }],
  ['`graphql` on a group', 'DN2026', navigation([group({ graphql: 'schema.graphql' })])],
  ['`graphql` on a tab beside `pages`', 'DN2026', { ...REQUIRED, navigation: { tabs: [{ tab: 'T', graphql: 'schema.graphql', pages: ['index'] }] } }],
  ['an SDK format Mintlify does not know', 'DN2008', navigation([group({ sdk: { source: 'sdk', format: 'rustdoc' } })])],
  ['an unsafe href', 'DN2013', { ...REQUIRED, navigation: { tabs: [{ tab: 'T', href: ' Java\tScript:alert(1)' }] } }],
  ['a global link without href', 'DN2011', navigation([group()], { global: { anchors: [{ anchor: 'Blog' }] } })],
  ['a global href that is no URL', 'DN2023', navigation([group()], { global: { anchors: [{ anchor: 'Blog', href: 'blog' }] } })],
  ['a blank spec source', 'DN2008', navigation([group({ openapi: ' ' })])],
  ['an unknown key in a spec object', 'DN2022', navigation([group({ openapi: { source: 'a.json', folder: 'api' } })])],
  ['an object in an `asyncapi` array', 'DN2008', navigation([group({ asyncapi: [{ source: 'a.yaml' }] })])],
  [
    'two defaults',
    'DN5001',
    {
      navigation: {
        versions: [
          { version: 'v1', default: true, pages: ['a'] },
          { version: 'v2', default: true, pages: ['b'] },
        ],
      },
    },
  ],
  [
    'a language twice',
    'DN5002',
    {
      navigation: {
        languages: [
          { language: 'en', pages: ['a'] },
          { language: 'fr', pages: ['b'] },
          { language: 'en', pages: ['c'] },
        ],
      },
    },
  ],
  ['a page outside the root', 'DN4002', navigation([group({ pages: ['./../secret'] })])],
  ['an empty page', 'DN4004', navigation([group({ pages: [' '] })])],
  ['a page naming no file', 'DN4004', navigation([group({ pages: ['./'] })])],
  ['a page with `\\`', 'DN4005', navigation([group({ pages: ['guides\\setup'] })])],
  ['a page with a control character', 'DN4010', navigation([group({ pages: ['guides/\u0001setup'] })])],
  ['a group root outside the root', 'DN4002', navigation([group({ root: '../x' })])],
  ['a redirect without destination', 'DN7010', { ...navigation([group()]), redirects: [{ source: '/old' }] }],
  ['a redirect with a line break', 'DN7025', { ...navigation([group()]), redirects: [{ source: '/old\n/x', destination: '/new' }] }],
  ['`redirects` as an object', 'DN2008', { ...navigation([group()]), redirects: { source: '/old', destination: '/new' } }],
  ['a `$ref` with a URL', 'DN1104', navigation([{ $ref: 'https://example.com/group.json' }])],
  ['settings that are not objects', 'DN2008', { ...navigation([group()]), seo: 'x', styling: 4 }],
  ['no `name`', 'DN2027', { theme: 'mint', colors: { primary: '#0D9373' }, navigation: { groups: [group()] } }],
  ['no `colors.primary`', 'DN2027', { ...navigation([group()]), colors: { light: '#0D9373' } }],
  ['a theme Mintlify does not have', 'DN2016', { ...navigation([group()]), theme: 'mintt' }],
  ['`colors.primary` not hex', 'DN2020', { ...navigation([group()]), colors: { primary: 'teal' } }],
  ['an unknown key in `colors`', 'DN2022', { ...navigation([group()]), colors: { primary: '#0D9373', background: '#fff' } }],
  ['an unknown integration', 'DN2022', { ...navigation([group()]), integrations: { googleAnalytics: { measurementId: 'G-1' } } }],
  ['a GA4 id that is not `G-...`', 'DN2028', { ...navigation([group()]), integrations: { ga4: { measurementId: 'UA-1' } } }],
  ['`logo` as a number', 'DN2008', { ...navigation([group()]), logo: 5 }],
  ['`icons` without `library`', 'DN2027', { ...navigation([group()]), icons: {} }],
  ['a self-hosted font without `format`', 'DN2027', { ...navigation([group()]), fonts: { family: 'Inter', source: '/inter.woff2' } }],
  ['`contextual` without `options`', 'DN2027', { ...navigation([group()]), contextual: { display: 'toc' } }],
  ['`errors` without `404`', 'DN2027', { ...navigation([group()]), errors: {} }],
  ['a Shiki theme Mintlify does not have', 'DN2016', { ...navigation([group()]), styling: { codeblocks: { theme: 'github-darkest' } } }],
]

/** What docsnav only warns about (or takes in silence): the schema accepts each. */
const ACCEPTED: Array<[string, string | undefined, object]> = [
  ['an unknown key on an element', 'DN2009', navigation([group({ colapsed: true, hiden: true })])],
  ['an unknown key in navigation', 'DN2009', navigation([group()], { colour: 'red' })],
  ['an unknown key in a redirect', 'DN2009', { ...navigation([group()]), redirects: [{ source: '/a', destination: '/b', status: 301 }] }],
  ['a group without pages', 'DN2017', navigation([{ group: 'Empty' }])],
  ['an empty list in an element', 'DN2017', { ...REQUIRED, navigation: { tabs: [{ tab: 'T', groups: [] }] } }],
  ['a label of spaces', 'DN2007', navigation([group({ group: ' ' })])],
  ['`expanded` on a top-level group', 'DN2012', navigation([group({ expanded: true })])],
  ['a relative href on a tab', 'DN2018', { ...REQUIRED, navigation: { tabs: [{ tab: 'T', href: 'blog' }] } }],
  ['a page with its extension', 'DN4001', navigation([group({ pages: ['index.mdx'] })])],
  ['a page with spaces around it', 'DN4003', navigation([group({ pages: [' index'] })])],
  ['a page that is a URL', 'DN4011', navigation([group({ pages: ['https://example.com/a'] })])],
  ["Mintlify's `$schema` and other top-level keys", undefined, { $schema: 'https://mintlify.com/docs.json', ...navigation([group()]) }],
  ['an icon object with more string keys', undefined, navigation([group({ icon: { name: 'book', library: 'lucide', label: 'x' } })])],
  ['an unknown top-level key', 'DN2009', { ...navigation([group()]), topbarLinks: [] }],
  ['`variations` on a theme other than `willow`', 'DN2009', { ...navigation([group()]), variations: { options: [{ id: 'a', label: 'A' }] } }],
  ['`variations` on `willow`', undefined, { ...navigation([group()]), theme: 'willow', variations: { options: [{ id: 'a', label: 'A' }] } }],
  [
    'a font with `heading` and `body` beside `family`, which Mintlify drops',
    'DN2009',
    { ...navigation([group()]), fonts: { family: 'Inter', heading: { family: 'Lora' } } },
  ],
  ['fonts for headings and the rest', undefined, { ...navigation([group()]), fonts: { heading: { family: 'Lora' }, body: { family: 'Inter', weight: 400 } } }],
  [
    '`graphql` on a tab beside its own fields and `groups`',
    undefined,
    { ...REQUIRED, navigation: { tabs: [{ tab: 'T', icon: 'code', graphql: { source: 'schema.graphql', directory: 'api' }, groups: [group()] }] } },
  ],
]

describe('where docsnav reports an error the schema can express, it fails', () => {
  it.each(ERRORS)('%s (%s)', (_name, code, config) => {
    expect(compiled(config), 'docsnav reports it').toContain(code)
    expect(valid(config), 'the schema fails it').toBe(false)
  })
  it.each(ACCEPTED)('accepts %s (%s)', (_name, code, config) => {
    const result = compileSync({ config }, { noFiles: true })
    expect(errorsOf(result.diagnostics)).toEqual([])
    if (code !== undefined) expect(result.diagnostics.map((diagnostic) => diagnostic.code)).toContain(code)
    expect(valid(config), schemaErrors()).toBe(true)
  })

  it('accepts `$ref` includes wherever a value may be one, checking the keys beside them', () => {
    const config = {
      $schema: 'https://mintlify.com/docs.json',
      ...REQUIRED,
      navigation: { tabs: { $ref: 'tabs.json' }, global: { $ref: 'global.json' } },
      redirects: [{ $ref: 'redirect.json' }],
    }
    expect(valid(config), schemaErrors()).toBe(true)
    expect(
      valid({
        ...REQUIRED,
        navigation: {
          groups: [
            { $ref: 'group.json', icon: 'book' },
            { group: 'G', pages: { $ref: 'pages.json' }, hidden: { $ref: 'x.json' } },
          ],
        },
      }),
      schemaErrors(),
    ).toBe(true)
    expect(valid({ $ref: 'base.json', seo: { indexing: 'all' } }), schemaErrors()).toBe(true)
    // Beside a `$ref`, a key holds its final value: a wrong one is still an error.
    expect(valid({ ...REQUIRED, navigation: { groups: [{ $ref: 'group.json', hidden: 'yes' }] } })).toBe(false)
    // An array's place takes an include of the whole array: keys beside it are dropped, with a warning (DN1105), as Mintlify drops them.
    expect(valid({ ...REQUIRED, navigation: { groups: [group({ pages: { $ref: 'pages.json', extra: 1 } })] } })).toBe(true)
    // A settings key of another type than an object fails (DN2008), and still holds JSON, whose includes must name files (DN1104; found by the random mistakes below).
    const misplaced = { ...REQUIRED, api: [{ tab: { $ref: '#/x' } }], navigation: { pages: ['a'] } }
    expect(valid(misplaced)).toBe(false)
    expect(compileSync({ config: misplaced }, { noFiles: true }).diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['DN2008', 'DN1104'])
    // A `$ref` that is not a string is no include, to Mintlify as to docsnav: an unknown key of its object.
    const notAnInclude = { ...REQUIRED, navigation: { groups: [{ group: 'G', pages: ['a'], $ref: 5 }] } }
    expect(valid(notAnInclude), schemaErrors()).toBe(true)
    expect(compileSync({ config: notAnInclude }, { noFiles: true }).diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['DN2009'])
  })
})

describe('generated configs', () => {
  it('valid ones validate', () => {
    fc.assert(
      fc.property(validConfig(), (config) => {
        expect(valid(config), schemaErrors()).toBe(true)
      }),
      { numRuns: 60 },
    )
  })

  it('one mistake fails the schema exactly when docsnav reports it as an error', () => {
    fc.assert(
      fc.property(nearValidConfig(), ({ config, mistake }) => {
        const errors = compiled(config)
        expect(errors.length > 0, mistake.name).toBe(catalogue[mistake.code as keyof typeof catalogue].severity === 'error')
        expect(valid(config), `${mistake.name}: ${schemaErrors()}`).toBe(errors.length === 0)
      }),
      { numRuns: 80 },
    )
  })
})

/** Keys and values docs.json is made of, right and wrong, for configs with random mistakes. */
const KEYS = [
  ...new Set([
    ...Object.values(LABEL_KEY),
    ...ALL_CHILD_KEYS,
    ...Object.values(FIELDS).flatMap((fields) => Object.keys(fields)),
    ...Object.values(GLOBAL_ENTRY_FIELDS).flatMap((fields) => Object.keys(fields)),
    ...Object.keys(GENERATORS),
    ...Object.keys(REDIRECT_FIELDS),
    ...GLOBAL_KEYS,
    ...Object.keys(SETTINGS),
    ...Object.values(SETTINGS).flatMap((fields) => Object.keys(fields)),
    'global',
    'navigation',
    'redirects',
    '$schema',
    '$ref',
    'colapsed',
    'grup',
    'children',
  ]),
]
const STRINGS = [
  '',
  ' ',
  'x',
  'Guides',
  'index',
  'a/b',
  'fa-book',
  'book',
  'javascript:alert(1)',
  ' Java\tScript:x',
  'data:text/html,x',
  'https://example.com',
  'http://example.com/spec.json',
  '/x',
  '#x',
  'mailto:a@example.com',
  'blog',
  'www.example.com',
  '../x',
  './../x',
  'a/../../x',
  '/',
  '.',
  './',
  'a\\b',
  'x.mdx',
  ' x',
  'x\u0001y',
  'x\ty',
  'x\n',
  'GET /x',
  'get  /x',
  'GET\t/x',
  'spec.json POST /x',
  'webhook created',
  'WEBHOOK x y',
  'en',
  'ua',
  'zh-Hans',
  'none',
  'card',
  'grid',
  'start',
  'center',
  'navigable',
  'all',
  'section',
  'breadcrumbs',
  '#fff',
  '#0D9373',
  'red',
  'typedoc',
  'openapi.json',
  'C:/x',
  'solid',
  'bold',
  'lucide',
  'group.json',
]
const leaf = fc.oneof(fc.constantFrom(...STRINGS), fc.constantFrom(0, 1, -1.5, true, false, null))
const jsonValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 3 }),
  object: fc.dictionary(fc.constantFrom(...KEYS), tie('value'), { maxKeys: 3 }),
})).value

/** Every object of a config (the document, `navigation`, elements, `global` and its entries). */
function objectsOf(value: unknown, found: Array<Record<string, unknown>> = []): Array<Record<string, unknown>> {
  if (Array.isArray(value)) for (const item of value) objectsOf(item, found)
  else if (typeof value === 'object' && value !== null) {
    found.push(value as Record<string, unknown>)
    for (const child of Object.values(value)) objectsOf(child, found)
  }
  return found
}

const mistakes = fc.array(fc.tuple(fc.nat(), fc.constantFrom(...KEYS), fc.option(jsonValue, { nil: undefined, freq: 5 })), { minLength: 1, maxLength: 3 })

describe('configs with random mistakes', () => {
  it('fail the schema only where docsnav reports an error, and wherever it reports one the schema expresses', () => {
    // Generating a valid config takes longer than checking it: a few are made once, and changed.
    const bases = fc.sample(validConfig({ maxDepth: 3, maxEntries: 3 }), 40)
    for (const base of bases) expect(compiled(base)).toEqual([])
    fc.assert(
      fc.property(fc.nat(bases.length - 1), mistakes, (index, changes) => {
        const raw = structuredClone(bases[index]!) as Record<string, unknown>
        for (const [pick, key, value] of changes) {
          // An include would need its file: `$ref` as a key is left to the cases above.
          if (key === '$ref') continue
          const objects = objectsOf(raw)
          const target = objects[pick % objects.length]!
          if (value === undefined) delete target[key]
          else target[key] = value
        }
        const diagnostics = compileSync({ config: raw }, { noFiles: true }).diagnostics
        if (!valid(raw)) expect(errorsOf(diagnostics), `the schema fails it: ${schemaErrors()}`).not.toEqual([])
        else
          expect(
            diagnostics.filter(expressed).map((diagnostic) => `${diagnostic.code} ${diagnostic.pointer}`),
            'the schema accepts it',
          ).toEqual([])
      }),
      { numRuns: 1000 },
    )
  })
})
