import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { extractWithParser } from '../src/passes/links/extract.js'
import { extractPlainMarkdown } from '../src/passes/links/plain-markdown.js'
import { numRuns } from './helpers/runs.js'

/**
 * The plain-Markdown reader against the MDX parser: on pages made to hold every near miss (a
 * character that starts syntax, a line that opens another block), it either leaves the page to the
 * parser or gives exactly what the parser gives; and it does read the plain pages.
 */

const word = fc.constantFrom(
  'Install',
  'the',
  'CLI',
  'v2',
  '2024',
  'Éléphant',
  '日本語',
  'a',
  'x-y',
  "it's",
  '"quoted"',
  '(note)',
  'a.b',
  'Q?',
  'go!',
  '50%',
  'a/b',
  'k=v',
  'one,two',
  'semi;',
  'x:y',
  '#tag',
  '+1',
  '- ok',
)
const nearMiss = fc.constantFrom(
  '*a*',
  '_b_',
  '`c`',
  '~d~',
  '<e>',
  '{f}',
  '&amp;',
  '$g$',
  'h|i',
  '\\',
  '^',
  '\t',
  '\r',
  ']',
  '[',
  '[x]',
  '[ ]',
  '[^1]',
  'https://x.y',
  'www.z.com',
  'me@x.io',
  '!',
  '![',
  '#',
  '  ',
  ' ',
  '\u0000',
  '\uFEFF',
  '[a]: /b',
  ')',
  '\u00a0',
  '\u2028',
  '\u3000',
  '[[a](b)]',
  '[a](b)(c)',
)
const url = fc.constantFrom(
  '/docs/a',
  './b',
  '../c',
  '#d',
  '/e#f',
  'https://example.com/g',
  'mailto:h@i.j',
  '/k?l=m',
  '/n%20o',
  'p',
  '/q.png',
  '/r(s)',
  '/t u',
  '<v>',
  '/w&amp;',
  '/x\\y',
  '',
  '/"z"',
  '/ä',
)
const label = fc.array(fc.oneof(word, word, nearMiss), { maxLength: 3 }).map((parts) => parts.join(' '))
const link = fc.tuple(fc.boolean(), label, url).map(([image, text, target]) => `${image ? '!' : ''}[${text}](${target})`)
const plainLink = fc
  .tuple(
    fc.boolean(),
    fc.array(word, { maxLength: 3 }),
    url.filter((target) => /^[A-Za-z0-9\-.:/?#@!'+,;=%]+$/.test(target) && !target.includes('@')),
  )
  .map(([image, parts, target]) => `${image ? '!' : ''}[${parts.join(' ')}](${target})`)

const inline = (piece: fc.Arbitrary<string>) => fc.array(piece, { minLength: 1, maxLength: 6 }).map((parts) => parts.join(' '))
const prefix = fc.constantFrom(
  '',
  '',
  '',
  '# ',
  '## ',
  '#### ',
  '###### ',
  '####### ',
  '#',
  '- ',
  '* ',
  '+ ',
  '1. ',
  '2) ',
  '10. ',
  '-  ',
  '  ',
  '    ',
  '> ',
  '| ',
  '- # ',
  '- 1. ',
  '- - ',
  '1.',
)
const lineOf = (piece: fc.Arbitrary<string>, prefixes: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.tuple(prefixes, inline(piece)).map(([start, text]) => start + text) },
    { weight: 2, arbitrary: fc.constantFrom('', '', '   ') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '---',
        '===',
        '- - -',
        '***',
        '___',
        'import x from "y"',
        'export const z = 1',
        '-',
        '+',
        '1.',
        '#',
        '1) x',
        'x\\',
        '```',
        '~~~',
        '<Card />',
        '{1}',
        'Title ##',
        '# Title #',
      ),
    },
  )
const frontmatter = fc.constantFrom(
  '',
  '',
  '---\ntitle: T\n---\n',
  '---\n---\n',
  '---\ntitle: T\n--- \n',
  '---\ntitle: T\n----\n---\n',
  '---\ntitle: T\n',
  '--- \ntitle: T\n---\n',
  '+++\ntitle = "T"\n+++\n',
)
const page = (kinds: fc.Arbitrary<string>, heads = frontmatter) =>
  fc.tuple(heads, fc.array(kinds, { maxLength: 12 }), fc.boolean()).map(([head, lines, newline]) => head + lines.join('\n') + (newline ? '\n' : ''))

describe('plain Markdown read without the parser', () => {
  it('gives what the parser gives, or leaves the page to it', () => {
    // (The next test shows the reader does read pages: this comparison is not vacuous.)
    fc.assert(
      fc.property(page(lineOf(fc.oneof(word, word, link, nearMiss), prefix)), (text) => {
        const plain = extractPlainMarkdown(text)
        if (plain !== undefined) expect(plain).toEqual(extractWithParser(text))
      }),
      { numRuns: numRuns(3000) },
    )
  })

  it('reads every page of headings, paragraphs and list items of words and links', () => {
    const start = fc.constantFrom('', '# ', '## ', '### ', '- ', '* ', '1. ', '3) ')
    // Text that starts as a paragraph or a list item's text does: not with a marker, `#`, a quote or a parenthesis.
    const text = inline(fc.oneof(word, plainLink)).filter((line) => /^(?:[\p{L}\p{N}[]|!\[)/u.test(line) && !/^\d+[.)] /.test(line))
    const line = fc.oneof({ weight: 6, arbitrary: fc.tuple(start, text).map(([opening, rest]) => opening + rest) }, { weight: 1, arbitrary: fc.constant('') })
    const clean = page(line, fc.constantFrom('', '---\ntitle: T\n---\n', '---\n---\n'))
    fc.assert(
      fc.property(clean, (text) => {
        const plain = extractPlainMarkdown(text)
        expect(plain, JSON.stringify(text)).toBeDefined()
        expect(plain).toEqual(extractWithParser(text))
      }),
      { numRuns: numRuns(500) },
    )
  })
})
