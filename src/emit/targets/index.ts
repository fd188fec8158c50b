import type { Redirect } from '../../ir/redirects.js'
import { isGeneratedPage, type NavigationDocument, type SidebarItem } from '../../ir/navigation-document.js'
import { docusaurusSidebars } from './docusaurus.js'
import { fumadocsPageTree } from './fumadocs.js'
import { mkdocsNav } from './mkdocs.js'
import { siteSidebars, type SiteSidebars } from './sidebars.js'
import { starlightSidebars } from './starlight.js'
import { vitepressConfig } from './vitepress.js'
import {
  astroRedirects,
  docusaurusRedirects,
  mkdocsRedirects,
  netlifyRedirects,
  nextRedirects,
  noRedirects,
  vercelRedirects,
  type RedirectConverter,
} from './redirects.js'
import type { Route } from '../../ir/site.js'
import { HTML_FILES, htmlOutputs } from '../html.js'
import { textOutput, type OutputText } from '../output-text.js'

type TargetEmitter = (sites: SiteSidebars, document: NavigationDocument) => { files: Record<string, string>; unexpressed?: string }

/** A `--target`: a generator's sidebar, a host's redirects, or the rendered navigation, written into a folder named after it. */
interface Target {
  /** Its sidebar files, and what its format cannot hold of the navigation. */
  sidebar?: TargetEmitter
  /** docs.json's redirects in its form (docs/site.md). */
  redirects?: RedirectConverter
  /** Outputs of its own made from the whole site, a chunk at a time (the rendered navigation's). */
  outputs?: (document: NavigationDocument, routes: readonly Route[], pretty: boolean) => Record<string, OutputText>
  /** Whether it writes a file of this name: an output folder's manifest vouches for no other. */
  writes: (name: string) => boolean
}

/** The files a target writes into its folder: JSON, YAML or Markdown. */
const filesIn = (folder: string) => (name: string) => name.startsWith(`${folder}/`) && /\.(?:json|ya?ml|md)$/.test(name)

/** Every generator docsnav writes a sidebar for, and every host it writes redirects for, by the name `--target` takes. */
export const TARGETS = {
  docusaurus: { sidebar: docusaurusSidebars, redirects: docusaurusRedirects, writes: filesIn('docusaurus') },
  starlight: { sidebar: starlightSidebars, redirects: astroRedirects, writes: filesIn('starlight') },
  vitepress: { sidebar: vitepressConfig, redirects: noRedirects, writes: filesIn('vitepress') },
  fumadocs: { sidebar: fumadocsPageTree, redirects: nextRedirects, writes: filesIn('fumadocs') },
  mkdocs: { sidebar: mkdocsNav, redirects: mkdocsRedirects, writes: filesIn('mkdocs') },
  // Hosts take no sidebar, only the site's redirects.
  netlify: { redirects: netlifyRedirects, writes: (name) => name === 'netlify/_redirects' },
  vercel: { redirects: vercelRedirects, writes: filesIn('vercel') },
  // The rendered navigation (redirects.json has the redirects).
  html: { outputs: htmlOutputs, writes: (name) => (HTML_FILES as readonly string[]).includes(name) },
} as const satisfies Record<string, Target>

export type TargetName = keyof typeof TARGETS

export function isTargetName(name: string): name is TargetName {
  return Object.hasOwn(TARGETS, name)
}

/** Whether some target writes a file of this name. */
export function isTargetOutput(name: string): boolean {
  return Object.values(TARGETS).some((target: Target) => target.writes(name))
}

/**
 * The files of the requested targets, their redirects among them when docs.json has some, and per
 * target what its format could not express.
 */
export function emitTargets(
  document: NavigationDocument,
  routes: readonly Route[],
  targets: readonly TargetName[],
  redirects: readonly Redirect[],
  pretty: boolean,
): { files: Record<string, OutputText>; unexpressed: Array<{ target: TargetName; features: string }> } {
  const sites = siteSidebars(document)
  const pageFiles = redirects.length === 0 ? new Map<string, string>() : pageFilesByUrl(sites)
  const files: Record<string, OutputText> = {}
  const unexpressed: Array<{ target: TargetName; features: string }> = []
  for (const name of targets) {
    const target: Target = TARGETS[name]
    const sidebar = target.sidebar?.(sites, document)
    const moved = redirects.length === 0 ? undefined : target.redirects?.(redirects, pageFiles)
    for (const [path, text] of Object.entries({ ...sidebar?.files, ...moved?.files })) files[path] = textOutput(text)
    if (target.outputs) Object.assign(files, target.outputs(document, routes, pretty))
    const features = [sidebar?.unexpressed, moved?.unexpressed].filter((text) => text !== undefined).join('; ')
    if (features !== '') unexpressed.push({ target: name, features })
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
