import { eachProse, type Line } from './lines.js'
import { attribute, type Pass } from './mintlify.js'

/**
 * Badges in a line of text: Starlight's `<Badge text="New" variant="tip" />` and VitePress's
 * `<Badge type="tip" text="v2" />` (or with content) as Mintlify's `<Badge color="…">New</Badge>`.
 */

export type BadgeDialect = 'starlight' | 'vitepress'

/** Each generator's badge kinds, as Mintlify's colours nearest them. */
const COLORS: Record<BadgeDialect, Readonly<Record<string, string>>> = {
  starlight: { default: 'gray', note: 'blue', tip: 'purple', success: 'green', caution: 'orange', danger: 'red' },
  vitepress: { info: 'gray', tip: 'purple', warning: 'yellow', danger: 'red' },
}

const BADGE = /<Badge\b((?:\s+[\w-]+(?:=(?:"[^"]*"|'[^']*'|\{[^}]*\}))?)*)\s*(?:\/>|>(.*?)<\/Badge\s*>)/g

export function badges(dialect: BadgeDialect): Pass {
  const kindKey = dialect === 'starlight' ? 'variant' : 'type'
  return (lines, converter) =>
    eachProse(lines, (line): Line => {
      if (!line.text.includes('<Badge')) return line
      const text = line.text.replace(BADGE, (whole, attributes: string, content: string | undefined) => {
        const value = (name: string) => {
          const match = new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)')`).exec(attributes)
          return match ? (match[1] ?? match[2]) : undefined
        }
        const label = content ?? value('text')
        // A badge written as Mintlify's already (its `color`) is left as it is.
        if (label === undefined || /\bcolor=/.test(attributes)) return whole
        converter.converted('badge')
        const color = COLORS[dialect][value(kindKey) ?? (dialect === 'starlight' ? 'default' : 'tip')]
        return `<Badge${color === undefined ? '' : ` ${attribute('color', color)}`}>${label}</Badge>`
      })
      return text === line.text ? line : { ...line, text }
    })
}
