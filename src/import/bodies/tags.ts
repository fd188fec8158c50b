import { createRequire } from 'node:module'
import type { Line } from './lines.js'

/**
 * A JSX opening tag read from a page's lines, over as many lines as its attributes take: its name,
 * string attributes, expression attributes (as written) and bare ones. Enough of JSX to rewrite
 * the tags of known components; their contents are read as lines.
 */

export interface Tag {
  name: string
  strings: Record<string, string>
  expressions: Record<string, string>
  flags: Set<string>
  selfClosing: boolean
}

/** The opening tag at `column` of line `index`, and where it ends (the line and the column after its `>`). */
export function readTag(lines: readonly Line[], index: number, column: number): { tag: Tag; line: number; column: number } | undefined {
  let line = index
  let at = column
  const text = () => lines[line]!.text
  /** The next character, moving to the next line at a line's end ('\n' between lines), or undefined at the end. */
  const next = (): string | undefined => {
    while (at >= text().length) {
      if (line + 1 >= lines.length || line - index > 50) return undefined
      line++
      at = 0
      return '\n'
    }
    return text()[at++]
  }
  const peek = (): string | undefined => (at < text().length ? text()[at] : line + 1 < lines.length ? '\n' : undefined)
  const skipSpace = () => {
    while (peek() !== undefined && /\s/.test(peek()!)) next()
  }
  if (next() !== '<') return undefined
  let name = ''
  while (peek() !== undefined && /[\w.$-]/.test(peek()!)) name += next()
  if (name === '') return undefined
  const tag: Tag = { name, strings: {}, expressions: {}, flags: new Set(), selfClosing: false }
  for (;;) {
    skipSpace()
    const character = peek()
    if (character === undefined) return undefined
    if (character === '>') {
      next()
      return { tag, line, column: at }
    }
    if (character === '/') {
      next()
      if (next() !== '>') return undefined
      tag.selfClosing = true
      return { tag, line, column: at }
    }
    if (character === '{') {
      // A spread (`{...props}`): read past it.
      if (readExpression(next) === undefined) return undefined
      continue
    }
    let key = ''
    while (peek() !== undefined && /[\w:.-]/.test(peek()!)) key += next()
    if (key === '') return undefined
    skipSpace()
    if (peek() !== '=') {
      tag.flags.add(key)
      continue
    }
    next()
    skipSpace()
    const quote = next()
    if (quote === '"' || quote === "'") {
      let value = ''
      for (let character = next(); character !== quote; character = next()) {
        if (character === undefined) return undefined
        value += character
      }
      tag.strings[key] = value
    } else if (quote === '{') {
      const expression = readExpression(next, true)
      if (expression === undefined) return undefined
      tag.expressions[key] = expression
    } else return undefined
  }
}

/** A `{…}` expression's text (the `{` read already when `opened`), strings and nested braces passed over. */
function readExpression(next: () => string | undefined, opened = false): string | undefined {
  if (!opened && next() !== '{') return undefined
  let depth = 1
  let text = ''
  for (let character = next(); character !== undefined; character = next()) {
    if (character === '"' || character === "'" || character === '`') {
      text += character
      for (let inner = next(); inner !== character; inner = next()) {
        if (inner === undefined) return undefined
        text += inner
        if (inner === '\\') text += next() ?? ''
      }
      text += character
      continue
    }
    if (character === '{') depth++
    if (character === '}' && --depth === 0) return text
    text += character
  }
  return undefined
}

// acorn is required on first use: the conversion is synchronous, and most pages have no expression to read.
const require = createRequire(import.meta.url)

/** A literal expression's value (`[{label: 'A', value: 'a'}]`, `['npm', 'pnpm']`), or undefined when it is anything else. */
export function parseExpression(expression: string | undefined): unknown {
  if (expression === undefined) return undefined
  try {
    const { parseExpressionAt } = require('acorn') as typeof import('acorn')
    return literal(parseExpressionAt(expression, 0, { ecmaVersion: 'latest' }))
  } catch {
    return undefined
  }
}

const NOT_LITERAL = Symbol('not a literal')

function literal(node: import('acorn').Node): unknown {
  const any = node as import('acorn').Expression
  switch (any.type) {
    case 'Literal':
      return any.value
    case 'TemplateLiteral':
      return any.expressions.length === 0 ? any.quasis.map((quasi) => quasi.value.cooked).join('') : NOT_LITERAL
    case 'ArrayExpression':
      return any.elements.map((element) => (element === null || element.type === 'SpreadElement' ? NOT_LITERAL : literal(element)))
    case 'ObjectExpression': {
      const object: Record<string, unknown> = {}
      for (const property of any.properties) {
        if (property.type !== 'Property' || property.computed) continue
        const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : undefined
        if (key !== undefined) object[key] = literal(property.value)
      }
      return object
    }
    default:
      return NOT_LITERAL
  }
}
