import { oneLine } from '../emit/markdown-text.js'
import type { ApiExample, ApiField, ApiOperation } from '../integrations/api-reference.js'

/** An API operation as Markdown: method and path, summary, description, examples, parameters, request body, responses. */
export function operationMarkdown(operation: ApiOperation): string {
  const lines = [`\`${operation.method} ${operation.path}\`${operation.deprecated ? ' (deprecated)' : ''}`, '']
  if (operation.summary !== undefined) lines.push(operation.summary, '')
  if (operation.description !== undefined) lines.push(operation.description, '')
  if (operation.codeSamples.length > 0) {
    lines.push('## Request examples', '')
    for (const sample of operation.codeSamples)
      lines.push(...exampleLines({ name: sample.label ?? sample.lang, value: sample.source }, sample.lang.replace(/[^a-z0-9+-]/g, '')))
  }
  if (operation.parameters.length > 0) lines.push('## Parameters', '', ...operation.parameters.map(fieldLine), '')
  if (operation.requestBody) {
    const body = operation.requestBody
    lines.push(
      '## Request body',
      '',
      `${body.required ? 'Required' : 'Optional'}; ${body.contentTypes.join(', ') || 'no content type'}.${body.description ? ` ${body.description}` : ''}`,
      '',
    )
    lines.push(...body.fields.map(fieldLine), '', ...body.examples.flatMap((example) => exampleLines(example)))
  }
  for (const [title, list] of [
    ['Responses', operation.responses],
    ['Messages', operation.messages],
  ] as const) {
    if (list.length === 0) continue
    lines.push(`## ${title}`, '')
    for (const response of list) {
      lines.push(
        `- \`${response.status}\`${response.description ? `: ${oneLine(response.description)}` : ''}${response.contentTypes.length > 0 ? ` (${response.contentTypes.join(', ')})` : ''}`,
      )
      for (const field of response.fields) lines.push(`  ${fieldLine(field)}`)
      for (const example of response.examples) lines.push('', ...exampleLines(example).map((line) => (line === '' ? '' : `  ${line}`)))
    }
    lines.push('')
  }
  return lines.join('\n').trimEnd()
}

/** An example of a body as a fenced code block (fenced past any run of backticks in it), then a blank line. */
function exampleLines(example: ApiExample, language = example.contentType !== undefined && /json/i.test(example.contentType) ? 'json' : ''): string[] {
  const fence = '`'.repeat(Math.max(3, ...[...example.value.matchAll(/`{3,}/g)].map((run) => run[0].length + 1)))
  return [`Example${example.name === undefined ? '' : ` (${oneLine(example.name)})`}:`, '', `${fence}${language}`, ...example.value.split('\n'), fence, '']
}

function fieldLine(field: ApiField): string {
  const facts = [field.in, field.type, field.required ? 'required' : undefined].filter((fact) => fact !== undefined && fact !== '')
  return `- \`${field.name}\` (${facts.join(', ')})${field.description ? `: ${oneLine(field.description)}` : ''}`
}
