import type { ApiExample, ApiField, ApiOperation } from '../api-reference.js'

/**
 * An API page (an OpenAPI operation, an AsyncAPI channel; read by api-reference.ts) as Markdown:
 * the method and path, summary, description, then tables of parameters, the request body and the
 * responses, which Material styles as it styles any table.
 */
export function apiMarkdown(operation: ApiOperation, pageTitle: string): string {
  const parts: string[] = [
    `<p class="docsnav-api-endpoint"><span class="docsnav-api-method">${escapeText(operation.method)}</span> <code>${escapeText(operation.path)}</code></p>`,
  ]
  if (operation.deprecated) parts.push('**Deprecated**')
  if (operation.summary && operation.summary !== pageTitle) parts.push(escapeMarkdown(operation.summary))
  if (operation.description) parts.push(escapeMarkdown(operation.description))
  if (operation.codeSamples.length > 0) {
    parts.push('## Request examples')
    for (const sample of operation.codeSamples)
      parts.push(`**${escapeMarkdown(sample.label ?? sample.lang)}**`, fenced(sample.source, sample.lang.replace(/[^a-z0-9+-]/g, '')))
  }
  if (operation.parameters.length > 0) parts.push('## Parameters', table(operation.parameters, true))
  if (operation.requestBody) parts.push('## Request body', ...body(operation.requestBody))
  if (operation.responses.length > 0) {
    parts.push('## Responses')
    for (const response of operation.responses) parts.push(`### ${response.status}`, ...body(response))
  }
  if (operation.messages.length > 0) {
    parts.push('## Messages')
    for (const message of operation.messages) parts.push(`### ${escapeMarkdown(message.status)}`, ...body(message))
  }
  return `${parts.join('\n\n')}\n`
}

function body(part: { description?: string; contentTypes: string[]; fields: ApiField[]; required?: boolean; examples: ApiExample[] }): string[] {
  const parts: string[] = []
  if (part.description) parts.push(escapeMarkdown(part.description))
  if (part.contentTypes.length > 0) parts.push(`${part.contentTypes.map((type) => `\`${type}\``).join(' ')}${part.required ? ' (required)' : ''}`)
  if (part.fields.length > 0) parts.push(table(part.fields, false))
  for (const example of part.examples) parts.push(...exampleMarkdown(example, part.contentTypes.length > 1))
  return parts
}

/** An example as a fenced code block, under its name (and media type, where the body has several). */
function exampleMarkdown(example: ApiExample, withType: boolean): string[] {
  const label = [example.name, withType ? example.contentType : undefined].filter((part) => part !== undefined).join(', ')
  const language = example.contentType !== undefined && /json/i.test(example.contentType) ? 'json' : ''
  return [`**Example**${label === '' ? '' : ` (${escapeMarkdown(label)})`}`, fenced(example.value, language)]
}

/** Code as a fenced block, fenced past any run of backticks in it. */
function fenced(code: string, language: string): string {
  const fence = '`'.repeat(Math.max(3, ...[...code.matchAll(/`{3,}/g)].map((run) => run[0].length + 1)))
  return `${fence}${language}\n${code}\n${fence}`
}

function table(fields: readonly ApiField[], located: boolean): string {
  const head = ['Name', ...(located ? ['In'] : []), 'Type', 'Required', 'Description']
  const rows = fields.map((field) => [
    `\`${field.name.replace(/`/g, '')}\``,
    ...(located ? [field.in ?? ''] : []),
    field.type,
    field.required ? 'yes' : 'no',
    field.description ?? '',
  ])
  return [head, head.map(() => '---'), ...rows].map((row) => `| ${row.map(cell).join(' | ')} |`).join('\n')
}

function cell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|')
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** A spec's prose as a paragraph: not read as HTML. */
function escapeMarkdown(text: string): string {
  return text.replace(/</g, '&lt;')
}
