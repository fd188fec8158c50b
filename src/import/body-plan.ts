import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseMdx } from '../parse/mdx.js'
import { convertPageBody, describeConverted, readsAsMarkdown } from './bodies/index.js'
import { repointedImports } from './bodies/relative-imports.js'
import { type PageChange, within } from './page-plan.js'
import type { ImportReport } from './report.js'
import type { ImportedSite } from './source.js'

/** What the page bodies came to, for the import's summary. */
export interface BodyTally {
  /** Constructs converted to Mintlify's components, and the pages they are in. */
  converted: number
  pages: number
  /** Constructs left as written (each a DN1214). */
  left: number
  /** Pages Mintlify cannot read as MDX, converted (each a DN1217). */
  unreadable: number
}

/**
 * Plans each page's body in Mintlify's components (a change DN1205 says, `--write-pages` makes),
 * and reports what stays as written at its line (DN1214), what a converted construct loses
 * (DN1216), and a page Mintlify still cannot read as MDX (DN1217). `read` holds the docs folder's files as
 * read once for the import (folderFiles); a page outside it is read here.
 */
export function plannedBodies(
  root: string,
  site: ImportedSite,
  read: Readonly<Record<string, string>>,
  changes: Map<string, PageChange>,
  report: ImportReport,
): BodyTally {
  const tally: BodyTally = { converted: 0, pages: 0, left: 0, unreadable: 0 }
  const seen = new Set<string>()
  for (const { file } of site.pages.values()) {
    if (seen.has(file) || !/\.mdx?$/.test(file) || !within(root, file)) continue
    seen.add(file)
    const inFolder = site.folder === '' ? file : file.startsWith(`${site.folder}/`) ? file.slice(site.folder.length + 1) : undefined
    const text = (inFolder === undefined ? undefined : read[inFolder]) ?? readOrUndefined(join(root, file))
    if (text === undefined) continue
    let conversion: ReturnType<typeof convertPageBody>
    try {
      conversion = convertPageBody(text, site.kind, { markdown: readsAsMarkdown(site.kind, file) })
    } catch (error) {
      // docsnav's fault, not the page's: said, and the page left as it is; the other pages go on.
      report.add('DN9001', { stage: `the conversion of page \`${file}\``, reason: error instanceof Error ? error.message : String(error) }, { file })
      continue
    }
    for (const { line, construct, reason } of conversion.left) report.add('DN1214', { file, construct, reason }, { file, text, offset: lineOffset(text, line) })
    for (const { line, construct, reason } of conversion.lost)
      report.add('DN1216', { file, what: construct, reason }, { file, text, offset: lineOffset(text, line) })
    // What Mintlify will read: the page as converted, parsed as MDX (its error placed in the page as it is now).
    const parsed = parseMdx(conversion.text)
    if ('error' in parsed) {
      const line = conversion.sourceLines[parsed.error.line - 1] ?? parsed.error.line
      report.add(
        'DN1217',
        { file, reason: parsed.error.reason, converted: conversion.converted.size === 0 ? undefined : `line ${parsed.error.line} once converted` },
        { file, text, offset: lineOffset(text, line) },
      )
      tally.unreadable++
    }
    tally.left += conversion.left.length
    // A body the conversion writes as it was (Mintlify's components already) needs no conversion.
    const converted = conversion.converted.size > 0 && conversion.text !== text
    const moveTo = changes.get(file)?.moveTo
    const repointed = moveTo === undefined ? undefined : repointedImports(converted ? conversion.text : text, file, moveTo)
    if (!converted && !repointed?.count) continue
    if (converted) {
      tally.pages++
      for (const count of conversion.converted.values()) tally.converted += count
    }
    const change = changes.get(file) ?? { file }
    change.body = {
      text: repointed?.text ?? conversion.text,
      ...(converted ? { converted: describeConverted(conversion.converted) } : {}),
      ...(repointed?.count ? { imports: repointed.count } : {}),
    }
    changes.set(file, change)
  }
  return tally
}

/** The tally in the summary's words, or undefined when no page had anything to convert. */
export function describeTally(tally: BodyTally): string | undefined {
  if (tally.converted === 0 && tally.left === 0 && tally.unreadable === 0) return undefined
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`
  const unreadable = tally.unreadable === 0 ? '' : `; ${plural(tally.unreadable, 'page')} Mintlify cannot read as MDX`
  return `${plural(tally.converted, 'construct')} in ${plural(tally.pages, 'page')} converted to Mintlify's components, ${tally.left} left as written${unreadable}`
}

/** The offset of a line's start (1-based) in a text. */
function lineOffset(text: string, line: number): number {
  let offset = 0
  for (let at = 1; at < line; at++) {
    const next = text.indexOf('\n', offset)
    if (next === -1) return offset
    offset = next + 1
  }
  return offset
}

function readOrUndefined(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return undefined
  }
}
