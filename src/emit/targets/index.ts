import type { NavigationDocument } from '../navigation.js'
import { docusaurusSidebars } from './docusaurus.js'
import { fumadocsPageTree } from './fumadocs.js'
import { mkdocsNav } from './mkdocs.js'
import { siteSidebars, type SiteSidebars } from './sidebars.js'
import { starlightSidebars } from './starlight.js'
import { vitepressConfig } from './vitepress.js'

type TargetEmitter = (sites: SiteSidebars, document: NavigationDocument) => { files: Record<string, string>; unexpressed?: string }

/** Every generator docsnav writes a sidebar for, by the name `--target` takes. */
export const TARGETS = {
  docusaurus: docusaurusSidebars,
  starlight: starlightSidebars,
  vitepress: vitepressConfig,
  fumadocs: fumadocsPageTree,
  mkdocs: mkdocsNav,
} as const satisfies Record<string, TargetEmitter>

export type TargetName = keyof typeof TARGETS

export function isTargetName(name: string): name is TargetName {
  return Object.hasOwn(TARGETS, name)
}

/** The files of the requested targets, and per target what its format could not express. */
export function emitTargets(document: NavigationDocument, targets: readonly TargetName[]): { files: Record<string, string>; unexpressed: Array<{ target: TargetName; features: string }> } {
  const sites = siteSidebars(document)
  const files: Record<string, string> = {}
  const unexpressed: Array<{ target: TargetName; features: string }> = []
  for (const target of targets) {
    const result = TARGETS[target](sites, document)
    Object.assign(files, result.files)
    if (result.unexpressed !== undefined) unexpressed.push({ target, features: result.unexpressed })
  }
  return { files, unexpressed }
}
