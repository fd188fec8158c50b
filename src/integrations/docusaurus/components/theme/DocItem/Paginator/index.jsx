// docsnav's prev/next (which follow docs.json's order across groups) in Docusaurus's paginator.
import DocPaginator from '@theme/DocPaginator'
import OriginalPaginator from '@theme-init/DocItem/Paginator'
import { useDocsnavFrame } from '../../../navbar-frame.jsx'

const link = (route) => (route ? { title: route.title, permalink: route.url } : undefined)

export default function DocItemPaginator(props) {
  const frame = useDocsnavFrame()
  if (!frame?.routed) return <OriginalPaginator {...props} />
  return <DocPaginator className="docusaurus-mt-lg" previous={link(frame.prev)} next={link(frame.next)} />
}
