import { LANGUAGE_CODES } from '../../ir/schema.js'
import type { ImportReport, SourceSpot } from '../report.js'
import type { DocsJson, SourcePage } from '../source.js'
import type { DocsEntry, LoadedStarlight, StarlightEntry } from './load.js'

/**
 * Starlight's computed sidebars as docs.json: groups and pages in Starlight's order with its labels
 * (each page's docs.json path its slug, so docs.json serves it at Starlight's URL), `locales` as
 * `languages`, `starlight-sidebar-topics` topics as tabs; links out of the site at the top of a
 * sidebar as global anchors. Badges, `attrs` and links elsewhere are DN1204 at the config's line.
 */

/** The docs collection's folder: docs.json goes there, page paths are relative to it. */
export const DOCS_FOLDER = 'src/content/docs'

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i

interface Context {
  report: ImportReport
  spot: (value: string | undefined) => SourceSpot
  pages: Map<string, SourcePage>
  /** Docs entries by URL path without slashes (`guides/intro`, `''`). */
  bySlug: Map<string, DocsEntry>
  said: Set<string>
}

export function starlightNavigation(
  loaded: LoadedStarlight,
  report: ImportReport,
  spot: (value: string | undefined) => SourceSpot,
): { config: DocsJson; pages: Map<string, SourcePage> } {
  const context: Context = { report, spot, pages: new Map(), bySlug: new Map(loaded.entries.map((entry) => [entry.slug, entry])), said: new Set() }
  const config: DocsJson = {}
  if (typeof loaded.config.title === 'string') config.name = loaded.config.title
  else if (typeof loaded.config.title === 'object' && loaded.config.title !== null) config.name = Object.values(loaded.config.title)[0]

  const base = loaded.astro.base
  if (typeof base === 'string' && base.replace(/\/+$/, '') !== '')
    note(
      context,
      {
        what: 'a base path',
        detail: `\`base: ${JSON.stringify(base)}\``,
        how: 'docs.json serves the site at the root of its host: serve it under the path there',
      },
      base,
    )
  const redirects = astroRedirects(loaded.astro.redirects, context)
  if (redirects.length > 0) config.redirects = redirects

  for (const plugin of Array.isArray(loaded.options.plugins) ? loaded.options.plugins : []) {
    const name =
      typeof plugin === 'object' && plugin !== null && typeof (plugin as { name?: unknown }).name === 'string' ? (plugin as { name: string }).name : 'unnamed'
    if (name === 'starlight-sidebar-topics') continue
    note(
      context,
      {
        what: 'what a Starlight plugin changes at build time',
        detail: name,
        how: 'The sidebar is read as the config gives it, before plugins run: check what the plugin adds',
      },
      name,
    )
  }

  for (const option of Object.keys(loaded.topicOptions ?? {}))
    note(
      context,
      {
        what: 'which topic a page outside every topic belongs to',
        detail: `starlight-sidebar-topics' \`${option}\` option`,
        how: 'docs.json shows a page outside the navigation without a sidebar of its own',
      },
      option,
    )

  const division = (locale: string | undefined) => {
    const anchors: Array<{ anchor: string; href: string }> = []
    const content = (entries: StarlightEntry[]) => ({ pages: items(entries, context, anchors, true) })
    if (loaded.topics) {
      const tabs = loaded.topics.flatMap((topic): Array<Record<string, unknown>> => {
        const entries = topic.items === undefined ? [] : loaded.sidebar(locale, topic.items)
        const pages = items(entries, context, anchors, true)
        if (topic.link !== undefined && !EXTERNAL.test(topic.link)) {
          // The topic's landing page opens the tab: listed first unless its items list it.
          const landing = pageOf(topic.link, undefined, context)
          if (landing !== undefined && !JSON.stringify(pages).includes(JSON.stringify(landing))) pages.unshift(landing)
        }
        if (topic.badge !== undefined) note(context, { what: 'a badge on a topic', detail: topic.label, how: 'docs.json tabs have no badge' }, topic.label)
        if (pages.length === 0) {
          if (topic.link !== undefined && EXTERNAL.test(topic.link)) return [{ tab: topic.label, href: topic.link }]
          return []
        }
        return [{ tab: topic.label, pages }]
      })
      return { tabs, anchors }
    }
    return { ...content(loaded.sidebar(locale)), anchors }
  }

  const locales = Object.entries(loaded.config.locales ?? {})
  if (!loaded.config.isMultilingual || locales.length <= 1) {
    const locale = locales.length === 1 && locales[0]![0] !== 'root' ? locales[0]![0] : undefined
    const { anchors, ...content } = division(locale)
    config.navigation = { ...content, ...(anchors.length > 0 ? { global: { anchors } } : {}) }
  } else {
    const defaultLocale = loaded.config.defaultLocale?.locale ?? 'root'
    const languages: Array<Record<string, unknown>> = []
    for (const [key, locale] of locales) {
      const lang = locale.lang ?? key
      const code = [lang, lang.toLowerCase(), lang.split('-')[0]!.toLowerCase(), key].find((candidate) => LANGUAGE_CODES.includes(candidate))
      if (code === undefined) {
        note(context, { what: 'a language Mintlify does not know', detail: `locale \`${key}\` (${lang})`, how: 'Its pages are left out' }, key)
        continue
      }
      const { anchors, ...content } = division(key === 'root' ? undefined : key)
      languages.push({
        language: code,
        ...(key === defaultLocale ? { default: true } : {}),
        ...content,
        ...(anchors.length > 0 ? { global: { anchors } } : {}),
      })
    }
    config.navigation = { languages }
  }
  return { config, pages: context.pages }
}

