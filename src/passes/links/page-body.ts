import { posix } from 'node:path'
import { mintlifyComponent, MINTLIFY_COMPONENT_NAMES, type PropDeclaration } from '../../ir/components.js'
import type { Context } from '../../ir/context.js'
import { report } from '../../ir/diagnostics/report.js'
import { nearest } from '../../ir/nearest.js'
import type { PageBody, PageElement, PageImport, PageProp } from '../../ir/page-links.js'
import { parseMdx } from '../../parse/mdx.js'
import { moduleExports } from '../../parse/module-exports.js'
import { pageBody } from '../../parse/page-body.js'
import { siteFilesOf } from '../../site/project-files.js'
import { offsetAt, sourceFile, type SourceFile } from '../../source/source-file.js'

/**
 * What a page's body asks that no build can give, found before the build: an import that leads to
 * no file or takes a name the file does not export, a component that is neither Mintlify's nor
 * imported or defined, a prop of the wrong type, an `{expression}` reading a name declared
 * nowhere. Snippets a page imports are checked once each, at their own lines; their `{names}` are
 * the props they are given, as Mintlify reads them.
 */
export class PageBodyCheck {
  /** Imported files by project path: what they export (undefined: anything), once read. */
  private readonly modules = new Map<string, Module>()

  constructor(private readonly ctx: Context) {}

  /** Checks a page file's body (`snippet`: it is imported by another file, not served). */
  check(file: string, source: SourceFile, body: PageBody, snippet = false): void {
    const defined = new Set(body.declared)
    for (const found of body.imports) this.checkImport(file, source, found)
    for (const element of body.elements) this.checkElement(source, element, defined)
    if (!snippet) for (const read of body.free) report(this.ctx, 'DN8013', placeOf(source, read), { name: read.name })
  }

  private checkImport(file: string, source: SourceFile, found: PageImport): void {
    const written = found.source
    // Mintlify's pages run in a sandbox that has no npm packages and imports no JSON ("React components", Constraints).
    if (!/^\.{0,2}\//.test(written)) {
      // React itself is there: its hooks are given to every page.
      if (written === 'react' || written.startsWith('react/')) return
      report(this.ctx, 'DN8015', placeOf(source, found), { source: written, reason: 'Mintlify imports no npm packages into pages' })
      return
    }
    if (/\.json$/i.test(written)) {
      report(this.ctx, 'DN8015', placeOf(source, found), { source: written, reason: 'Mintlify imports no JSON files into pages' })
      return
    }
    const path = posix.normalize(written.startsWith('/') ? written.slice(1) : posix.join(posix.dirname(file), written))
    const resolved = path.startsWith('../') || path === '..' ? undefined : this.resolve(path)
    if (resolved === undefined) {
      const suggestion = path.startsWith('..') ? undefined : nearestImportable(this.ctx, path)
      report(this.ctx, 'DN8009', placeOf(source, found), {
        source: written,
        path: path === written ? undefined : path,
        suggestion: suggestion === undefined ? undefined : `/${suggestion}`,
      })
      return
    }
    const module = this.module(resolved)
    if (module.exported === undefined) return
    for (const { imported } of found.named) {
      if (module.exported.has(imported)) continue
      const others = [...module.exported].filter((name) => name !== 'default')
      report(this.ctx, 'DN8010', placeOf(source, found), {
        name: imported,
        file: resolved,
        exports: others.length === 0 ? undefined : others.map((name) => `\`${name}\``).join(', '),
      })
    }
    if (found.default !== undefined && !module.exported.has('default')) report(this.ctx, 'DN8010', placeOf(source, found), { name: 'default', file: resolved })
  }

  /** The project file an import names: as written, else with the extensions Mintlify tries. */
  private resolve(path: string): string | undefined {
    const files = siteFilesOf(this.ctx).all
    for (const candidate of [path, `${path}.mdx`, `${path}.md`, `${path}.jsx`, `${path}.js`]) if (files.has(candidate)) return candidate
    return undefined
  }

