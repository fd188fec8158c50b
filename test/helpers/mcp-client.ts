import { join } from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { repository } from './cli.js'

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

/** `docsnav mcp <folder>` from bin/ (dist/, built by the global set-up) over stdio, with what it writes on stderr kept. */
export async function connectMcp(folder: string): Promise<{ client: Client; stderr: () => string }> {
  let stderr = ''
  const transport = new StdioClientTransport({ command: process.execPath, args: [join(repository, 'bin', 'docsnav.js'), 'mcp', folder], stderr: 'pipe' })
  transport.stderr?.on('data', (chunk: Buffer) => void (stderr += chunk.toString()))
  const client = new Client({ name: 'docsnav-test', version: '1.0.0' })
  await client.connect(transport)
  return { client, stderr: () => stderr }
}
