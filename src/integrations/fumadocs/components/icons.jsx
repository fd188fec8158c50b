// Mintlify's icons by name, drawn on the server from npm packages (never fetched at run time):
// Font Awesome's free icons, Mintlify's default library, and Lucide (docs.json's
// `icons.library: "lucide"`). A URL or a path (`/images/x.svg`) is shown as an image.
import * as brands from '@fortawesome/free-brands-svg-icons'
import * as regular from '@fortawesome/free-regular-svg-icons'
import * as solid from '@fortawesome/free-solid-svg-icons'
import { icons as lucide } from 'lucide-react'

/** A Font Awesome pack's icons by name and by each alias (`file-text` is `file-lines`). */
function byName(pack) {
  const names = new Map()
  for (const value of Object.values(pack)) {
    if (typeof value !== 'object' || value === null || typeof value.iconName !== 'string' || !Array.isArray(value.icon)) continue
    names.set(value.iconName, value)
    for (const alias of value.icon[2] ?? []) if (typeof alias === 'string' && !names.has(alias)) names.set(alias, value)
  }
  return names
}

const FONT_AWESOME = { solid: byName(solid), regular: byName(regular), brands: byName(brands) }

/** The packs to look a Font Awesome name up in, for Mintlify's `iconType` (free Font Awesome has solid, regular and brands). */
function packsFor(iconType) {
  if (iconType === 'brands') return ['brands', 'solid', 'regular']
  if (iconType === 'solid' || iconType === 'sharp-solid') return ['solid', 'regular', 'brands']
  // Mintlify's default is regular; light, thin and duotone are not free: the nearest free one.
  return ['regular', 'solid', 'brands']
}

/** `file-text` → `FileText`: Lucide's component names. */
function pascal(name) {
  return name.replace(/(^|-)([a-z0-9])/g, (_, _dash, letter) => letter.toUpperCase())
}

/** Whether a name is an image (a URL or a path of the site) rather than an icon's name. */
function isImage(name) {
  return /^(https?:)?\/\//.test(name) || name.startsWith('/') || /\.(svg|png|jpe?g|gif|webp|avif|ico)$/i.test(name)
}

/**
 * Mintlify's `<Icon icon="name">` (also `name=`; docs.json's `{ name, style, library }`): the icon
 * as an inline SVG in the text's colour (or `color`), `size` pixels square (16 by default).
 */
export function Icon({ icon, name, iconType, iconLibrary, library, size, color, className }) {
  const given = icon ?? name
  const spec = typeof given === 'object' && given !== null ? given : { name: given }
  const iconName = typeof spec.name === 'string' ? spec.name.trim() : ''
  if (iconName === '') return null
  const pixels = Number(size) || 16
  const style = { display: 'inline-block', verticalAlign: 'middle', width: pixels, height: pixels, flexShrink: 0, ...(color ? { color } : {}) }
  const classes = ['dn-icon', className].filter(Boolean).join(' ')
  if (isImage(iconName)) return <img src={iconName} alt="" className={classes} style={style} data-icon={iconName} />
  const lower = iconName.toLowerCase()
  if ((spec.library ?? iconLibrary ?? library) === 'lucide') {
    const Lucide = lucide[pascal(lower)]
    if (Lucide) return <Lucide className={classes} style={style} aria-hidden="true" data-icon={lower} />
  }
  for (const pack of packsFor(spec.style ?? iconType)) {
    const found = FONT_AWESOME[pack].get(lower)
    if (!found) continue
    const [width, height, , , path] = found.icon
    const paths = Array.isArray(path) ? path : [path]
    return (
      <svg viewBox={`0 0 ${width} ${height}`} fill="currentColor" className={classes} style={style} aria-hidden="true" data-icon={lower}>
        {paths.map((d, index) => (
          <path key={index} d={d} opacity={paths.length > 1 && index === 0 ? 0.4 : undefined} />
        ))}
      </svg>
    )
  }
  // Not a Font Awesome name: Lucide's, as Mintlify's Lucide sites name theirs.
  const Lucide = lucide[pascal(lower)]
  if (Lucide) return <Lucide className={classes} style={style} aria-hidden="true" data-icon={lower} />
  return null
}

/** A component's `icon` prop as Mintlify's components take it: a name or path becomes the icon drawn here; anything else is kept. */
export function iconProp(props, size) {
  if (typeof props.icon !== 'string' && !(typeof props.icon === 'object' && props.icon !== null && typeof props.icon.name === 'string')) return props.icon
  return <Icon icon={props.icon} iconType={props.iconType} iconLibrary={props.iconLibrary} color={props.color} size={size} />
}
