import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { iconSvg } from '../src/integrations/icons.js'
import { pageMarkdown } from '../src/integrations/mkdocs/page-markdown.js'

/**
 * Mintlify's components that `docsnav mkdocs` wrote as their bare content, or left out (found on the
 * MCP specification's docs: `<Tree.Folder>`, 60 `<Icon>`s and 258 Card icons lost), drawn with
 * Material's own blocks.
 */
const project = join(import.meta.dirname, '..', 'examples', 'mkdocs')
const converted = (text: string) =>
  pageMarkdown(text, { root: '/nowhere', file: 'page.md', fileOf: () => undefined, icon: (name, iconType) => iconSvg(name, { project, iconType }) })

describe('components written for MkDocs', () => {
  it('writes a file tree and its member components as nested lists', () => {
    const { markdown, lost } = converted(
      '<Tree>\n  <Tree.Folder name="app">\n    <Tree.File name="main.ts" comment="entry" />\n    <Tree.Folder name="lib">\n      <Tree.File name="a.ts" />\n    </Tree.Folder>\n  </Tree.Folder>\n  <Tree.File name="package.json" />\n</Tree>\n',
    )
    expect(lost).toEqual([])
    expect(markdown).toBe('-   **app/**\n    -   `main.ts` — entry\n    -   **lib/**\n        -   `a.ts`\n-   `package.json`')
  })

  it('writes colours as swatches with their names and values', () => {
    const { markdown, lost } = converted(
      '<Color variant="compact">\n  <Color.Row title="Brand">\n    <Color.Item name="ink" value="#112233" />\n  </Color.Row>\n</Color>\n',
    )
    expect(lost).toEqual([])
    expect(markdown).toContain('**Brand**')
    expect(markdown).toContain('style="background: #112233"')
    expect(markdown).toContain('ink <code>#112233</code>')
  })

  it('draws icons from the installed icon packages, in text and on cards', () => {
    const { markdown, lost } = converted('Done <Icon icon="check" iconType="solid" />.\n\n<Card title="Go" icon="rocket">Text</Card>\n')
    expect(lost).toEqual([])
    expect(markdown.match(/<span class="docsnav-icon"><svg/g)).toHaveLength(2)
  })

  it('says an icon no installed package has at its place', () => {
    const { lost } = converted('A <Icon icon="no-such-icon-anywhere" />\n')
    expect(lost).toEqual([expect.objectContaining({ line: 1, column: 3, name: '<Icon>' })])
  })

  it('writes views as one set of content tabs, and leaves out what is for agents only', () => {
    const { markdown } = converted(
      '<View title="Python">\n\npy\n\n</View>\n\n<View title="Node">\n\njs\n\n</View>\n\n<Visibility for="agents">\n\nsecret\n\n</Visibility>\n',
    )
    expect(markdown).toBe('=== "Python"\n\n    py\n\n=== "Node"\n\n    js')
  })

  it('writes examples, tiles, repositories and prompts as admonitions and cards, without losses', () => {
    const { markdown, lost } = converted(
      '<RequestExample>\n\n```bash a.sh\ncurl a\n```\n\n```python b.py\nget()\n```\n\n</RequestExample>\n\n<Tile title="T" href="https://x.test" description="D" />\n\n<GitHub.Repo repo="o/r" />\n\n<Prompt description="Ask">Write code</Prompt>\n',
    )
    expect(lost).toEqual([])
    expect(markdown).toContain('!!! example "Request"\n\n    === "a.sh"')
    expect(markdown).toContain('**[T](https://x.test)**')
    expect(markdown).toContain('**[o/r](https://github.com/o/r)**')
    expect(markdown).toContain('!!! quote "Ask"')
  })
})

describe('React snippets written for MkDocs', () => {
  const pageBodies = join(import.meta.dirname, 'fixtures', 'page-bodies')
  const withReact = (text: string, projectFolder = project) =>
    pageMarkdown(text, { root: pageBodies, file: 'page.md', source: 'page.mdx', fileOf: () => undefined, project: projectFolder })

  it("draws a .jsx snippet's component to HTML with the project's React, its hooks given as Mintlify gives them", () => {
    // button.jsx calls useState without importing it, as Mintlify's snippets may.
    const { markdown, lost } = withReact("import { Button } from '/snippets/button.jsx'\n\n<Button>Press me</Button>\n")
    expect(lost).toEqual([])
    // Its content is given to it as HTML, in a <span> (a <div> when it is paragraphs).
    expect(markdown).toBe('<div class="dn-react"><button><span>Press me</span></button></div>')
  })

  it('shows the content, and says why, where React cannot draw the component', () => {
    const { markdown, lost } = withReact("import { Button } from './snippets/button.jsx'\n\n<Button>Press me</Button>\n", join(pageBodies, 'no-such-project'))
    expect(markdown).toBe('Press me')
    expect(lost).toEqual([
      expect.objectContaining({ line: 3, column: 1, name: '<Button>', loses: expect.stringMatching(/not drawn \(the project has no react/) }),
    ])
  })

  it('shows a .jsx component as its content and says so, never its source as the page', () => {
    const { markdown, lost } = converted("import Chart from '/snippets/chart.jsx'\n\n<Chart>Inside</Chart>\n")
    expect(markdown).toBe('Inside')
    expect(lost).toEqual([expect.objectContaining({ line: 3, column: 1, name: '<Chart>' })])
  })
})
