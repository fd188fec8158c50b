import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repository, run } from './helpers/cli.js'

/** `docsnav preview` on the command line: it prints its URL, serves the site, refuses other hosts, stops cleanly on Ctrl-C. */

const example = join(repository, 'examples', 'acme')

function startPreview(args: string[]) {
  const child = spawn(process.execPath, [join(repository, 'bin', 'docsnav.js'), 'preview', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1' },
  })
  let stdout = ''
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      const found = /docsnav preview: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(stdout)
      if (found) resolve(found[1]!)
    })
    child.on('exit', () => reject(new Error(`preview exited: ${stdout}`)))
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, url, exited }
}

describe('docsnav preview', () => {
  it('serves each route with its navigation, a 404 for other paths, and stops with code 0 on SIGINT', async () => {
    const preview = startPreview([example, '--port', '0'])
    const url = await preview.url
    const page = await fetch(`${url}api-reference/projects/list-projects`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<title>List projects · Acme Cloud</title>')
    expect(html).toMatch(/<span class="dn-method dn-method-get">GET<\/span> <code>\/projects<\/code>/)
    expect(html).toContain('aria-current="page" href="/api-reference/projects/list-projects"')
    // A page written for an operation (frontmatter `openapi`) shows its method and path as a generated page does.
    expect(await (await fetch(`${url}api-reference/delete-project`)).text()).toMatch(
      /<span class="dn-method dn-method-delete">DELETE<\/span> <code>\/projects\/\{projectId\}<\/code>/,
    )
    expect((await fetch(`${url}no/such/page`)).status).toBe(404)
    // docs.json's redirects, after the pages, as on Mintlify: permanent or not, with parameters.
    const moved = async (path: string) => {
      const response = await fetch(`${url}${path}`, { redirect: 'manual' })
      return `${response.status} ${response.headers.get('location')}`
    }
    expect(await moved('getting-started')).toBe('308 /quickstart')
    expect(await moved('deployments/rollback')).toBe('307 /concepts/deployments/rollbacks')
    expect(await moved('guides/a/b')).toBe('308 /tutorials/a/b')
    expect((await fetch(`${url}__docsnav/navigation.js`)).headers.get('content-type')).toMatch(/javascript/)
    // A page elsewhere whose name resolves to 127.0.0.1 (DNS rebinding) gets nothing.
    const rebound = await new Promise<number>((resolve) => {
      const { port } = new URL(url)
      import('node:http').then(({ request }) =>
        request({ host: '127.0.0.1', port, path: '/', headers: { host: 'attacker.example' } }, (response) => resolve(response.statusCode!)).end(),
      )
    })
    expect(rebound).toBe(421)
    preview.child.kill('SIGINT')
    expect(await preview.exited).toBe(0)
  })

  it('serves pages whose URL docsnav percent-encodes (a space) and pages whose URL the browser does (é)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'docsnav-preview-'))
    writeFileSync(join(root, 'docs.json'), JSON.stringify({ name: 'Spaces', navigation: { pages: ['my page', 'café'] } }))
    writeFileSync(join(root, 'my page.mdx'), '---\ntitle: Mine\n---\n')
    writeFileSync(join(root, 'café.mdx'), '---\ntitle: Coffee\n---\n')
    const preview = startPreview([root, '--port', '0'])
    const url = await preview.url
    for (const [path, title] of [
      ['my%20page', 'Mine'],
      ['caf%C3%A9', 'Coffee'],
    ]) {
      const response = await fetch(`${url}${path}`)
      expect(response.status, path).toBe(200)
      expect(await response.text()).toContain(`<h1>${title}</h1>`)
    }
    // The site has no `index` page: `/` leads to its first page, as on Mintlify.
    const home = await fetch(url, { redirect: 'manual' })
    expect(`${home.status} ${home.headers.get('location')}`).toBe('307 /my%20page')
    preview.child.kill('SIGINT')
    expect(await preview.exited).toBe(0)
  })

  it('gives a page its language as a tag, and right-to-left languages their direction', async () => {
    const root = mkdtempSync(join(tmpdir(), 'docsnav-preview-'))
    writeFileSync(
      join(root, 'docs.json'),
      JSON.stringify({
        name: 'Tongues',
        navigation: {
          languages: [
            { language: 'jp', pages: ['index'] },
            { language: 'ar', pages: ['ar/index'] },
          ],
        },
      }),
    )
    writeFileSync(join(root, 'index.mdx'), '---\ntitle: Home\n---\n')
    mkdirSync(join(root, 'ar'))
    writeFileSync(join(root, 'ar', 'index.mdx'), '---\ntitle: Home\n---\n')
    const preview = startPreview([root, '--port', '0'])
    const url = await preview.url
    expect(await (await fetch(url)).text()).toMatch(/<html lang="ja" data-docsnav-version/)
    const arabic = await (await fetch(`${url}ar`)).text()
    expect(arabic).toMatch(/<html lang="ar" dir="rtl"/)
    expect(arabic).toContain('hreflang="ja">日本語</a>')
    preview.child.kill('SIGINT')
    expect(await preview.exited).toBe(0)
  })

  it('says when the port is taken, and refuses options that do not go with it', async () => {
    const taken = createServer()
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    const port = (taken.address() as AddressInfo).port
    const result = await run(['preview', example, '--port', String(port)])
    taken.close()
    expect(result.code).toBe(2)
    expect(result.stderr).toContain(`port ${port} is in use`)
    expect((await run(['preview', example, '--port', 'http'])).stderr).toContain('--port takes a port number from 0 to 65535')
    expect((await run(['preview', example, '--port', '70000'])).code).toBe(2)
    expect((await run(['check', example, '--port', '3000'])).stderr).toContain('--port goes with preview')
    expect((await run(['preview', example, '--watch'])).code).toBe(2)
    expect((await run(['preview', example, '--format', 'json'])).code).toBe(2)
  })
})
