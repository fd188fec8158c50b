import fc from 'fast-check'
import { posix } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compileSync } from '../../src/index.js'
import { validSite } from '../../src/testing/index.js'

/** A heading as written, and the id Mintlify gives it (plain words: the words joined by `-`; repeats get `-2`, `-3`: the words are few so repeats are common). */
interface Heading {
  text: string
  id: string
}

const word = fc.constantFrom('setup', 'install', 'usage', 'api', 'next', 'faq')
const headingWords = fc.array(word, { minLength: 1, maxLength: 3 })

/** A page body: its headings, then one paragraph per link; each link's line and column recorded for the check. */
function body(headings: Heading[], links: string[]): { text: string; places: Array<{ line: number; column: number }> } {
  const lines = ['---', 'title: Generated', '---', '']
  for (const heading of headings) lines.push(`## ${heading.text}`, '')
  const places = links.map((url, index) => {
    const prefix = `Link ${index}: `
    lines.push(`${prefix}[to there](${url}) and more text.`, '')
    return { line: lines.length - 1, column: prefix.length + 1 }
  })
  return { text: lines.join('\n'), places }
}

describe('the link check, on generated sites whose pages link to each other', () => {
  it('reports nothing when every link leads to a page and a heading it has; one broken link, exactly there', () => {
    const site = validSite({ maxDepth: 2 })
    const plan = fc.record({
      headings: fc.array(headingWords, { minLength: 1, maxLength: 4 }),
      links: fc.array(
        fc.record({ target: fc.nat(), heading: fc.option(fc.nat(), { nil: undefined }), form: fc.constantFrom('root', 'relative', 'extension', 'bare-file') }),
        { minLength: 1, maxLength: 5 },
      ),
    })
    fc.assert(
      fc.property(site, fc.array(plan, { minLength: 40, maxLength: 40 }), fc.nat(), (generated, plans, pick) => {
        const first = compileSync({ config: generated.config, files: generated.files }, { noFiles: false })
        // Pages with a file, by route: the links' possible targets (generated API pages have no headings to link to).
        const pages = first.site!.routes.flatMap((route) =>
          route.source.kind === 'page' && route.source.file ? [{ url: route.url, file: route.source.file }] : [],
        )
        fc.pre(pages.length > 0)
        const headingsOf = new Map(
          pages.map((page, index) => {
            const seen = new Map<string, number>()
            const headings = plans[index % plans.length]!.headings.map((words) => {
              const id = words.join('-')
              const count = (seen.get(id) ?? 0) + 1
              seen.set(id, count)
              return { text: words.join(' '), id: count === 1 ? id : `${id}-${count}` }
            })
            return [page.file, headings]
          }),
        )
        const files = { ...generated.files }
        const written: Array<{ file: string; line: number; column: number }> = []
        const texts = new Map<string, { links: string[]; headings: Heading[] }>()
        pages.forEach((page, index) => {
          const links = plans[index % plans.length]!.links.map(({ target, heading, form }) => {
            const to = pages[target % pages.length]!
            const headings = headingsOf.get(to.file)!
            const anchor = heading === undefined ? '' : `#${headings[heading % headings.length]!.id}`
            const fromFolder = posix.dirname(page.file)
            if (form === 'relative')
              return `${posix
                .relative(fromFolder, to.file)
                .replace(/^(?!\.)/, './')
                .replace(/\.mdx?$/, '')}${anchor}`
            if (form === 'extension') return `/${to.file}${anchor}`
            return `${to.url}${anchor}`
          })
          texts.set(page.file, { links, headings: headingsOf.get(page.file)! })
        })
        for (const [file, { links, headings }] of texts) {
          const { text, places } = body(headings, links)
          files[file] = text
          for (const place of places) written.push({ file, ...place })
        }
        const clean = compileSync({ config: generated.config, files }, { noFiles: false, links: true })
        expect(clean.diagnostics.filter((diagnostic) => diagnostic.code.startsWith('DN8'))).toEqual([])
        // Break one link: it alone is reported, where it is written.
        const broken = written[pick % written.length]!
        const { links, headings } = texts.get(broken.file)!
        const index = written.filter((place) => place.file === broken.file).indexOf(broken)
        const changed = links.map((url, at) => (at === index ? '/definitely/not/a/page' : url))
        const again = compileSync(
          { config: generated.config, files: { ...files, [broken.file]: body(headings, changed).text } },
          { noFiles: false, links: true },
        )
        expect(
          again.diagnostics.filter((diagnostic) => diagnostic.code.startsWith('DN8')).map(({ code, file, line, column }) => ({ code, file, line, column })),
        ).toEqual([{ code: 'DN8001', file: broken.file, line: broken.line, column: broken.column }])
      }),
      { numRuns: 25 },
    )
  })
})
