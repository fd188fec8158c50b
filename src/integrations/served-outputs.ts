import { join } from 'node:path'
import { isServedOutput, REPLACEABLE_FILES } from '../emit/index.js'
import { readSmallFile } from '../files/small-file.js'
import type { CompiledSite } from './open-site.js'

/**
 * What a built site serves of docsnav's outputs, by its path in the built site: sitemap.xml (and
 * its parts), robots.txt, the llms files (the site's and each division's) and each page's Markdown
 * (`<route>.md`), which the compile makes with a site URL; and the project's own file where it has
 * one of a name Mintlify generates (it wins, as on Mintlify: then the compile made none).
 */
export function servedOutputs(site: CompiledSite): Map<string, string | Buffer> {
  const served = new Map<string, string | Buffer>()
  for (const [name, text] of Object.entries(site.files)) if (isServedOutput(name)) served.set(name, text)
  for (const name of REPLACEABLE_FILES) {
    // A regular file of the project's, not a link leading out of it.
    const own = readSmallFile(join(site.root, name), OWN_FILE_LIMIT)
    if (own) served.set(name, own)
  }
  return served
}

/** The largest own file of such a name copied (a sitemap holds at most 50 MB). */
const OWN_FILE_LIMIT = 64 * 1024 * 1024

/** The served files in a few words for a build's log: the root files by name, the others counted. */
export function describeServed(names: readonly string[]): string {
  const pages = names.filter((name) => name.endsWith('.md')).length
  const divisions = names.filter((name) => name.includes('/') && name.endsWith('.txt')).length
  const root = names.filter((name) => !name.includes('/') && !name.endsWith('.md'))
  return [
    ...root,
    ...(divisions > 0 ? [`${divisions} division llms file${divisions === 1 ? '' : 's'}`] : []),
    ...(pages > 0 ? [`${pages} page${pages === 1 ? '' : 's'} as Markdown`] : []),
  ].join(', ')
}
