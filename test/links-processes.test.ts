import { spawnSync } from 'node:child_process'
import { createHmac } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compileSync, type Diagnostic } from '../src/index.js'
import { repository, runProcess } from './helpers/cli.js'
import { fixtureOf } from './helpers/diagnostics.js'
import { docsJson } from './helpers/docs-json.js'

/**
 * The link check as the command line runs it, each a process of its own: the page cache kept
 * between runs, worker threads on a large site, the progress line on a terminal.
 */

const examples = join(repository, 'examples')

function temporaryCopy(example: string): string {
  const folder = join(mkdtempSync(join(tmpdir(), 'docsnav-links-')), example)
  cpSync(join(examples, example), folder, { recursive: true })
  return folder
}

describe('the page cache', () => {
  const site = () => {
    const root = temporaryCopy('broken-links')
    writeFileSync(join(root, 'package.json'), '{ "private": true }')
    return root
  }
  const check = (root: string, ...flags: string[]) => runProcess(['check', root, '--format', 'json', ...flags], { cwd: root })
  const cacheFile = (root: string) => join(root, 'node_modules', '.cache', 'docsnav', 'pages.json')

  it('gives the same diagnostics cold, warm and from a damaged cache, and is written only where asked', () => {
    const root = site()
    const cold = check(root, '--no-cache')
    expect(existsSync(cacheFile(root))).toBe(false)
    const priming = check(root, '--cache')
    expect(existsSync(cacheFile(root))).toBe(true)
    const warm = check(root, '--cache')
    expect(JSON.parse(priming.stdout)).toEqual(JSON.parse(cold.stdout))
    expect(JSON.parse(warm.stdout)).toEqual(JSON.parse(cold.stdout))
    // Entries of the wrong shape are parsed again, never trusted, even signed with this machine's key.
    const [header, text] = readFileSync(cacheFile(root), 'utf8').split('\n') as [string, string]
    const damaged = JSON.parse(text) as Record<string, unknown>
    const key = readFileSync(join(process.env.XDG_CACHE_HOME!, 'docsnav', 'page-cache-key'))
    const writeSigned = () => {
      const entries = JSON.stringify(damaged)
      writeFileSync(
        cacheFile(root),
        `${JSON.stringify({ ...JSON.parse(header), mac: createHmac('sha256', key).update(entries).digest('base64url') })}\n${entries}`,
      )
    }
    for (const key of Object.keys(damaged)) damaged[key] = { links: [{ url: 5 }], anchors: [] }
    writeSigned()
    expect(JSON.parse(check(root, '--cache').stdout)).toEqual(JSON.parse(cold.stdout))
    // Positions past the page's end are damage too.
    for (const key of Object.keys(damaged)) damaged[key] = { links: [{ url: '/nowhere', form: 'link', start: 1e12, end: 1e12 }], anchors: [] }
    writeSigned()
    expect(JSON.parse(check(root, '--cache').stdout)).toEqual(JSON.parse(cold.stdout))
  })

  it('trusts only a cache this machine wrote: not one that came with the checkout, signed elsewhere or not at all', () => {
    const root = site()
    const cold = JSON.parse(check(root, '--no-cache').stdout) as { diagnostics: Diagnostic[] }
    expect(cold.diagnostics.map((diagnostic) => diagnostic.code)).toContain('DN8001')
    // On their own machine, an author makes a cache saying no page has a link, and commits it.
    const attacker = mkdtempSync(join(tmpdir(), 'docsnav-other-machine-'))
    const asAttacker = () => runProcess(['check', root, '--format', 'json', '--cache'], { cwd: root, env: { XDG_CACHE_HOME: attacker } })
    asAttacker()
    const key = readFileSync(join(attacker, 'docsnav', 'page-cache-key'))
    const header = JSON.parse(readFileSync(cacheFile(root), 'utf8').split('\n')[0]!) as { version: number; mac: string }
    const entries = JSON.parse(readFileSync(cacheFile(root), 'utf8').split('\n')[1]!) as Record<string, { links: unknown[] }>
    for (const entry of Object.values(entries)) entry.links = []
    const forged = JSON.stringify(entries)
    const signed = `${JSON.stringify({ ...header, mac: createHmac('sha256', key).update(forged).digest('base64url') })}\n${forged}`
    writeFileSync(cacheFile(root), signed)
    // The forgery is good on the machine that signed it...
    expect((JSON.parse(asAttacker().stdout) as { diagnostics: Diagnostic[] }).diagnostics.map((diagnostic) => diagnostic.code)).not.toContain('DN8001')
    // ...and nowhere else; nor unsigned, nor as an earlier docsnav wrote caches.
    writeFileSync(cacheFile(root), signed)
    expect(JSON.parse(check(root, '--cache').stdout)).toEqual(cold)
    writeFileSync(cacheFile(root), `${JSON.stringify(header)}\n${forged}`)
    expect(JSON.parse(check(root, '--cache').stdout)).toEqual(cold)
    writeFileSync(cacheFile(root), JSON.stringify({ version: header.version, entries }))
    expect(JSON.parse(check(root, '--cache').stdout)).toEqual(cold)
  })

  it('does not wait on a FIFO put where the cache file goes', () => {
    const root = site()
    mkdirSync(join(root, 'node_modules', '.cache', 'docsnav'), { recursive: true })
    expect(spawnSync('mkfifo', [cacheFile(root)]).status).toBe(0)
    const run = runProcess(['check', root, '--links', '--cache'], { cwd: root, timeout: 20_000 })
    expect([run.signal, run.code]).toEqual([null, 1])
  })

  it('is never written through a link out of the project', () => {
    const root = site()
    const outside = mkdtempSync(join(tmpdir(), 'docsnav-outside-'))
    mkdirSync(join(root, 'node_modules'))
    symlinkSync(outside, join(root, 'node_modules', '.cache'))
    check(root, '--cache')
    expect(existsSync(join(outside, 'docsnav'))).toBe(false)
  })

  it('is off when the CI variable is set, unless asked for', () => {
    const root = site()
    runProcess(['check', root], { cwd: root, env: { CI: 'true' } })
    expect(existsSync(cacheFile(root))).toBe(false)
  })
})

