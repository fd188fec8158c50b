import { type CatalogueEntry, catalogue } from '../ir/diagnostics/catalogue.js'
import { diagnosticsIntro } from '../ir/diagnostics/help.js'

/**
 * docs/diagnostics.md, made from the catalogue: a table of every code, then a section per code (its
 * anchor is the code in lower case: the language server's and SARIF's help links point there).
 * `test/diagnostics-page.test.ts` keeps the file current (`UPDATE=1` rewrites it).
 */
export function diagnosticsPage(): string {
  const entries = Object.entries(catalogue) as Array<[string, CatalogueEntry]>
  const lines = [
    '# Diagnostics',
    '',
    '<!-- Made from src/ir/diagnostics/catalogue.ts: `UPDATE=1 npx vitest run test/diagnostics-page.test.ts` writes it again. -->',
    '',
    diagnosticsIntro,
    '',
    '| code | severity | slug | message |',
    '|---|---|---|---|',
    ...entries.map(
      ([code, entry]) => `| [${code}](#${code.toLowerCase()}) | ${entry.retired ? 'retired' : entry.severity} | \`${entry.slug}\` | ${cell(entry.message)} |`,
    ),
  ]
  for (const [code, entry] of entries) {
    lines.push(
      '',
      `## ${code}`,
      '',
      `\`${entry.slug}\`, ${entry.retired ? 'retired (never reported again; the code is not reused)' : entry.severity}`,
      '',
      `> ${entry.message}`,
      '',
    )
    const hints = typeof entry.hint === 'string' ? [entry.hint] : entry.hint
    if (hints.length === 1) lines.push(`What to do: ${hints[0]}`)
    else lines.push('What to do, the first of these whose values the diagnostic has:', '', ...hints.map((hint) => `- ${hint}`))
    if (entry.related !== undefined) lines.push('', `It points to a second place too: "${entry.related}".`)
    if (entry.fix !== undefined) lines.push('', `\`check --fix\` and the editor's quick fix: ${entry.fix.title}.`)
  }
  return `${lines.join('\n')}\n`
}

/** A table cell: its `|` escaped. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|')
}
