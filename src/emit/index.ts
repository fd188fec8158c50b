import { kept, type Memo } from '../ir/memo.js'
import type { Route, SiteModel } from '../ir/site.js'
import { isRecord } from '../ir/json-values.js'
import type { RootNode } from '../ir/types.js'
import type { NavigationDocument } from '../ir/navigation-document.js'
import { pageBodies, type PageBodies } from '../markdown/page-bodies.js'
import { breadcrumbsDocument, breadcrumbsJsonLd } from './breadcrumbs.js'
import { docsearchOutputs } from './docsearch.js'
import { llmsOutputs, type PageContent } from './llms.js'
import { pageMarkdownOutputs } from './page-markdown.js'
import { robotsOutputs } from './robots.js'
import { navigationDocument } from './navigation.js'
import { redirectsDocument } from './redirects.js'
import { routesDocument } from './routes.js'
import { sitemapOutputs } from './sitemap.js'
import { jsonOutput, type MadeTexts, type OutputText } from './output-text.js'
import { emitTargets, isTargetOutput, type TargetName } from './targets/index.js'

export interface EmitOptions {
  /** The site's absolute URL (`https://docs.example.com`): enables sitemap.xml and breadcrumb JSON-LD. */
  siteUrl?: string
  /** Sidebars for other site generators, each in a folder named after it. */
  targets?: readonly TargetName[]
  /**
   * Indent JSON outputs for people to read. Off by default: a site with many versions has many
   * alternates, and indentation doubles the size of its routes.json.
   */
  pretty?: boolean
  /**
   * Give the outputs as `result.outputs`, each text made a chunk at a time when read, instead of
   * as strings in `result.files`: a large site's outputs need not be in memory at once (the
   * command line writes them so).
   */
  stream?: boolean
}

/** The page files, for the outputs made of their content (llms-full.txt): only when files are read. */
export interface PageFiles {
  content: PageContent
  /** Generated files the project has its own of, at its root (`sitemap.xml`, `llms.txt`, ...): those are not made. */
  own: ReadonlySet<string>
}

/** What every output is made from. */
interface OutputInput {
  tree: RootNode
  site: SiteModel
  navigation: NavigationDocument
  pretty: boolean
  siteUrl: string | undefined
  pages: PageFiles | undefined
  memo: Memo | undefined
  /** The texts of entries made before, by output: a project kept open writes again only the entries of routes that changed. */
  texts: (name: string) => MadeTexts | undefined
  /** The pages' Markdown, made once for every output of this emit that needs it (`.md`, docsearch.json, Pagefind's index). */
  bodies: PageBodies
}

/** A top-level output of a build: the files it may be, when it is made, what it holds, and how it is made. */
interface Output {
  /** Its file names: a name, or a pattern of names (sitemap.xml and the parts of a large sitemap). */
  files: readonly (string | RegExp)[]
  /** When it is made: on every build, when docs.json has `redirects`, with `--site-url`, or with it and the page files. */
  when: 'always' | 'redirects' | 'site-url' | 'site-url and pages'
  /** What it holds, for people (the usage text, docs/site.md). */
  about: string
  /** How the usage text names its files, where they are a pattern (by default: its file names). */
  named?: readonly string[]
  /** Files Mintlify generates that a project may have its own of, at its root: then the project's is served, and this is not made. */
  replaceable?: readonly string[]
  /** Served by the built site as it is, at its name (the integrations copy it into the generator's output); else data for tools. */
  served?: true
  make: (input: OutputInput) => Record<string, OutputText>
}

