import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The layers of src/ (src/README.md): each folder imports only the layers it builds on, and no
 * files import each other in a circle.
 */

const src = join(import.meta.dirname, '..', 'src')

/** Each layer, the files it holds (a path prefix under src/), and the layers it may import. */
const LAYERS: Record<string, { holds: string[]; uses: string[] }> = {
  source: { holds: ['source/'], uses: [] },
  ir: { holds: ['ir/'], uses: ['source'] },
  files: { holds: ['files/'], uses: ['ir', 'source'] },
  parse: { holds: ['parse/'], uses: ['ir', 'source'] },
  site: { holds: ['site/'], uses: ['parse', 'ir', 'source'] },
  passes: { holds: ['passes/'], uses: ['site', 'parse', 'ir', 'source'] },
  render: { holds: ['render/'], uses: ['ir'] },
  markdown: { holds: ['markdown/'], uses: ['site', 'parse', 'ir', 'source'] },
  emit: { holds: ['emit/'], uses: ['markdown', 'render', 'site', 'parse', 'ir', 'source'] },
  present: { holds: ['present/'], uses: ['ir'] },
  'output-folder': { holds: ['output-folder/'], uses: ['files', 'ir'] },
  fix: { holds: ['fix/'], uses: ['ir', 'source'] },
  compile: { holds: ['compile/'], uses: ['emit', 'markdown', 'render', 'passes', 'site', 'parse', 'fix', 'files', 'ir', 'source'] },
  project: { holds: ['project/'], uses: ['compile', 'output-folder', 'emit', 'markdown', 'render', 'passes', 'site', 'parse', 'fix', 'files', 'ir', 'source'] },
  import: { holds: ['import/'], uses: ['compile', 'output-folder', 'emit', 'markdown', 'render', 'passes', 'site', 'parse', 'fix', 'files', 'ir', 'source'] },
  entry: {
    holds: ['cli/', 'index.ts', 'testing/', 'lsp/', 'preview/', 'integrations/', 'mcp/', 'search/'],
    uses: ['import', 'project', 'compile', 'present', 'output-folder', 'emit', 'markdown', 'render', 'site', 'parse', 'fix', 'files', 'ir', 'source'],
  },
}

function layerOf(file: string): string {
  const found = Object.entries(LAYERS).find(([, layer]) => layer.holds.some((prefix) => file === prefix || file.startsWith(prefix)))
  if (!found) throw new Error(`${file} is in no layer: add it to LAYERS and to src/README.md`)
  return found[0]
}

function sourceFiles(): string[] {
  return readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => relative(src, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort()
}

/** The project files a file imports (static, type-only and dynamic imports, and re-exports). */
function importsOf(file: string): string[] {
  const text = readFileSync(join(src, file), 'utf8')
  const specifiers = [...text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s*'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g)].map(
    (match) => match[1] ?? match[2]!,
  )
  return specifiers.map((specifier) =>
    normalize(join(dirname(file), specifier))
      .split('\\')
      .join('/')
      .replace(/\.js$/, '.ts'),
  )
}

describe('the layers of src/', () => {
  const files = sourceFiles()
  const graph = new Map(files.map((file) => [file, importsOf(file)]))

  it('puts every file in a layer, and every import in its own layer or one it builds on', () => {
    const upward: string[] = []
    for (const [file, imports] of graph) {
      const layer = layerOf(file)
      for (const imported of imports) {
        const target = layerOf(imported)
        if (target !== layer && !LAYERS[layer]!.uses.includes(target)) upward.push(`${file} (${layer}) imports ${imported} (${target})`)
      }
    }
    expect(upward).toEqual([])
  })

  it("keeps the passes apart: no pass imports another pass's files (what two need is in the layer below)", () => {
    // A pass is a folder of passes/ or a file at its root; passes/index.ts lists them all.
    const passOf = (file: string) => file.split('/')[1]!.replace(/\.ts$/, '')
    const crossing: string[] = []
    for (const [file, imports] of graph) {
      if (!file.startsWith('passes/') || file === 'passes/index.ts') continue
      for (const imported of imports) if (imported.startsWith('passes/') && passOf(imported) !== passOf(file)) crossing.push(`${file} imports ${imported}`)
    }
    expect(crossing).toEqual([])
  })

  it('has no circle of imports', () => {
    const circles: string[] = []
    const state = new Map<string, 'visiting' | 'done'>()
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === 'done') return
      if (state.get(file) === 'visiting') {
        circles.push([...path.slice(path.indexOf(file)), file].join(' -> '))
        return
      }
      state.set(file, 'visiting')
      for (const imported of graph.get(file) ?? []) visit(imported, [...path, file])
      state.set(file, 'done')
    }
    for (const file of files) visit(file, [])
    expect(circles).toEqual([])
  })

  it('is described in src/README.md, layer by layer', () => {
    const readme = readFileSync(join(src, 'README.md'), 'utf8')
    for (const [name, layer] of Object.entries(LAYERS)) {
      for (const prefix of layer.holds) expect(readme, `${name}: ${prefix}`).toContain(`\`${prefix}\``)
    }
  })
})
