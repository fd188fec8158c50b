import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { diskHost } from '../../src/files/hosts.js'
import { importedFiles } from '../../src/passes/inventory/imports.js'
import { projectFiles } from '../../src/site/project-files.js'
import { assertOracleInstalled } from './oracle.js'

const folder = fc.constantFrom(
  '',
  'guides',
  'guides/deep',
  'snippets',
  '_snippets',
  'Snippets',
  'snippets/inner',
  '.github',
  '.vscode',
  '.mintlify',
  '.mintlify/skills/x',
  '.mintlify/data',
  'node_modules/pkg',
  'drafts',
  'api',
  'docs/node_modules',
)
const name = fc.oneof(
  { arbitrary: fc.constantFrom('index.mdx', 'a.mdx', 'b.md', 'e.mdx', 'f.md'), weight: 3 },
  {
    arbitrary: fc.constantFrom(
      'README.md',
      'readme.md',
      'Readme.MD',
      'LICENSE.md',
      'license.md',
      'CHANGELOG.md',
      'changelog.md',
      'contribute.md',
      'CONTRIBUTING.md',
      'SKILL.md',
      'skill.md',
      'c.MDX',
      'D.Mdx',
      'comp.jsx',
      'comp.tsx',
      'llms.txt',
      'image.png',
      'x.json',
      'notes.txt',
    ),
    weight: 2,
  },
)
const ignoreLine = fc.constantFrom(
  'drafts/',
  'drafts',
  '*.md',
  '!guides/b.md',
  'guides/deep/**',
  '# comment',
  '',
  '/a.mdx',
  'api/*.mdx',
  '!README.md',
  'snippets',
  '*.MDX',
  '  guides/a.mdx  ',
  '\\#notes.txt',
)

/** An import of another file of the project, written as pages write them (or inside code, where it is not one). */
const importOf = (target: string, importer: string) =>
  fc.constantFrom(
    `import X from '/${target}'`,
    `import X from "/${target}";`,
    `import '/${target}'`,
    `import {\n  A,\n  B,\n} from '/${target}'`,
    `\`\`\`js\nimport X from '/${target}'\n\`\`\``,
    `  import X from '/${target}'`,
    `import X from '${relativeTo(importer, target)}'`,
  )

function relativeTo(importer: string, target: string): string {
  const up = importer.split('/').length - 1
  return `${up === 0 ? './' : '../'.repeat(up)}${target}`
}

const project = fc
  .record({
    files: fc.uniqueArray(
      fc.tuple(folder, name).map(([inside, file]) => (inside === '' ? file : `${inside}/${file}`)),
      { minLength: 1, maxLength: 14, selector: (path) => path.toLowerCase() },
    ),
    mintignore: fc.option(fc.array(ignoreLine, { maxLength: 5 }), { nil: undefined }),
    imports: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 6 }),
  })
  .chain(({ files, mintignore, imports }) => {
    const pairs = imports
      .map(([from, to]) => [files[from % files.length]!, files[to % files.length]!] as const)
      .filter(([from, to]) => from !== to && /\.(mdx|md|jsx|tsx)$/i.test(from))
    return fc.tuple(...pairs.map(([from, to]) => importOf(to, from).map((line) => [from, line] as const))).map((lines) => ({ files, mintignore, lines }))
  })

type Project = typeof project extends fc.Arbitrary<infer T> ? T : never

function write(root: string, { files, mintignore, lines }: Project): void {
  for (const file of files) {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    const own = lines.filter(([from]) => from === file).map(([, line]) => line)
    // Components are code (Mintlify parses theirs as such): no frontmatter, no text.
    const component = /\.[jt]sx$/.test(file)
    writeFileSync(join(root, file), component ? `${own.join('\n')}\n\nexport const C = () => null\n` : `---\ntitle: T\n---\n${own.join('\n')}\n\nText.\n`)
  }
  if (mintignore) writeFileSync(join(root, '.mintignore'), mintignore.join('\n'))
}

/** docsnav's page files of a project: the inventory's pages, less those another file imports. */
function docsnavPages(root: string, mintignore: string[] | undefined): string[] {
  const host = diskHost(root)
  const files = projectFiles(host, mintignore?.join('\n'))
  const imported = importedFiles(host, files.importers)
  return files.pages.filter((file) => !imported.has(`/${file.toLowerCase()}`)).sort()
}

describe('page files', () => {
  it("are the files Mintlify's own build makes pages of (its categorizeFilePaths), on generated projects", () => {
    assertOracleInstalled()
    const projects = fc.sample(project, { numRuns: 400, seed: 20261125 })
    const base = mkdtempSync(join(tmpdir(), 'docsnav-page-files-'))
    const roots = projects.map((generated, index) => {
      const root = join(base, String(index))
      write(root, generated)
      return root
    })
    const theirs: string[][] = JSON.parse(
      execFileSync(process.execPath, [join(import.meta.dirname, 'page-files-oracle.mjs')], {
        input: JSON.stringify(roots),
        encoding: 'utf8',
        maxBuffer: 1 << 26,
      }),
    )
    const differences = roots.flatMap((root, index) => {
      const ours = docsnavPages(root, projects[index]!.mintignore)
      return JSON.stringify(ours) === JSON.stringify(theirs[index])
        ? []
        : [`${root}: Mintlify ${JSON.stringify(theirs[index])}, docsnav ${JSON.stringify(ours)}`]
    })
    // The generated projects do hold pages, snippets and ignored files alike.
    // The generated projects hold pages (most files are snippets, ignored, or not pages).
    expect(theirs.flat().length).toBeGreaterThan(200)
    expect(differences).toEqual([])
  })
})
