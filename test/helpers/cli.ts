import { spawn, spawnSync } from 'node:child_process'
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { main } from '../../src/cli/main.js'

export const repository = join(import.meta.dirname, '..', '..')

/** Runs the command line in this process. */
export async function run(args: string[], env: Record<string, string> = {}, isTTY = false, cwd = process.cwd()) {
  const stdout: string[] = []
  const stderr: string[] = []
  const code = await main(args, { stdout: (text) => stdout.push(text), stderr: (text) => stderr.push(text), env, cwd, isTTY })
  return { code, stdout: stdout.join(''), stderr: stderr.join('') }
}

/**
 * Runs bin/docsnav.js in a child process (dist/ is kept current by the global set-up), with the
 * fault-injection preload when `fault` is given.
 */
export function runProcess(args: string[], options: { fault?: string; scope?: string; cwd?: string; timeout?: number; env?: Record<string, string> } = {}) {
  const preload = options.fault === undefined ? [] : ['--import', join(repository, 'test', 'helpers', 'fault-injection.mjs')]
  const result = spawnSync(process.execPath, [...preload, join(repository, 'bin', 'docsnav.js'), ...args], {
    cwd: options.cwd ?? repository,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', DOCSNAV_FAULT: options.fault ?? '', DOCSNAV_FAULT_SCOPE: options.scope ?? '', ...options.env },
    timeout: options.timeout ?? 60_000,
  })
  return { code: result.status, signal: result.signal, stdout: result.stdout, stderr: result.stderr }
}

/**
 * {@link runProcess} without blocking this process: for tests that serve something to the
 * command line from this process (a spec server on loopback).
 */
export function runProcessAsync(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(repository, 'bin', 'docsnav.js'), ...args], { cwd: repository, env: { ...process.env, NO_COLOR: '1', ...env } })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => void (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()))
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

/** A temporary folder holding `files` (project-relative path -> content). */
export function folderWith(files: Record<string, string | Buffer>, prefix = 'docsnav-test-'): string {
  const folder = mkdtempSync(join(tmpdir(), prefix))
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true })
    writeFileSync(join(folder, path), content)
  }
  return folder
}

/** A project folder with a docs.json and, for each page given, a page file with a title. */
export function project(docs: unknown, pages: string[] = ['a', 'index']): string {
  return folderWith(
    {
      'docs.json': typeof docs === 'string' ? docs : JSON.stringify(docs, null, 2),
      ...Object.fromEntries(pages.map((page) => [`${page}.mdx`, `---\ntitle: ${page}\n---\n`])),
    },
    'docsnav-project-',
  )
}

/**
 * Every file under a folder (relative path -> content), docsnav's own `.docsnav/` folder left
 * out: what a deploy of the folder would publish.
 */
export function snapshot(folder: string): Record<string, string> {
  const files: Record<string, string> = {}
  if (!existsSync(folder)) return files
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const path = relative(folder, join(entry.parentPath, entry.name))
    if (path === '.docsnav' || path.startsWith('.docsnav/')) continue
    if (entry.isFile() || entry.isSymbolicLink())
      files[path] = lstatSync(join(folder, path)).isSymbolicLink() ? '(link)' : readFileSync(join(folder, path), 'utf8')
  }
  return files
}