/** Every top-level output, in the order builds list them. A new output is one entry here plus its emitter. */
export const OUTPUTS: readonly Output[] = [
  {
    files: ['navigation.json'],
    when: 'always',
    about: 'the navigation, resolved',
    make: ({ navigation, pretty }) => ({ 'navigation.json': jsonOutput(navigation, pretty) }),
  },
  {
    files: ['routes.json'],
    when: 'always',
    about: 'every URL with its page, title, divisions, neighbours and switch targets',
    make: ({ site, memo, pretty, texts }) => ({
      'routes.json': jsonOutput(
        routesDocument(site, memo && kept(memo, 'routes-entries', '', '', () => new WeakMap<Route, Route>())),
        pretty,
        texts('routes.json'),
      ),
    }),
  },
  {
    files: ['breadcrumbs.json'],
    when: 'always',
    about: "each page's breadcrumbs",
    make: ({ site, pretty, texts }) => ({ 'breadcrumbs.json': jsonOutput(breadcrumbsDocument(site), pretty, texts('breadcrumbs.json')) }),
  },
  // An empty list too: a site without any gets no empty file.
  {
    files: ['redirects.json'],
    when: 'redirects',
    about: "docs.json's redirects, normalised",
    make: ({ tree, pretty }) => ({ 'redirects.json': jsonOutput(redirectsDocument(tree.redirects), pretty) }),
  },
  {
    files: ['breadcrumbs.jsonld.json'],
    when: 'site-url',
    about: "each page's breadcrumbs as schema.org JSON-LD",
    make: ({ tree, site, siteUrl, memo, pretty, texts }) => ({
      'breadcrumbs.jsonld.json': jsonOutput(
        breadcrumbsJsonLd(site, siteUrl!, tree.settings.trailingSlash === true, memo),
        pretty,
        texts('breadcrumbs.jsonld.json'),
      ),
    }),
  },
  {
    files: [/^sitemap(?:-\d+)?\.xml$/],
    named: ['sitemap.xml'],
    served: true,
    when: 'site-url',
    about: 'the indexable pages',
    replaceable: ['sitemap.xml'],
    make: ({ tree, site, siteUrl, memo }) => sitemapOutputs(tree, site, siteUrl!, memo),
  },
  {
    files: ['robots.txt'],
    served: true,
    when: 'site-url',
    about: 'where crawlers may go, and the sitemap',
    replaceable: ['robots.txt'],
    make: ({ tree, siteUrl }) => robotsOutputs(tree, siteUrl!),
  },
  {
    // The site's, then one per division (at its folder), each in parts when too long for one file.
    files: ['llms.txt', 'llms-full.txt', /^(?:[^/]+\/)*llms(?:-full)?(?:-\d+)?\.txt$/],
    named: ['llms.txt', "llms-full.txt (the site's and each division's)"],
    served: true,
    when: 'site-url and pages',
    about: "the site for language models: an index, and every page's text, for the site and for each division",
    replaceable: ['llms.txt', 'llms-full.txt'],
    make: ({ tree, site, siteUrl, pages, memo }) => llmsOutputs(tree, site, siteUrl!, pages!.content, pages!.own, memo),
  },
  {
    files: [/^(?:[^/]+\/)*[^/]+\.md$/],
    named: ['each page as <route>.md'],
    served: true,
    when: 'site-url and pages',
    about: 'each indexable page as Markdown, at its URL with `.md`',
    make: ({ site, siteUrl, pages, bodies }) => pageMarkdownOutputs(site, siteUrl!, pages!.content, bodies),
  },
  {
    files: ['docsearch.json'],
    when: 'site-url and pages',
    about: 'search records in the shape of Algolia DocSearch, one per page and heading',
    make: ({ tree, site, siteUrl, pages, bodies }) => docsearchOutputs(tree, site, siteUrl!, pages!.content, bodies),
  },
]

/** The outputs Mintlify generates that a project may have its own of, at its root, which then replace them. */
export const REPLACEABLE_FILES: readonly string[] = OUTPUTS.flatMap((output) => output.replaceable ?? [])

/** Whether an output is one a built site serves as it is (sitemap, robots.txt, the llms files, the pages' Markdown). */
export function isServedOutput(name: string): boolean {
  return OUTPUTS.some((output) => output.served && makesFile(output, name))
}

