import type { Client } from '@modelcontextprotocol/sdk/client/index.js'

/** A tool's answer as an agent reads it: its text, its structured data, and whether it is an error. */
export interface ToolAnswer {
  text: string
  data: Record<string, unknown> | undefined
  isError: boolean
}

/** Calls a tool of `docsnav mcp` through the SDK's client. */
export async function callTool(client: Client, name: string, args: Record<string, unknown>): Promise<ToolAnswer> {
  const result = await client.callTool({ name, arguments: args })
  const content = result.content as Array<{ type: string; text: string }>
  return {
    text: content.map((part) => part.text).join('\n'),
    data: result.structuredContent as Record<string, unknown> | undefined,
    isError: result.isError === true,
  }
}
