import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { iconSvg } from '../src/integrations/icons.js'

/** Icons by name from the npm packages a site installs (examples/starlight installs both). */
const project = join(import.meta.dirname, '..', 'examples', 'starlight')

describe('iconSvg', () => {
  it("draws Font Awesome's free icons by style, Lucide's by library, and a Pro name from Lucide", () => {
    if (!existsSync(join(project, 'node_modules', 'lucide-static')))
      throw new Error('examples/starlight is not installed: the test set-up (generators/install.mjs) installs it')
    expect(iconSvg('rocket', { project })).toMatch(/^<svg[^>]* width="1em" height="1em" fill="currentColor" aria-hidden="true" class="dn-icon-svg">/)
    expect(iconSvg('github', { project, iconType: 'brands' })).toContain('<path')
    expect(iconSvg('rocket', { project, library: 'lucide' })).toContain('fill="none"')
    // Not in Font Awesome's free sets (Mintlify draws it with Pro): Lucide's `file-plus`.
    expect(iconSvg('file-plus', { project })).toContain('fill="none"')
    for (const nothing of ['no-such-icon-here', '../../etc/passwd', '/images/logo.svg']) expect(iconSvg(nothing, { project })).toBeUndefined()
  })
})
