import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { convertPageBody, readsAsMarkdown } from '../../src/import/bodies/index.js'
import { fenceEnd, toLines } from '../../src/import/bodies/lines.js'
import { describeChange, importSite, type SourceKind } from '../../src/import/index.js'
import { docusaurusProject } from '../fixtures/import/docusaurus/project.js'
import { parseMdx } from '../../src/parse/mdx.js'
import { run } from '../helpers/cli.js'

/**
 * `docsnav import`'s page bodies, on real pages of six generators' own documentation (vendored
 * with their licences in test/fixtures/import/bodies; SHAPES.md there surveys each project):
 * every construct Mintlify has a component for is converted, nothing else is touched, and what is
 * left is said at its line.
 */

const fixtures = join(import.meta.dirname, '..', 'fixtures', 'import', 'bodies')
const page = (kind: string, path: string) => readFileSync(join(fixtures, kind, path), 'utf8')
const convert = (kind: SourceKind, path: string) => convertPageBody(page(kind, path), kind, { markdown: readsAsMarkdown(kind, path) })

/** The lines of a text outside its code blocks. */
function prose(text: string): string[] {
  const lines = toLines(text)
  const kept: string[] = []
  for (let index = 0; index < lines.length; ) {
    const end = fenceEnd(lines, index)
    if (end !== undefined) index = end
    else kept.push(lines[index++]!.text)
  }
  return kept
}

function pagesOf(kind: string): string[] {
  return readdirSync(join(fixtures, kind), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name).slice(join(fixtures, kind).length + 1))
}

const KINDS: readonly SourceKind[] = ['mkdocs', 'docusaurus', 'vitepress', 'starlight', 'fumadocs', 'gitbook']

