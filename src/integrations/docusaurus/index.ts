import { readdirSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { createHash } from 'node:crypto'
import { type CompiledSite, openDocsSite } from '../open-site.js'
import { docusaurusLogger, reportDiagnostics, stopError } from './logger.js'
import { docsnavPlugin } from './plugin.js'
import { type RemarkOptions, remarkMintlifyComponents } from './remark.js'
import { pageOperationsDigest, remarkPageOperation } from '../page-operation.js'
import { siteInfo } from '../site-info.js'
import { displayDivisionSidebars } from './page-sidebar.js'
import { clientRedirects } from './redirects.js'
import { type DocusaurusContext, sidebarsFile, writeSidebars } from './sidebars.js'
import { unsupportedComponents } from './unsupported.js'

export { docsnavPlugin } from './plugin.js'
export { clientRedirects } from './redirects.js'
export { docsnavSidebars } from './sidebars.js'
export type { DocusaurusContext } from './sidebars.js'
export type { NavbarData, NavbarFrame } from './navbar-data.js'

/**
 * `docsnav/docusaurus`: a Docusaurus preset that serves a docs.json site as it is. It sets up the
 * docs plugin over docs.json's folder (pages where docs.json has them, at docsnav's URLs, one
 * sidebar per division), the classic theme with docsnav's navbar (tabs and switchers), prev/next
 * and Mintlify's components, docs.json's redirects through `@docusaurus/plugin-client-redirects`,
 * and docsnav's own plugin (diagnostics, API pages, the dev server following docs.json).
 * docs/integrations/docusaurus.md is the guide.
 */

export interface DocsnavPresetOptions {
  /** The folder holding docs.json, relative to the site (default: `docs`). */
  root?: string
  /** Options of `@docusaurus/theme-classic` (`customCss`, ...). */
  theme?: Record<string, unknown>
  /** More options of the docs plugin; docsnav's (`path`, `routeBasePath`, `sidebarPath`, `include`) win. */
  docs?: Record<string, unknown>
}

/** The preset: `presets: [['docsnav/docusaurus', { root: 'docs' }]]` (instead of `classic`). */
export async function docsnavPreset(context: DocusaurusContext, options: DocsnavPresetOptions = {}) {
  const logger = await docusaurusLogger(context.siteDir)
  const root = resolve(context.siteDir, options.root ?? 'docs')
  const building = process.env.NODE_ENV === 'production'
  const site = openDocsSite(root, {
    ...(building ? { siteUrl: joinUrl(context.siteConfig.url, context.baseUrl) } : {}),
    logError: (message) => logger.error(message),
  })
  const compiled = await site.current()
  const errors = reportDiagnostics(compiled, logger)
  if (errors > 0)
    throw stopError(
      `docsnav: ${errors} error${errors === 1 ? '' : 's'} in ${relative(process.cwd(), join(root, 'docs.json'))}; the build stops`,
      `Each error is listed above at its file:line:column; \`npx docsnav check ${relative(process.cwd(), root) || '.'}\` shows them with their context.`,
    )
  writeSidebars(context, compiled, logger)
  const unsupported = unsupportedComponents(root, context.siteDir, logger)
  unsupported.sayKept()
  displayDivisionSidebars(context.siteConfig as Parameters<typeof displayDivisionSidebars>[0], root)
  const redirects = clientRedirects(compiled)
  if (redirects.unexpressed.length > 0)
    logger.warn(
      `docs.json's redirects that @docusaurus/plugin-client-redirects cannot express: ${redirects.unexpressed.length} (${redirects.unexpressed.join('; ')})`,
    )
  const landing = new Map(redirects.list.map((redirect) => [redirect.from, redirect.to]))
  const iconLibrary = siteInfo(compiled).iconLibrary
  if (
    context.siteConfig.trailingSlash !== false &&
    compiled.routes.some((route) => route.source.kind === 'page' && /(^|\/)index\.mdx?$/.test(route.source.file ?? ''))
  )
    logger.warn(
      "docsnav: set `trailingSlash: false` in docusaurus.config: without it, Docusaurus serves a folder's index page at `/folder/`, where docs.json has `/folder`",
    )
  const plugins: unknown[] = [
    [
      '@docusaurus/plugin-content-docs',
      {
        ...options.docs,
        path: relative(context.siteDir, root) || '.',
        routeBasePath: '/',
        sidebarPath: sidebarsFile(context),
        numberPrefixParser: false,
        include: ['**/*.{md,mdx}'],
        exclude: notRouted(compiled),
        beforeDefaultRemarkPlugins: [
          [
            remarkMintlifyComponents,
            {
              root,
              siteDir: context.siteDir,
              baseUrl: context.baseUrl,
              ...(iconLibrary === undefined ? {} : { iconLibrary }),
              redirected: (path: string) => landing.get(path.replace(/(.)\/+$/, '$1')),
              compiled: unsupported.compiled,
              digest: createHash('sha1')
                .update(JSON.stringify([redirects.list, iconLibrary ?? null]))
                .digest('hex'),
            } satisfies RemarkOptions,
          ],
          // A page whose frontmatter names an operation: the operation after its body (the theme's MDXComponents draws it).
          // The docs plugin keeps compiled pages until its options change: the operations' digest is among them.
          [remarkPageOperation, { root, component: 'DocsnavApiOperation', digest: pageOperationsDigest(compiled) }],
        ],
      },
    ],
  ]
  // A redirect from `/` where no page is: docsnav's plugin sends `/` there (a route of its own the redirects plugin would not override).
  const pages = redirects.list.filter((redirect) => redirect.from !== '/')
  if (pages.length > 0) plugins.push(['@docusaurus/plugin-client-redirects', { redirects: pages }])
  // docsnav's plugin is a theme after the classic theme: its components override the classic ones.
  return {
    themes: [
      ['@docusaurus/theme-classic', options.theme ?? {}],
      [docsnavPlugin, { root }],
    ],
    plugins,
  }
}

/**
 * The docs plugin's `exclude`: the Markdown files of the docs.json folder docsnav does not route
 * (snippets, `.mintignore`d and unlisted files, as the compile decides). Everything else is
 * included, so a page file added while the dev server runs is found.
 */
export function notRouted(compiled: CompiledSite): string[] {
  const routed = new Set<string>()
  for (const route of compiled.routes) if (route.source.kind === 'page' && route.source.file !== null) routed.add(route.source.file)
  const excluded = ['**/node_modules/**', '**/.*/**']
  for (const entry of readdirSync(compiled.root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.mdx?$/.test(entry.name)) continue
    const path = relative(compiled.root, join(entry.parentPath, entry.name)).split(sep).join('/')
    // A file name is a glob: its special characters escaped.
    if (!routed.has(path)) excluded.push(path.replace(/[*?[\]{}()!@+\\]/g, '\\$&'))
  }
  return excluded
}

function joinUrl(url: string, base: string): string {
  return `${url.replace(/\/+$/, '')}/${base.replace(/^\/+|\/+$/g, '')}`.replace(/\/+$/, '')
}
