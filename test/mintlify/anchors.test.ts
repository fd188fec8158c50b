import fc from 'fast-check'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { extractPage } from '../../src/passes/links/extract.js'
import { timeoutFor } from '../helpers/timeouts.js'

/** Mintlify's link checker, installed for the tests (generators/install.mjs installs every folder of oracles/). */
const linkRotFolder = join(import.meta.dirname, '..', '..', 'oracles', 'mintlify-link-rot')
const checkerFile = join(linkRotFolder, 'node_modules', '@mintlify', 'link-rot', 'dist', 'static-checking', 'getBrokenInternalLinks.js')

/** What `decorateGraphNodeFromPageContent` fills in: the graph node, as far as a page's content reaches it. */
interface GraphNode {
  addPath(url: string, wrapper?: string): void
  headingSlugs: Set<string> | null
}
type Decorate = (node: GraphNode, content: string) => Promise<void>

/** Never a skip, as for the other oracles: the test set-up installs it from the npm registry. */
function assertLinkRotInstalled(): void {
  if (existsSync(checkerFile)) return
  throw new Error("Mintlify's link checker is not installed in oracles/mintlify-link-rot: run `node generators/install.mjs` (npm test does it first)")
}

/** The elements whose attributes Mintlify reads (`href` of `a` and `Card`, `src` of `img` and `source`); docsnav reads more. */
const COMPARED_ELEMENTS = new Set(['a', 'Card', 'img', 'source'])

// Text as authors write it in headings and titles: words in several scripts, punctuation, emoji.
// `%` only before a space or a valid escape: on `100%ca` (`%ca` decodes to no character) Mintlify's
// checker throws (cleanHeadingId's URIError, on a Step's or heading's id) and checks nothing.
const word = fc.constantFrom(
  'Install',
  'Getting started',
  'API',
  'FAQ',
  'setup',
  'Setup',
  'camelCase',
  'snake_case',
  'kebab-case',
  'v2.0',
  'Überblick',
  'café',
  'straße',
  'naïve',
  '中文',
  '日本語',
  'Привет',
  'Ñandú',
  'x',
)
const mark = fc.constantFrom('?', ',', ';', ':', '!', "'", '(', ')', '[', ']', '&', '/', '.', '-', '—', '…', '100% off', 'a%20b', '+', '@', '*', '_')
const emoji = fc.constantFrom('☕', '🚀', '👍🏽', '✅', '❤️', '👨‍👩‍👧', '1️⃣', '©', '🇫🇷', '™')
const url = fc.constantFrom(
  '/quickstart',
  '/guides/setup#install',
  '#section',
  '#',
  'https://example.com/a?b=1',
  './relative',
  '../up/page',
  'mailto:team@example.com',
  '/images/logo.png',
  '/api-reference/users/get',
  '/a?x=1&amp;y=2',
  '/中文/页面',
  '/café#résumé',
  'tel:+1-555',
)

/** Pieces joined, mostly with spaces. */
function phrase(piece: fc.Arbitrary<string>, maxLength = 5): fc.Arbitrary<string> {
  return fc
    .array(fc.tuple(piece, fc.constantFrom(' ', ' ', ' ', '')), { minLength: 1, maxLength })
    .map((parts) => parts.map(([text, separator], index) => (index === 0 ? text : separator + text)).join(''))
}

