import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

/**
 * Mintlify's icons by name, as SVG markup read from npm packages the site installs (never fetched
 * at run time): Font Awesome's free icons (`@fortawesome/fontawesome-free`, Mintlify's default
 * library) and Lucide's (`lucide-static`, docs.json's `icons.library: "lucide"`). For a generator
 * that draws markup (Astro, Vue); React ones may use the same packages' components.
 */

/** Whether an icon is an image (a URL or a path of the site) rather than a name. */
export function isIconImage(icon: string): boolean {
  return /^(https?:)?\/\//.test(icon) || icon.startsWith('/') || /\.(svg|png|jpe?g|gif|webp|avif|ico)$/i.test(icon)
}

/** Font Awesome's styles to look a name up in, for Mintlify's `iconType`: the free ones have solid, regular and brands. */
function fontAwesomeStyles(iconType: string | undefined): string[] {
  if (iconType === 'brands') return ['brands', 'solid', 'regular']
  if (iconType === 'solid' || iconType === 'sharp-solid') return ['solid', 'regular', 'brands']
  // Light, thin and duotone are not free: the nearest free style; Mintlify's default is regular.
  return ['regular', 'solid', 'brands']
}

const drawn = new Map<string, string | undefined>()

/**
 * The SVG of a named icon (`rocket`, `fa-rocket`), sized to the text (`1em`) and in its colour,
 * looked up in the packages installed in `project` (the site's folder); undefined when the name
 * is an image, or no installed package has it (the caller shows nothing, and may say so).
 */
export function iconSvg(name: string, options: { project: string; library?: string; iconType?: string }): string | undefined {
  if (isIconImage(name)) return undefined
  const bare = name.trim().replace(/^fa-/, '').toLowerCase()
  if (!/^[a-z0-9-]+$/.test(bare)) return undefined
  const key = `${options.project}\0${options.library ?? ''}\0${options.iconType ?? ''}\0${bare}`
  if (drawn.has(key)) return drawn.get(key)
  const require = createRequire(join(options.project, 'package.json'))
  const candidates =
    options.library === 'lucide'
      ? [['lucide-static', `icons/${bare}.svg`]]
      : [
          ...fontAwesomeStyles(options.iconType).map((style) => ['@fortawesome/fontawesome-free', `svgs/${style}/${bare}.svg`]),
          // A Font Awesome Pro name (`file-plus`, which Mintlify draws with Pro) is most often Lucide's too.
          ['lucide-static', `icons/${bare}.svg`],
        ]
  let svg: string | undefined
  for (const [name, file] of candidates) {
    let folder: string
    try {
      folder = join(require.resolve(`${name}/package.json`), '..')
    } catch {
      continue
    }
    const path = join(folder, file!)
    if (!existsSync(path)) continue
    svg = sized(readFileSync(path, 'utf8'))
    break
  }
  drawn.set(key, svg)
  return svg
}

/** A package's SVG as an icon of the text: `1em` square, in the text's colour (Lucide's strokes, Font Awesome's fills), hidden from screen readers; its licence comment kept. */
function sized(svg: string): string {
  const markup = svg.replace(/<\?xml[^>]*>/, '').trim()
  return markup.replace(/<svg\b([^>]*)>/, (_, attributes: string) => {
    const stroked = /stroke="currentColor"/.test(attributes)
    const kept = attributes.replace(/\s(width|height|class|fill)="[^"]*"/g, '').replace(/\s+/g, ' ')
    return `<svg${kept} width="1em" height="1em" fill="${stroked ? 'none' : 'currentColor'}" aria-hidden="true" class="dn-icon-svg">`
  })
}
