// Where the corpus of real configurations is: one folder per site (`owner__repo/docs.json` with the
// specs it names). The files are other projects' own, so they are not kept in this repository.
// DOCSNAV_CORPUS names the folder; without it, `shared/corpus` beside the clone is used (where the
// team's machines and CI keep it).
import { existsSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** The corpus folder (it may not exist). */
export const corpusFolder = process.env.DOCSNAV_CORPUS ? resolve(process.env.DOCSNAV_CORPUS) : join(import.meta.dirname, '..', '..', 'shared', 'corpus')

/** Whether the corpus folder exists. */
export const corpusPresent = existsSync(corpusFolder)

/** The names of the corpus's sites (folders holding a docs.json), sorted; none without a corpus. */
export const corpusSites = corpusPresent
  ? readdirSync(corpusFolder)
      .filter((name) => existsSync(join(corpusFolder, name, 'docs.json')))
      .sort()
  : []

/** What a test or benchmark says when the corpus is absent. */
export const corpusMissing = `the corpus of real configurations is missing: expected at ${corpusFolder} (set DOCSNAV_CORPUS to its folder; docs/contributing.md says what it holds)`