/** Markdown inside a heading or a paragraph: code, links, emphasis, inline JSX, expressions, math, escaped braces. */
const inline = fc.oneof(
  { arbitrary: fc.oneof(word, mark, emoji, fc.constantFrom('"', '\\{', '\\}')), weight: 6 },
  { arbitrary: url.map((target) => `[docs](${target})`), weight: 1 },
  {
    arbitrary: fc.constantFrom(
      '`npm install`',
      '`{x}`',
      '`a_b`',
      '*em*',
      '**bold**',
      '_it_',
      '~~old~~',
      '![logo](/logo.png)',
      '[Setup](#setup "title")',
      '<Badge>New</Badge>',
      '<Icon icon="rocket" />',
      '<a href="/inline">here</a>',
      '{"expr"}',
      '$x^2$',
      '&amp;',
      '&lt;',
    ),
    weight: 2,
  },
)
/** Attribute values: raw text, where braces and Markdown are plain characters. */
const title = fc.oneof(
  fc.constantFrom(
    'Overview',
    'Setup',
    'Setup: Advanced',
    'Setup-Advanced',
    'a: b: c',
    'FAQ',
    'Step one',
    '🚀 Launch',
    'Café',
    '中文',
    'Tab',
    'Tab 2',
    ' Spaced ',
    '',
  ),
  phrase(fc.oneof(word, mark, emoji, fc.constantFrom('"', '{', '}', '**bold**', '`code`')), 4),
)
/** Explicit ids: plain, with spaces and punctuation, colliding with slugs Mintlify makes (`tab-2`, `install`). */
const explicitId = fc.oneof(
  fc.constantFrom(
    'intro',
    'setup',
    'my-id',
    'install',
    'Install',
    'tab-2',
    'tab',
    'overview-1',
    'step-one',
    'a b',
    'with: punct!',
    'q?',
    '中文',
    'café',
    '🚀 launch',
    'x%20y',
    '100%',
    'snake_case',
    'CamelId',
    '(parens)',
    "it's",
    '',
  ),
  phrase(fc.oneof(word, mark, emoji), 3),
)
/** Custom heading ids (`{#...}`): anything but `}`, HTML-unsafe characters and all-punctuation ones among them. */
const customId = fc.oneof(
  explicitId.filter((id) => id.trim() !== ''),
  fc.constantFrom('  padded  ', 'two  spaces', 'a,b;c', '!!!', '🚀', '<b>', 'a&b', 'say "hi"', 'a{b'),
)

function attribute(name: string, value: string): string {
  return value.includes('"') ? ` ${name}='${value.replaceAll("'", '')}'` : ` ${name}="${value}"`
}
const optional = (name: string, value: fc.Arbitrary<string>) =>
  fc.option(value, { nil: undefined }).map((found) => (found === undefined ? '' : attribute(name, found)))
/** A flow element: open and close tags on their own lines, blank lines around the content. */
const flow = (open: string, name: string, content: string) => `<${open}>\n\n${content}\n\n</${name}>`

