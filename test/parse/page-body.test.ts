import { describe, expect, it } from 'vitest'
import { parseMdx } from '../../src/parse/mdx.js'
import { moduleExports } from '../../src/parse/module-exports.js'
import { pageBody } from '../../src/parse/page-body.js'

function bodyOf(text: string) {
  const parsed = parseMdx(text)
  if ('error' in parsed) throw new Error(parsed.error.reason)
  return pageBody(parsed.tree)
}

/** What each span of a fact covers in the text. */
const written = (text: string, spans: ReadonlyArray<{ start: number; end: number }>) => spans.map((span) => text.slice(span.start, span.end))

describe("a page body's facts", () => {
  it('are undefined for a page of Markdown alone', () => {
    expect(bodyOf('# Title\n\nText with a [link](/x).\n')).toBeUndefined()
  })

  it('give imports with their names, and what the page declares and exports', () => {
    const text = [
      'import Intro from "/snippets/intro.mdx"',
      "import { A, B as C } from './parts.jsx'",
      "import * as Everything from '/snippets/all.jsx'",
      'export const Local = () => <b>x</b>',
      'export function Other() { return null }',
      '',
      'Text.',
    ].join('\n')
    const body = bodyOf(text)!
    expect(body.imports.map(({ start: _start, end: _end, ...rest }) => rest)).toEqual([
      { source: '/snippets/intro.mdx', default: 'Intro', named: [] },
      {
        source: './parts.jsx',
        named: [
          { imported: 'A', local: 'A' },
          { imported: 'B', local: 'C' },
        ],
      },
      { source: '/snippets/all.jsx', namespace: 'Everything', named: [] },
    ])
    expect(written(text, body.imports)).toEqual(text.split('\n').slice(0, 3))
    expect(new Set(body.declared)).toEqual(new Set(['Intro', 'A', 'C', 'Everything', 'Local', 'Other']))
    expect(body.exported).toEqual(['Local', 'Other'])
  })

  it('give components at their names, members included, with their props as literals', () => {
    const text = '<Card title="A" horizontal cols={2} arrow={false} href={link}>x</Card> <Tree.File name="a" /> <div>html</div>'
    const body = bodyOf(text)!
    expect(written(text, body.elements)).toEqual(['Card', 'Tree.File'])
    const card = body.elements[0]!
    expect(card.props.map(({ name, kind, value }) => ({ name, kind, value }))).toEqual([
      { name: 'title', kind: 'string', value: 'A' },
      { name: 'horizontal', kind: 'boolean', value: 'true' },
      { name: 'cols', kind: 'number', value: '2' },
      { name: 'arrow', kind: 'boolean', value: 'false' },
      { name: 'href', kind: 'expression', value: undefined },
    ])
    expect(written(text, card.props)).toEqual(['title="A"', 'horizontal', 'cols={2}', 'arrow={false}', 'href={link}'])
  })

  it('give the names expressions read and declare nowhere, not globals, members, keys or parameters', () => {
    const text = [
      'export const known = 1',
      '',
      'Hello {name}, {user.first}, {known}, {Math.max(1, other)}, {props.title}, {{ key: value }}.',
      '',
      '{/* a comment */} {items.map((item) => item.label)} <Card title={heading}>x</Card>',
    ].join('\n')
    const body = bodyOf(text)!
    expect(body.free.map((read) => read.name)).toEqual(['name', 'user', 'other', 'value', 'heading'])
    expect(written(text, body.free)).toEqual(['name', 'user', 'other', 'value', 'heading'])
  })
})

describe("a JavaScript snippet's exports", () => {
  it('name a default export `default` only, and a namespace re-export by its name', () => {
    expect(moduleExports("export default function Foo() {}\nexport * as tools from './tools.js'\n")).toEqual({ exported: ['default', 'tools'], open: false })
  })

  it('are its named exports, with JSX and hooks', () => {
    const text =
      'export const Button = ({ children }) => {\n  const [on, set] = useState(false)\n  return <button onClick={() => set(!on)}>{children}</button>\n}\nexport function Other() {}\nconst a = 1, b = 2\nexport { a, b as c }\n'
    expect(moduleExports(text)).toEqual({ exported: ['Button', 'Other', 'a', 'c'], open: false })
  })

  it('are open when it re-exports another module whole', () => {
    expect(moduleExports("export * from './other.jsx'\n")).toEqual({ exported: [], open: true })
  })

  it('say where a file stops being JavaScript', () => {
    expect(moduleExports('export const Broken = () => <div>\n')).toEqual({ error: { line: 1, column: 34, reason: 'Unterminated JSX contents' } })
  })
})
