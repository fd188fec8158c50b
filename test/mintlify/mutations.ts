// Single mutations of a real docs.json: the mistakes people make, one at a time, each a new config.
type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }

export interface Mutant {
  /** What was changed, and where (a JSON pointer). */
  name: string
  config: JsonObject
}

const LABEL_KEYS = ['group', 'tab', 'anchor', 'dropdown', 'product', 'version', 'language', 'item'] as const
const PLURAL: Record<string, string> = {
  group: 'groups',
  tab: 'tabs',
  anchor: 'anchors',
  dropdown: 'dropdowns',
  product: 'products',
  version: 'versions',
  language: 'languages',
  item: 'menu',
}

interface Found {
  /** The path from the config's root to the element. */
  path: Array<string | number>
  labelKey: string
}

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Elements of the navigation (not under `global`), in document order. */
function elementsOf(value: Json, path: Array<string | number>, found: Found[] = []): Found[] {
  if (Array.isArray(value)) value.forEach((item, index) => elementsOf(item, [...path, index], found))
  else if (isObject(value)) {
    const labelKey = LABEL_KEYS.find((key) => key in value)
    if (labelKey !== undefined && path.length > 1) found.push({ path, labelKey })
    for (const [key, member] of Object.entries(value))
      if (key !== 'global' && key !== 'openapi' && key !== 'asyncapi') elementsOf(member, [...path, key], found)
  }
  return found
}

/** The first page string of the navigation, with its path. */
function firstPage(value: Json, path: Array<string | number>): Array<string | number> | undefined {
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = firstPage(value[index]!, [...path, index])
      if (found) return found
    }
  } else if (isObject(value)) {
    for (const [key, member] of Object.entries(value)) {
      if (key === 'global') continue
      if (key === 'pages' && Array.isArray(member)) {
        const index = member.findIndex((entry) => typeof entry === 'string' && !/\s/.test(entry))
        if (index !== -1) return [...path, key, index]
      }
      const found = firstPage(member, [...path, key])
      if (found) return found
    }
  }
  return undefined
}

const pointerOf = (path: ReadonlyArray<string | number>) => `/${path.join('/')}`

function at(config: Json, path: ReadonlyArray<string | number>): Json {
  let value = config
  for (const part of path) value = (value as Record<string | number, Json>)[part]!
  return value
}

/** A copy of `config` changed by `change`, which receives the value at `path` and its parent. */
function mutate(config: JsonObject, path: ReadonlyArray<string | number>, change: (target: Json, parent: Json, key: string | number) => void): JsonObject {
  const copy = structuredClone(config)
  change(at(copy, path), path.length > 0 ? at(copy, path.slice(0, -1)) : copy, path[path.length - 1]!)
  return copy
}

/** The elements a mutation is tried on: the first of each kind, and the first element of all. */
function chosenElements(config: JsonObject): Found[] {
  const all = elementsOf(config.navigation ?? null, ['navigation'])
  const chosen: Found[] = []
  for (const found of all) if (!chosen.some((other) => other.labelKey === found.labelKey)) chosen.push(found)
  return chosen
}

