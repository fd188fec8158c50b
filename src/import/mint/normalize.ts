import { posix } from 'node:path'

/**
 * What Mintlify's check of a mint.json (`validateMintConfig`, zod) changes in the config before
 * its build upgrades it: page paths and spec paths made relative and tidy (`./a/../b` is `b`),
 * names and URLs trimmed, the playground's mode given its default, and the keys its schema does
 * not know left out of the objects the upgrade copies whole (redirects, logo, fonts, footer).
 * Mintlify's build upgrades this value, not the file as written: so does docsnav.
 */

// biome-ignore lint/suspicious/noExplicitAny: mint.json is read as Mintlify's schema reads it
type Loose = any

/** The config as Mintlify's schema gives it to the upgrade. */
export function normalizeMintConfig(config: Loose): Loose {
  const result: Loose = { ...config }
  if (typeof result.name === 'string') result.name = result.name.trim()
  if (Array.isArray(result.navigation)) result.navigation = result.navigation.map(normalizeGroup)
  if (typeof result.openapi === 'string') result.openapi = normalizeSpec(result.openapi)
  else if (Array.isArray(result.openapi)) result.openapi = result.openapi.map((spec: unknown) => (typeof spec === 'string' ? normalizeSpec(spec) : spec))
  for (const key of ['anchors', 'tabs'] as const) {
    if (Array.isArray(result[key])) result[key] = result[key].map(trimDivision)
  }
  if (isObject(result.api) && isObject(result.api.playground) && result.api.playground.mode === undefined)
    result.api = { ...result.api, playground: { mode: 'show', ...result.api.playground } }
  if (Array.isArray(result.redirects)) result.redirects = result.redirects.map((entry: Loose) => pick(entry, ['source', 'destination', 'permanent']))
  if (isObject(result.logo) && typeof result.logo.light === 'string') result.logo = pick(result.logo, ['light', 'dark', 'href'])
  if (isObject(result.font)) {
    result.font =
      'family' in result.font
        ? fontDetails(result.font)
        : Object.fromEntries(Object.entries(result.font).map(([key, value]) => [key, isObject(value) ? fontDetails(value) : value]))
  }
  if (isObject(result.footer)) {
    const footer = pick(result.footer, ['socials', 'links'])
    if (Array.isArray(footer.socials)) footer.socials = footer.socials.map((social: Loose) => pick(social, ['type', 'url']))
    if (Array.isArray(footer.links))
      footer.links = footer.links.map((column: Loose) => {
        const kept = pick(column, ['title', 'links'])
        if (Array.isArray(kept.links)) kept.links = kept.links.map((link: Loose) => pick(link, ['label', 'url']))
        return kept
      })
    result.footer = footer
  }
  if (Array.isArray(result.footerSocials)) result.footerSocials = result.footerSocials.map((social: Loose) => pick(social, ['type', 'url']))
  return result
}

/** Mintlify's `normalizeRelativePath`: resolved against the root, made relative, a trailing slash kept. */
export function normalizeRelativePath(path: string): string {
  const normalized = posix.resolve('/', path).slice(1)
  return path.endsWith('/') && normalized.length > 0 && !normalized.endsWith('/') ? `${normalized}/` : normalized
}

function normalizeGroup(group: Loose): Loose {
  if (!isObject(group) || !Array.isArray(group.pages)) return group
  return {
    ...group,
    pages: group.pages.map((page: unknown) => (typeof page === 'string' ? (page === '' ? page : normalizeRelativePath(page)) : normalizeGroup(page))),
  }
}

/** A spec's path or URL, as `openapiStringSchema` gives it: trimmed, and a path made relative. */
function normalizeSpec(spec: string): string {
  const trimmed = spec.trim()
  if (trimmed === '') return trimmed
  return URL.canParse(trimmed) ? trimmed : normalizeRelativePath(trimmed)
}

function trimDivision(division: Loose): Loose {
  if (!isObject(division)) return division
  const result: Loose = { ...division }
  for (const key of ['name', 'url', 'openapi']) if (typeof result[key] === 'string') result[key] = result[key].trim()
  return result
}

function fontDetails(details: Loose): Loose {
  return pick(details, ['family', 'weight', 'url', 'format'])
}

function pick(value: Loose, keys: readonly string[]): Loose {
  if (!isObject(value)) return value
  return Object.fromEntries(keys.filter((key) => key in value).map((key) => [key, value[key]]))
}

function isObject(value: unknown): value is Record<string, Loose> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
