import type { Redirect } from '../../ir/redirects.js'
import { isGeneratedPage, type NavigationDocument, type SidebarItem } from '../../ir/navigation-document.js'
import { docusaurusSidebars } from './docusaurus.js'
import { fumadocsPageTree } from './fumadocs.js'
import { mkdocsNav } from './mkdocs.js'
import { siteSidebars, type SiteSidebars } from './sidebars.js'
import { starlightSidebars } from './starlight.js'
import { vitepressConfig } from './vitepress.js'
import { astroRedirects, docusaurusRedirects, mkdocsRedirects, netlifyRedirects, nextRedirects, noRedirects, vercelRedirects, type RedirectConverter } from './redirects.js'

type TargetEmitter = (sites: SiteSidebars, document: NavigationDocument) => { files: Record<string, string>; unexpressed?: string }

/** Hosts take no sidebar, only the site's redirects. */
const noSidebar: TargetEmitter = () => ({ files: {} })

/** Every generator docsnav writes a sidebar for, and every host it writes redirects for, by the name `--target` takes. */
export const TARGETS = {
  docusaurus: docusaurusSidebars,
  starlight: starlightSidebars,
  vitepress: vitepressConfig,
  fumadocs: fumadocsPageTree,
  mkdocs: mkdocsNav,
  netlify: noSidebar,
  vercel: noSidebar,
  // The rendered navigation: streamed outputs of their own, made by emit/html.ts.
  html: noSidebar,
} as const satisfies Record<string, TargetEmitter>

/** Each generator's form of docs.json's redirects (docs/site.md). */
const REDIRECTS: Record<keyof typeof TARGETS, RedirectConverter> = {
  docusaurus: docusaurusRedirects,
  starlight: astroRedirects,
  vitepress: noRedirects,
  fumadocs: nextRedirects,
  mkdocs: mkdocsRedirects,
  netlify: netlifyRedirects,
  vercel: vercelRedirects,
  // The rendered navigation has nothing to say of redirects (redirects.json has them).
  html: () => ({ files: {} }),
}

export type TargetName = keyof typeof TARGETS

export function isTargetName(name: string): name is TargetName {
  return Object.hasOwn(TARGETS, name)
}

/**
 * The files of the requested targets, their redirects among them when docs.json has some, and per
 * target what its format could not express.
 */
export function emitTargets(document: NavigationDocument, targets: readonly TargetName[], redirects: readonly Redirect[] = []): { files: Record<string, string>; unexpressed: Array<{ target: TargetName; features: string }> } {
  const sites = siteSidebars(document)
  const pageFiles = redirects.length === 0 ? new Map<string, string>() : pageFilesByUrl(sites)
  const files: Record<string, string> = {}
  const unexpressed: Array<{ target: TargetName; features: string }> = []
  for (const target of targets) {
    const result = TARGETS[target](sites, document)
    const moved = redirects.length === 0 ? undefined : REDIRECTS[target](redirects, pageFiles)
    Object.assign(files, result.files, moved?.files)
    const features = [result.unexpressed, moved?.unexpressed].filter((text) => text !== undefined).join('; ')
    if (features !== '') unexpressed.push({ target, features })
  }
  return { files, unexpressed }
}

/** Each page's Markdown file by its URL, from the sidebars (MkDocs redirects name files). */
function pageFilesByUrl(sites: SiteSidebars): Map<string, string> {
  const files = new Map<string, string>()
  const visit = (items: readonly SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'page' && !isGeneratedPage(item)) files.set(item.url, `${item.id}.md`)
      else if (item.type === 'group') {
        if (item.root !== undefined && item.rootId !== undefined) files.set(item.root, `${item.rootId}.md`)
        visit(item.items)
      }
    }
  }
  for (const sidebar of sites.sidebars) visit(sidebar.items)
  return files
}
