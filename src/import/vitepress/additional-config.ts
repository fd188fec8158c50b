import { isRecord } from '../../ir/json-values.js'
import type { ResolvedVitePress } from './navigation.js'

/**
 * VitePress 2's configs kept beside the pages (`defineAdditionalConfig` in a folder's `config.ts`,
 * resolved into `site.additionalConfig`, keyed by the folder: `/`, `/es/`). VitePress layers them
 * over a page's locale config by the page's source file, the deepest folder first
 * (`resolveAdditionalConfig`, then `stackView`: a deep merge where an array is taken whole from the
 * first layer that has it). Each locale's `themeConfig` here is what most of its pages see, so that
 * its sidebar and nav are read where VitePress 2 keeps them.
 */
export function withAdditionalConfig(
  site: ResolvedVitePress['site'] & { additionalConfig?: unknown },
  /** Each page VitePress builds: its source file and the path it is served at (`rewrites`), relative to `srcDir`. */
  pages: ReadonlyArray<{ source: string; served: string }>,
): ResolvedVitePress['site'] {
  const additional = site.additionalConfig
  if (!isRecord(additional)) return site
  const locales = site.locales !== undefined && Object.keys(site.locales).length > 0 ? site.locales : { root: {} }
  const keys = Object.keys(locales).filter((key) => key !== 'root')
  // The layers the most pages of each locale see, as VitePress picks a page's locale (by its served path).
  const layersOf = new Map<string, Map<string, number>>()
  for (const page of pages) {
    const locale = keys.find((key) => page.served.startsWith(`${key}/`)) ?? 'root'
    const folders = page.source.split('/').slice(0, -1)
    const layers = folders.map((_folder, depth) => `/${folders.slice(0, folders.length - depth).join('/')}/`).concat('/')
    const seen = layersOf.get(locale) ?? new Map<string, number>()
    const id = layers.filter((layer) => additional[layer] !== undefined).join('\n')
    seen.set(id, (seen.get(id) ?? 0) + 1)
    layersOf.set(locale, seen)
  }
  const themeOf = (layer: string) => {
    const config = additional[layer]
    return isRecord(config) && isRecord(config.themeConfig) ? config.themeConfig : undefined
  }
  const resolved = Object.fromEntries(
    Object.entries(locales).map(([key, locale]) => {
      const counts = [...(layersOf.get(key) ?? new Map([['/', 0]]))].sort((a, b) => b[1] - a[1])
      const layers = (counts[0]?.[0] ?? '').split('\n').filter((layer) => layer !== '')
      return [key, { ...locale, themeConfig: ownSidebar(layered(...layers.map(themeOf), locale.themeConfig), key, keys) }]
    }),
  )
  if (site.locales === undefined || Object.keys(site.locales).length <= 1)
    return { ...site, themeConfig: layered(resolved.root?.themeConfig, site.themeConfig) }
  return { ...site, locales: resolved }
}

/**
 * The merge gives a locale every layer's sidebar keys (`/guide/` beside `/zh/guide/`); VitePress
 * shows a page the key its path starts with, so a locale keeps the keys of its own paths.
 */
function ownSidebar(themeConfig: Record<string, unknown> | undefined, locale: string, locales: readonly string[]): Record<string, unknown> | undefined {
  const sidebar = themeConfig?.sidebar
  if (!isRecord(sidebar)) return themeConfig
  const own = (path: string) => {
    const relative = path.replace(/^\//, '')
    const under = locales.find((key) => relative.startsWith(`${key}/`))
    return locale === 'root' ? under === undefined : under === locale
  }
  return { ...themeConfig, sidebar: Object.fromEntries(Object.entries(sidebar).filter(([path]) => own(path))) }
}

/** The layers merged deeply, the first winning; an array, or any value not an object, is taken whole from the first that has it. */
function layered(...layers: unknown[]): Record<string, unknown> | undefined {
  const objects = layers.filter(isRecord)
  if (objects.length === 0) return undefined
  const merged: Record<string, unknown> = {}
  for (const key of new Set(objects.flatMap((object) => Object.keys(object)))) {
    const values = objects.map((object) => object[key]).filter((value) => value !== undefined)
    merged[key] = isRecord(values[0]) ? layered(...values.filter(isRecord)) : values[0]
  }
  return merged
}