describe('worker threads', () => {
  it('give the diagnostics the in-thread check gives, on a site large enough to use them', () => {
    const root = mkdtempSync(join(tmpdir(), 'docsnav-workers-'))
    const pages: string[] = []
    for (let index = 0; index < 600; index++) {
      pages.push(`p/page${index}`)
      mkdirSync(join(root, 'p'), { recursive: true })
      const next = (index + 1) % 600
      writeFileSync(
        join(root, 'p', `page${index}.mdx`),
        `# Page ${index}\n\n## Part\n\n[next](/p/page${next}#part) [ok](./page${next})${index % 97 === 0 ? ` [broken](/p/gone${index}) [anchor](/p/page${next}#nope)` : ''}\n`,
      )
    }
    writeFileSync(join(root, 'docs.json'), JSON.stringify({ theme: 'mint', name: 'x', colors: { primary: '#000000' }, navigation: { pages } }))
    const inThread = compileSync(root, { links: true }).diagnostics.map((diagnostic) => fixtureOf(diagnostic, root))
    const parallel = runProcess(['check', root, '--links', '--no-cache', '--format', 'json'], { cwd: root })
    expect(inThread.map((diagnostic) => diagnostic.code)).toEqual(Array(7).fill(['DN8001', 'DN8003']).flat())
    expect((JSON.parse(parallel.stdout) as { diagnostics: Diagnostic[] }).diagnostics.map((diagnostic) => fixtureOf(diagnostic, root))).toEqual(inThread)
  })
})

describe('progress on a terminal', () => {
  it('shows how many pages the link check has read on stderr, only on a terminal and for people', () => {
    const root = mkdtempSync(join(tmpdir(), 'docsnav-progress-'))
    mkdirSync(join(root, 'p'))
    const pages = Array.from({ length: 600 }, (_, index) => `p/page${index}`)
    for (const page of pages) writeFileSync(join(root, `${page}.mdx`), `# Page\n\nSome *text* and [a link](/p/page0).\n`)
    writeFileSync(join(root, 'docs.json'), JSON.stringify(docsJson({ navigation: { pages } })))
    // `script` gives the command a terminal (stdout and stderr both), as a person's shell does.
    const onTerminal = (format: string) =>
      spawnSync(
        'script',
        [
          '-qec',
          `${JSON.stringify(process.execPath)} ${JSON.stringify(join(repository, 'bin', 'docsnav.js'))} check . --links --no-cache --format ${format}`,
          '/dev/null',
        ],
        { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
      )
    const pretty = onTerminal('pretty')
    expect(pretty.status).toBe(0)
    expect(pretty.stdout).toMatch(/\r\u001b\[Kdocsnav: reading pages for links [\d,]+\/600/)
    // The line is cleared before the report.
    expect(pretty.stdout).toMatch(/\r\u001b\[K✔ 0 errors/)
    expect(onTerminal('json').stdout).not.toContain('reading pages')
    const piped = runProcess(['check', root, '--links', '--no-cache'], { cwd: root })
    expect(piped.stderr + piped.stdout).not.toContain('reading pages')
  })
})