/**
 * Every output of a build, as files (path -> text, made when read); nothing is written here.
 * `unexpressed` is called once per target whose format cannot express part of the navigation.
 * With `memo` (a project kept open), the parts of routes that did not change are made once.
 */
export function emitOutputs(
  tree: RootNode,
  site: SiteModel,
  options: EmitOptions,
  unexpressed: (target: TargetName, features: string) => void = () => {},
  pages?: PageFiles,
  memo?: Memo,
): Record<string, OutputText> {
  const pretty = options.pretty === true
  const navigation = navigationDocument(tree, site)
  const texts = (name: string) => memo && kept(memo, 'output-texts', `${name}\0${pretty}`, '', (): MadeTexts => new WeakMap())
  const bodies = pageBodies()
  const input: OutputInput = { tree, site, navigation, pretty, siteUrl: options.siteUrl, pages, memo, texts, bodies }
  const made = (output: Output) => {
    if (output.when === 'redirects') return isRecord(tree.document) && Object.hasOwn(tree.document, 'redirects')
    if (output.when === 'site-url') return options.siteUrl !== undefined
    return output.when === 'always' || (options.siteUrl !== undefined && pages !== undefined)
  }
  const files: Record<string, OutputText> = {}
  // The project's own files replace the generated ones, as on Mintlify (llms.txt's emitter leaves out each file the project has).
  const replaced = (output: Output) => output.replaceable?.every((name) => pages?.own.has(name))
  for (const output of OUTPUTS) if (made(output) && !replaced(output)) Object.assign(files, output.make(input))
  // The outputs hold it while they are made; an index made for them (Pagefind's) finds it by them.
  Object.defineProperty(files, PAGE_BODIES, { value: bodies })
  if (options.targets && options.targets.length > 0) {
    const targets = emitTargets(navigation, site.routes, options.targets, tree.redirects, pretty)
    Object.assign(files, targets.files)
    for (const { target, features } of targets.unexpressed) unexpressed(target, features)
  }
  return files
}

/**
 * Where the outputs keep the pages' Markdown made for them (not enumerable): on the outputs, not in
 * a WeakMap of them, which V8's young-generation collector would keep alive with every build's
 * pages until a full collection (docs/incremental.md, "What a compile must not leave behind").
 */
const PAGE_BODIES = Symbol('docsnav page bodies')

/**
 * The pages' Markdown made for the outputs `emitOutputs` returned (`outputs`, that object): an
 * index made to be written with them (Pagefind's) shares it; undefined for any other object.
 * It goes when the outputs do.
 */
export function pageBodiesOf(outputs: object): PageBodies | undefined {
  return (outputs as { [PAGE_BODIES]?: PageBodies })[PAGE_BODIES]
}

/** The top-level outputs in words, as the usage text lists them: those of every build, then those `--site-url` adds. */
export function outputsInWords(): { always: string[]; withSiteUrl: string[] } {
  const names = (when: readonly Output['when'][]) =>
    OUTPUTS.filter((output) => when.includes(output.when)).flatMap((output) => output.named ?? output.files.filter((file) => typeof file === 'string'))
  return { always: names(['always', 'redirects']), withSiteUrl: names(['site-url', 'site-url and pages']) }
}

/**
 * Whether a file of an output folder has a name some build writes: the manifest of an output
 * folder can vouch for no other file (a forged one cannot get `keep.txt` deleted).
 */
export function isOutputPath(name: string): boolean {
  return (
    OUTPUTS.some((output) => makesFile(output, name)) ||
    isTargetOutput(name) ||
    // `build --pagefind`'s search index (src/search/pagefind.ts): Pagefind names its files.
    name.startsWith('pagefind/')
  )
}

/** Whether `name` is one of the files an output may be. */
function makesFile(output: Output, name: string): boolean {
  return output.files.some((file) => (typeof file === 'string' ? file === name : file.test(name)))
}
