import type { Context } from '../ir/context.js'
import type { RootNode } from '../ir/types.js'
import { structure } from './structure/index.js'

/** A pass: reads (and may extend) the tree, reports through the context, never throws on user input. */
export interface Pass {
  name: string
  run: (tree: RootNode, ctx: Context) => void
}

/** The passes, in the order they run. */
export const passes: readonly Pass[] = [
  { name: 'structure', run: structure },
]