describe('page bodies of real sites in Mintlify components', () => {
  it("Material's admonitions, collapsibles and tabs, nested and titled as Material shows them", () => {
    const { text, left } = convert('mkdocs', 'pages/docs/reference/admonitions.md')
    expect(prose(text).filter((line) => /^\s*(?:!!!|\?\?\?|===)/.test(line))).toEqual([])
    // The page's own <style> blocks (custom admonition icons) are what is left.
    expect(left.map(({ line, construct }) => [line, construct])).toEqual([
      [439, '<style>'],
      [469, '<style>'],
    ])
    // `!!! note ""`: no title; `??? note`: an accordion titled by its type; `???+`: open.
    expect(text).toContain('<Note>\nLorem ipsum dolor sit amet')
    expect(text).toContain('<Accordion title="Note" icon="pencil">')
    expect(text).toContain('<Accordion title="Note" icon="pencil" defaultOpen>')
    // A type Mintlify lacks is a Note titled as Material shows it; one Mintlify names otherwise keeps its title.
    expect(convertPageBody('!!! pied-piper\n    Text.\n\n!!! example\n    Text.\n', 'mkdocs').text).toBe(
      '<Note title="Pied-piper">\nText.\n</Note>\n\n<Info title="Example">\nText.\n</Info>\n',
    )
    const tabs = convert('mkdocs', 'pages/docs/reference/content-tabs.md').text
    // Tabs of one code block each are a code group, titled by the tabs' labels, icon shortcodes gone.
    expect(tabs).toMatch(/<CodeGroup>\n```c C\n[\s\S]*?```c\+\+ C\+\+\n/)
    // The same tabs shown as an example in a code block are left as written there.
    expect(tabs).toContain('``` title="Content tabs with code blocks"\n=== "C"\n\n    ``` c\n')
    expect(tabs).toContain('<Tab title="Feature enabled">')
  })

  it('Docusaurus: admonitions in both title forms, @theme tabs with their imports, tab-block fences', () => {
    const install = convert('docusaurus', 'pages/docs/install.md')
    expect(install.text).not.toMatch(/@theme\/Tabs|<TabItem/)
    expect(prose(install.text).filter((line) => /^\s*:::/.test(line))).toEqual([])
    expect(install.text).toMatch(/<CodeGroup>\n```bash npm\n/)
    const jest = convert('docusaurus', 'jest/pages/docs/JestObjectAPI.md')
    // `:::info Legacy Fake Timers`, the older title form.
    expect(jest.text).toContain('<Info title="Legacy Fake Timers">')
    // `js tab` / `ts tab` fences one after another: one code group titled by language.
    expect(jest.text).toMatch(/<CodeGroup>\n```js JavaScript\n[\s\S]*?```ts TypeScript\n/)
    const toc = toLines(page('docusaurus', 'jest/pages/docs/JestObjectAPI.md')).findIndex((line) => line.text.includes("from '@theme/TOCInline'")) + 1
    expect(jest.left).toContainEqual(expect.objectContaining({ line: toc, construct: "import from '@theme/TOCInline'" }))
  })

  it('VitePress: containers, details, code groups from [labels], alerts, badges; [[toc]] goes, <<< and {{ }} are said', () => {
    const { text, left } = convert('vitepress', 'pages/docs/en/guide/markdown.md')
    expect(prose(text).filter((line) => /^\s*:::|^\s*\[\[toc\]\]/.test(line))).toEqual([])
    expect(text).toMatch(/<CodeGroup>\n```js config.js\n/)
    expect(text).toContain('<Danger title="STOP">')
    // `{open}` opens it.
    expect(text).toContain('<Accordion title="Click me to toggle the code" defaultOpen>')
    const source = toLines(page('vitepress', 'pages/docs/en/guide/markdown.md'))
    for (const { line, construct } of left.filter((each) => each.construct.startsWith('<<<'))) expect(source[line - 1]!.text).toContain(construct)
    expect(left.filter((each) => each.construct.startsWith('<<<')).length).toBeGreaterThan(0)
    expect(convert('vitepress', 'pages/docs/en/reference/default-theme-badge.md').text).toContain('<Badge color="yellow">')
  })

  it('Starlight: asides with titles, <Steps> from an ordered list, <Tabs> of <TabItem label>', () => {
    const asides = convert('starlight', 'pages/docs/src/content/docs/components/asides.mdx').text
    expect(prose(asides).filter((line) => /^\s*(?::::|<Aside\b)/.test(line))).toEqual([])
    expect(asides).toContain('<Warning title="Watch out!">')
    const steps = convert('starlight', 'pages/docs/src/content/docs/guides/authoring-content.mdx').text
    expect(steps).toMatch(/<Steps>\n<Step[ >]/)
    const tabs = convert('starlight', 'pages/docs/src/content/docs/components/tabs.mdx')
    expect(tabs.text).toMatch(/<Tab title="[^"]+">/)
    expect(prose(tabs.text).filter((line) => /^\s*<TabItem\b/.test(line))).toEqual([])
  })

  it('Fumadocs: callouts by type, <Tabs items>, <Cards>, <Files> as a tree, tab= fences', () => {
    const index = convert('fumadocs', 'pages/apps/docs/content/docs/(framework)/index.mdx').text
    expect(index).toContain('<CardGroup cols={2}>')
    expect(index).toContain('<Tree.Folder')
    expect(index).not.toMatch(/<Callout\b|<Files>|<Folder\b/)
    const reduced = convert('fumadocs', 'reduced.mdx').text
    expect(reduced).toMatch(/<Steps>\n<Step title="[^"]+">/)
  })

  it('GitBook: hints, tabs of code as a code group, steppers written with tags sharing a line', () => {
    const setup = convert('gitbook', 'pages/docs/solidity-guides/getting-started/quick-start-tutorial/setup.md')
    expect(setup.text).toContain('<Steps>')
    expect(prose(setup.text).filter((line) => /\{%\s*(?:step|stepper|endstep|endstepper|hint|endhint)\b/.test(line))).toEqual([])
    expect(convert('gitbook', 'pages/docs/examples/fhe-counter.md').text).toContain('<CodeGroup>')
  })

  it.each(KINDS)('%s: converting again changes nothing, and no page that parsed as MDX stops parsing', (kind) => {
    let parsedBefore = 0
    for (const path of pagesOf(kind)) {
      const original = page(kind, path)
      const markdown = readsAsMarkdown(kind, path)
      const once = convertPageBody(original, kind, { markdown })
      const twice = convertPageBody(once.text, kind, { markdown })
      expect(twice.text, `${path} converted again`).toBe(once.text)
      expect([...twice.converted.keys()], `${path} converted again`).toEqual([])
      if ('error' in parseMdx(original)) continue
      parsedBefore++
      expect(parseMdx(once.text), path).not.toHaveProperty('error')
    }
    expect(parsedBefore).toBeGreaterThan(0)
  })

  it("leaves Mintlify's own components as they are in a Fumadocs page (they share names)", () => {
    const mintlify =
      '<Callout icon="key" color="#FFC107">Custom</Callout>\n\n<Tabs>\n  <Tab title="A">a</Tab>\n</Tabs>\n\n<Steps>\n  <Step title="One">x</Step>\n</Steps>\n'
    const { text, converted, left, lost } = convertPageBody(mintlify, 'fumadocs')
    expect({ text, converted, left, lost }).toEqual({ text: mintlify, converted: new Map(), left: [], lost: [] })
  })

  describe('the shapes found importing the six projects whole', () => {
    it('a fence indented four columns more is code, not the end of the code block around it', () => {
      const text = '```md\n=== "C"\n\n    ``` c\n    int a;\n    ```\n```\nAfter.\n'
      expect(convertPageBody(text, 'mkdocs').text).toBe(text)
    })

    it("a code block left open in a tab ends with the tab, not holding the tab's closing tag", () => {
      expect(convertPageBody('=== "A"\n    Text.\n    ```\n=== "B"\n    More.\n', 'mkdocs').text).toBe(
        '<Tabs>\n<Tab title="A">\nText.\n```\n```\n</Tab>\n<Tab title="B">\nMore.\n</Tab>\n</Tabs>\n',
      )
    })

    it('a comment or a GitBook tag inside a code span is text', () => {
      expect(convertPageBody('Use `<!-- more -->` to cut. <!-- hidden -->\n', 'mkdocs').text).toBe('Use `<!-- more -->` to cut. {/* hidden */}\n')
      expect(convertPageBody('{% hint style="info" %}\nWrite `{% endhint %}` to end it. Done {% endhint %}\n', 'gitbook').text).toBe(
        '<Info>\nWrite `{% endhint %}` to end it. Done\n</Info>\n',
      )
      expect(convertPageBody('{% tabs %}\n{% tab title="A \\"q\\"" %}\nx\n{% endtab %}\n{% endtabs %}\n', 'gitbook').text).toContain(`<Tab title='A "q"'>`)
    })

    it('a Markdown page reads in MDX as it did: void elements closed, autolinks, stray < and braces escaped', () => {
      const figure = '<figure><img src="a.png" alt=""><figcaption>Cap</figcaption></figure>\n\nSee <https://x.dev>, under <100ms, {name}.\n'
      const { text } = convertPageBody(figure, 'gitbook', { markdown: true })
      expect(text).toBe(
        '<figure><img src="a.png" alt="" /><figcaption>Cap</figcaption></figure>\n\nSee [https://x.dev](https://x.dev), under \\<100ms, \\{name\\}.\n',
      )
      expect(parseMdx(text)).not.toHaveProperty('error')
      // VitePress's v-pre shows its braces as written: escaped, and nothing in it converted or said.
      const vpre = convertPageBody('::: v-pre\n{{ x }} :::tip\n:::\n', 'vitepress', { markdown: true })
      expect(vpre.text).toBe('\\{\\{ x \\}\\} :::tip\n')
      expect(vpre.left).toEqual([])
    })

    it("attribute lists in every form are said; a package's import is said", () => {
      const { left } = convertPageBody('## H { .wide }\n\nText { data-toc-label="y" }\n\nMore { .lg }\n', 'mkdocs', { markdown: true })
      expect(left.map((each) => each.line)).toEqual([1, 3, 5])
      const icons = convertPageBody('import { CpuIcon } from \'lucide-react\'\n\n<Card icon={<CpuIcon />} title="x" />\n', 'fumadocs')
      expect(icons.left).toEqual([expect.objectContaining({ line: 1, construct: "import from 'lucide-react'" })])
    })

    it("Fumadocs code tabs keep a block's own title, and blocks under one tab stay in it", () => {
      const text =
        '```ts tab="React Router" title="app/routes.ts"\na()\n```\n\n```ts tab="React Router" title="app/root.tsx"\nb()\n```\n\n```ts tab="Next.js"\nc()\n```\n'
      expect(convertPageBody(text, 'fumadocs').text).toBe(
        '<Tabs>\n<Tab title="React Router">\n```ts title="app/routes.ts"\na()\n```\n\n```ts title="app/root.tsx"\nb()\n```\n</Tab>\n<Tab title="Next.js">\n```ts\nc()\n```\n</Tab>\n</Tabs>\n',
      )
      expect(convertPageBody('```js tab="npm" lineNumbers\nnpm i\n```\n', 'fumadocs').text).toBe('<CodeGroup>\n```js npm lines\nnpm i\n```\n</CodeGroup>\n')
    })

    it("what a converted admonition had that Mintlify's has no place for is said; a collapsible keeps its kind as an icon", () => {
      const { text, lost } = convertPageBody('!!! note inline end "Side"\n    Beside.\n\n??? warning "Careful"\n    Hidden.\n', 'mkdocs')
      expect(text).toBe('<Note title="Side">\nBeside.\n</Note>\n\n<Accordion title="Careful" icon="triangle-exclamation">\nHidden.\n</Accordion>\n')
      expect(lost).toEqual([{ line: 1, construct: '`inline end`', reason: 'Mintlify shows callouts in the flow of the text, not beside it' }])
    })

    it('a Markdown page keeps its math, code and heading ids, and what MDX would misread is made to read as it did', () => {
      const page = [
        '# Title { #with-pip data-toc-label="with pip" }',
        '',
        '## Custom {#custom-id}',
        '',
        'Inline $\\vec{B}$ and {x}.',
        '',
        '$$',
        '\\frac{a}{b}',
        '$$',
        '',
        '```md',
        '    ```',
        'After',
        '```',
        '',
        'Para',
        '',
        '    code {a} <b>',
        '',
        '<img src="a.png" width=100>',
        '',
        '[ref]: <https://example.com>',
        '',
        '<!--',
        'multi {x}',
        '-->',
        '',
        '<!-- b `*/x` -->',
        '',
      ].join('\n')
      const { text, lost } = convertPageBody(page, 'mkdocs', { markdown: true })
      expect(text).toBe(
        [
          // Mintlify reads a heading's `{#id}`; the rest of the list is said.
          '# Title {#with-pip}',
          '',
          '## Custom {#custom-id}',
          '',
          'Inline $\\vec{B}$ and \\{x\\}.',
          '',
          '$$',
          '\\frac{a}{b}',
          '$$',
          '',
          // MDX ends a code block at a fence line however indented: the fences are made longer.
          '````md',
          '    ```',
          'After',
          '````',
          '',
          'Para',
          '',
          // MDX has no indented code blocks.
          '```',
          'code {a} <b>',
          '```',
          '',
          '<img src="a.png" width="100" />',
          '',
          '[ref]: https://example.com',
          '',
          '{/*',
          'multi {x}',
          '*/}',
          '',
          '{/* b `*\\/x` */}',
          '',
        ].join('\n'),
      )
      expect(lost).toEqual([expect.objectContaining({ line: 1, construct: '`data-toc-label="with pip"`' })])
      expect(parseMdx(text)).not.toHaveProperty('error')
    })

    it("a list item's indented paragraph is no code block", () => {
      expect(convertPageBody('1. Item\n\n    continued\n', 'mkdocs', { markdown: true }).text).toBe('1. Item\n\n    continued\n')
    })

    it('Fumadocs: a title given as a string expression is kept, one of JSX is said; Starlight tab icons are kept', () => {
      expect(convertPageBody('<Callout title={"Plain"}>x</Callout>\n', 'fumadocs').text).toBe('<Info title="Plain">\nx\n</Info>\n')
      const jsx = convertPageBody('<Callout title={<>Use <code>x</code></>}>x</Callout>\n', 'fumadocs')
      expect(jsx.left).toEqual([
        expect.objectContaining({ line: 1, construct: '<Callout>', reason: "its title is JSX, and Mintlify's callout titles are text" }),
      ])
      const tabs = 'import { Tabs, TabItem } from \'@astrojs/starlight/components\'\n\n<Tabs>\n<TabItem label="Stars" icon="star">A</TabItem>\n</Tabs>\n'
      expect(convertPageBody(tabs, 'starlight').text).toContain('<Tab title="Stars" icon="star">')
    })

    it('what a review found: a page of 150,000 lines, tab sets of no tab, a component never closed', () => {
      // A spread of a page's lines overflowed the stack ("Maximum call stack size exceeded").
      const long = convertPageBody(`:::tip\nHi\n:::\n${'x\n'.repeat(150_000)}`, 'docusaurus')
      expect(long.text.startsWith('<Tip>\nHi\n</Tip>\n')).toBe(true)
      // No tab is no code group.
      const empty = convertPageBody("import Tabs from '@theme/Tabs'\n\n<Tabs>\n</Tabs>\n", 'docusaurus')
      expect(empty.text).toContain('<Tabs>\n</Tabs>')
      expect(empty.left).toContainEqual(expect.objectContaining({ line: 3, construct: '<Tabs>', reason: 'it holds no tab' }))
      expect(convertPageBody('{% tabs %}\n{% endtabs %}\n', 'gitbook').text).toBe('{% tabs %}\n{% endtabs %}\n')
      // A component never closed is said, not kept in silence.
      const open = convertPageBody('import Admonition from \'@theme/Admonition\'\n\n<Admonition type="tip">\nText\n', 'docusaurus')
      expect(open.left).toContainEqual(expect.objectContaining({ line: 3, construct: '<Admonition>' }))
      // A step's heading with trailing spaces and closing hashes is its title.
      expect(convertPageBody(`{% stepper %}\n{% step %}\n## Install ${' '.repeat(50)}##\nRun.\n{% endstep %}\n{% endstepper %}\n`, 'gitbook').text).toContain(
        '<Step title="Install">',
      )
    })

    it('a line of colons that closes nothing is text, not an internal error (VitePress es/guide/markdown.md)', () => {
      // pairs() read the innermost opener of none: "Cannot read properties of undefined (reading 'key')".
      expect(convertPageBody('Text.\n:::\n', 'vitepress', { markdown: true }).text).toBe('Text.\n:::\n')
      expect(convertPageBody('::: tip\nA\n:::\n:::\n', 'vitepress', { markdown: true }).text).toBe('<Tip>\nA\n</Tip>\n:::\n')
    })

    it("an import shown in a code block is the code's: the page's own <Callout> is still converted (Fumadocs story/index.mdx)", () => {
      const page = '<Callout title="When?">\n\nText.\n\n</Callout>\n\n```ts\nimport { Callout } from "@/components/callout";\n```\n'
      const { text, left } = convertPageBody(page, 'fumadocs')
      expect(text).toBe('<Info title="When?">\nText.\n</Info>\n\n```ts\nimport { Callout } from "@/components/callout";\n```\n')
      expect(left).toEqual([])
    })

    it('a heading\'s id given as `id="…"` or with dots keeps its anchor (Material\'s changelog: `## 9.7.6 { id="9.7.6" }`)', () => {
      const { text, lost } = convertPageBody('## 9.7.6 { id="9.7.6" }\n\n## Two { #v2.0 .lg }\n', 'mkdocs', { markdown: true })
      expect(text).toBe('## 9.7.6 {#9.7.6}\n\n## Two {#v2.0}\n')
      expect(lost).toEqual([expect.objectContaining({ line: 3, construct: '`.lg`' })])
      expect(convertPageBody('## 9.7.6 { id="9.7.6" }\n', 'mkdocs', { markdown: true }).left).toEqual([])
      expect(parseMdx(text)).not.toHaveProperty('error')
    })

    it("Fumadocs' npm and package-install blocks are a code group of the four package managers, as remark-npm draws them", () => {
      expect(convertPageBody('```npm\nnpm i fumadocs-core\n```\n\n```package-install\n@fumadocs/story\n```\n', 'fumadocs').text).toBe(
        [
          '<CodeGroup>',
          '```bash npm',
          'npm i fumadocs-core',
          '```',
          '',
          '```bash pnpm',
          'pnpm add fumadocs-core',
          '```',
          '',
          '```bash yarn',
          'yarn add fumadocs-core',
          '```',
          '',
          '```bash bun',
          'bun add fumadocs-core',
          '```',
          '</CodeGroup>',
          '',
          '<CodeGroup>',
          '```bash npm',
          'npm install @fumadocs/story',
          '```',
          '',
          '```bash pnpm',
          'pnpm add @fumadocs/story',
          '```',
          '',
          '```bash yarn',
          'yarn add @fumadocs/story',
          '```',
          '',
          '```bash bun',
          'bun add @fumadocs/story',
          '```',
          '</CodeGroup>',
          '',
        ].join('\n'),
      )
    })

    it("a step's title keeps its words, not a link's brackets and target (Starlight's i18n guide)", () => {
      const steps =
        "import { Steps } from '@astrojs/starlight/components'\n\n<Steps>\n1. Configure [locales](/reference/configuration/#locales) in *one* place\n\n   Text.\n</Steps>\n"
      expect(convertPageBody(steps, 'starlight').text).toContain('<Step title="Configure locales in one place">')
    })

    it('a component Mintlify lacks is said once a page, with how many times it is used', () => {
      const { left } = convertPageBody('<Fragment slot="a">x</Fragment>\n\n<Fragment slot="b">y</Fragment>\n', 'starlight')
      expect(left).toEqual([expect.objectContaining({ line: 1, construct: '<Fragment>', times: 2 })])
      expect(left[0]!.reason).toMatch(/\(2 times in this page\)$/)
    })
  })

  describe('what a second run on the six projects found left unsaid', () => {
    it("Fumadocs' <include> and <auto-type-table>, whose content would be lost, are said", () => {
      const { left } = convertPageBody('<include>.shared.mdx</include>\n\n<auto-type-table path="a.ts" name="A" />\n', 'fumadocs')
      expect(left.map(({ line, construct }) => [line, construct])).toEqual([
        [1, '<include>'],
        [3, '<auto-type-table>'],
      ])
    })

    it("an npm block in a tab set is its package managers' code group inside its tab (remark-ts2js.mdx)", () => {
      const { text } = convertPageBody('```npm tab="Fumadocs MDX"\nnpm i fumadocs-docgen\n```\n\n```ts tab="Other"\nx()\n```\n', 'fumadocs')
      expect(text).toContain('<Tabs>\n<Tab title="Fumadocs MDX">\n<CodeGroup>\n```bash npm\nnpm i fumadocs-docgen\n```\n')
      expect(text).toContain('```bash bun\nbun add fumadocs-docgen\n```\n</CodeGroup>\n</Tab>\n<Tab title="Other">\n```ts\nx()\n```\n</Tab>\n</Tabs>')
      expect(text).not.toContain('```npm')
    })

    it("Material: an icon's attribute list, icon shortcodes once a page, keys and marks are said; hl_lines and linenums converted", () => {
      const page =
        '-   :material-clock-fast:{ .lg .middle } __Set up__\n\nPress ++ctrl+alt+del++ to ==mark== it. :octicons-heart-16:\n\n``` py title="a.py" linenums="3" hl_lines="2 4-5"\nx\n```\n'
      const { text, left, lost } = convertPageBody(page, 'mkdocs', { markdown: true })
      expect(left.map(({ line, construct }) => [line, construct])).toEqual([
        [1, '{ .lg .middle }'],
        [1, ':material-…: icons'],
        [3, '++ctrl+alt+del++'],
        [3, '==mark=='],
      ])
      expect(left[1]!.reason).toMatch(/\(2 times in this page\)$/)
      expect(text).toContain('``` py title="a.py" lines {2,4-5}\n')
      expect(lost).toEqual([expect.objectContaining({ line: 5, construct: '`linenums="3"`' })])
    })

    it("VitePress: line highlights written against the language, and :line-numbers, as Mintlify's", () => {
      const { text } = convertPageBody('```vue{1-4,9-12}\nx\n```\n\n```ts:line-numbers {2}\ny\n```\n\n```js{1}:no-line-numbers\nz\n```\n', 'vitepress', {
        markdown: true,
      })
      expect(text).toBe('```vue {1-4,9-12}\nx\n```\n\n```ts {2} lines\ny\n```\n\n```js {1}\nz\n```\n')
      expect(convertPageBody('```ts [a.ts]\ny\n```\n', 'vitepress', { markdown: true }).text).toBe('```ts [a.ts]\ny\n```\n')
    })

    it('a relative import of an Astro, Vue or Svelte component is said (Starlight environmental-impact.mdx)', () => {
      const { left } = convertPageBody("import CarbonComparison from '../../components/carbon-comparison.astro'\n\n<CarbonComparison />\n", 'starlight')
      expect(left).toContainEqual(expect.objectContaining({ line: 1, construct: "import from '../../components/carbon-comparison.astro'" }))
    })
  })

  it('leaves a page with nothing to convert byte for byte, its line endings and BOM included', () => {
    const text = '\uFEFF# Title\r\n\r\nJust prose, with `:::` in code.\r\n'
    expect(convertPageBody(text, 'docusaurus').text).toBe(text)
    const converted = convertPageBody('# T\r\n\r\n:::tip\r\nHi\r\n:::\r\n', 'docusaurus').text
    expect(converted).toBe('# T\r\n\r\n<Tip>\r\nHi\r\n</Tip>\r\n')
  })

  it('never converts inside code, nor a container never closed, which it says', () => {
    const { text, left } = convertPageBody('````md\n:::tip\nno\n:::\n````\n\n:::warning\nopen to the end\n', 'docusaurus')
    expect(text).toBe('````md\n:::tip\nno\n:::\n````\n\n:::warning\nopen to the end\n')
    expect(left).toEqual([{ line: 7, construct: ':::warning', reason: 'it is never closed (no line of colons ends it)' }])
  })
})

describe('docsnav import with page bodies', () => {
  const folders: string[] = []
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
  })

  /** A MkDocs project of Material's real pages, and one reduced page with what is not converted. */
  function materialSite(): string {
    const root = mkdtempSync(join(tmpdir(), 'docsnav-bodies-'))
    folders.push(root)
    for (const name of ['admonitions.md', 'content-tabs.md']) cpSync(join(fixtures, 'mkdocs', 'pages', 'docs', 'reference', name), join(root, 'docs', name))
    writeFileSync(join(root, 'docs', 'index.md'), '# Home\n\n--8<-- "includes/abbreviations.md"\n\nSee <b>this.\n')
    mkdirSync(dirname(join(root, 'mkdocs.yml')), { recursive: true })
    writeFileSync(join(root, 'mkdocs.yml'), 'site_name: Bodies\nnav:\n  - index.md\n  - Admonitions: admonitions.md\n  - Content tabs: content-tabs.md\n')
    return root
  }

  it('plans each converted body as a change, and says what is left at file:line, in the summary too', async () => {
    const root = materialSite()
    const result = await importSite(root)
    const change = result.changes.find((each) => each.file === 'docs/admonitions.md')
    expect(change?.body?.converted).toMatch(/^\d+ (?:callouts|accordions|code groups|tab groups|comments)/)
    const said = result.report.diagnostics.find((diagnostic) => diagnostic.code === 'DN1205' && diagnostic.params.file === 'docs/admonitions.md')
    expect(said?.message).toContain("its body in Mintlify's components (")
    const left = result.report.diagnostics.filter((diagnostic) => diagnostic.code === 'DN1214')
    expect(left.map(({ file, line, params }) => [file, line, params.construct]).sort()).toEqual([
      ['docs/admonitions.md', 439, '<style>'],
      ['docs/admonitions.md', 469, '<style>'],
      ['docs/index.md', 3, '--8<--'],
    ])
    // Material's `inline end` placement, which Mintlify's callouts have no place for, is said.
    const lost = result.report.diagnostics.filter((diagnostic) => diagnostic.code === 'DN1216')
    expect(lost.map(({ file, params }) => [file, params.what])).toContainEqual(['docs/admonitions.md', '`inline end`'])
    // A page Mintlify still cannot read as MDX once converted (a tag never closed) is said where it is now.
    const unreadable = result.report.diagnostics.filter((diagnostic) => diagnostic.code === 'DN1217')
    expect(unreadable.map(({ file, line, params }) => [file, line, params.converted])).toEqual([['docs/index.md', 5, 'line 5 once converted']])
    const summary = result.report.diagnostics.find((diagnostic) => diagnostic.code === 'DN1209')
    expect(summary?.message).toMatch(
      /page bodies: \d+ constructs in 3 pages converted to Mintlify's components, 3 left as written; 1 page Mintlify cannot read as MDX$/,
    )
    // Nothing is written without --write-pages.
    expect(readFileSync(join(root, 'docs', 'admonitions.md'), 'utf8')).toBe(page('mkdocs', 'pages/docs/reference/admonitions.md'))
  })

  it("a moved page's relative imports point at the same files from its new place (a Docusaurus doc's partial)", async () => {
    const project = docusaurusProject(join(import.meta.dirname, '..', 'fixtures', 'import', 'docusaurus', 'features'))
    folders.push(project.root)
    const install = join(project.root, 'docs', '01-guides', '02-install.md')
    writeFileSync(install, readFileSync(install, 'utf8').replace('---\n\n', "---\n\nimport Partial from './_partial.mdx'\n\n") + '\n<Partial />\n')
    writeFileSync(join(project.root, 'docs', '01-guides', '_partial.mdx'), 'Shared text.\n')
    const planned = await importSite(project.root)
    const change = planned.changes.find((each) => each.file === 'docs/01-guides/02-install.md')
    expect(change).toMatchObject({ moveTo: 'docs/guides/install.md', body: { imports: 1 } })
    expect(change?.body?.text).toContain("\nimport Partial from '../01-guides/_partial.mdx'\n")
    expect(describeChange(change!)).toBe('moved to `docs/guides/install.md`, and its relative import pointed at the same files from there')
    expect((await run(['import', project.root, '--write-pages', '--no-color'])).code).toBe(0)
    const checked = await run(['check', project.root, '--links', '--no-color'])
    expect(checked.stdout).not.toContain('DN8009')
    expect(readFileSync(join(project.root, 'docs', 'guides', 'install.md'), 'utf8')).toContain("from '../01-guides/_partial.mdx'")
  })

  it('with --write-pages, writes the converted pages, and their labels beside', async () => {
    const root = materialSite()
    const result = await run(['import', root, '--write-pages', '--no-color'])
    expect(result.code).toBe(0)
    expect(result.stderr).toMatch(/\n {2}docs\/content-tabs\.md: its body in Mintlify's components \(\d+ comments, \d+ tab groups/)
    expect(readFileSync(join(root, 'docs', 'content-tabs.md'), 'utf8')).toBe(convert('mkdocs', 'pages/docs/reference/content-tabs.md').text)
    // A body change and a label on one page: both made.
    // Its `<` escaped, as MDX would read it as a tag; the include itself is reported.
    expect(readFileSync(join(root, 'docs', 'index.md'), 'utf8')).toBe(
      '---\nsidebarTitle: "Home"\n---\n\n# Home\n\n--8\\<-- "includes/abbreviations.md"\n\nSee <b>this.\n',
    )
  })
})
