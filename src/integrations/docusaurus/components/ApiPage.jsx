// An API page generated from an OpenAPI operation (or an AsyncAPI channel): Docusaurus's docs
// layout with the sidebar of the page's division, the operation as docsnav writes it for every
// integration (api-reference.ts: method, path, parameters, request body, responses), its table of
// contents, then docsnav's prev/next.
import { DocsSidebarProvider } from '@docusaurus/plugin-content-docs/client'
import { HtmlClassNameProvider, PageMetadata, ThemeClassNames } from '@docusaurus/theme-common'
import DocPaginator from '@theme/DocPaginator'
import DocRootLayout from '@theme/DocRoot/Layout'
import Layout from '@theme/Layout'
import TOC from '@theme/TOC'
import useBrokenLinks from '@docusaurus/useBrokenLinks'

export default function ApiPage({ page }) {
  // The headings are in the operation's HTML, where Docusaurus's link check does not look: said
  // here, or the build warns that the table of contents links to anchors that are not there.
  const brokenLinks = useBrokenLinks()
  for (const heading of page.toc) brokenLinks.collectAnchor(heading.id)
  return (
    <HtmlClassNameProvider className={ThemeClassNames.page.docsDocPage}>
      <PageMetadata title={page.title} />
      <Layout>
        <DocsSidebarProvider name={page.sidebar ? 'docsnav' : undefined} items={page.sidebar ?? undefined}>
          <DocRootLayout>
            <div className="row">
              <div className="col">
                <article className="dn-api-page">
                  <div className="theme-doc-markdown markdown">
                    <header>
                      <h1>{page.title}</h1>
                    </header>
                    {page.html === null ? (
                      <p>The operation could not be read from its spec.</p>
                    ) : (
                      // api-reference.ts escapes every value of the spec it writes
                      <div dangerouslySetInnerHTML={{ __html: page.html }} />
                    )}
                  </div>
                </article>
                <DocPaginator className="docusaurus-mt-lg" previous={page.prev} next={page.next} />
              </div>
              {page.toc.length > 0 && (
                <div className="col col--3">
                  <TOC toc={page.toc} minHeadingLevel={2} maxHeadingLevel={3} />
                </div>
              )}
            </div>
          </DocRootLayout>
        </DocsSidebarProvider>
      </Layout>
    </HtmlClassNameProvider>
  )
}
