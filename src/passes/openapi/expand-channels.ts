import { posix } from 'node:path'
import { childPointer, report } from '../../ir/diagnostics/report.js'
import type { Context } from '../../ir/context.js'
import type { AsyncApiChannel, ResolvedOperation } from '../../ir/openapi.js'
import { titleFromCamelCase } from '../../ir/titles.js'
import { OperationNode, type DivisionNode, type GroupNode, type RootNode } from '../../ir/types.js'
import { cannotShowGenerated, generatedGroup, insertContent } from './generated-groups.js'
import { DEFAULT_DIRECTORY, slugPart } from './slug.js'
import { asyncApiOwners, ownSpecUses, type SpecUse } from '../../site/spec-uses.js'

/** The group of channels without a tag, as Mintlify names it. */
const UNTAGGED_GROUP = 'Websockets'

/**
 * Gives every element that owns `asyncapi` a page per channel of its specs, as Mintlify's build
 * generates them (docs/openapi.md): after the element's own content and OpenAPI pages, one group
 * per first channel tag (else `Websockets`) per spec, at `directory/tag/title`.
 */
export function expandChannels(tree: RootNode, ctx: Context): void {
  if (ctx.specs.asyncApis.size === 0) return
  for (const owner of asyncApiOwners(tree).owners) generate(ctx, owner, ownSpecUses(ctx, owner, 'asyncapi'))
}

function generate(ctx: Context, owner: DivisionNode | GroupNode, uses: readonly SpecUse[]): void {
  const unshown = cannotShowGenerated(owner)
  const region = ctx.regions.child(owner.raw as object, 'asyncapi', owner.region)
  const pointer = childPointer(owner.pointer, 'asyncapi')
  const groups: GroupNode[] = []
  for (const use of uses) {
    const spec = use.id === undefined ? undefined : ctx.specs.asyncApis.get(use.id)
    if (!spec) continue
    if (unshown) report(ctx, 'DN3019', use.place, { kind: 'AsyncAPI', source: use.written, key: owner.childKey! })
    // One group per tag and spec: Mintlify groups each spec's channels apart, even under one tag.
    const byTag = new Map<string, GroupNode>()
    for (const channel of spec.channels) {
      const label = channel.tag ?? UNTAGGED_GROUP
      let group = byTag.get(label)
      if (!group) {
        group = generatedGroup(region, pointer, label, unshown)
        byTag.set(label, group)
        groups.push(group)
      }
      const node = new OperationNode(region, pointer, -1, `channel ${channel.id}`, { kind: 'channel', spec: use.written, channel: channel.id })
      node.generated = true
      node.operation = channelPage(spec.id, channel, label, use.directory ?? DEFAULT_DIRECTORY)
      if (channel.title !== undefined && channel.title.trim() === '') report(ctx, 'DN3037', use.place, { source: use.written, channel: channel.id })
      group.children.push(node)
    }
  }
  insertContent(owner, groups)
}

/**
 * A channel's page as Mintlify makes it: the URL `directory/F(tag)/F(title ?? id)`, lower-cased
 * (F as for OpenAPI slugs), and the title as written, or, without one, made from the id.
 */
function channelPage(spec: string, channel: AsyncApiChannel, group: string, directory: string): ResolvedOperation {
  const name = channel.title ?? channel.id
  const slug = posix.join('/', directory, slugPart(group), slugPart(name)).slice(1).replace(/\/+$/, '').toLowerCase()
  // A title as written, even an empty one, as Mintlify shows it (with a warning).
  const title = channel.title ?? titleFromCamelCase(channel.id)
  return { spec, kind: 'channel', path: channel.id, title, slug, hidden: false, description: channel.description }
}
