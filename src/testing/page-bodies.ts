import fc from 'fast-check'
import { label } from './configs.js'
import type { ConfigConstraints } from './configs.js'
import { type Site, validSite } from './site.js'

/**
 * validSite()'s sites with page bodies that use every Mintlify component plain Markdown has a form
 * for (docs/page-markdown.md), imports, exports, expressions and snippets (one of them importing
 * itself), and what their Markdown must keep: the text of each heading, and each link as the
 * absolute URL it leads to.
 */
export interface SiteWithBodies {
  site: Site
  /** By page file: the headings its Markdown keeps, and its links as absolute URLs. */
  expected: Record<string, { headings: string[]; links: string[] }>
}

/** A piece of MDX and what its Markdown keeps. */
interface Piece {
  text: string
  headings: string[]
  links: string[]
}

const WORDS = fc
  .array(fc.constantFrom('alpha', 'beta', 'deploy', 'service', 'the', 'key', 'zone', 'record'), { minLength: 1, maxLength: 6 })
  .map((words) => words.join(' '))
const OUTSIDE = fc.constantFrom('https://example.com/a', 'https://github.com/acme/acme#readme', 'mailto:help@example.com')
const CALLOUT = fc.constantFrom('Note', 'Info', 'Tip', 'Check', 'Warning', 'Danger', 'Callout')
const INLINE = fc.constantFrom('<Tooltip tip="A hint">hint</Tooltip>', '<Badge>new</Badge>', '<Icon icon="rocket" />', '{1 + 1}', '<Custom>kept</Custom>', '')

/** The snippet every page may use, and one that imports itself (inlined once: the cycle is stopped). */
const SNIPPETS: Record<string, string> = {
  'snippets/shared.mdx': '## Shared heading\n\n<Tip>From a [snippet](https://example.com/snippet).</Tip>\n',
  'snippets/loop.mdx': "import Loop from '/snippets/loop.mdx'\n\nLoop text.\n\n<Loop />\n",
}
const SNIPPET_PIECES: Record<string, Piece> = {
  Shared: { text: '<Shared />', headings: ['Shared heading'], links: ['https://example.com/snippet'] },
  Loop: { text: '<Loop />', headings: [], links: [] },
}

/** Bodies are written for this many pages of a site at most (the others keep validSite()'s): enough to link between, quick to check. */
const MAX_BODIES = 6

/** `siteUrl`: the site's URL the expected links are under. */
export function siteWithPageBodies(siteUrl: string, constraints: ConfigConstraints = {}): fc.Arbitrary<SiteWithBodies> {
  return validSite(constraints).chain((site) => {
    const all = Object.keys(site.files)
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => file.slice(0, -'.mdx'.length))
    const pages = all.slice(0, MAX_BODIES)
    // Links to pages whose URL is their path (a page `x/index` is served at `/x`).
    const targets = all.filter((page) => !/(^|\/)index$/.test(page))
    const bodies = pages.map((page) => body(page, targets, siteUrl))
    return fc.tuple(...bodies).map((made) => {
      const files = { ...site.files, ...SNIPPETS }
      const expected: SiteWithBodies['expected'] = {}
      made.forEach((piece, index) => {
        const file = `${pages[index]}.mdx`
        files[file] = `${frontmatterOf(site.files[file]!)}${piece.text}\n`
        expected[file] = { headings: piece.headings, links: piece.links }
      })
      return { site: { config: site.config, files }, expected }
    })
  })
}

function frontmatterOf(text: string): string {
  return /^---\n[\s\S]*?\n---\n/.exec(text)?.[0] ?? ''
}

/** A page's body: its imports and an export, then blocks. */
function body(page: string, targets: readonly string[], siteUrl: string): fc.Arbitrary<Piece> {
  const folder = page.includes('/') ? page.slice(0, page.lastIndexOf('/')) : ''
  const siblings = targets.filter((target) => target !== page && (target.includes('/') ? target.slice(0, target.lastIndexOf('/')) : '') === folder)
  const link = fc.oneof(
    OUTSIDE.map((href) => ({ href, url: href })),
    ...(targets.length > 0
      ? [
          fc.tuple(fc.constantFrom(...targets), fc.option(fc.constantFrom('setup', 'next-steps'), { nil: undefined })).map(([target, anchor]) => {
            const path = `/${target}${anchor === undefined ? '' : `#${anchor}`}`
            return { href: path, url: `${siteUrl}${path}` }
          }),
        ]
      : []),
    ...(siblings.length > 0
      ? [fc.constantFrom(...siblings).map((target) => ({ href: `./${target.slice(target.lastIndexOf('/') + 1)}`, url: `${siteUrl}/${target}` }))]
      : []),
  )
  const block = blocks(link)
  return fc.array(block, { minLength: 1, maxLength: 8 }).map((pieces) => {
    const all = joined(pieces, '\n\n')
    return { ...all, text: `import Shared from '/snippets/shared.mdx'\nimport Loop from '/snippets/loop'\nexport const version = 2\n\n${all.text}` }
  })
}