/** Common titles often, so that pages repeat headings (`example`, `example-2`). */
const headingText = fc.oneof(fc.constantFrom('Example', 'Examples', 'Setup', 'Overview', 'Example 2', 'Response', 'Setup: Advanced'), phrase(inline))
const heading = fc.oneof(
  // Indented, or closed (`## Title ##`). Not closed and with a custom id: Mintlify parses the title
  // on a line of its own, where `## * ## {#x}` is a list holding a heading of its own (docsnav
  // reads the title so only for a slug, when the id cleans to nothing).
  {
    arbitrary: fc
      .tuple(fc.integer({ min: 1, max: 6 }), headingText, fc.option(customId, { freq: 3, nil: undefined }), fc.constantFrom('', '', '', ' ', '  ', ' ##'))
      .map(([level, text, id, around]) =>
        around === ' ##' ? `${'#'.repeat(level)} ${text} ##` : `${around}${'#'.repeat(level)} ${text}${id === undefined ? '' : ` {#${id}}`}`,
      ),
    weight: 5,
  },
  // Ids that clean to nothing: the slug comes from the title, as Mintlify parses it on a line of its own.
  {
    arbitrary: fc
      .tuple(fc.constantFrom('', '- ', '+ ', '* ', '> ', '1. '), headingText, fc.constantFrom('🚀', '!!!', '™ ✅'))
      .map(([marker, text, id]) => `## ${marker}${text} {#${id}}`),
    weight: 1,
  },
  // Setext headings, headings in quotes and lists, empty ones.
  {
    arbitrary: fc
      .tuple(headingText, fc.constantFrom('\n===', '\n---', '> ## ', '- ## ', '1. #### '))
      .map(([text, form]) => (form.startsWith('\n') ? `${text}${form}` : `${form}${text}`)),
    weight: 1,
  },
  { arbitrary: fc.constantFrom('#', '## ', '### ###'), weight: 1 },
)
const paragraph = phrase(
  fc.oneof(
    { arbitrary: inline, weight: 3 },
    {
      arbitrary: fc.oneof(
        url.map((target) => `[link](${target})`),
        url.map((target) => `![image](${target})`),
        url.map((target) => `<a href="${target}">inline</a>`),
        url.map((target) => `<img src="${target}" />`),
        url.map((target) => `<Card title="c" href="${target}">c</Card>`),
        url.map((target) => `[![badge](/badge.svg)](${target})`),
        fc.constantFrom('[spaced](</a b>)', '[empty]()', '![](/bare.png)', '<span id="inline-span">x</span>', '<Note id="inline-note">x</Note>'),
      ),
      weight: 2,
    },
  ),
  8,
)
/** Heading elements: `<h2 id>` as flow (counted), and on one line with text, where it is inline (not counted). */
const jsxHeading = fc
  .tuple(fc.integer({ min: 1, max: 6 }), optional('id', explicitId), headingText, fc.constantFrom('tight', 'spaced', 'inline'))
  .map(([level, id, text, form]) =>
    form === 'inline'
      ? `<h${level}${id}>${text}</h${level}>`
      : form === 'tight'
        ? `<h${level}${id}>\n${text}\n</h${level}>`
        : flow(`h${level}${id}`, `h${level}`, text),
  )
const fence = fc.constantFrom(
  '{/*\n## Commented {#commented}\n*/}',
  '{/* ## Inline comment {#inline-comment} */}',
  '```md\n# not a heading {#x}\n## Also [not a link](/nope) {#y}\n```',
  '~~~\n## Fenced {#z}\n~~~',
  '````mdx\n```\n# inner {#w}\n```\n````',
  '```js\nconst a = "<Accordion title=\\"x\\">"\n```',
)
const paramName = fc.constantFrom('id', 'user_id', 'userId', 'page', 'X-Api-Key', 'filter[status]', 'limit', 'data.items', 'Limit', '中文')
const paramField = fc
  .tuple(
    fc.constantFrom('ParamField query', 'ParamField path', 'ParamField body', 'ParamField header', 'Param query', 'ResponseField name', 'ParamField name'),
    paramName,
    optional('id', explicitId),
    fc.boolean(),
  )
  .map(([kind, name, id, closed]) => {
    const [element, key] = kind.split(' ') as [string, string]
    const open = `${element}${attribute(key, name)} type="string"${id}`
    return closed ? `<${open} />` : flow(open, element, 'The field.')
  })
/** Components with an explicit `id`: some pass it to the page, some (`Note`, `Card`, ...) do not, some clean it. */
const idElement = fc.constantFrom(
  'Note',
  'Tip',
  'Warning',
  'Info',
  'Check',
  'Card',
  'Frame',
  'CodeGroup',
  'Expandable',
  'Badge',
  'Tooltip',
  'Icon',
  'Panel',
  'Columns',
  'Tile',
  'Callout',
  'div',
  'span',
  'section',
  'Heading',
  'Step',
  'Update',
  'Accordion',
  'Tab',
  'View',
  'CodeBlock',
  'Table',
  'MyWidget',
)
const withId = fc
  .tuple(
    idElement,
    fc.oneof({ arbitrary: explicitId.map((id) => attribute('id', id)), weight: 4 }, fc.constantFrom(' id={"expr"}', ' id={slug}')),
    fc.boolean(),
  )
  .map(([element, id, closed]) => (closed ? `<${element}${id} />` : flow(`${element}${id}`, element, 'Inside.')))
// Only string values for the attributes Mintlify reads: docsnav also reads `href={"/x"}` (the string
// it is), which Mintlify skips; Tile's expression `href` shows docsnav reading it without comparing it.
const media = fc.oneof(
  url.map((target) => `<img src="${target}" alt="x" />`),
  url.map((target) => flow('video controls', 'video', `<source src="${target}" type="video/mp4" />`)),
  fc
    .tuple(title, url, fc.boolean())
    .map(([name, target, closed]) =>
      closed ? `<Card${attribute('title', name)} href="${target}" icon="x" />` : flow(`Card${attribute('title', name)} href="${target}"`, 'Card', 'A card.'),
    ),
  fc
    .array(url, { minLength: 1, maxLength: 3 })
    .map((targets) => flow('CardGroup cols={2}', 'CardGroup', targets.map((target) => `<Card title="C" href="${target}" />`).join('\n\n'))),
  url.map((target) => flow(`a href="${target}"`, 'a', 'Flow link.')),
  url.map((target) => flow('Frame', 'Frame', `<img src="${target}" />`)),
  url.map((target) => `<Tile href={"${target}"} />`),
  url.map((target) => `[ref]: ${target}\n\nSee [that][ref] and ![this][ref].`),
)
// Autolink literals; after an unclosed `[` (`[ see www.x.com`) they are made by
// mdast-util-gfm-autolink-literal's transform without a position (extract.ts reports them at their paragraph).
const autolinks = fc.constantFrom(
  'Visit www.example.com or https://example.com/auto.',
  'Write to team@example.com (not `www.in-code.com`).',
  '[ see www.example.com and team@example.com',
)
const leaf = fc.oneof(
  { arbitrary: heading, weight: 6 },
  { arbitrary: paragraph, weight: 3 },
  // A heading right before or after text, no blank line between.
  { arbitrary: fc.tuple(heading, paragraph, fc.boolean()).map(([title, text, before]) => (before ? `${text}\n${title}` : `${title}\n${text}`)), weight: 1 },
  { arbitrary: autolinks, weight: 1 },
  { arbitrary: jsxHeading, weight: 2 },
  { arbitrary: fence, weight: 1 },
  { arbitrary: paramField, weight: 2 },
  { arbitrary: withId, weight: 2 },
  { arbitrary: media, weight: 2 },
)

/** Components with content: titles make their ids, headings inside some are left out of the contents. */
function containers(inner: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const accordion = fc
    .tuple(title, optional('id', explicitId), inner)
    .map(([name, id, content]) => flow(`Accordion${attribute('title', name)}${id}`, 'Accordion', content))
  const tabId = fc.oneof(
    { arbitrary: fc.constant(''), weight: 4 },
    { arbitrary: explicitId.map((id) => attribute('id', id)), weight: 2 },
    fc.constant(' id={"expr"}'),
  )
  const tab = fc.tuple(title, tabId, inner).map(([name, id, content]) => flow(`Tab${attribute('title', name)}${id}`, 'Tab', content))
  const titleSize = fc.constantFrom('h2', 'h3', 'h4', 'p')
  const step = fc
    .tuple(title, optional('titleSize', titleSize), optional('id', explicitId), fc.constantFrom('', '', ' noAnchor', ' noAnchor={false}'), inner)
    .map(([name, size, id, noAnchor, content]) => flow(`Step${attribute('title', name)}${size}${id}${noAnchor}`, 'Step', content))
  return fc.oneof(
    accordion,
    fc.array(accordion, { minLength: 1, maxLength: 3 }).map((items) => flow('AccordionGroup', 'AccordionGroup', items.join('\n\n'))),
    fc.array(tab, { minLength: 1, maxLength: 4 }).map((items) => flow('Tabs', 'Tabs', items.join('\n\n'))),
    fc.tuple(title, inner).map(([name, content]) => flow(`View${attribute('title', name)}`, 'View', content)),
    fc
      .tuple(optional('titleSize', titleSize), fc.array(step, { minLength: 1, maxLength: 4 }), fc.boolean())
      .map(([size, items, fragment]) => flow(`Steps${size}`, 'Steps', fragment ? flow('', '', items.join('\n\n')) : items.join('\n\n'))),
    fc
      .tuple(fc.option(title, { nil: undefined }), optional('id', explicitId), optional('description', title), inner)
      .map(([label, id, description, content]) => flow(`Update${label === undefined ? '' : attribute('label', label)}${id}${description}`, 'Update', content)),
    fc
      .tuple(fc.constantFrom('Expandable title="more"', 'Prompt description="Ask"'), inner)
      .map(([open, content]) => flow(open, open.slice(0, open.indexOf(' ')), content)),
    fc
      .tuple(fc.constantFrom('', ' for="humans"', ' for="agents"', ' for="everyone"', ' for={"agents"}', ' for={audience}'), inner)
      .map(([audience, content]) => flow(`Visibility${audience}`, 'Visibility', content)),
    fc.tuple(fc.constantFrom('Note', 'div', 'Info'), optional('id', explicitId), inner).map(([name, id, content]) => flow(`${name}${id}`, name, content)),
  )
}

function blocks(block: fc.Arbitrary<string>, maxLength: number): fc.Arbitrary<string> {
  return fc.array(block, { minLength: 1, maxLength }).map((items) => items.join('\n\n'))
}
const depth0 = blocks(leaf, 3)
const depth1 = blocks(fc.oneof({ arbitrary: leaf, weight: 3 }, { arbitrary: containers(depth0), weight: 1 }), 3)
/** Pages, some with frontmatter, some with Windows line ends. */
const page = fc
  .tuple(fc.boolean(), blocks(fc.oneof({ arbitrary: leaf, weight: 2 }, { arbitrary: containers(depth1), weight: 1 }), 10), fc.nat(9))
  .map(([frontmatter, body, crlf]) => {
    const text = `${frontmatter ? '---\ntitle: Page\n---\n\n' : ''}${body}\n`
    return crlf === 0 ? text.replaceAll('\n', '\r\n') : text
  })

describe('anchors and links of a page', () => {
  it(
    "are those Mintlify's own link checker finds (its decorateGraphNodeFromPageContent), on generated pages",
    async () => {
      assertLinkRotInstalled()
      const decorate = (await import(pathToFileURL(checkerFile).href)).decorateGraphNodeFromPageContent as Decorate
      const seen = { anchors: 0, counted: 0, links: 0 }
      await fc.assert(
        fc.asyncProperty(page, async (text) => {
          const theirLinks: string[] = []
          const node: GraphNode = { addPath: (found) => theirLinks.push(found), headingSlugs: null }
          await decorate(node, text)
          const ours = extractPage(text)
          if ('error' in ours) throw new Error(`docsnav cannot parse a page Mintlify parses: ${ours.error.reason} at ${ours.error.line}:${ours.error.column}`)
          if ('skipped' in ours) throw new Error(`docsnav does not parse a page Mintlify parses: ${ours.skipped}`)
          const theirAnchors = [...(node.headingSlugs ?? [])].sort()
          expect([...new Set(ours.anchors)].sort()).toEqual(theirAnchors)
          const ourLinks = ours.links.filter(
            (link) => link.form === 'link' || link.form === 'image' || (link.form === 'attribute' && COMPARED_ELEMENTS.has(link.element ?? '')),
          )
          expect(ourLinks.map((link) => link.url).sort()).toEqual(theirLinks.sort())
          seen.anchors += theirAnchors.length
          seen.counted += theirAnchors.filter((anchor) => /-\d$/.test(anchor)).length
          seen.links += theirLinks.length
        }),
        { numRuns: 300, seed: 20261126 },
      )
      // The pages do hold anchors (counted ones among them) and links.
      expect(seen.anchors).toBeGreaterThan(1500)
      expect(seen.counted).toBeGreaterThan(100)
      expect(seen.links).toBeGreaterThan(1500)
    },
    timeoutFor(300, 75),
  )
})
