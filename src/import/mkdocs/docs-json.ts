import { join, posix } from 'node:path'
import type { ImportReport, SourceSpot } from '../report.js'
import type { SourcePage } from '../source.js'
import { isMarkdown, mkdocsTitle, readPage, stemOf } from './files.js'
import type { NavItem } from './nav.js'

/**
 * MkDocs's navigation as docs.json's, as Material shows it: sections are groups; with
 * `navigation.indexes` a section's first `index.md`/`README.md` child is the group's root (the
 * section's title links to it); with `navigation.tabs` each top-level item is a tab (a section's
 * items its sidebar, a page or a link a tab of its own). Top-level links without tabs are global
 * anchors. What docs.json cannot hold is reported (DN1204) and left out.
 */

export interface Theme {
  tabs: boolean
  indexes: boolean
}

type Entry = string | Record<string, unknown>

export interface Converted {
  navigation: Record<string, unknown>
  pages: Map<string, SourcePage>
}

/** A docs_dir file's page path: its path without the extension, `README` read as `index` (MkDocs's `File.name`). */
export function pagePathOf(uri: string): string {
  const folder = posix.dirname(uri)
  const stem = stemOf(uri)
  return folder === '.' ? stem : `${folder}/${stem}`
}

/** The docs.json navigation of MkDocs's items; `docsDir` absolute, `folder` relative to the project root. */
export function toDocsJson(items: readonly NavItem[], theme: Theme, docsDir: string, folder: string, report: ImportReport): Converted {
  const pages = new Map<string, SourcePage>()
  const listed = new Map<string, SourceSpot>()
  const cannot = (what: string, detail: string | undefined, how: string, spot: SourceSpot) => report.add('DN1204', { what, detail, how }, spot)

  const page = (item: Extract<NavItem, { kind: 'page' }>, topLevel: boolean): string | undefined => {
    if (!isMarkdown(item.uri)) {
      cannot(
        'a nav entry that is not a Markdown page',
        `\`${item.uri}\``,
        'docs.json lists pages (Markdown or MDX files); link to the file from a page instead',
        item.spot,
      )
      return undefined
    }
    const path = pagePathOf(item.uri)
    if (listed.has(path)) {
      cannot('a page listed twice', `\`${item.uri}\` (the second entry is left out)`, 'docs.json lists a page once: keep the entry where it belongs', item.spot)
      return undefined
    }
    listed.set(path, item.spot)
    const homepage = topLevel && path === 'index'
    const label = item.title ?? mkdocsTitle(readPage(join(docsDir, item.uri)), item.uri, homepage)
    pages.set(path, { file: folder === '' ? item.uri : `${folder}/${item.uri}`, label })
    return path
  }

  const link = (item: Extract<NavItem, { kind: 'link' }>, where: string): void => {
    const external = /^[a-z][a-z0-9+.-]*:|^\/\//i.test(item.url)
    cannot(
      external ? `an external link ${where}` : `a link to a file docs_dir does not have ${where}`,
      `\`${item.title ?? item.url}\` → \`${item.url}\``,
      external ? 'Add it as an anchor under `navigation.global`, or as a link in a page' : 'Add the page to docs_dir, or remove the entry',
      item.spot,
    )
  }

  const entries = (items: readonly NavItem[], topLevel: boolean): Entry[] =>
    items.flatMap((item): Entry[] => {
      if (item.kind === 'page') {
        const path = page(item, topLevel)
        return path === undefined ? [] : [path]
      }
      if (item.kind === 'link') {
        link(item, 'inside a section')
        return []
      }
      return group(item)
    })

  const group = (item: Extract<NavItem, { kind: 'section' }>): Entry[] => {
    const index = theme.indexes ? item.children.find((child) => child.kind === 'page' && stemOf(child.uri) === 'index' && isMarkdown(child.uri)) : undefined
    const root = index === undefined ? undefined : page(index as Extract<NavItem, { kind: 'page' }>, false)
    const children = entries(
      item.children.filter((child) => child !== index),
      false,
    )
    if (children.length === 0 && root === undefined) {
      cannot('a section without pages', `\`${item.title}\``, 'docs.json has no empty groups: add pages to it, or leave it out', item.spot)
      return []
    }
    return [{ group: labelOf(item, root), ...(root === undefined ? {} : { root }), pages: children }]
  }

  /** A section's title; an empty one (which docs.json refuses) as its index page's title, else one space (a group without a heading). */
  const labelOf = (item: Extract<NavItem, { kind: 'section' }>, root: string | undefined): string => {
    if (item.title.trim() !== '') return item.title
    const shown = root === undefined ? ' ' : (pages.get(root)?.label ?? ' ')
    cannot(
      'a section without a title',
      `shown as ${shown === ' ' ? 'a group without a heading (a label of one space)' : `\`${shown}\`, its index page's title`}`,
      'Give the section a title in `nav`',
      item.spot,
    )
    return shown
  }

  if (!theme.tabs) {
    const anchors: Record<string, unknown>[] = []
    const top: Entry[] = []
    for (const item of items) {
      if (item.kind === 'link' && isExternal(item.url)) anchors.push({ anchor: item.title ?? item.url, href: item.url })
      else if (item.kind === 'link') link(item, 'at the top of the navigation')
      else top.push(...entries([item], true))
    }
    return { navigation: { ...(anchors.length > 0 ? { global: { anchors } } : {}), pages: top }, pages }
  }

  const tabs: Record<string, unknown>[] = []
  for (const item of items) {
    if (item.kind === 'link') {
      if (isExternal(item.url)) tabs.push({ tab: item.title ?? item.url, href: item.url })
      else link(item, 'as a tab')
    } else if (item.kind === 'page') {
      const path = page(item, true)
      if (path !== undefined) tabs.push({ tab: pages.get(path)!.label, pages: [path] })
    } else {
      const index = theme.indexes ? item.children.find((child) => child.kind === 'page' && stemOf(child.uri) === 'index' && isMarkdown(child.uri)) : undefined
      const ordered = index === undefined ? item.children : [index, ...item.children.filter((child) => child !== index)]
      const children = entries(ordered, false)
      if (children.length === 0)
        cannot('a section without pages', `\`${item.title}\``, 'docs.json has no empty tabs: add pages to it, or leave it out', item.spot)
      else
        tabs.push({
          tab: labelOf(item, index === undefined || children[0] !== pagePathOf((index as { uri: string }).uri) ? undefined : (children[0] as string)),
          pages: children,
        })
    }
  }
  return { navigation: { tabs }, pages }
}

function isExternal(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)
}
