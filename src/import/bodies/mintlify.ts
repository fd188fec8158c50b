import { dedentCommon, fenceEnd, fenceOpening, indented, isBlank, type Line, trimBlank, withFencesClosed, written } from './lines.js'

/**
 * What every source's constructs become: Mintlify's components, written once here whatever syntax
 * they came from (`!!! note`, `:::note`, `{% hint %}`, `<Aside>`).
 */

/** Mintlify's typed callouts. */
export type CalloutName = 'Note' | 'Info' | 'Tip' | 'Check' | 'Warning' | 'Danger'

/** A construct of the source, read: its parts' bodies still in the source's syntax. */
export type Block =
  | { type: 'callout'; name: CalloutName; title?: string; body: Line[] }
  | { type: 'accordion'; title: string; open: boolean; icon?: string; body: Line[] }
  | { type: 'tabs'; tabs: Array<{ title: string; icon?: string; body: Line[] }> }
  | { type: 'steps'; steps: Array<{ title?: string; body: Line[] }> }
  /** Code blocks shown as tabs (VitePress's `::: code-group`): each fence's own label is its tab's. */
  | { type: 'code-group'; body: Line[] }

/** What a syntax's pass is given: the other passes, for a construct's body, and the page's tallies. */
export interface Converter {
  /** The whole page's lines, as read (its imports are at its top, whichever body a pass is in). */
  readonly page: readonly Line[]
  /** A construct's body, converted by every pass of the page's kind. */
  body(lines: readonly Line[]): Line[]
  /** Counts one construct converted, by the words the summary uses (`callout`, `tab group`). */
  converted(what: ConvertedKind): void
  /** A construct left as it is: Mintlify has nothing it could become, or it is not read. */
  left(line: number, construct: string, reason: string): void
  /** The same, said once per page at its first line, with how many times the page has it. */
  leftOnce(line: number, construct: string, reason: string): void
  /** Part of a construct converted that Mintlify's component has no place for (Material's `inline end`). */
  lost(line: number, what: string, reason: string): void
}

export type ConvertedKind =
  | 'callout'
  | 'accordion'
  | 'tab group'
  | 'code group'
  | 'set of steps'
  | 'card'
  | 'file tree'
  | 'code block'
  | 'link'
  | 'badge'
  | 'table of contents'
  | 'comment'
  | 'MDX escape'
  | 'verbatim block'

/** A source-syntax pass over a body's lines (code and converted lines are passed by). */
export type Pass = (lines: readonly Line[], converter: Converter) => Line[]

/**
 * A title as plain text: Mintlify shows a title prop as written, so the marks of the source's
 * Markdown (`**`, `*`, backticks, a link's brackets and target) and Material's icon shortcodes
 * (`:octicons-file-code-16:`) go.
 */