function joined(pieces: readonly Piece[], separator: string): Piece {
  return {
    text: pieces.map((piece) => piece.text).join(separator),
    headings: pieces.flatMap((piece) => piece.headings),
    links: pieces.flatMap((piece) => piece.links),
  }
}

function wrapped(open: string, inner: Piece, close: string, extra: Partial<Piece> = {}): Piece {
  return {
    text: `${open}\n\n${inner.text}\n\n${close}`,
    headings: [...(extra.headings ?? []), ...inner.headings],
    links: [...(extra.links ?? []), ...inner.links],
  }
}

/** Blocks of every kind, nested two deep at most. */
function blocks(link: fc.Arbitrary<{ href: string; url: string }>): fc.Arbitrary<Piece> {
  const heading = fc
    .tuple(fc.integer({ min: 2, max: 4 }), label())
    .map(([depth, text]) => ({ text: `${'#'.repeat(depth)} ${text}`, headings: [text], links: [] }))
  const paragraph = fc.tuple(WORDS, WORDS, link, INLINE, WORDS).map(([before, text, { href, url }, inline, after]) => ({
    text: `${before} [${text}](${href}) ${inline} ${after}.`,
    headings: [],
    links: [url],
  }))
  const code = fc
    .tuple(fc.constantFrom('bash', 'js', 'python'), fc.option(label(), { nil: undefined }))
    .map(([lang, title]) => `\`\`\`${lang}${title === undefined ? '' : ` ${title}`}\nrun ${lang}\n\`\`\``)
  const leaf = fc.oneof(
    heading,
    paragraph,
    code.map((text) => ({ text, headings: [], links: [] })),
    fc.constantFrom('{/* a comment */}', '{props.name}', 'export const more = 1').map((text) => ({ text, headings: [], links: [] })),
    fc.constantFrom(...Object.values(SNIPPET_PIECES)),
  )
  const inner = fc.array(fc.oneof(heading, paragraph), { minLength: 1, maxLength: 3 }).map((pieces) => joined(pieces, '\n\n'))
  const titled = (name: string) => fc.tuple(label(), inner).map(([title, content]) => wrapped(`<${name} title="${title}">`, content, `</${name}>`))
  const card = fc
    .tuple(label(), link, inner)
    .map(([title, { href, url }, content]) => wrapped(`<Card title="${title}" icon="rocket" href="${href}">`, content, '</Card>', { links: [url] }))
  const field = fc
    .tuple(
      fc.constantFrom('ParamField query="limit"', 'ParamField body="name"', 'ResponseField name="id"'),
      fc.constantFrom('string', 'number'),
      fc.boolean(),
      inner,
    )
    .map(([opening, type, required, content]) => wrapped(`<${opening} type="${type}"${required ? ' required' : ''}>`, content, `</${opening.split(' ')[0]}>`))
  const composite = fc.oneof(
    fc.tuple(CALLOUT, inner).map(([kind, content]) => wrapped(`<${kind}>`, content, `</${kind}>`)),
    card,
    fc
      .tuple(fc.constantFrom('CardGroup cols={2}', 'Columns'), fc.array(card, { minLength: 1, maxLength: 3 }))
      .map(([opening, cards]) => wrapped(`<${opening}>`, joined(cards, '\n\n'), `</${opening.split(' ')[0]}>`)),
    fc.array(titled('Tab'), { minLength: 1, maxLength: 3 }).map((tabs) => wrapped('<Tabs>', joined(tabs, '\n\n'), '</Tabs>')),
    fc.array(code, { minLength: 1, maxLength: 3 }).map((codes) => ({ text: `<CodeGroup>\n\n${codes.join('\n\n')}\n\n</CodeGroup>`, headings: [], links: [] })),
    fc.array(titled('Step'), { minLength: 1, maxLength: 3 }).map((steps) => wrapped('<Steps>', joined(steps, '\n\n'), '</Steps>')),
    fc
      .array(titled('Accordion'), { minLength: 1, maxLength: 3 })
      .map((accordions) => wrapped('<AccordionGroup>', joined(accordions, '\n\n'), '</AccordionGroup>')),
    titled('Expandable'),
    field,
    fc
      .tuple(label(), WORDS)
      .map(([caption, alt]) => ({ text: `<Frame caption="${caption}">\n\n![${alt}](/images/diagram.png)\n\n</Frame>`, headings: [], links: [] })),
    fc.tuple(label(), inner).map(([when, content]) => wrapped(`<Update label="${when}" description="v2">`, content, '</Update>')),
    inner.map((content) => wrapped('<Custom kind="x">', content, '</Custom>')),
  )
  return fc.oneof({ arbitrary: leaf, weight: 2 }, { arbitrary: composite, weight: 3 })
}
