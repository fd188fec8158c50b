// The operation a page's frontmatter names (`openapi`, `asyncapi`), after the page's own body:
// api-reference.ts's HTML, every value of the spec escaped (added by page-operation.ts's remark step).
export default function DocsnavApiOperation({ html }) {
  return <div className="dn-api" dangerouslySetInnerHTML={{ __html: html }} />
}
