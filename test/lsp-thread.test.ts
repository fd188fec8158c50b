import { spawn } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-languageserver/node'
import { SERVER_YOUNG_GENERATION_MB } from '../src/lsp/thread.js'

/**
 * `docsnav lsp` runs its server in a worker thread with a young generation larger than Node's
 * default (src/lsp/thread.ts), the thread reading stdin and writing stdout itself: started as an
 * editor starts it, it answers, ends with the server's exit code, and its thread has the limits
 * asked for.
 */

const BIN = join(import.meta.dirname, '..', 'bin', 'docsnav.js')

describe('docsnav lsp in a thread of its own', () => {
  let root: string
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'docsnav-lsp-thread-'))
    writeFileSync(join(root, 'docs.json'), '{ "navigation": { "pages": [] } }')
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  /** Starts the server, initializes it, runs `then`, and resolves with its exit code. */
  const session = async (
    then: (send: { notify(method: string): Promise<void>; request(method: string): Promise<unknown>; end(): void }) => Promise<void>,
    env: NodeJS.ProcessEnv = process.env,
  ) => {
    const server = spawn(process.execPath, [BIN, 'lsp', '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'], env })
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)))
    const connection = createMessageConnection(new StreamMessageReader(server.stdout), new StreamMessageWriter(server.stdin))
    connection.listen()
    const initialized = (await connection.sendRequest('initialize', { processId: process.pid, rootUri: pathToFileURL(root).href, capabilities: {} })) as {
      capabilities: Record<string, unknown>
    }
    expect(initialized.capabilities).toHaveProperty('completionProvider')
    await then({
      notify: (method) => connection.sendNotification(method),
      request: (method) => connection.sendRequest(method),
      end: () => server.stdin.end(),
    })
    const code = await exited
    connection.dispose()
    return code
  }

  it('exits with 0 after shutdown and exit, its thread given the young generation asked for', async () => {
    const limits = join(root, 'limits.jsonl')
    const env = {
      ...process.env,
      NODE_OPTIONS: `--require ${JSON.stringify(join(import.meta.dirname, 'helpers', 'thread-limits.cjs'))}`,
      DOCSNAV_THREAD_LIMITS: limits,
    }
    const code = await session(async (send) => {
      expect(await send.request('shutdown')).toBeNull()
      await send.notify('exit')
    }, env)
    expect(code).toBe(0)
    const threads = readFileSync(limits, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { isMainThread: boolean; resourceLimits: { maxYoungGenerationSizeMb?: number } })
    expect(threads.filter((thread) => thread.isMainThread)).toHaveLength(1)
    expect(threads.filter((thread) => !thread.isMainThread).map((thread) => thread.resourceLimits.maxYoungGenerationSizeMb)).toEqual([
      SERVER_YOUNG_GENERATION_MB,
    ])
  })

  it('exits with 1 when its input ends without a shutdown', async () => {
    expect(await session(async (send) => send.end())).toBe(1)
  })

  it('writes its answers to a file as well as to a pipe', async () => {
    const message = (body: object) => {
      const text = JSON.stringify({ jsonrpc: '2.0', ...body })
      return `Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`
    }
    const answers = join(root, 'answers')
    const output = openSync(answers, 'w')
    try {
      const server = spawn(process.execPath, [BIN, 'lsp', '--stdio'], { stdio: ['pipe', output, 'inherit'] })
      const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)))
      // Its input stays open until it exits, as a client's does.
      server.stdin!.write(
        message({ id: 1, method: 'initialize', params: { processId: null, rootUri: pathToFileURL(root).href, capabilities: {} } }) +
          message({ id: 2, method: 'shutdown' }) +
          message({ method: 'exit' }),
      )
      expect(await exited).toBe(0)
      server.stdin!.end()
    } finally {
      closeSync(output)
    }
    const written = readFileSync(answers, 'utf8')
    expect(written).toContain('"completionProvider"')
    expect(written).toContain('"id":2,"result":null')
  })
})