/** Single mutations of `config`, each named by what changed where. */
export function mutationsOf(config: JsonObject, limit = Infinity): Mutant[] {
  const mutants: Mutant[] = []
  const add = (name: string, path: ReadonlyArray<string | number>, change: (target: Json, parent: Json, key: string | number) => void) => {
    if (mutants.length < limit) mutants.push({ name: `${name} at ${pointerOf(path)}`, config: mutate(config, path, change) })
  }
  for (const { path, labelKey } of chosenElements(config)) {
    const element = at(config, path) as JsonObject
    add(`delete \`${labelKey}\``, path, (target) => void delete (target as JsonObject)[labelKey])
    add(`rename \`${labelKey}\``, path, (target) => {
      const object = target as JsonObject
      object.title = object[labelKey]!
      delete object[labelKey]
    })
    add(`\`${labelKey}\` a number`, path, (target) => void ((target as JsonObject)[labelKey] = 42))
    add(`\`${labelKey}\` empty`, path, (target) => void ((target as JsonObject)[labelKey] = ''))
    add(`\`${labelKey}\` blank`, path, (target) => void ((target as JsonObject)[labelKey] = ' '))
    add('unknown key `collapsed`', path, (target) => void ((target as JsonObject).collapsed = true))
    add('`hidden` a string', path, (target) => void ((target as JsonObject).hidden = 'true'))
    add('icon with `fa-`', path, (target) => void ((target as JsonObject).icon = 'fa-book'))
    add('icon style not in the enum', path, (target) => void ((target as JsonObject).icon = { name: 'book', style: 'bold' }))
    add('icon library not in the enum', path, (target) => void ((target as JsonObject).icon = { name: 'book', library: 'material' }))
    add('the element twice', path, (_target, parent, key) => void (parent as Json[]).splice(Number(key), 0, structuredClone(element)))
    add('its list empty', path.slice(0, -1), (_target, parent, key) => void ((parent as JsonObject)[key] = []))
    if ('pages' in element) add('`pages` deleted', path, (target) => void delete (target as JsonObject).pages)
    if ('pages' in element)
      add('`pages` renamed `groups`', path, (target) => {
        const object = target as JsonObject
        object.groups = object.pages!
        delete object.pages
      })
    if ('groups' in element)
      add('`groups` renamed `pages`', path, (target) => {
        const object = target as JsonObject
        object.pages = object.groups!
        delete object.groups
      })
    add(`a \`${PLURAL[labelKey]}\` inside`, path, (target) => void ((target as JsonObject)[PLURAL[labelKey]!] = [structuredClone(element)]))
    if (labelKey !== 'group') {
      add('href `blog` alone', path, (target) => replaceChildren(target as JsonObject, labelKey, { href: 'blog' }))
      add('href `javascript:`', path, (target) => replaceChildren(target as JsonObject, labelKey, { href: 'javascript:alert(1)' }))
      add('href empty', path, (target) => replaceChildren(target as JsonObject, labelKey, { href: '' }))
    }
    if (labelKey === 'anchor' || labelKey === 'dropdown' || labelKey === 'product') {
      add('color with an unknown key', path, (target) => void ((target as JsonObject).color = { light: '#ffffff', shade: '#000000' }))
      add('color not hex', path, (target) => void ((target as JsonObject).color = { light: 'red' }))
    }
    if (labelKey === 'language') {
      for (const code of ['ua', 'fr-ca', 'fr-CA', 'zh-Hans', 'xx', 'EN'])
        add(`language \`${code}\``, path, (target) => void ((target as JsonObject).language = code))
      add('language `navbar` with an unknown key', path, (target) => void ((target as JsonObject).navbar = { linkz: [] }))
      add('language `footer` with a wrong type', path, (target) => void ((target as JsonObject).footer = 'x'))
    }
    add('`graphql` on it', path, (target) => void ((target as JsonObject).graphql = 'schema.graphql'))
    add('`sdk` on it', path, (target) => void ((target as JsonObject).sdk = { format: 'typedoc', source: 'x.json' }))
    add('`openapi` over http', path, (target) => void ((target as JsonObject).openapi = 'http://example.com/openapi.json'))
    add('`asyncapi` empty', path, (target) => void ((target as JsonObject).asyncapi = ''))
    add('`asyncapi` object with an unknown key', path, (target) => void ((target as JsonObject).asyncapi = { source: 'asyncapi.json', dir: 'x' }))
    add('`directory` not in the enum', path, (target) => void ((target as JsonObject).directory = 'grid'))
  }
  const page = firstPage(config.navigation ?? null, ['navigation'])
  if (page) {
    const value = at(config, page) as string
    add('page with `.mdx`', page, (_target, parent, key) => void ((parent as Json[])[key as number] = `${value}.mdx`))
    add('page with slashes', page, (_target, parent, key) => void ((parent as Json[])[key as number] = `/${value}/`))
    add('page empty', page, (_target, parent, key) => void ((parent as Json[])[key as number] = ''))
    add('page a number', page, (_target, parent, key) => void ((parent as Json[])[key as number] = 7))
    add('page an URL', page, (_target, parent, key) => void ((parent as Json[])[key as number] = 'https://example.com/x'))
  }
  add('`navigation.directory` valid', ['navigation'], (target) => void ((target as JsonObject).directory = 'accordion'))
  add('`navigation.directory` not in the enum', ['navigation'], (target) => void ((target as JsonObject).directory = 'grid'))
  add(
    'global with unknown key `anchor`',
    ['navigation'],
    (target) => void ((target as JsonObject).global = { anchor: [{ anchor: 'Blog', href: 'https://example.com' }] }),
  )
  for (const href of ['blog', '', 'www.example.com', '/blog', '#top', 'mailto:a@example.com']) {
    add(`global anchor href \`${href}\``, ['navigation'], (target) => void ((target as JsonObject).global = { anchors: [{ anchor: 'Blog', href }] }))
  }
  add('global anchor without href', ['navigation'], (target) => void ((target as JsonObject).global = { anchors: [{ anchor: 'Blog' }] }))
  return mutants
}

/** The element with its child key replaced by `with` (an href instead of pages, ...). */
function replaceChildren(element: JsonObject, labelKey: string, replacement: JsonObject): void {
  for (const key of Object.keys(element)) if (key !== labelKey && key !== 'icon' && key !== 'hidden') delete element[key]
  Object.assign(element, replacement)
}

/**
 * The config with the first division's groups moved to the root (`navigation: {groups}`): inside
 * a division, Mintlify's validator drops much invalid content instead of rejecting it.
 */
export function groupsAtRoot(config: JsonObject): JsonObject | undefined {
  const navigation = config.navigation
  if (!isObject(navigation) || Array.isArray(navigation.groups)) return undefined
  const division = elementsOf(navigation, ['navigation']).find(
    ({ labelKey, path }) => labelKey !== 'group' && Array.isArray((at(config, path) as JsonObject).groups),
  )
  if (!division) return undefined
  const groups = (at(config, division.path) as JsonObject).groups!
  return { ...config, navigation: { groups: structuredClone(groups) } }
}
