import { describe, expect, it } from 'vitest'
import { compileSync, type CompileOptions, type CompileResult } from '../src/index.js'
import { readSiteUrl } from '../src/compile/options.js'
import { docsJson } from './helpers/docs-json.js'

/** The API checks its options the way the command line checks its flags: diagnostics, never a throw. */

const config = docsJson({ navigation: { pages: ['a'] } })
const compileWith = (options: unknown): CompileResult => compileSync({ config, files: { 'a.mdx': '---\ntitle: A\n---\n' } }, options as CompileOptions)

function expectNoPlaceholders(result: CompileResult): void {
  for (const diagnostic of result.diagnostics) {
    expect(`${diagnostic.message} ${diagnostic.hint}`).not.toMatch(/\{\w+\}/)
    expect(diagnostic.code).not.toBe('DN9001')
  }
}

describe('compile options', () => {
  it('are checked, each wrong one reported with what was expected, and the compile goes on', () => {
    const cases: Array<[unknown, Array<Record<string, unknown>>]> = [
      [null, [{ code: 'DN1017', message: 'Option `options` must be an object, found `null`' }]],
      [{ noFiles: 'yes' }, [{ code: 'DN1017', message: expect.stringContaining('`noFiles` must be `true` or `false`, found a string') }]],
      [{ missingPages: 'ignore' }, [{ code: 'DN1017', message: expect.stringContaining('`missingPages` must be `error` or `warn`') }]],
      [{ missingPages: 'wran' }, [{ code: 'DN1017', hint: 'Did you mean `warn`?' }]],
      [{ maxFileSize: -1 }, [{ code: 'DN1017', message: expect.stringContaining('`maxFileSize` must be a positive whole number of bytes') }]],
      [
        { outputs: { siteUrl: null } },
        [{ code: 'DN1017', message: 'Option `outputs.siteUrl` must be a string such as `https://docs.example.com`, found `null`' }],
      ],
      [{ outputs: { targets: 'docusaurus' } }, [{ code: 'DN1017', hint: "Did you mean `['docusaurus']`?" }]],
      [
        { outputs: { targets: ['docusaurus', 'vitepres'] } },
        [{ code: 'DN1017', message: expect.stringContaining('found a string ("vitepres")'), hint: 'Did you mean `vitepress`?' }],
      ],
      [{ outputs: 'yes' }, [{ code: 'DN1017' }]],
      [{ noFile: true }, [{ code: 'DN1018', message: 'Unknown option `noFile`; did you mean `noFiles`?' }]],
      [{ outputs: { siteURL: 'https://x.example' } }, [{ code: 'DN1018', message: 'Unknown option `outputs.siteURL`; did you mean `outputs.siteUrl`?' }]],
    ]
    for (const [options, expected] of cases) {
      const result = compileWith(options)
      expect(result.diagnostics, JSON.stringify(options)).toMatchObject(expected)
      expectNoPlaceholders(result)
      expect(result.diagnostics[0]).not.toHaveProperty('file')
      expect(result.diagnostics[0]).not.toHaveProperty('line')
    }
  })

  it('keep the good parts of a list: a known target is still built', () => {
    const result = compileSync({ config }, { noFiles: true, outputs: { targets: ['docusaurus', 'nextra' as 'docusaurus'] } })
    expect(result.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['DN1017'])
    expect(Object.keys(result.files!)).toContain('docusaurus/sidebars.json')
  })

  it('take only plain objects, and say what they were given instead', () => {
    expect(compileWith(new Map()).diagnostics).toMatchObject([{ code: 'DN1017', message: 'Option `options` must be an object, found a Map' }])
    expect(compileWith({ outputs: new Date() }).diagnostics).toMatchObject([
      { code: 'DN1017', message: 'Option `outputs` must be `true` or an object, found a Date' },
    ])
    for (const files of [['a.mdx'], 5]) {
      const result = compileSync({ config, files } as unknown as { config: object }, { noFiles: true, outputs: true })
      expect(
        result.diagnostics.map((diagnostic) => diagnostic.code),
        JSON.stringify(files),
      ).toEqual(['DN1017'])
      expect(result.diagnostics[0]!.message).toContain('Option `files` must be an object of project-relative paths')
      // The config is still compiled.
      expect(result.site!.routes.map((route) => route.url)).toEqual(['/a'])
    }
    expect(compileSync('').diagnostics).toMatchObject([{ code: 'DN1014', message: expect.stringContaining('the folder path is empty') }])
  })

  it('never throw, even when reading them throws (getters, Proxy traps, iterators)', () => {
    const thrower = (): never => {
      throw new Error('boom')
    }
    const hostile: unknown[] = [
      {
        get noFiles() {
          return thrower()
        },
      },
      new Proxy({}, { getPrototypeOf: thrower }),
      new Proxy({}, { ownKeys: thrower }),
      { outputs: { targets: { [Symbol.iterator]: thrower, length: 1 } } },
      { outputs: { targets: Object.assign(['docusaurus'], { [Symbol.iterator]: thrower }) } },
    ]
    for (const options of hostile) {
      const result = compileWith(options)
      expect(result.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['DN1017'])
      expect(result.diagnostics[0]!.message).toMatch(/boom|must be/)
    }
    const inputs: unknown[] = [
      {
        get config() {
          return thrower()
        },
      },
      {
        config,
        get files() {
          return thrower()
        },
      },
      new Proxy({}, { has: thrower, get: thrower }),
    ]
    for (const input of inputs) {
      expect(compileSync(input as { config: object }).diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['DN1014'])
    }
  })

  it('say when there is no config at all', () => {
    const result = compileSync({} as { config: string })
    expect(result.diagnostics).toMatchObject([{ code: 'DN1017', message: 'Option `config` must be docs.json as JSON text or as an object, found nothing' }])
  })
})

