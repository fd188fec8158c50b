import fc from 'fast-check'
import { label, validConfig, type ConfigConstraints, type DocsConfig } from './configs.js'

/** A whole site: docs.json and the files it needs, by project-relative path. */
export interface Site {
  config: DocsConfig
  files: Record<string, string>
}

const SUMMARY = fc.constantFrom('List pets', 'Create a pet', 'Get a pet', 'Delete a pet', 'Update the owner', 'Search', 'Upload a photo')
const TAG = fc.constantFrom('pets', 'owners', 'store', 'Admin Tools')
const PATH = fc.array(fc.constantFrom('pets', 'owners', 'store', '{id}', 'photos', 'v2'), { minLength: 1, maxLength: 3 }).map((parts) => `/${parts.join('/')}`)
const METHOD = fc.constantFrom('get', 'post', 'put', 'patch', 'delete')

/** An OpenAPI 3.1 spec with a few operations, each with a summary and at most one tag. */
function openApiSpec() {
  const operation = fc.record(
    {
      summary: SUMMARY,
      tags: fc.option(
        TAG.map((tag) => [tag]),
        { nil: undefined },
      ),
    },
    { requiredKeys: ['summary'] },
  )
  return fc
    .uniqueArray(fc.tuple(PATH, METHOD, operation), { minLength: 1, maxLength: 8, selector: ([path, method]) => `${method} ${path}` })
    .map((operations) => {
      const paths: Record<string, Record<string, unknown>> = {}
      operations.forEach(([path, method, body], index) => {
        // Distinct summaries: two operations on one URL would be reported (DN3015), not a valid site.
        paths[path] ??= {}
        paths[path]![method] = { ...body, summary: `${body.summary} ${index + 1}` }
      })
      return { openapi: '3.1.0', info: { title: 'Generated API', version: '1.0.0' }, paths }
    })
}

/**
 * A site docsnav compiles with no diagnostics, page files included (`compileSync({config, files},
 * {noFiles: false})`): a validConfig() (with the `theme`, `name` and `colors` Mintlify requires), a page file with frontmatter for every page it lists, and an OpenAPI spec whose
 * operations are either generated into a group of their own or referenced one by one.
 */
export function validSite(constraints: ConfigConstraints = {}): fc.Arbitrary<Site> {
  const frontmatter = fc.record({ title: label(), description: fc.option(label(), { nil: undefined }) }, { requiredKeys: ['title'] })
  return fc.tuple(validConfig(constraints), openApiSpec(), fc.boolean(), fc.infiniteStream(frontmatter)).map(([generated, spec, explicit, matters]) => {
    const config: DocsConfig = structuredClone(generated)
    const files: Record<string, string> = { 'openapi.json': JSON.stringify(spec, null, 2) }
    const references = Object.entries(spec.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
    const api = explicit ? { group: 'API reference', openapi: 'openapi.json', pages: references } : { group: 'API reference', openapi: 'openapi.json' }
    // A navigation of links only has no list to add to: the API group becomes the navigation.
    if (!addGroup(config.navigation, api)) config.navigation = { groups: [api] }
    const stream = matters[Symbol.iterator]()
    for (const page of pagesOf(config.navigation)) {
      const { title, description } = stream.next().value as { title: string; description?: string }
      files[`${page}.mdx`] =
        `---\ntitle: ${JSON.stringify(title)}\n${description === undefined ? '' : `description: ${JSON.stringify(description)}\n`}---\n\n# ${title}\n`
    }
    return { config, files }
  })
}

/** Adds `group` to the first `groups` (or `pages`) list of the navigation; false when there is none. */
function addGroup(node: unknown, group: Record<string, unknown>): boolean {
  if (Array.isArray(node)) return node.some((item) => addGroup(item, group))
  if (typeof node !== 'object' || node === null) return false
  const record = node as Record<string, unknown>
  for (const key of ['groups', 'pages']) {
    if (Array.isArray(record[key])) {
      ;(record[key] as unknown[]).push(group)
      return true
    }
  }
  return Object.entries(record).some(([key, value]) => key !== 'global' && addGroup(value, group))
}

/** Every page path the navigation lists (group roots included), once each. */
function pagesOf(navigation: unknown): string[] {
  const pages = new Set<string>()
  const visit = (node: unknown, key: string) => {
    if (typeof node === 'string') {
      if ((key === 'pages' || key === 'root') && !/^[A-Z]+ \//.test(node)) pages.add(node)
    } else if (Array.isArray(node)) node.forEach((item) => visit(item, key))
    else if (typeof node === 'object' && node !== null) {
      for (const [name, value] of Object.entries(node)) if (name !== 'global') visit(value, name)
    }
  }
  visit(navigation, '')
  return [...pages]
}
