import type { SiteModel } from '../ir/site.js'
import type { RootNode } from '../ir/types.js'
import type { OutputText } from './output-text.js'

/** robots.txt (issue 31: being written). */
export function robotsOutputs(_tree: RootNode, _site: SiteModel, _siteUrl: string): Record<string, OutputText> {
  return {}
}