describe('the site URL', () => {
  it('is read as browsers read URLs, and refused with the reason when it cannot be the address of pages', () => {
    const refused: Array<[string, RegExp]> = [
      ['docs.example.com', /not an absolute URL/],
      ['https://docs.example.com/?ref=x', /has a query/],
      ['https://docs.example.com/#top', /has a fragment/],
      ['https://user:secret@docs.example.com', /user name or password/],
      ['https://docs example.com', /white space/],
      [' https://docs.example.com', /white space/],
      ['https://exa[mple.com', /not a valid URL/],
      ['ftp://docs.example.com', /uses `ftp:`/],
      ['javascript:alert(1)', /uses `javascript:`/],
      ['https://', /not a valid URL/],
      ['https://docs.example.com:99999', /check the host name and the port/],
      ['https://docs.example.com/100%zz', /`%` that does not start a percent-escape/],
      ['', /not an absolute URL/],
    ]
    for (const [url, reason] of refused) {
      const read = readSiteUrl(url)
      expect('reason' in read && read.reason, url).toMatch(reason)
      const result = compileSync({ config }, { noFiles: true, outputs: { siteUrl: url } })
      expect(result.diagnostics, url).toMatchObject([{ code: 'DN6001' }])
      expect(result.diagnostics[0]).not.toHaveProperty('file')
      expect(Object.keys(result.files!), url).not.toContain('sitemap.xml')
    }
  })

  it('is used in its serialised form: trailing slashes dropped, a host name in punycode, a base path kept', () => {
    expect(readSiteUrl('https://Docs.Example.com/')).toEqual({ url: 'https://docs.example.com' })
    expect(readSiteUrl('https://bücher.example/handbuch/')).toEqual({ url: 'https://xn--bcher-kva.example/handbuch' })
    expect(readSiteUrl('http://localhost:8080')).toEqual({ url: 'http://localhost:8080' })
    const result = compileSync({ config }, { noFiles: true, outputs: { siteUrl: 'https://Docs.Example.com/guide/' } })
    expect(result.files!['sitemap.xml']).toContain('<loc>https://docs.example.com/guide/a</loc>')
  })

  it('does not blank the code frames of docs.json when it is refused', () => {
    const result = compileSync({ config: '{"navigation": {"pages": ["a"], "colapsed": true}}' }, { noFiles: true, outputs: { siteUrl: 'nope' } })
    expect(result.sources['docs.json']).toContain('colapsed')
  })
})
