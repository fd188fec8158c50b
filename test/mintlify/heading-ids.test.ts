import fc from 'fast-check'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { blankCustomHeadingIds, parseMdx } from '../../src/parse/mdx.js'
import { assertOracleInstalled, oracleFolder } from './oracle.js'

/**
 * docsnav's reading of `## Title {#id}` against Mintlify's own `preprocessCustomHeadingIds`
 * (`@mintlify/common`, the version oracles/mintlify installs): on pages made of the lines that
 * decide it (fences at every indent, MDX comments, `<MDX>` blocks, headings with ids), the
 * same lines are headings with the same ids and titles.
 */
type Preprocess = (content: string) => string

async function mintlifyPreprocess(): Promise<Preprocess> {
  assertOracleInstalled()
  const file = join(oracleFolder, 'node_modules', '@mintlify', 'common', 'dist', 'mdx', 'preprocessCustomHeadingIds.js')
  return ((await import(pathToFileURL(file).href)) as { preprocessCustomHeadingIds: Preprocess }).preprocessCustomHeadingIds
}

/** Each line Mintlify made a heading element of (1-based), with its id and title: its output read against the input. */
function headingsMintlifyMade(input: string, output: string): Map<number, { id: string; title: string }> {
  const given = input.split('\n')
  const made = output.split('\n')
  const found = new Map<number, { id: string; title: string }>()
  for (let index = 0, at = 0; index < given.length; index++) {
    if (made[at] === given[index]) {
      at++
      continue
    }
    const opening = /^\s*<h[1-6] id="(.*)">$/.exec(made[at]!)
    if (!opening) throw new Error(`line ${index + 1} of the input is neither kept nor a heading in Mintlify's output`)
    found.set(index + 1, { id: opening[1]!, title: made[at + 1]!.trimStart() })
    at += 3
  }
  return found
}

const LINES = [
  '```',
  '```js',
  '   ```js',
  '    ```',
  '  ~~~~ ',
  '~~~',
  '````md',
  '\t```',
  '``` trailing',
  '## Setup {#setup}',
  '   ### Deep {#deep-id}',
  '    ## Indented {#indented}',
  '# A {#b {#c}',
  '## Spaced { # spaced id }',
  '## Emoji {#🚀}',
  '## Marks {#a?b, (c)}',
  '##NoSpace {#x}',
  '####### Seven {#s}',
  '## Two {#a} {#b}',
  '{/* opens',
  '*/}',
  '{/* inline */} ## After a comment {#after}',
  'Text `{/*` in code',
  'Text "{/*" quoted',
  '<MDX>',
  '</MDX>',
  '<MDX className="x">',
  '<MDX />',
  '<MDXProvider>',
  'Text',
  '',
  '{#not-a-heading}',
]

describe("custom heading ids, read as Mintlify's preprocessCustomHeadingIds reads them", () => {
  it('makes the same lines headings, with the same ids and titles', async () => {
    const preprocess = await mintlifyPreprocess()
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...LINES), { maxLength: 24 }), (lines) => {
        const page = lines.join('\n')
        const ours = blankCustomHeadingIds(page).customIds
        expect(new Map([...ours].map(([line, { id, title }]) => [line, { id, title }]))).toEqual(headingsMintlifyMade(page, preprocess(page)))
      }),
      { numRuns: 2_000 },
    )
  })

  it("closes a list item's code block at a deeper fence, as Mintlify does: the heading after it parses", async () => {
    // A real VitePress page (zh/guide/cms.md): the block opens at three spaces and closes at four.
    const page = '2. Fetch:\n   ```js\n    x\n    ```\n\n## G {#x}\n'
    expect(headingsMintlifyMade(page, (await mintlifyPreprocess())(page))).toEqual(new Map([[6, { id: 'x', title: 'G' }]]))
    expect(parseMdx(page)).not.toHaveProperty('error')
  })
})