  /** An imported file, read and checked once: an MDX snippet's exports (its content is its default), a script's, or anything for other files. */
  private module(path: string): Module {
    const known = this.modules.get(path)
    if (known) return known
    const module: Module = { exported: undefined }
    this.modules.set(path, module)
    const isMdx = /\.mdx?$/.test(path)
    // TypeScript is not read (acorn has no types): a `.ts` file's exports are taken on trust.
    if (!isMdx && !/\.jsx?$/.test(path)) return module
    const text = this.ctx.host.read(path)
    if (!text.ok) return module
    const source = sourceFile(path, text.text)
    if (isMdx) {
      const parsed = parseMdx(text.text)
      // A snippet that does not parse is said where a page that imports it is (DN8005 covers pages only).
      if ('error' in parsed) {
        const start = offsetAt(source, parsed.error.line, parsed.error.column)
        report(this.ctx, 'DN8005', { source, start, end: Math.min(start + 1, text.text.length), pointer: '' }, { reason: parsed.error.reason })
        return module
      }
      const body = pageBody(parsed.tree)
      module.exported = new Set(['default', ...(body?.exported ?? [])])
      if (body) this.check(path, source, body, true)
      return module
    }
    const read = moduleExports(text.text)
    if ('error' in read) {
      const start = offsetAt(source, read.error.line, read.error.column)
      report(this.ctx, 'DN8014', { source, start, end: Math.min(start + 1, text.text.length), pointer: '' }, { file: path, reason: read.error.reason })
      return module
    }
    if (!read.open) module.exported = new Set(read.exported)
    return module
  }

  private checkElement(source: SourceFile, element: PageElement, defined: ReadonlySet<string>): void {
    const name = element.name
    const object = name.includes('.') ? name.slice(0, name.indexOf('.')) : name
    if (defined.has(object)) return
    const component = mintlifyComponent(name)
    if (!component) {
      report(this.ctx, 'DN8011', placeOf(source, element), { name, suggestion: nearest(name, [...defined, ...MINTLIFY_COMPONENT_NAMES]) })
      return
    }
    for (const prop of element.props) {
      const declared = component.props[prop.name]
      if (declared) this.checkProp(source, name, prop, declared)
    }
  }

  private checkProp(source: SourceFile, name: string, prop: PageProp, declared: PropDeclaration): void {
    const problem = propProblem(prop, declared)
    if (problem) report(this.ctx, 'DN8012', placeOf(source, prop), { prop: prop.name, name, ...problem })
  }
}

interface Module {
  /** What the file exports; undefined when that is not known (not read, not a module, re-exports). */
  exported: Set<string> | undefined
}

/** Why a prop's literal is not what Mintlify's component takes, in the words of DN8012. */
function propProblem(prop: PageProp, declared: PropDeclaration): { written: string; expected: string; fixed?: string; suggestion?: string } | undefined {
  if (prop.kind === 'expression' || prop.value === undefined) return undefined
  const written = prop.kind === 'string' ? `the string ${JSON.stringify(prop.value)}` : `\`${prop.value}\``
  switch (declared.type) {
    case 'boolean':
      if (prop.kind === 'boolean') return undefined
      // `defaultOpen="false"` is a string, and every string but "" is true to the component.
      return { written, expected: 'a boolean', fixed: prop.value === 'true' || prop.value === 'false' ? `${prop.name}={${prop.value}}` : undefined }
    case 'number':
      if (prop.kind === 'number' || (prop.kind === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(prop.value))) return undefined
      return { written, expected: 'a number' }
    case 'string': {
      if (prop.kind !== 'string') return { written, expected: 'a string' }
      const values = declared.values
      if (values === undefined || values.includes(prop.value)) return undefined
      return { written, expected: `one of ${values.map((value) => `\`${value}\``).join(', ')}`, suggestion: nearest(prop.value, values) }
    }
    default:
      return undefined
  }
}

/** The importable file of the same folder whose name is nearest to one that leads nowhere (a typo in a snippet's name). */
function nearestImportable(ctx: Context, path: string): string | undefined {
  const folder = posix.dirname(path)
  const near = siteFilesOf(ctx).importers.filter((file) => posix.dirname(file) === folder)
  const name = nearest(
    posix.basename(path),
    near.map((file) => posix.basename(file)),
  )
  return name === undefined ? undefined : posix.join(folder, name)
}

function placeOf(source: SourceFile, span: { start: number; end: number }) {
  return { source, start: span.start, end: span.end, pointer: '' }
}
