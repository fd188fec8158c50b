import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { firstLine, type SourceSpot } from './report.js'
import type { Importer } from './source.js'

/**
 * Starlight: the `sidebar` given to `starlight()` in `astro.config.*`, computed by Starlight's own
 * navigation code on the project's docs collection (starlight/load.ts), as docs.json
 * (starlight/navigation.ts). docs.json goes in `src/content/docs`, the collection's folder.
 */

const CONFIG_FILES = ['astro.config.mjs', 'astro.config.ts', 'astro.config.mts', 'astro.config.js', 'astro.config.cjs', 'astro.config.cts']

function findConfig(root: string): string | undefined {
  for (const name of CONFIG_FILES) {
    if (!existsSync(join(root, name))) continue
    try {
      if (readFileSync(join(root, name), 'utf8').includes('@astrojs/starlight')) return name
    } catch {
      // Unreadable: not this kind.
    }
  }
  return undefined
}

export const starlightImporter: Importer = {
  kind: 'starlight',
  detect: findConfig,
  async read({ root, report }) {
    const file = findConfig(root)
    if (file === undefined) {
      report.add('DN1201', { root, looked: 'an astro.config.{mjs,ts,mts,js} that uses @astrojs/starlight' })
      return undefined
    }
    const { loadStarlight } = await import('./starlight/load.js')
    const loaded = await loadStarlight(root, file, report)
    if (!loaded) return undefined
    try {
      const { DOCS_FOLDER, starlightNavigation } = await import('./starlight/navigation.js')
      if (loaded.entries.length === 0) {
        // Starlight's own loader reads src/content/docs; a project whose `docs` collection has another loader keeps its pages elsewhere.
        const content = ['src/content.config.ts', 'src/content.config.mjs', 'src/content.config.js', 'src/content.config.mts'].find((name) =>
          existsSync(join(root, name)),
        )
        report.add(
          'DN1202',
          {
            file: content ?? DOCS_FOLDER,
            kind: 'Starlight',
            reason: `\`${DOCS_FOLDER}\` holds no pages${content === undefined ? '' : `: the \`docs\` collection is read by the loader \`${content}\` gives it, which the import does not run`}`,
          },
          { file: content ?? DOCS_FOLDER },
        )
        return undefined
      }
      const text = readFileSync(join(root, file), 'utf8')
      const spot = (value: string | undefined): SourceSpot =>
        value !== undefined && value !== '' && text.includes(value) ? { file, text, value } : { file, text, offset: 0 }
      let read
      try {
        read = starlightNavigation(loaded, report, spot)
      } catch (error) {
        // Starlight's own navigation refuses the sidebar (a slug no page has): the build would stop there too.
        report.add('DN1202', { file, kind: 'Starlight', reason: firstLine(error) }, { file })
        return undefined
      }
      return { kind: 'starlight', folder: DOCS_FOLDER, config: read.config, pages: read.pages }
    } finally {
      await loaded.close()
    }
  },
}
