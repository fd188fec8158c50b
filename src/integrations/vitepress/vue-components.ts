import type { MintlifyComponentName } from '../../ir/components.js'

/**
 * How each of Mintlify's components (src/ir/components.ts) is drawn in VitePress: a Vue component
 * of docsnav's (`Docsnav<Name>`, registered by `components/theme.js`) with the props it adds, or a
 * form of VitePress's own Markdown the converter writes (`markdown.ts`). A `Record` over the
 * components' names: one added to the table is a type error here until VitePress's drawing is said.
 */
export type VueDrawing =
  | { component: string; props?: Record<string, string> }
  /** VitePress's `::: code-group`, a tab per code block. */
  | { markdown: 'code-group' }
  /** A ```` ```mermaid ```` block of its `chart` (VitePress draws no diagrams: its code, with a warning). */
  | { markdown: 'mermaid' }
  /** Its content, for `for="humans"`; nothing for `for="agents"` (Mintlify shows that only to AI agents). */
  | { markdown: 'visibility' }
  /** Its content as it is, with a warning. */
  | { markdown: 'content' }

export const VUE_DRAWINGS: Readonly<Record<MintlifyComponentName, VueDrawing>> = {
  Note: { component: 'Callout', props: { kind: 'note' } },
  Info: { component: 'Callout', props: { kind: 'info' } },
  Tip: { component: 'Callout', props: { kind: 'tip' } },
  Check: { component: 'Callout', props: { kind: 'check' } },
  Warning: { component: 'Callout', props: { kind: 'warning' } },
  Danger: { component: 'Callout', props: { kind: 'danger' } },
  Callout: { component: 'Callout' },
  Card: { component: 'Card' },
  CardGroup: { component: 'Columns' },
  Columns: { component: 'Columns' },
  Column: { component: 'Box', props: { kind: 'column' } },
  Tabs: { component: 'Tabs' },
  Tab: { component: 'Tab' },
  CodeGroup: { markdown: 'code-group' },
  CodeBlock: { markdown: 'content' },
  Accordion: { component: 'Accordion' },
  AccordionGroup: { component: 'Group' },
  Expandable: { component: 'Accordion', props: { fallbackTitle: 'Properties' } },
  Steps: { component: 'Steps' },
  Step: { component: 'Step' },
  Frame: { component: 'Frame' },
  Icon: { component: 'Icon' },
  Tooltip: { component: 'Tooltip' },
  ParamField: { component: 'Field', props: { kind: 'param' } },
  ResponseField: { component: 'Field', props: { kind: 'response' } },
  RequestExample: { markdown: 'code-group' },
  ResponseExample: { markdown: 'code-group' },
  Update: { component: 'Update' },
  Badge: { component: 'Badge' },
  Tree: { component: 'Box', props: { kind: 'tree' } },
  FileTree: { component: 'Box', props: { kind: 'tree' } },
  'Tree.Folder': { component: 'TreeFolder' },
  'Tree.File': { component: 'TreeFile' },
  Color: { component: 'Box', props: { kind: 'color' } },
  'Color.Row': { component: 'Box', props: { kind: 'color-row' } },
  'Color.Item': { component: 'ColorItem' },
  Panel: { component: 'Box', props: { kind: 'panel' } },
  Tile: { component: 'Card' },
  View: { component: 'Box', props: { kind: 'view' } },
  Prompt: { component: 'Box', props: { kind: 'prompt', fallbackTitle: 'Prompt' } },
  Mermaid: { markdown: 'mermaid' },
  Visibility: { markdown: 'visibility' },
  'GitHub.Repo': { component: 'GitHubRepo' },
}

/** The Vue components the generated pages use, by their registered name (the theme registers each). */
export const VUE_COMPONENTS: readonly string[] = [
  ...new Set([...Object.values(VUE_DRAWINGS).flatMap((drawing) => ('component' in drawing ? [drawing.component] : [])), 'Unsupported']),
]

/** Components that are part of a line (the others are blocks, even alone on a line of text). */
export const INLINE: ReadonlySet<string> = new Set(['Tooltip', 'Icon', 'Badge', 'Color.Item'])
