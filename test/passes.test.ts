import { describe, expect, it, vi } from 'vitest'
import { compile } from '../src/index.js'
import type { Context } from '../src/ir/context.js'
import { OperationNode, type RootNode } from '../src/ir/types.js'
import { walk } from '../src/ir/walk.js'
import { navigationPasses, passes, sitePasses, type Fact, type Pass } from '../src/passes/index.js'
import { folderWith } from './helpers/cli.js'

/** What each pass found missing before it ran, or not made after. */
const broken: string[] = []

// Every pass of the compile's pipelines, wrapped to look at its needs before it runs and at what it provides after.
vi.mock('../src/passes/index.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/passes/index.js')>()
  const look = (pass: Pass, facts: readonly Fact[], when: string, tree: RootNode, ctx: Context) => {
    for (const fact of facts) if (!holds[fact](tree, ctx)) broken.push(`${pass.name}: ${fact} does not hold ${when} it runs`)
  }
  const wrapped = (pass: Pass): Pass => ({
    ...pass,
    ...(pass.run
      ? {
          run: (tree, ctx) => {
            look(pass, pass.needs, 'before', tree, ctx)
            pass.run!(tree, ctx)
            look(pass, pass.provides, 'after', tree, ctx)
          },
        }
      : {}),
    ...(pass.runAsync
      ? {
          runAsync: async (tree, ctx) => {
            look(pass, pass.needs, 'before', tree, ctx)
            await pass.runAsync!(tree, ctx)
            look(pass, pass.provides, 'after', tree, ctx)
          },
        }
      : {}),
  })
  return { ...actual, passPlugins: (list: readonly Pass[], mode: 'sync' | 'async') => actual.passPlugins(list.map(wrapped), mode) }
})

/**
 * The pass list (src/passes/index.ts) says what each pass needs and provides. Checked here: the
 * order (a pass needs only what one before it provides), and, on a site that exercises every pass,
 * that each fact is there once its pass has run.
 */

/** Whether a fact holds, by where it is kept (on the site below, where every pass has work). `true` for facts whose pass only reports. */
const holds: Record<Fact, (tree: RootNode, ctx: Context) => boolean> = {
  'fetched specs': (_tree, ctx) => ctx.specs.fetched.size > 0,
  structure: () => true,
  'redirect rules': (tree) => tree.redirects.length > 0,
  specs: (_tree, ctx) => ctx.specs.entries.size > 0 && ctx.specs.asyncApis.size > 0,
  operations: (tree) => operationsOf(tree).some((node) => node.operation !== undefined && node.reference.kind !== 'channel'),
  channels: (tree) => operationsOf(tree).some((node) => node.operation !== undefined && node.reference.kind === 'channel'),
  slugs: () => true,
  pages: (_tree, ctx) => ctx.pages !== undefined && ctx.pages.size > 0,
  listings: (_tree, ctx) => ctx.listings !== undefined,
  inventory: (_tree, ctx) => ctx.inventory !== undefined,
  'redirect table': (_tree, ctx) => ctx.redirectTable !== undefined,
  'page reads': (_tree, ctx) => ctx.pageReads !== undefined && ctx.pageReads.size > 0,
  links: () => true,
}

function operationsOf(tree: RootNode): OperationNode[] {
  const found: OperationNode[] = []
  walk(tree, (node) => void (node instanceof OperationNode && found.push(node)))
  return found
}

describe('the pass list', () => {
  it('runs each pass after every pass that provides what it needs, and each fact has one provider', () => {
    const provided = new Map<Fact, string>()
    for (const pass of passes) {
      for (const need of pass.needs) expect(provided.has(need), `${pass.name} needs ${need}, which no pass before it provides`).toBe(true)
      for (const fact of pass.provides) {
        expect(provided.get(fact), `${fact} is provided by ${provided.get(fact)} and ${pass.name}`).toBeUndefined()
        provided.set(fact, pass.name)
      }
    }
    expect([...provided.keys()].sort()).toEqual(Object.keys(holds).sort())
    // The navigation passes need nothing of the site's.
    const siteFacts = new Set(sitePasses.flatMap((pass) => pass.provides))
    for (const pass of navigationPasses) for (const need of pass.needs) expect(siteFacts.has(need), pass.name).toBe(false)
  })
})

describe('each pass, run', () => {
  it('finds what it needs made, and makes what it provides, on a site that gives every pass work', async () => {
    const spec = {
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      paths: { '/pets': { get: { summary: 'List pets', responses: { 200: { description: 'ok' } } } } },
    }
    const events = { asyncapi: '3.0.0', info: { title: 'E', version: '1' }, channels: { signedUp: { address: 'user/signedup' } } }
    const root = folderWith({
      'docs.json': JSON.stringify({
        navigation: {
          groups: [
            { group: 'Guides', pages: ['index', 'guide'] },
            { group: 'API', openapi: 'openapi.json' },
            { group: 'Events', asyncapi: 'asyncapi.json' },
            // A closed port on loopback: fetched (and failing at once), never the network.
            { group: 'Remote', openapi: 'https://127.0.0.1:1/openapi.json' },
          ],
        },
        redirects: [{ source: '/old', destination: '/guide' }],
      }),
      'openapi.json': JSON.stringify(spec),
      'asyncapi.json': JSON.stringify(events),
      'index.mdx': '---\ntitle: Home\n---\n\n[Guide](/guide)\n',
      'guide.mdx': '---\ntitle: Guide\n---\n\n## Start\n',
      'unlisted.mdx': '---\ntitle: Unlisted\n---\n',
    })
    broken.length = 0
    const result = await compile(root, { links: true, allowRemote: true })
    expect(result.diagnostics.filter((diagnostic) => diagnostic.code === 'DN9001')).toEqual([])
    expect(broken).toEqual([])
  })
})
