import type { Memo } from '../ir/memo.js'
import type { SiteModel } from '../ir/site.js'
import type { RootNode } from '../ir/types.js'
import type { PageContent } from './llms.js'
import type { OutputText } from './output-text.js'

/** DocSearch-shaped search records (issue 31: being written). */
export function docsearchOutputs(_tree: RootNode, _site: SiteModel, _siteUrl: string, _content: PageContent, _memo?: Memo): Record<string, OutputText> {
  return {}
}
