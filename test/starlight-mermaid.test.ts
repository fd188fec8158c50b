import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { copyMermaid, mermaidScript, siteMermaid } from '../src/integrations/starlight/mermaid.js'

const made: string[] = []
afterAll(() => {
  for (const folder of made) rmSync(folder, { recursive: true, force: true })
})

/** A project whose node_modules holds a `mermaid` laid out as Mermaid 11 is: the prebuilt module importing its chunks. */
function projectWithMermaid(): string {
  const project = mkdtempSync(join(tmpdir(), 'docsnav-mermaid-'))
  made.push(project)
  const files: Record<string, string> = {
    'package.json': '{"name":"site"}',
    'node_modules/mermaid/package.json': '{"name":"mermaid","exports":{".":"./dist/mermaid.core.mjs","./*":"./*"}}',
    'node_modules/mermaid/dist/mermaid.esm.min.mjs': 'import{a}from"./chunks/mermaid.esm.min/chunk-A.mjs";var m={a};export{m as default};',
    'node_modules/mermaid/dist/mermaid.esm.min.mjs.map': '{}',
    'node_modules/mermaid/dist/chunks/mermaid.esm.min/chunk-A.mjs': 'var a=()=>import("./pie-B.mjs");/* dompurify/dist/purify.es.mjs */export{a};',
    'node_modules/mermaid/dist/chunks/mermaid.esm.min/pie-B.mjs': "import'../mermaid.esm.min/chunk-A.mjs';export default 1;",
    'node_modules/mermaid/dist/chunks/mermaid.esm.min/pie-B.mjs.map': '{}',
  }
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(project, path)), { recursive: true })
    writeFileSync(join(project, path), text)
  }
  return project
}

describe("Starlight: the site's Mermaid served prebuilt", () => {
  it('writes the module and its chunks as .js, each import of another renamed to a file written beside it', () => {
    const project = projectWithMermaid()
    const mermaid = siteMermaid(project)
    expect(mermaid).toEqual({ folder: join(project, 'node_modules', 'mermaid'), prebuilt: true })
    const dist = join(project, 'dist')
    copyMermaid(mermaid!, dist)
    const served = join(dist, '_docsnav', 'mermaid')
    const written = readdirSync(served, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(served, join(entry.parentPath, entry.name)).split('\\').join('/'))
    expect(written.sort()).toEqual(['chunks/mermaid.esm.min/chunk-A.js', 'chunks/mermaid.esm.min/pie-B.js', 'mermaid.esm.min.js'])
    for (const file of written) {
      const code = readFileSync(join(served, file), 'utf8')
      const imported = [...code.matchAll(/(?:from|import\(|import)\s*["']([^"']+)["']/g)].map((match) => match[1]!)
      expect(imported.length, file).toBe(1)
      for (const specifier of imported) expect(written, `${file} imports ${specifier}`).toContain(join(dirname(file), specifier).split('\\').join('/'))
    }
    // A name in a comment is no import: left as it is.
    expect(readFileSync(join(served, 'chunks/mermaid.esm.min/chunk-A.js'), 'utf8')).toContain('purify.es.mjs')
  })

  it('loads it from under the base in a build, and as the package without one', () => {
    expect(mermaidScript('/docs/')).toContain('new URL("/docs/_docsnav/mermaid/mermaid.esm.min.js", location.href)')
    expect(mermaidScript('/')).toContain('new URL("/_docsnav/mermaid/mermaid.esm.min.js", location.href)')
    expect(mermaidScript()).toContain("import('mermaid')")
  })

  it('is bundled as before when the package has no prebuilt module, and absent when not installed', () => {
    const project = projectWithMermaid()
    rmSync(join(project, 'node_modules', 'mermaid', 'dist', 'chunks'), { recursive: true })
    expect(siteMermaid(project)?.prebuilt).toBe(false)
    rmSync(join(project, 'node_modules', 'mermaid'), { recursive: true })
    expect(siteMermaid(project)).toBeUndefined()
  })
})
