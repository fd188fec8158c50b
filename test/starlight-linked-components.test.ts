import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { linkedComponents } from '../src/integrations/starlight/vite-plugin.js'
import { requires } from './helpers/requirements.js'

/**
 * examples/starlight reaches docsnav through `node_modules/docsnav`, a link to the repository's
 * root, which holds the example too: only docsnav's own components are resolved through the link.
 * Starlight's (`Page.astro`, whose styles are the site's stylesheet) stay where Vite found them;
 * rewritten, the build dropped Starlight's stylesheet without a word.
 */
const repository = join(import.meta.dirname, '..')
const project = join(repository, 'examples', 'starlight')

describe('the Vite plugin for a linked docsnav', () => {
  it("resolves docsnav's components through the link, and leaves the rest of the project alone", async (context) => {
    requires(context, existsSync(join(project, 'node_modules', 'docsnav')), 'examples/starlight is not installed (generators/install.mjs installs it)')
    const plugin = linkedComponents(project)
    const resolveFrom = (id: string) => ({ resolve: async () => ({ id }) })
    const starlightPage = join(project, 'node_modules', '@astrojs', 'starlight', 'components', 'Page.astro')
    const ours = join(repository, 'dist', 'integrations', 'starlight', 'components', 'Card.astro')
    const page = await plugin.resolveId.call(resolveFrom(`${starlightPage}?astro&type=style&index=0&lang.css`), 'x.astro', undefined, {})
    expect(page?.id).toBe(`${starlightPage}?astro&type=style&index=0&lang.css`)
    const card = await plugin.resolveId.call(resolveFrom(ours), 'docsnav/starlight/components/Card.astro', undefined, {})
    expect(card?.id).toBe(join(project, 'node_modules', 'docsnav', 'dist', 'integrations', 'starlight', 'components', 'Card.astro'))
  })
})
