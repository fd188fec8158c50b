import { escapeHtml } from '../render/html.js'
import type { ApiExample, ApiField, ApiOperation } from './api-reference.js'

/**
 * An API operation (api-reference.ts reads it from its spec) as a reader sees it in a site built
 * with an integration: HTML in sections under their headings, for a page that draws the headings
 * itself (its table of contents lists them), or whole; and the headings alone.
 */

export interface ApiSection {
  heading?: { depth: 2 | 3; slug?: string; text: string }
  html?: string
}

/**
 * An operation as HTML in parts, each under its heading (the first under none): for a page that
 * draws the headings itself, so that its table of contents lists them.
 */
export function apiOperationSections(operation: ApiOperation, pageTitle?: string): ApiSection[] {
  const head: string[] = [
    `<p class="dn-api-endpoint"><span class="dn-api-method" data-method="${escapeHtml(operation.method)}">${escapeHtml(operation.method)}</span> <code class="dn-api-path">${escapeHtml(operation.path)}</code></p>`,
  ]
  if (operation.deprecated) head.push('<p class="dn-api-deprecated"><strong>Deprecated</strong></p>')
  // The summary is most often the page's title already (Mintlify titles a generated page by it): said once.
  if (operation.summary && operation.summary !== pageTitle) head.push(`<p class="dn-api-summary">${escapeHtml(operation.summary)}</p>`)
  if (operation.description) head.push(...paragraphs(operation.description))
  const sections: ApiSection[] = [{ html: head.join('\n') }]
  if (operation.codeSamples.length > 0) {
    const samples = operation.codeSamples.map(
      (sample) =>
        `<p class="dn-api-example-title">${escapeHtml(sample.label ?? sample.lang)}${sample.label === undefined ? '' : ` (${escapeHtml(sample.lang)})`}</p><pre class="dn-api-example"><code class="language-${escapeHtml(sample.lang.replace(/[^a-z0-9+-]/g, ''))}">${escapeHtml(sample.source).replace(/\n/g, '&#10;')}</code></pre>`,
    )
    sections.push({ heading: { depth: 2, slug: 'request-examples', text: 'Request examples' }, html: samples.join('\n') })
  }
  if (operation.parameters.length > 0)
    sections.push({ heading: { depth: 2, slug: 'parameters', text: 'Parameters' }, html: fieldTable(operation.parameters, true) })
  if (operation.requestBody) sections.push({ heading: { depth: 2, slug: 'request-body', text: 'Request body' }, html: bodyHtml(operation.requestBody) })
  if (operation.responses.length > 0) {
    sections.push({ heading: { depth: 2, slug: 'responses', text: 'Responses' } })
    for (const response of operation.responses)
      sections.push({ heading: { depth: 3, slug: `response-${response.status}`, text: response.status }, html: bodyHtml(response) })
  }
  if (operation.messages.length > 0) {
    sections.push({ heading: { depth: 2, slug: 'messages', text: 'Messages' } })
    for (const message of operation.messages) sections.push({ heading: { depth: 3, text: message.status }, html: bodyHtml(message) })
  }
  return sections
}

/** An operation as HTML for the page titled `pageTitle`: headings, definition lists and tables a docs theme styles as it styles prose. */
export function apiOperationHtml(operation: ApiOperation, pageTitle?: string): string {
  const parts: string[] = []
  for (const { heading, html } of apiOperationSections(operation, pageTitle)) {
    if (heading)
      parts.push(`<h${heading.depth}${heading.slug === undefined ? '' : ` id="${escapeHtml(heading.slug)}"`}>${escapeHtml(heading.text)}</h${heading.depth}>`)
    if (html !== undefined) parts.push(html)
  }
  return parts.join('\n')
}

/** The headings {@link apiOperationHtml} writes, for a table of contents. */
export function apiOperationHeadings(operation: ApiOperation): Array<{ depth: number; slug: string; text: string }> {
  const headings: Array<{ depth: number; slug: string; text: string }> = []
  if (operation.codeSamples.length > 0) headings.push({ depth: 2, slug: 'request-examples', text: 'Request examples' })
  if (operation.parameters.length > 0) headings.push({ depth: 2, slug: 'parameters', text: 'Parameters' })
  if (operation.requestBody) headings.push({ depth: 2, slug: 'request-body', text: 'Request body' })
  if (operation.responses.length > 0) {
    headings.push({ depth: 2, slug: 'responses', text: 'Responses' })
    for (const response of operation.responses) headings.push({ depth: 3, slug: `response-${response.status}`, text: response.status })
  }
  return headings
}

function paragraphs(said: string): string[] {
  return said
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
}

function bodyHtml(body: { description?: string; contentTypes: string[]; fields: ApiField[]; required?: boolean; examples: ApiExample[] }): string {
  const parts: string[] = []
  if (body.description) parts.push(...paragraphs(body.description))
  if (body.contentTypes.length > 0)
    parts.push(
      `<p class="dn-api-content-type">${body.contentTypes.map((type) => `<code>${escapeHtml(type)}</code>`).join(' ')}${body.required ? ' (required)' : ''}</p>`,
    )
  if (body.fields.length > 0) parts.push(fieldTable(body.fields, false))
  for (const example of body.examples) parts.push(exampleHtml(example, body.contentTypes.length > 1))
  return parts.join('\n')
}

/** An example: its name (and media type, where the body has several), then the value as a code block (newlines as `&#10;`: one HTML block). */
function exampleHtml(example: ApiExample, withType: boolean): string {
  const label = [example.name, withType ? example.contentType : undefined].filter((part) => part !== undefined).join(', ')
  const language = example.contentType !== undefined && /json/i.test(example.contentType) ? ' class="language-json"' : ''
  return `<p class="dn-api-example-title">Example${label === '' ? '' : ` (${escapeHtml(label)})`}</p><pre class="dn-api-example"><code${language}>${escapeHtml(example.value).replace(/\n/g, '&#10;')}</code></pre>`
}

function fieldTable(fields: readonly ApiField[], located: boolean): string {
  const head = `<tr><th>Name</th>${located ? '<th>In</th>' : ''}<th>Type</th><th>Required</th><th>Description</th></tr>`
  const rows = fields
    .map(
      (field) =>
        `<tr><td><code>${escapeHtml(field.name)}</code></td>${located ? `<td>${escapeHtml(field.in ?? '')}</td>` : ''}<td>${escapeHtml(field.type)}</td><td>${field.required ? 'yes' : 'no'}</td><td>${escapeHtml(field.description ?? '')}</td></tr>`,
    )
    .join('')
  return `<table class="dn-api-fields"><thead>${head}</thead><tbody>${rows}</tbody></table>`
}
