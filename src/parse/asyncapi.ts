import type { AsyncApiChannel, AsyncApiSpec } from '../ir/openapi.js'
import { childPointer } from '../ir/diagnostics/report.js'
import { isRecord } from '../ir/json-values.js'
import type { SourceFile } from '../source/source-file.js'
import { asyncApiSchemaProblem } from './spec-schemas.js'
import { externalRefs, followRef, type RefLoader, type SpecProblem } from './openapi.js'

/**
 * A parsed AsyncAPI value (`source.value` set) -> its channels, or why Mintlify's build cannot use
 * it: it takes AsyncAPI 3 documents that follow the AsyncAPI schema, with at least one channel and
 * no `$ref` to another file. Reads only what navigation needs (a channel's id, title and first
 * tag), following `$ref`s to channels and tags.
 */
export function indexAsyncApi(id: string, value: unknown, source: SourceFile): { spec: AsyncApiSpec } | { reason: string } {
  if (!isRecord(value) || typeof value.asyncapi !== 'string') return { reason: 'it is not an AsyncAPI document (no `asyncapi` version)' }
  if (!value.asyncapi.startsWith('3.')) return { reason: `AsyncAPI ${value.asyncapi} is not supported (Mintlify builds 3.x only)` }
  if (!isRecord(value.info)) return { reason: 'it has no `info`, which AsyncAPI requires' }
  const written = value.channels
  if (!isRecord(written) || Object.keys(written).length === 0) return { reason: 'no channels are defined' }
  const external = externalRefs(source)
  if (external !== undefined)
    return { reason: `\`${external.pointer}\` points to another file (\`${external.ref}\`), which Mintlify refuses in AsyncAPI specs` }
  const problem = asyncApiSchemaProblem(value)
  if (problem !== undefined)
    return { reason: `${problem.pointer === '' ? 'the document' : `\`${problem.pointer}\``} ${problem.reason}, by the AsyncAPI 3 schema` }
  const channels: AsyncApiChannel[] = []
  const problems: SpecProblem[] = []
  for (const key of Object.keys(written)) {
    const channel = followRef(written[key], source, childPointer('/channels', key), NO_FILES, problems)
    if (!channel) return { reason: problems.length > 0 ? refReason(problems[0]!, `channel \`${key}\``) : `channel \`${key}\` is not an object` }
    // The description as Mintlify's generated channel page has it (`processAsyncApiChannel`): the description, else the summary, else empty.
    const description = [channel.value.description, channel.value.summary].find((text) => text !== undefined && text !== null)
    const entry: AsyncApiChannel = { id: key, description: typeof description === 'string' ? description : '' }
    if (typeof channel.value.title === 'string') entry.title = channel.value.title
    const tags = channel.value.tags
    if (Array.isArray(tags) && tags.length > 0) {
      const tag = followRef(tags[0], channel.source, childPointer(childPointer(channel.pointer, 'tags'), 0), NO_FILES, problems)
      if (!tag)
        return {
          reason: problems.length > 0 ? refReason(problems[0]!, `the first tag of channel \`${key}\``) : `the first tag of channel \`${key}\` is not an object`,
        }
      if (typeof tag.value.name !== 'string') return { reason: `the first tag of channel \`${key}\` has no \`name\`` }
      entry.tag = tag.value.name
    }
    channels.push(entry)
  }
  return { spec: { id, channels } }
}

/** Never called: a spec with `$ref`s to other files is refused before any is followed. */
const NO_FILES: RefLoader = () => ({ error: 'AsyncAPI specs may not refer to other files' })

function refReason(problem: SpecProblem, what: string): string {
  if (problem.kind === 'ref-cycle') return `the \`$ref\`s of ${what} form a cycle at \`${problem.ref}\``
  if (problem.kind === 'ref-unresolved') return `the \`$ref\` \`${problem.ref}\` of ${what} cannot be followed (${problem.reason})`
  return `${what} cannot be read`
}
