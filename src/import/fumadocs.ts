import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { navigationOf } from './fumadocs/navigation.js'
import { type FumadocsProject, pageUrl, readProject, SOURCE_CONFIGS } from './fumadocs/project.js'
import { buildPageTree, type TreeRoot } from './fumadocs/tree.js'
import type { ImportReport } from './report.js'
import type { Importer } from './source.js'

/**
 * A Fumadocs project's navigation as docs.json: its content folder's `meta.json` files and pages,
 * built into the page tree as `fumadocs-core`'s `loader()` builds it (fumadocs/tree.ts; the
 * differential test builds it with the real loader too), then mapped onto docs.json
 * (fumadocs/navigation.ts). docs.json goes in the content folder.
 */
export const fumadocsImporter: Importer = {
  kind: 'fumadocs',
  detect: (root) => [...SOURCE_CONFIGS, 'content/docs/meta.json'].find((file) => existsSync(join(root, file))),
  read: async ({ root, report }) => {
    const read = fumadocsTrees(root, report)
    if (!read) return undefined
    const { project, trees } = read
    const { navigation, pages } = navigationOf(project, trees, report)
    // The content folder's own meta.json title names the site.
    const title = trees.get(project.i18n?.defaultLanguage ?? '')?.meta?.data.title
    return {
      kind: 'fumadocs',
      folder: project.contentDir,
      config: { ...(typeof title === 'string' && title !== '' ? { name: title } : {}), navigation },
      pages,
    }
  },
}

/** The project's settings and its page tree per language (`''` without i18n), as Fumadocs' loader builds them. */
export function fumadocsTrees(root: string, report: ImportReport): { project: FumadocsProject; trees: Map<string, TreeRoot> } | undefined {
  const project = readProject(root, report)
  if (!project) return undefined
  const trees = new Map<string, TreeRoot>()
  for (const [language, storage] of project.storages)
    trees.set(
      language,
      buildPageTree(storage, (slugs) => pageUrl(project, slugs, language)),
    )
  return { project, trees }
}
