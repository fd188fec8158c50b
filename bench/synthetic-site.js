// Writes a synthetic documentation site: 2 languages × 2 versions, each with tabs of nested groups
// of MDX pages with frontmatter, an OpenAPI spec with one operation per ten pages, and one redirect
// per ten pages (one in ten of them with a wildcard), each leading to a page.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const LANGUAGES = ['en', 'fr']
const VERSIONS = ['v2', 'v1']
const TABS = 4
const GROUP_SIZE = 25

/** Creates (once) a site of about `pages` pages under `folder`, and returns the folder. */
export function syntheticSite(folder, pages) {
  const marker = join(folder, '.complete')
  if (existsSync(marker)) return folder
  rmSync(folder, { recursive: true, force: true })
  mkdirSync(folder, { recursive: true })
  const perSection = Math.max(1, Math.round(pages / (LANGUAGES.length * VERSIONS.length)))
  const operations = Math.max(1, Math.round(pages / 10))
  const versions = (language) =>
    VERSIONS.map((version, versionIndex) => ({
      version,
      ...(versionIndex === 0 ? { default: true } : {}),
      tabs: [
        ...Array.from({ length: TABS }, (_, tab) => ({
          tab: `Tab ${tab + 1}`,
          groups: sectionGroups(folder, language, version, tab, Math.ceil(perSection / TABS)),
        })),
        ...(language === 'en' ? [{ tab: 'API', openapi: { source: 'openapi.json', directory: `api/${version}` } }] : []),
      ],
    }))
  const docs = {
    name: 'Synthetic',
    theme: 'mint',
    // Mintlify's build refuses a docs.json without colors (bench/report.js builds these sites with it too).
    colors: { primary: '#0D9373' },
    navigation: {
      languages: LANGUAGES.map((language, index) => ({ language, ...(index === 0 ? { default: true } : {}), versions: versions(language) })),
      global: { anchors: [{ anchor: 'Blog', href: 'https://example.com/blog' }] },
    },
    redirects: redirects(Math.max(1, Math.round(pages / 10)), Math.ceil(perSection / TABS)),
  }
  writeFileSync(join(folder, 'docs.json'), JSON.stringify(docs, null, 2))
  writeFileSync(join(folder, 'openapi.json'), JSON.stringify(spec(operations)))
  writeFileSync(marker, '')
  return folder
}

/** Groups of GROUP_SIZE pages, every fourth group nested in the previous one; writes the pages. */
function sectionGroups(folder, language, version, tab, count) {
  const groups = []
  for (let start = 0; start < count; start += GROUP_SIZE) {
    const index = start / GROUP_SIZE
    const paths = []
    for (let page = start; page < Math.min(count, start + GROUP_SIZE); page++) {
      const path = `${language === 'en' ? '' : `${language}/`}${version}/tab-${tab + 1}/group-${index}/page-${page}`
      writePage(folder, path, `Page ${page} of group ${index}`)
      paths.push(path)
    }
    const group = { group: `Group ${index}`, pages: paths }
    if (index % 4 === 3 && groups.length > 0) groups[groups.length - 1].pages.push({ ...group, expanded: index % 8 === 7 })
    else groups.push(group)
  }
  return groups
}

/** Redirects from old URLs to pages of the first tab of `v2`; every tenth moves a whole folder. */
function redirects(count, pagesPerTab) {
  return Array.from({ length: count }, (_, index) => {
    if (index % 10 === 9) return { source: `/archive-${index}/:slug*`, destination: '/v2/tab-1/:slug*' }
    const page = index % pagesPerTab
    return { source: `/old/page-${index}`, destination: `/v2/tab-1/group-${Math.floor(page / GROUP_SIZE)}/page-${page}` }
  })
}

function writePage(folder, path, title) {
  const file = join(folder, `${path}.mdx`)
  mkdirSync(join(file, '..'), { recursive: true })
  writeFileSync(
    file,
    `---\ntitle: "${title}"\ndescription: "About ${title.toLowerCase()}"\nicon: "book"\n---\n\n# ${title}\n\n${'Lorem ipsum dolor sit amet. '.repeat(40)}\n`,
  )
}

function spec(operations) {
  const paths = {}
  for (let index = 0; index < operations; index++) {
    paths[`/resources-${Math.floor(index / 4)}/{id}/items-${index}`] = {
      get: { summary: `Get item ${index}`, operationId: `getItem${index}`, tags: [`resources ${index % 12}`], responses: { 200: { description: 'ok' } } },
    }
  }
  return { openapi: '3.1.0', info: { title: 'Synthetic', version: '1' }, paths }
}
