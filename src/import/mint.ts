import { existsSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { jsonProblemOffset } from './fumadocs/json-place.js'
import { reportLosses } from './mint/losses.js'
import { normalizeMintConfig } from './mint/normalize.js'
import { upgradeMintConfig } from './mint/upgrade.js'
import type { ImportReport } from './report.js'
import type { Importer, ImportedSite, SourcePage } from './source.js'

/**
 * mint.json (Mintlify's older config) as docs.json, as Mintlify's own build upgrades it: the config
 * as its schema gives it (mint/normalize.ts), then `upgradeToDocsConfig` (mint/upgrade.ts, checked
 * equal to Mintlify's by test/import/mint-oracle.test.ts). docs.json goes beside mint.json, and the
 * pages stay where they are: both files name pages by the same paths.
 */

/** Where a mint.json is looked for: the project's root, then the docs folder Mintlify's starter kit used. */
const PLACES = ['mint.json', 'docs/mint.json']

export const mintImporter: Importer = {
  kind: 'mint',
  detect: (root) => PLACES.find((place) => existsSync(join(root, place))),
  read: async ({ root, report }) => {
    const file = PLACES.find((place) => existsSync(join(root, place))) ?? 'mint.json'
    let text: string
    try {
      text = readFileSync(join(root, file), 'utf8')
    } catch (error) {
      report.add('DN1202', { file, kind: 'Mintlify', reason: error instanceof Error ? error.message : String(error) }, { file })
      return undefined
    }
    return mintSite(root, file, text, report)
  },
}

/** The imported site of the mint.json at `file` (relative to `root`) with this text. */
export function mintSite(root: string, file: string, text: string, report: ImportReport): ImportedSite | undefined {
  let given: unknown
  try {
    given = JSON.parse(text)
  } catch (error) {
    // Mintlify reads mint.json with JSON.parse: a comment or a trailing comma fails its build.
    const reason = error instanceof Error ? error.message : String(error)
    const at = jsonProblemOffset(text)
    report.add('DN1202', { file, kind: 'Mintlify', reason }, { file, text, ...(at === undefined ? {} : { offset: at }) })
    return undefined
  }
  const problem = shapeProblem(given)
  if (problem !== undefined) {
    report.add('DN1202', { file, kind: 'Mintlify', reason: problem.reason }, { file, text, ...(problem.value ? { value: problem.value } : {}) })
    return undefined
  }
  const config = normalizeMintConfig(given)
  const upgraded = upgradeMintConfig(config)
  reportLosses(config, upgraded, file, text, report)
  untitledGroups(upgraded.navigation, file, text, report)
  const folder = posix.dirname(file) === '.' ? '' : posix.dirname(file)
  return { kind: 'mint', folder, config: upgraded, pages: pagesOf(root, folder, upgraded.navigation) }
}

/**
 * What Mintlify's schema would refuse and the upgrade could not read at all: no `navigation` list
 * of groups, each with a `group` and its `pages`. (Its other refusals are left to the check of the
 * docs.json made.)
 */
function shapeProblem(config: unknown): { reason: string; value?: string } | undefined {
  if (typeof config !== 'object' || config === null || Array.isArray(config)) return { reason: 'it is not a JSON object' }
  const navigation = (config as Record<string, unknown>).navigation
  if (!Array.isArray(navigation) || navigation.length === 0) return { reason: '`navigation` must be a list of groups', value: 'navigation' }
  const groupProblem = (group: unknown): { reason: string; value?: string } | undefined => {
    if (typeof group !== 'object' || group === null || Array.isArray(group))
      return { reason: 'each navigation entry must be a group object or a page path', value: 'navigation' }
    const { group: name, pages } = group as Record<string, unknown>
    if (typeof name !== 'string') return { reason: 'each group needs a `group` name', value: 'group' }
    if (!Array.isArray(pages) || pages.length === 0) return { reason: `group \`${name}\` needs a list of \`pages\``, value: name }
    for (const page of pages) {
      if (typeof page === 'string') {
        if (page.trim() === '') return { reason: `group \`${name}\` lists an empty page path`, value: name }
      } else {
        const nested = groupProblem(page)
        if (nested) return nested
      }
    }
    return undefined
  }
  for (const group of navigation) {
    const found = groupProblem(group)
    if (found) return found
  }
  for (const key of ['tabs', 'anchors'] as const) {
    const divisions = (config as Record<string, unknown>)[key]
    if (divisions === undefined) continue
    if (!Array.isArray(divisions)) return { reason: `\`${key}\` must be a list`, value: key }
    for (const division of divisions) {
      const { name, url } = (division ?? {}) as Record<string, unknown>
      if (typeof name !== 'string' || typeof url !== 'string') return { reason: `each of \`${key}\` needs a \`name\` and a \`url\``, value: key }
    }
  }
  const versions = (config as Record<string, unknown>).versions
  if (versions !== undefined && !Array.isArray(versions)) return { reason: '`versions` must be a list', value: 'versions' }
  return undefined
}

/** An OpenAPI operation named in the navigation (`GET /users`, `openapi.json POST /pets`): no file. */
const OPERATION = /^(?:\S+\s+)?(?:get|post|put|patch|delete|head|options|trace|webhook)\s+\S/i

/** Every page the navigation names, with its file beside mint.json (`.mdx`, else `.md`). */
function pagesOf(root: string, folder: string, navigation: unknown): Map<string, SourcePage> {
  const pages = new Map<string, SourcePage>()
  const visit = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (key !== 'pages' || OPERATION.test(value) || URL.canParse(value) || pages.has(value)) return
      const mdx = posix.join(folder, `${value}.mdx`)
      const md = posix.join(folder, `${value}.md`)
      pages.set(value, { file: !existsSync(join(root, mdx)) && existsSync(join(root, md)) ? md : mdx })
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, key)
    } else if (typeof value === 'object' && value !== null) {
      for (const [name, member] of Object.entries(value)) if (name !== 'global') visit(member, name)
    }
  }
  visit(navigation, '')
  return pages
}

/**
 * The one place docsnav departs from Mintlify's upgrade: mint.json allowed a top-level group with
 * an empty label (shown without a heading), the upgrade copies it, and docs.json's check refuses an
 * empty label. A label of one space is what docs.json shows without a heading.
 */
function untitledGroups(value: unknown, file: string, text: string, report: ImportReport): void {
  if (Array.isArray(value)) for (const item of value) untitledGroups(item, file, text, report)
  else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>
    if (record.group === '') {
      record.group = ' '
      report.add(
        'DN1204',
        {
          what: 'a group with an empty label',
          detail: 'Mintlify’s upgrade copies `"group": ""`, which docs.json refuses',
          how: 'docsnav writes `"group": " "`, shown without a heading, as mint.json showed it',
        },
        { file, text, ...offsetOf(text, /"group"\s*:\s*""/) },
      )
    }
    for (const member of Object.values(record)) untitledGroups(member, file, text, report)
  }
}

function offsetOf(text: string, pattern: RegExp): { offset: number } | Record<string, never> {
  const match = pattern.exec(text)
  return match ? { offset: match.index } : {}
}