/** Sidebar entries as docs.json `pages` entries. */
function items(entries: readonly StarlightEntry[], context: Context, anchors: Array<{ anchor: string; href: string }>, topLevel: boolean): unknown[] {
  const out: unknown[] = []
  for (const entry of entries) {
    if (entry.type === 'group') {
      const children = items(entry.entries, context, anchors, false)
      const group: Record<string, unknown> = { group: entry.label }
      if (entry.badge !== undefined) group.tag = entry.badge.text
      if (entry.badge?.variant !== undefined && entry.badge.variant !== 'default')
        note(
          context,
          { what: "a badge's colour", detail: `${entry.label}: ${entry.badge.variant}`, how: 'The badge is kept as the group\u2019s tag' },
          entry.label,
        )
      group.pages = children
      if (!topLevel && !entry.collapsed) group.expanded = true
      if (children.length === 0) {
        note(context, { what: 'an empty group', detail: entry.label, how: 'Mintlify shows no group without pages' }, entry.label)
        continue
      }
      out.push(group)
      continue
    }
    if (Object.keys(entry.attrs ?? {}).length > 0)
      note(
        context,
        { what: "a link's HTML attributes", detail: `${entry.label}: ${JSON.stringify(entry.attrs)}`, how: 'docs.json links carry no attributes' },
        entry.label,
        entryOf(entry.href, context),
      )
    if (entry.badge !== undefined)
      note(
        context,
        { what: 'a badge on a page link', detail: `${entry.label}: ${entry.badge.text}`, how: 'Set `tag` in the page\u2019s frontmatter' },
        entry.label,
        entryOf(entry.href, context),
      )
    if (EXTERNAL.test(entry.href)) {
      if (topLevel) anchors.push({ anchor: entry.label, href: entry.href })
      else
        note(
          context,
          {
            what: 'a link out of the site inside a group',
            detail: `${JSON.stringify(entry.label)} (${entry.href})`,
            how: 'Add it to `navigation.global.anchors` or as a link in a page',
          },
          entry.label,
        )
      continue
    }
    const page = pageOf(entry.href, entry.label, context)
    if (page !== undefined) out.push(page)
  }
  return out
}

