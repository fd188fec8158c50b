import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import * as z from 'zod/v4'
import { type Answer, getPage, listDiagnostics, listNavigation, MAX_URL_LENGTH, resolveUrl, searchPages } from './answers.js'
import type { OpenProject } from './open-project.js'
import { MAX_QUERY_LENGTH, MAX_QUERY_WORDS, type SiteIndex } from './site-index.js'

/**
 * The MCP server of `docsnav mcp`: five read-only tools over one project kept open (docs/mcp.md
 * says what each takes and gives). Each call answers from the project as it is when the call
 * comes: an edit made before it is compiled first.
 */
export function docsServer(project: OpenProject, version: string): McpServer {
  const server = new McpServer({ name: 'docsnav', version })
  // The bounds on what one call may cost, as the tools' descriptions state them.
  const urlBound = `at most ${MAX_URL_LENGTH.toLocaleString('en')} characters are looked up`
  const readOnly = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false }
  const answering =
    <Input>(answer: (index: SiteIndex, input: Input) => Answer) =>
    async (input: Input): Promise<CallToolResult> => {
      const given = answer(await project.current(), input)
      return {
        content: [{ type: 'text', text: given.text }],
        ...(given.data === undefined ? {} : { structuredContent: given.data }),
        ...(given.error ? { isError: true } : {}),
      }
    }

  server.registerTool(
    'search_pages',
    {
      title: 'Search pages',
      description: `Full-text search over the site's pages (titles, descriptions, breadcrumbs and page text). Returns ranked pages with URL, title, breadcrumb and a snippet. A search reads the query's first ${MAX_QUERY_LENGTH.toLocaleString('en')} characters and ${MAX_QUERY_WORDS} different words; the answer says what was cut.`,
      inputSchema: {
        query: z
          .string()
          .describe(
            `Words to look for; the last may be the start of a word (the first ${MAX_QUERY_LENGTH.toLocaleString('en')} characters and ${MAX_QUERY_WORDS} different words are read)`,
          ),
        limit: z.number().int().min(1).max(100).optional().describe('How many pages at most (10 when not given)'),
        language: z.string().optional().describe('Only pages in this language (a code of docs.json, such as en or fr)'),
        version: z.string().optional().describe('Only pages of this version (its label in docs.json)'),
      },
      annotations: readOnly,
    },
    answering(searchPages),
  )
  server.registerTool(
    'get_page',
    {
      title: 'Get a page as Markdown',
      description:
        "A page as Markdown: frontmatter (title, description, URL), then its body as plain Markdown. For an API page generated from an OpenAPI operation, the operation's summary (method, path, parameters, body, responses). A URL that docs.json redirects gives the page the redirects lead to, or, when they lead out of the site or to no page, what resolve_url answers.",
      inputSchema: {
        url: z.string().optional().describe(`The page URL: a path such as /quickstart, or a full URL (${urlBound})`),
        path: z.string().optional().describe(`Or the page file, relative to the project: quickstart.mdx (or quickstart; ${urlBound})`),
      },
      annotations: readOnly,
    },
    answering(getPage),
  )
  server.registerTool(
    'list_navigation',
    {
      title: 'List the navigation',
      description:
        "A division's navigation (a tab, anchor, dropdown, product, version or language) as indented Markdown: its groups and pages with their URLs, then the divisions below it. Without `division`, the list of divisions and the paths that name them.",
      inputSchema: {
        division: z
          .string()
          .optional()
          .describe(
            `A path of division labels from the top, such as "Guides" or "v2/Guides" (default divisions may be left out), or a page URL for the division it is in (${urlBound})`,
          ),
      },
      annotations: readOnly,
    },
    answering(listNavigation),
  )
  server.registerTool(
    'resolve_url',
    {
      title: 'Resolve a URL',
      description:
        "What a URL of the site serves: the page (title, file, divisions, breadcrumbs), or where docs.json's redirects send it, or, when nothing is there, the nearest pages.",
      inputSchema: { url: z.string().describe(`A path such as /getting-started, or a full URL (${urlBound})`) },
      annotations: readOnly,
    },
    answering(resolveUrl),
  )
  server.registerTool(
    'list_diagnostics',
    {
      title: 'List diagnostics',
      description: 'The problems docsnav finds in the project (as `docsnav check` reports them), each with file:line:column, code and message.',
      inputSchema: { severity: z.enum(['error', 'warning', 'info']).optional().describe('Only diagnostics of this severity') },
      annotations: readOnly,
    },
    answering(listDiagnostics),
  )
  return server
}

/** Serves the project over stdin and stdout until the client closes them; resolves then. */
export async function serveOverStdio(project: OpenProject, version: string): Promise<void> {
  const server = docsServer(project, version)
  const transport = new StdioServerTransport()
  const closed = new Promise<void>((resolve) => {
    transport.onclose = () => resolve()
    // The client gone: stdin ends, and the transport does not close by itself.
    process.stdin.once('end', () => resolve())
  })
  await server.connect(transport)
  await closed
  await server.close()
}
