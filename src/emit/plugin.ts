import type { Plugin } from 'unified'
import type { Context } from '../ir/context.js'
import type { RootNode } from '../ir/types.js'
import { emitOutputs, type EmitOptions } from './index.js'

declare module 'unified' {
  interface CompileResultMap {
    /** docsnav's outputs: path -> content. */
    DocsnavFiles: Record<string, string>
  }
}

/** The unified compiler: the tree and the site model -> output files (written by the CLI, not here). */
export const outputsCompiler: Plugin<[Context, EmitOptions], RootNode, Record<string, string>> = function (ctx, options) {
  this.compiler = (tree) => (ctx.site ? emitOutputs(tree as RootNode, ctx.site, options) : {})
}
