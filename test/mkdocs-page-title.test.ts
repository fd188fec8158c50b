import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { compile } from '../src/compile/compile.js'
import { compiledSite } from '../src/integrations/open-site.js'
import { mkdocsFiles } from '../src/integrations/mkdocs/site.js'

/**
 * The title heading `docsnav mkdocs` writes on a page: the MCP specification's schema pages hold
 * `<div id="schema-reference">`, hidden by the site's CSS; the heading "Schema Reference" took the
 * same id (the toc extension's slug) and was hidden with it.
 */
const root = mkdtempSync(join(tmpdir(), 'docsnav-mkdocs-title-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('the title heading of a page written for MkDocs', () => {
  it("has Mintlify's id, not the slug the page's own elements may hold", async () => {
    mkdirSync(join(root, 'docs'))
    writeFileSync(
      join(root, 'docs', 'docs.json'),
      JSON.stringify({ name: 'T', theme: 'mint', colors: { primary: '#000000' }, navigation: { pages: ['schema'] } }),
    )
    writeFileSync(join(root, 'docs', 'schema.mdx'), '---\ntitle: Schema Reference\n---\n\n<div id="schema-reference" />\n\nText.\n')
    const docs = join(root, 'docs')
    const files = mkdocsFiles(compiledSite(docs, await compile(docs, {})), { folder: '.docsnav', config: 'x.yml' }, [])
    const page = files.files.get('docs/schema.md') as string
    expect(page).toContain('# Schema Reference {#page-title}')
    expect(page).toContain('<div id="schema-reference"></div>')
  })
})
