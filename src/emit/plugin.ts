import type { Plugin } from 'unified'
import type { SiteModel } from '../ir/site.js'
import type { RootNode } from '../ir/types.js'
import { emitOutputs, type EmitOptions } from './index.js'
import type { TargetName } from './targets/index.js'

declare module 'unified' {
  interface CompileResultMap {
    /** docsnav's outputs: path -> content. */
    DocsnavFiles: Record<string, string>
  }
}

/** The unified compiler: the tree and the site model -> output files (written by the CLI, not here). */
export const outputsCompiler: Plugin<[() => SiteModel | undefined, EmitOptions, (target: TargetName, features: string) => void], RootNode, Record<string, string>> = function (site, options, unexpressed) {
  this.compiler = (tree) => {
    const model = site()
    return model ? emitOutputs(tree as RootNode, model, options, unexpressed) : {}
  }
}
