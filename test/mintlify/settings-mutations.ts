// Single mutations of docs.json's keys outside the navigation (`theme`, `colors`, `integrations`,
// ...): each key deleted, given a value of another type, another real site's value, emptied, or
// changed inside, one at a time. The navigation is replaced by a small one of its own, so that
// Mintlify's validator takes milliseconds a case, whatever the size of the real navigation.
import type { Mutant } from './mutations.js'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The navigation every mutant has: valid for both tools, without page files. */
export const SMALL_NAVIGATION: JsonObject = { groups: [{ group: 'Start', pages: ['index'] }] }

/** Keys checked by their own passes, with their own mutations: not mutated here. */
const ELSEWHERE = new Set(['navigation', 'redirects'])

/** Values of another JSON type than `value`'s, the ones people write by mistake first. */
function otherTypes(value: Json): Json[] {
  if (typeof value === 'string') return [5, value === '' ? null : [value]]
  if (typeof value === 'number') return [String(value)]
  if (typeof value === 'boolean') return [String(value)]
  if (value === null) return ['null']
  if (Array.isArray(value)) return [{}, value.length > 0 ? value[0]! : 'x']
  return [[], 'x']
}

/** Changes of a string that break common rules: empty, blank, not a URL, a colour without `#`, padded. */
function stringChanges(value: string): Json[] {
  const changes: Json[] = ['', ' ', 'not a url', `${value}x`]
  if (value.startsWith('#')) changes.push(value.slice(1))
  if (/^https?:\/\//.test(value)) changes.push(value.replace(/^https?:\/\//, ''), value.replace(/^https:/, 'http:'))
  return changes
}

/** A key's name misspelt (a letter dropped), as people do. */
const misspelt = (key: string) => (key.length > 3 ? key.slice(0, -2) + key.slice(-1) : `${key}s`)

/**
 * The mutants of one real config. `others`: the values other real configs give each top-level key
 * (added where this config lacks the key, and swapped in where it has it). `seen`, shared by the
 * configs of a run, leaves out a mutant whose changed key has a value one before it had.
 */
export function settingsMutationsOf(config: JsonObject, others: ReadonlyMap<string, readonly Json[]>, seen = new Set<string>()): Mutant[] {
  const base: JsonObject = { ...config, navigation: SMALL_NAVIGATION }
  delete base.redirects
  const mutants: Mutant[] = []
  /** A mutant, unless another site's had the same change (`name`) giving the same value (`to`): judged alike, tried once. */
  const add = (name: string, to: Json | undefined, change: (copy: JsonObject) => void) => {
    const signature = `${name}\n${JSON.stringify(to) ?? 'deleted'}`
    if (seen.has(signature)) return
    seen.add(signature)
    const copy = structuredClone(base)
    change(copy)
    mutants.push({ name, config: copy })
  }
  for (const [key, value] of Object.entries(base)) {
    if (ELSEWHERE.has(key)) continue
    add(`/${key} deleted`, undefined, (copy) => delete copy[key])
    for (const other of otherTypes(value)) add(`/${key} set to ${JSON.stringify(other)}`, other, (copy) => (copy[key] = other))
    for (const other of (others.get(key) ?? []).filter((candidate) => JSON.stringify(candidate) !== JSON.stringify(value)).slice(0, 2))
      add(`/${key} taken from another site`, other, (copy) => (copy[key] = structuredClone(other)))
    inside(value, [key], 1)
  }
  // Keys this config lacks, with what other sites give them.
  for (const [key, values] of others) {
    if (ELSEWHERE.has(key) || Object.hasOwn(base, key) || values.length === 0) continue
    add(`/${key} added from another site`, values[0]!, (copy) => (copy[key] = structuredClone(values[0]!)))
  }
  add('/topbarLinks added (a key of mint.json, unknown to docs.json)', undefined, (copy) => (copy.topbarLinks = [{ name: 'Blog', url: 'https://example.com' }]))
  return mutants

  /** Mutations below a top-level key: each member deleted, retyped, misspelt; strings changed; lists emptied and doubled. */
  function inside(value: Json, path: readonly (string | number)[], depth: number): void {
    const pointer = `/${path.join('/')}`
    const set = (copy: JsonObject, to: Json | undefined) => {
      let holder: Json = copy
      for (const segment of path.slice(0, -1)) holder = (holder as Record<string | number, Json>)[segment]!
      const last = path[path.length - 1]!
      if (to === undefined) {
        if (Array.isArray(holder)) holder.splice(last as number, 1)
        else delete (holder as JsonObject)[last as string]
      } else (holder as Record<string | number, Json>)[last] = to
    }
    if (depth > 1) {
      add(`${pointer} deleted`, undefined, (copy) => set(copy, undefined))
      for (const other of otherTypes(value)) add(`${pointer} set to ${JSON.stringify(other)}`, other, (copy) => set(copy, other))
    }
    if (typeof value === 'string')
      for (const change of stringChanges(value)) add(`${pointer} set to ${JSON.stringify(change)}`, change, (copy) => set(copy, change))
    if (depth >= 4) return
    if (Array.isArray(value)) {
      add(`${pointer} emptied`, [], (copy) => set(copy, []))
      if (value.length > 0) {
        add(`${pointer} with its first entry twice`, value[0]!, (copy) => set(copy, [value[0]!, ...value]))
        inside(value[0]!, [...path, 0], depth + 1)
      }
    } else if (isObject(value)) {
      const keys = Object.keys(value)
      if (keys.length > 0)
        add(`${pointer}/${keys[0]} misspelt`, undefined, (copy) =>
          set(copy, Object.fromEntries(Object.entries(value).map(([name, member], index) => [index === 0 ? misspelt(name) : name, member]))),
        )
      for (const key of keys.slice(0, 8)) inside(value[key]!, [...path, key], depth + 1)
    }
  }
}

/** The values the configs give each top-level key, in the configs' order (at most `perKey`, each different). */
export function topLevelValues(configs: readonly JsonObject[], perKey = 3): Map<string, Json[]> {
  const values = new Map<string, Json[]>()
  for (const config of configs) {
    for (const [key, value] of Object.entries(config)) {
      // An include is read from its own site's folder: not moved to another.
      if (ELSEWHERE.has(key) || JSON.stringify(value).includes('"$ref"')) continue
      const list = values.get(key) ?? []
      if (list.length < perKey && !list.some((seen) => JSON.stringify(seen) === JSON.stringify(value))) list.push(value)
      values.set(key, list)
    }
  }
  return values
}
