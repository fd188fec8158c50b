import { rmSync } from 'node:fs'
import { isDeepStrictEqual } from 'node:util'
import fc from 'fast-check'
import { compileSync, type CompileResult } from '../../compile/compile.js'
import type { Diagnostic } from '../../ir/diagnostics/diagnostic.js'
import { importSite } from '../../import/index.js'
import type { ConfigConstraints } from '../configs.js'
import { validSite, type Site } from '../site.js'
import { docusaurusKeeps, docusaurusProjectFiles } from './docusaurus.js'
import { fumadocsKeeps, fumadocsProject } from './fumadocs.js'
import { mkdocsKeeps, mkdocsProject, mkdocsProjection } from './mkdocs.js'
import { writeProject } from './project.js'
import { navigationShape, type NavigationShape } from './shape.js'
import { starlightKeeps, starlightProject } from './starlight.js'
import { vitepressKeeps, vitepressProject } from './vitepress.js'

/**
 * The round trip `docsnav import` is proved by: a site compiled with `--target <generator>`, the
 * generator's project made of what the export wrote, that project read back by `importSite` (the
 * generator's own loader in between, where it has one), and the two navigations compared, except
 * what the export reports it cannot express (DN6002: each target's `keeps`, applied to both).
 */

export { navigationShape, type NavigationShape, type ShapeItem, type SidebarShape } from './shape.js'

/** The generators a round trip goes through: those `--target` writes a sidebar for. */
export const ROUND_TRIP_TARGETS = ['docusaurus', 'starlight', 'vitepress', 'fumadocs', 'mkdocs'] as const
export type RoundTripTarget = (typeof ROUND_TRIP_TARGETS)[number]

/** A target's half of the round trip. */
interface Trip {
  /** The generator's project the export makes, by path. */
  project(exported: CompileResult, site: Site): Record<string, string>
  /** What of a navigation's shape survives the trip (applied to both sides). */
  keeps(shape: NavigationShape, exported: CompileResult): NavigationShape
}

const TRIPS: Record<RoundTripTarget, Trip> = {
  docusaurus: { project: (exported) => docusaurusProjectFiles(exported), keeps: (shape) => docusaurusKeeps(shape) },
  starlight: { project: (exported) => starlightProject(outputsOf(exported)), keeps: (shape) => starlightKeeps(shape) },
  vitepress: { project: (exported) => vitepressProject(outputsOf(exported)), keeps: (shape) => vitepressKeeps(shape) },
  fumadocs: { project: (exported) => fumadocsProject(outputsOf(exported)), keeps: (shape) => fumadocsKeeps(shape) },
  mkdocs: { project: (exported, site) => mkdocsProject(exported, site.files), keeps: (shape, exported) => mkdocsKeeps(shape, mkdocsProjection(exported)) },
}

export interface RoundTripOptions {
  /**
   * The folder the generator's project is written in (a new folder inside it, removed after): one
   * where the generator's modules resolve, for the readers that load them (Docusaurus, VitePress,
   * Starlight), as in a project that has them installed. Default: the system's temporary folder.
   */
  folder?: string
}

/** Both sides of one round trip, as the target keeps them, and the errors of the import. */
export interface RoundTripResult {
  expected: NavigationShape
  actual: NavigationShape
  /** The import's errors (its reader's, and its docs.json's). */
  errors: Diagnostic[]
}

/** Exports `site` for `target`, writes the generator's project, imports it, and gives both navigations as the target keeps them. */
export async function roundTrip(site: Site, target: RoundTripTarget, options: RoundTripOptions = {}): Promise<RoundTripResult> {
  const trip = TRIPS[target]
  const exported = compileSync({ config: JSON.stringify(site.config), files: site.files }, { noFiles: false, outputs: { targets: [target] } })
  const root = writeProject(trip.project(exported, site), options.folder)
  try {
    const imported = await importSite(root, { from: target })
    const empty: NavigationShape = { sidebars: [], hidden: [] }
    return {
      expected: trip.keeps(navigationShape(exported) ?? empty, exported),
      actual: trip.keeps(imported.compiled ? (navigationShape(imported.compiled) ?? empty) : empty, exported),
      errors: imported.report.diagnostics.filter((diagnostic) => diagnostic.severity === 'error'),
    }
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

/**
 * The property: for every site {@link validSite} makes, importing what `--target <target>` exported
 * gives its navigation back (as the target keeps it), without errors. Throws an Error naming the
 * first difference; run it with `fc.assert`.
 */
export function importRoundTrip(
  target: RoundTripTarget,
  options: RoundTripOptions & { constraints?: ConfigConstraints } = {},
): fc.IAsyncPropertyWithHooks<[Site]> {
  return fc.asyncProperty(validSite(options.constraints), async (site) => {
    const { expected, actual, errors } = await roundTrip(site, target, options)
    if (errors.length > 0)
      throw new Error(`the import of the ${target} project has errors: ${errors.map((error) => `${error.code} ${error.message}`).join('; ')}`)
    if (!isDeepStrictEqual(actual, expected))
      throw new Error(`the ${target} round trip changed the navigation:\nexpected ${JSON.stringify(expected)}\nactual   ${JSON.stringify(actual)}`)
  })
}

function outputsOf(exported: CompileResult): Record<string, string> {
  return Object.fromEntries(Object.entries(exported.files ?? {}).map(([path, text]) => [path, String(text)]))
}