export function plainTitle(title: string): string {
  return title
    .replace(/:(?:material|octicons|fontawesome|simple)-[\w-]+:(?:\{[^}]*\})?/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|`)(.+?)\1/g, '$2')
    .replace(/\*(\S(?:[^*]*\S)?)\*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
}

/** A JSX attribute holding `value` as a string, quoted as its content allows. */
export function attribute(name: string, value: string): string {
  if (!value.includes('"')) return `${name}="${value}"`
  if (!value.includes("'")) return `${name}='${value}'`
  return `${name}={${JSON.stringify(value)}}`
}

/** The block written as Mintlify's component at `indent`, from the source line `at`. Every line it writes is done. */
export function writeBlock(block: Block, at: number, indent: string, converter: Converter): Line[] {
  const inner = (lines: readonly Line[]) => settled(indented(withFencesClosed(converter.body(trimBlank(dedentCommon(lines)))), indent))
  const element = (open: string, lines: readonly Line[], close: string) => [...written([open], at, indent), ...inner(lines), ...written([close], at, indent)]
  switch (block.type) {
    case 'callout': {
      converter.converted('callout')
      const shown = block.title === undefined ? '' : plainTitle(block.title)
      const title = shown === '' ? '' : ` ${attribute('title', shown)}`
      return element(`<${block.name}${title}>`, block.body, `</${block.name}>`)
    }
    case 'accordion':
      converter.converted('accordion')
      return element(
        `<Accordion ${attribute('title', plainTitle(block.title))}${block.icon === undefined ? '' : ` ${attribute('icon', block.icon)}`}${block.open ? ' defaultOpen' : ''}>`,
        block.body,
        '</Accordion>',
      )
    case 'tabs': {
      const bodies = block.tabs.map((tab) => withFencesClosed(trimBlank(converter.body(trimBlank(dedentCommon(tab.body))))))
      // Tabs of nothing but one code block each are Mintlify's code group: the tab's label is its block's title.
      if (bodies.length > 0 && bodies.every(isOneCodeBlock)) {
        converter.converted('code group')
        const blocks = bodies.flatMap((body, index) => [
          ...(index > 0 ? [{ text: '', line: at }] : []),
          { ...body[0]!, text: withCodeTitle(body[0]!.text, block.tabs[index]!.title) },
          ...body.slice(1),
        ])
        return [...written(['<CodeGroup>'], at, indent), ...settled(indented(blocks, indent)), ...written(['</CodeGroup>'], at, indent)]
      }
      converter.converted('tab group')
      const tabs = block.tabs.flatMap((tab, index) => [
        ...written([`<Tab ${attribute('title', plainTitle(tab.title))}${tab.icon === undefined ? '' : ` ${attribute('icon', tab.icon)}`}>`], at, indent),
        ...settled(indented(bodies[index]!, indent)),
        ...written(['</Tab>'], at, indent),
      ])
      return [...written(['<Tabs>'], at, indent), ...tabs, ...written(['</Tabs>'], at, indent)]
    }
    case 'steps': {
      converter.converted('set of steps')
      const steps = block.steps.flatMap((step) =>
        element(step.title === undefined ? '<Step>' : `<Step ${attribute('title', plainTitle(step.title))}>`, step.body, '</Step>'),
      )
      return [...written(['<Steps>'], at, indent), ...steps, ...written(['</Steps>'], at, indent)]
    }
    case 'code-group': {
      converter.converted('code group')
      const body = withFencesClosed(trimBlank(converter.body(trimBlank(dedentCommon(block.body))))).map((line) => {
        const opening = fenceOpening(line.text)
        const label = opening === undefined ? undefined : /\[([^\]]*)\]/.exec(opening.info)?.[1]
        return label === undefined ? line : { ...line, text: withCodeTitle(line.text, label) }
      })
      return [...written(['<CodeGroup>'], at, indent), ...settled(indented(body, indent)), ...written(['</CodeGroup>'], at, indent)]
    }
  }
}

/** Lines every pass has been through: none reads them again (a construct left in them was reported once). */
export function settled(lines: readonly Line[]): Line[] {
  return lines.map((line) => (line.done ? line : { ...line, done: true }))
}

function isOneCodeBlock(lines: readonly Line[]): boolean {
  return (
    lines.length > 0 &&
    fenceEnd(
      lines.map((line) => ({ ...line, done: undefined }) as Line),
      0,
    ) === lines.length
  )
}

/** A fence's options Mintlify reads beside its title: `{1,3}`, `lines`, `key=value` (a quoted value may hold spaces). */
const FENCE_OPTION = /^(?:\{[^}]*\}|lines|wrap|expandable|[\w-]+=(?:"[^"]*"|'[^']*'|\S*))$/

/**
 * A code fence's opening line with `title` as its Mintlify title (the words after the language):
 * a title the source wrote (`title="x"`, VitePress's `[x]`) gives way; options stay.
 */
export function withCodeTitle(text: string, title: string): string {
  const opening = fenceOpening(text)
  if (!opening) return text
  const words = opening.info.replace(/\[[^\]]*\]/, ' ').match(/[\w-]+=(?:"[^"]*"|'[^']*')|\{[^}]*\}|\S+/g) ?? []
  const language = words[0] !== undefined && !FENCE_OPTION.test(words[0]) && !words[0].startsWith('title=') ? words.shift()! : 'text'
  // Line numbers as other generators ask for them are Mintlify's `lines`.
  const options = words
    .map((word) => (/^(?:lineNumbers|showLineNumbers|linenums)$/.test(word) ? 'lines' : word))
    .filter((word) => FENCE_OPTION.test(word) && !word.startsWith('title='))
  return `${opening.indent}${opening.marker}${language} ${plainTitle(title)}${options.length > 0 ? ` ${options.join(' ')}` : ''}`
}

/**
 * An ordered list as steps (Starlight's `<Steps>`): each item a step, its first paragraph the
 * step's title when it is one line and more follows, else the item is the step's content.
 */
export function stepsOfList(lines: readonly Line[]): Array<{ title?: string; body: Line[] }> | undefined {
  const body = trimBlank(dedentCommon(lines))
  const item = /^(\d+)[.)](\s+)(.*)$/
  if (body.length === 0 || !item.test(body[0]!.text)) return undefined
  const steps: Array<{ title?: string; body: Line[] }> = []
  for (const line of body) {
    const match = item.exec(line.text)
    if (match) {
      const content = match[3]!
      steps.push({ body: [{ ...line, text: content }] })
    } else steps.at(-1)!.body.push(line)
  }
  return steps.map((step) => {
    const [first, ...rest] = step.body
    // A one-line first paragraph with more after it is the step's title; a longer one is its content.
    const titled = rest.length > 0 && isBlank(rest[0]!) && trimBlank(rest).length > 0 && first!.text.trim() !== ''
    return titled ? { title: first!.text.trim(), body: rest } : { body: step.body }
  })
}

/** A step whose content opens with a heading: the heading is its title (GitBook's and Fumadocs' steps are written so). */
export function titledByHeading(body: readonly Line[]): { title?: string; body: Line[] } {
  const first = body.findIndex((line) => !isBlank(line))
  const heading = first === -1 ? null : /^\s*#{1,6}\s+(.*)$/.exec(body[first]!.text)
  // The closing hashes of an ATX heading (`## Title ##`) are not its title.
  return heading ? { title: heading[1]!.trim().replace(/\s+#+$/, ''), body: body.slice(first + 1) } : { body: [...body] }
}
