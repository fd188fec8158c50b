import type { Location } from 'vscode-languageserver'
import { findEndpoint, findWebhook, type SpecOperation } from '../ir/openapi.js'
import { normalizePagePath } from '../ir/page-entry.js'
import { normalizeInsideRoot, resolveFrom } from '../ir/paths.js'
import { pageOf } from '../ir/site.js'
import { OperationNode, PageNode } from '../ir/types.js'
import { schemeOf } from '../ir/urls.js'
import { locate } from '../source/locate.js'
import { entryNode, holderGroup, operationAt, type CursorContext } from './cursor-context.js'
import { isFile, positionIn, type ProjectPaths } from './project-paths.js'

const START = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }

/**
 * Where the thing at the cursor is written:
 * - a page entry, or a group's `root`: the page file;
 * - an operation reference: its spec, at the operation's method key;
 * - a `$ref` value: the included file;
 * - a spec named in `openapi`: the spec file.
 */
export function definitionAt(context: CursorContext, paths: ProjectPaths): Location | undefined {
  const { spot } = context
  const token = spot.token
  if (token?.kind !== 'string') return undefined
  const fileAt = (path: string | undefined): Location | undefined =>
    path !== undefined && isFile(paths.root, path) ? { uri: paths.uriOf(path), range: START } : undefined
  const inSpecSetting = spot.holder?.path.some((segment) => segment === 'openapi' || segment === 'asyncapi') ?? false
  if (spot.role === 'item') {
    if (inSpecSetting) return fileAt(specPath(token.value))
    const node = entryNode(context)
    if (node instanceof OperationNode) return operationLocation(context, node, paths)
    if (node instanceof PageNode) return fileAt(pageOf(context.index?.ctx?.pages, node)?.file) ?? pageFile(node.path, fileAt)
    const operation = operationAt(context, token.value)
    if (operation) return specLocation(operation, paths)
    return pageFile(normalizePagePath(token.value), fileAt)
  }
  if (spot.role !== 'value' || !spot.member) return undefined
  const key = spot.member.key.value
  if (key === '$ref') return fileAt(resolveFrom(context.file, token.value))
  if (key === 'root') {
    const group = holderGroup(context)
    return fileAt(group && pageOf(context.index?.ctx?.pages, group)?.file) ?? pageFile(normalizePagePath(token.value), fileAt)
  }
  if (key === 'openapi' || key === 'asyncapi' || (key === 'source' && inSpecSetting)) return fileAt(specPath(token.value))
  return undefined
}

/** The page file of a page path on disk: `.mdx` first, then `.md`, as Mintlify looks. */
function pageFile(path: string | undefined, fileAt: (path: string) => Location | undefined): Location | undefined {
  if (path === undefined) return undefined
  return fileAt(`${path}.mdx`) ?? fileAt(`${path}.md`)
}

function specPath(written: string): string | undefined {
  const trimmed = written.trim()
  return schemeOf(trimmed) === undefined ? normalizeInsideRoot(trimmed) : undefined
}

function operationLocation(context: CursorContext, node: OperationNode, paths: ProjectPaths): Location | undefined {
  const operation = node.operation
  if (!operation || operation.kind === 'channel') return undefined
  const spec = context.index?.specNamed(operation.spec)
  const found = spec && (operation.kind === 'webhook' ? findWebhook(spec, operation.path) : findEndpoint(spec, operation.method, operation.path))
  return found && specLocation(found, paths)
}

/** The method key of an operation in its spec file (a path item brought in by `$ref` may be in another file). */
function specLocation(operation: SpecOperation, paths: ProjectPaths): Location | undefined {
  const source = operation.source
  if (schemeOf(source.path) !== undefined) return undefined
  const { start, end } = locate(source, operation.pointer, 'key')
  return { uri: paths.uriOf(source.path), range: { start: positionIn(source, start), end: positionIn(source, end) } }
}
