// An API page generated from an OpenAPI operation (or an AsyncAPI channel): Docusaurus's docs
// layout with the sidebar of the page's division, and the operation as a readable reference
// (method, path, parameters, request body, responses), then docsnav's prev/next.
import { DocsSidebarProvider } from '@docusaurus/plugin-content-docs/client'
import { HtmlClassNameProvider, PageMetadata, ThemeClassNames } from '@docusaurus/theme-common'
import DocPaginator from '@theme/DocPaginator'
import DocRootLayout from '@theme/DocRoot/Layout'
import Layout from '@theme/Layout'
import { Fragment } from 'react'

function Fields({ fields, located }) {
  return (
    <table className="dn-api-fields">
      <thead>
        <tr>
          <th>Name</th>
          {located && <th>In</th>}
          <th>Type</th>
          <th>Required</th>
          <th>Description</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field, index) => (
          <tr key={index}>
            <td>
              <code>{field.name}</code>
            </td>
            {located && <td>{field.in ?? ''}</td>}
            <td>{field.type}</td>
            <td>{field.required ? 'yes' : 'no'}</td>
            <td>{field.description ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function Paragraphs({ text }) {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph, index) => <p key={index}>{paragraph}</p>)
}

function Body({ body }) {
  return (
    <>
      {body.description && <Paragraphs text={body.description} />}
      {body.contentTypes.length > 0 && (
        <p className="dn-api-content-type">
          {body.contentTypes.map((type) => (
            <code key={type}>{type}</code>
          ))}
          {body.required ? ' (required)' : ''}
        </p>
      )}
      {body.fields.length > 0 && <Fields fields={body.fields} located={false} />}
    </>
  )
}

function Operation({ operation, title }) {
  return (
    <>
      <p className="dn-api-endpoint">
        <span className="badge dn-api-method" data-method={operation.method}>
          {operation.method}
        </span>{' '}
        <code className="dn-api-path">{operation.path}</code>
      </p>
      {operation.deprecated && (
        <p className="dn-api-deprecated">
          <strong>Deprecated</strong>
        </p>
      )}
      {operation.summary && operation.summary !== title && <p className="dn-api-summary">{operation.summary}</p>}
      {operation.description && <Paragraphs text={operation.description} />}
      {operation.parameters.length > 0 && (
        <>
          <h2 id="parameters">Parameters</h2>
          <Fields fields={operation.parameters} located />
        </>
      )}
      {operation.requestBody && (
        <>
          <h2 id="request-body">Request body</h2>
          <Body body={operation.requestBody} />
        </>
      )}
      {operation.responses.length > 0 && (
        <>
          <h2 id="responses">Responses</h2>
          {operation.responses.map((response) => (
            <Fragment key={response.status}>
              <h3 id={`response-${response.status}`}>{response.status}</h3>
              <Body body={response} />
            </Fragment>
          ))}
        </>
      )}
      {operation.messages.length > 0 && (
        <>
          <h2 id="messages">Messages</h2>
          {operation.messages.map((message) => (
            <Fragment key={message.status}>
              <h3>{message.status}</h3>
              <Body body={message} />
            </Fragment>
          ))}
        </>
      )}
    </>
  )
}

export default function ApiPage({ page }) {
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
                    {page.operation ? <Operation operation={page.operation} title={page.title} /> : <p>The operation could not be read from its spec.</p>}
                  </div>
                </article>
                <DocPaginator className="docusaurus-mt-lg" previous={page.prev} next={page.next} />
              </div>
            </div>
          </DocRootLayout>
        </DocsSidebarProvider>
      </Layout>
    </HtmlClassNameProvider>
  )
}