/** The docs.json page path for a Starlight URL, recorded with its file and label; undefined (reported) when no docs page is there. */
function pageOf(href: string, label: string | undefined, context: Context): string | undefined {
  const [path, rest] = splitLink(href)
  const slug = decodeURI(path).replace(/^\/+|\/+$/g, '')
  const entry = context.bySlug.get(slug)
  if (rest !== '') {
    const listed = entry !== undefined && [...context.pages.values()].some((page) => page.file === entry.file)
    note(
      context,
      { what: 'a link to a part of a page', detail: href, how: listed ? 'The page is listed already: the link is left out' : 'docs.json links the whole page' },
      label ?? href,
    )
    if (listed) return undefined
  }
  if (!entry) {
    const fallback = slug.includes('/') ? context.bySlug.get(slug.slice(slug.indexOf('/') + 1)) : undefined
    if (fallback !== undefined) {
      note(
        context,
        {
          what: "a page a language shows from the default language's file (Starlight's fallback)",
          detail: href,
          how: "Translate the page, or list the default language's page in this language",
        },
        label ?? href,
      )
      return undefined
    }
    note(context, { what: 'a link to no page of the docs collection', detail: href, how: 'docs.json lists pages of its own folder' }, label ?? href)
    return undefined
  }
  if (entry.draft) {
    note(
      context,
      { what: 'a draft page in the sidebar', detail: href, how: 'Starlight lists it but builds no page for it: it is left out' },
      label ?? href,
      entry,
      'draft',
    )
    return undefined
  }
  const within = entry.file.slice(DOCS_FOLDER.length + 1).replace(/\.[^./]+$/, '')
  // A page stays where it is when its file gives the same URL (`guides/index.md` for `guides`).
  const pagePath = slug === '' ? 'index' : within === slug || within === `${slug}/index` ? within : slug
  if (!context.pages.has(pagePath)) context.pages.set(pagePath, { file: entry.file, ...(label === undefined ? {} : { label }) })
  return pagePath
}

/** The docs entry an internal URL shows, if any. */
function entryOf(href: string, context: Context): DocsEntry | undefined {
  return context.bySlug.get(decodeURI(splitLink(href)[0]).replace(/^\/+|\/+$/g, ''))
}

function splitLink(link: string): [string, string] {
  const at = link.search(/[?#]/)
  return at === -1 ? [link, ''] : [link.slice(0, at), link.slice(at)]
}

/** Astro's `redirects` (`{ '/old': '/new' }` or `{ '/old': { status, destination } }`) as docs.json's. */
function astroRedirects(value: unknown, context: Context): Array<{ source: string; destination: string; permanent?: boolean }> {
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([source, target]) => {
    const destination =
      typeof target === 'string' ? target : typeof target === 'object' && target !== null ? (target as { destination?: unknown }).destination : undefined
    if (typeof destination !== 'string') {
      note(context, { what: 'a redirect without a destination', detail: source, how: 'Add it to `redirects` by hand' }, source)
      return []
    }
    // Astro's `[param]` segments are docs.json's `:param`; `[...rest]` is `:rest*`.
    const pattern = (path: string) => path.replace(/\[\.\.\.([^\]]+)\]/g, ':$1*').replace(/\[([^\]]+)\]/g, ':$1')
    const status = typeof target === 'object' && target !== null ? (target as { status?: unknown }).status : undefined
    return [{ source: pattern(source), destination: pattern(destination), ...(status === 302 || status === 307 ? { permanent: false } : {}) }]
  })
}

/** DN1204, once per thing at one place (locales and topics share items). */
function note(context: Context, params: { what: string; detail?: string; how?: string }, value: string | undefined, page?: DocsEntry, field = 'sidebar'): void {
  // What the config does not say comes from a page's frontmatter (`sidebar.badge`, `sidebar.attrs`).
  let at = context.spot(value)
  if (at.value === undefined && page !== undefined) at = { file: page.file, text: page.text, value: field }
  const key = JSON.stringify([params.what, params.detail, at.file, at.value])
  if (context.said.has(key)) return
  context.said.add(key)
  context.report.add('DN1204', params, at)
}
