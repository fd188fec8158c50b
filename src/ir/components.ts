/**
 * Mintlify's page components, declared once: what a page may use without importing it, each
 * component's props with the types and values Mintlify's component pages give them, and what a
 * reader is shown of it. `docsnav check --links` reads this table to say which elements of a page
 * no build can draw; the integrations read it to know which elements are Mintlify's, and map each
 * `role` onto their framework (an Astro, React or Vue component, a Material admonition). A
 * component an integration does not draw is shown as its content, with a warning at its line.
 */

/** A prop's type: a string, a number, a boolean, a list of strings, an object, or content (JSX). */
export type PropType = 'string' | 'number' | 'boolean' | 'strings' | 'object' | 'node' | 'any'

export interface PropDeclaration {
  type: PropType
  /** The only values a string prop takes (Mintlify's "Options"). */
  values?: readonly string[]
}

/**
 * What a reader sees of a component, whatever draws it: a callout (the kind its name gives), a
 * card, a layout, content that opens on a reader's click (`opens`), a field of an API reference,
 * or an inline mark.
 */
export type ComponentRole =
  | 'callout'
  | 'card'
  | 'columns'
  | 'column'
  | 'tabs'
  | 'tab'
  | 'code-group'
  | 'code-block'
  | 'accordion'
  | 'accordion-group'
  | 'expandable'
  | 'steps'
  | 'step'
  | 'frame'
  | 'icon'
  | 'tooltip'
  | 'field'
  | 'update'
  | 'badge'
  | 'tree'
  | 'tree-folder'
  | 'tree-file'
  | 'color'
  | 'color-row'
  | 'color-item'
  | 'panel'
  | 'example'
  | 'tile'
  | 'view'
  | 'prompt'
  | 'mermaid'
  | 'visibility'
  | 'repository'

export interface ComponentDeclaration {
  role: ComponentRole
  props: Readonly<Record<string, PropDeclaration>>
  /** Its content is shown only after a reader uses its control (a tab, an accordion's title). */
  opens?: true
  /** Drawn inside a line of text (`<Badge>`, `<Icon>`), not as a block of its own. */
  inline?: true
}

const string: PropDeclaration = { type: 'string' }
const number: PropDeclaration = { type: 'number' }
const boolean: PropDeclaration = { type: 'boolean' }
const node: PropDeclaration = { type: 'node' }
const oneOf = (...values: string[]): PropDeclaration => ({ type: 'string', values })

/** Font Awesome's styles, Mintlify's `iconType`. */
const ICON_TYPES = oneOf('regular', 'solid', 'light', 'thin', 'sharp-solid', 'duotone', 'brands')
/** `icon` (a library's name, a URL, a project path or an SVG element) and `iconType`, which many components take. */
const ICON = { icon: { type: 'any' }, iconType: ICON_TYPES } as const satisfies Record<string, PropDeclaration>

/** The props of a typed callout (`<Note>`, `<Warning>`, ...): content only, with the common ones. */
const CALLOUT_PROPS = { title: string, ...ICON } as const
/** `<ParamField>`: named by where the parameter goes. */
const PARAM_FIELD_PROPS = {
  query: string,
  path: string,
  body: string,
  header: string,
  cookie: string,
  type: string,
  required: boolean,
  deprecated: boolean,
  default: { type: 'any' },
  placeholder: string,
  initialValue: { type: 'any' },
  hidden: boolean,
  pre: { type: 'strings' },
  post: { type: 'strings' },
} as const satisfies Record<string, PropDeclaration>
const RESPONSE_FIELD_PROPS = {
  name: string,
  type: string,
  default: { type: 'any' },
  required: boolean,
  deprecated: boolean,
  hidden: boolean,
  pre: { type: 'strings' },
  post: { type: 'strings' },
} as const satisfies Record<string, PropDeclaration>

/** Mintlify's page components, by the name a page writes (`Tree.File` for a member). */
export const MINTLIFY_COMPONENTS = {
  Note: { role: 'callout', props: CALLOUT_PROPS },
  Info: { role: 'callout', props: CALLOUT_PROPS },
  Tip: { role: 'callout', props: CALLOUT_PROPS },
  Check: { role: 'callout', props: CALLOUT_PROPS },
  Warning: { role: 'callout', props: CALLOUT_PROPS },
  Danger: { role: 'callout', props: CALLOUT_PROPS },
  Callout: { role: 'callout', props: { ...CALLOUT_PROPS, color: string } },
  Card: {
    role: 'card',
    props: { title: string, href: string, color: string, horizontal: boolean, img: string, cta: string, arrow: boolean, ...ICON },
  },
  CardGroup: { role: 'columns', props: { cols: number } },
  Columns: { role: 'columns', props: { cols: number } },
  Column: { role: 'column', props: {} },
  Tabs: { role: 'tabs', props: { defaultTabIndex: number, sync: boolean, borderBottom: boolean } },
  Tab: { role: 'tab', opens: true, props: { title: string, id: string, ...ICON } },
  CodeGroup: { role: 'code-group', opens: true, props: { dropdown: boolean } },
  CodeBlock: { role: 'code-block', props: { language: string, filename: string, lines: boolean, wrap: boolean, expandable: boolean } },
  Accordion: { role: 'accordion', opens: true, props: { title: node, description: string, defaultOpen: boolean, id: string, ...ICON } },
  AccordionGroup: { role: 'accordion-group', props: {} },
  Expandable: { role: 'expandable', opens: true, props: { title: string, defaultOpen: boolean } },
  Steps: { role: 'steps', props: { titleSize: oneOf('p', 'h2', 'h3', 'h4') } },
  Step: {
    role: 'step',
    props: { title: node, stepNumber: number, titleSize: oneOf('p', 'h2', 'h3', 'h4'), id: string, noAnchor: boolean, ...ICON },
  },
  Frame: { role: 'frame', props: { caption: node, hint: string } },
  Icon: { role: 'icon', inline: true, props: { ...ICON, color: string, size: number } },
  Tooltip: { role: 'tooltip', inline: true, props: { tip: string, headline: string, cta: string, href: string } },
  ParamField: { role: 'field', props: PARAM_FIELD_PROPS },
  ResponseField: { role: 'field', props: RESPONSE_FIELD_PROPS },
  RequestExample: { role: 'example', opens: true, props: { dropdown: boolean } },
  ResponseExample: { role: 'example', opens: true, props: { dropdown: boolean } },
  Update: { role: 'update', props: { label: string, description: string, tags: { type: 'strings' }, rss: { type: 'object' } } },
  Badge: {
    role: 'badge',
    inline: true,
    props: {
      color: oneOf('gray', 'blue', 'green', 'yellow', 'orange', 'red', 'purple', 'white', 'surface', 'white-destructive', 'surface-destructive'),
      size: oneOf('xs', 'sm', 'md', 'lg'),
      shape: oneOf('rounded', 'pill'),
      stroke: boolean,
      disabled: boolean,
      ...ICON,
    },
  },
  Tree: { role: 'tree', props: {} },
  /** Another name of `<Tree>` (Mintlify's tree page says either works). */
  FileTree: { role: 'tree', props: {} },
  'Tree.Folder': { role: 'tree-folder', opens: true, props: { name: string, defaultOpen: boolean, openable: boolean, highlight: boolean } },
  'Tree.File': { role: 'tree-file', props: { name: string, highlight: boolean } },
  Color: { role: 'color', props: { variant: oneOf('compact', 'table') } },
  'Color.Row': { role: 'color-row', props: { title: string } },
  'Color.Item': { role: 'color-item', inline: true, props: { name: string, value: { type: 'any' } } },
  Panel: { role: 'panel', props: {} },
  Tile: { role: 'tile', props: { href: string, title: string, description: string } },
  View: { role: 'view', props: { title: string, ...ICON } },
  Prompt: { role: 'prompt', props: { description: string, actions: { type: 'strings' } } },
  Mermaid: { role: 'mermaid', props: { chart: string, actions: boolean, placement: oneOf('top-left', 'top-right', 'bottom-left', 'bottom-right') } },
  Visibility: { role: 'visibility', props: { for: oneOf('humans', 'agents') } },
  'GitHub.Repo': { role: 'repository', props: { repo: string, variant: oneOf('inset', 'flat') } },
} as const satisfies Record<string, ComponentDeclaration>

/**
 * A Mintlify component's name. An integration maps each (a `Record` over this type), so a
 * component added here is a type error in every integration until it says how it draws it.
 */
export type MintlifyComponentName = keyof typeof MINTLIFY_COMPONENTS

/** The declaration of a Mintlify component by the name a page writes, if it is one. */
export function mintlifyComponent(name: string): ComponentDeclaration | undefined {
  return isMintlifyComponentName(name) ? MINTLIFY_COMPONENTS[name] : undefined
}

/** Whether a name is one of Mintlify's components (members as `Tree.File`). */
export function isMintlifyComponentName(name: string): name is MintlifyComponentName {
  return Object.hasOwn(MINTLIFY_COMPONENTS, name)
}

/** The names of Mintlify's components (members as `Tree.File`). */
export const MINTLIFY_COMPONENT_NAMES = Object.keys(MINTLIFY_COMPONENTS) as readonly MintlifyComponentName[]

/** The objects whose members are Mintlify components (`Tree` of `<Tree.File>`). */
export const MINTLIFY_COMPONENT_OBJECTS: ReadonlySet<string> = new Set(
  MINTLIFY_COMPONENT_NAMES.filter((name) => name.includes('.')).map((name) => name.slice(0, name.indexOf('.'))),
)

/** React's hooks, which Mintlify gives a page's own components without an import ("React hooks are pre-injected"). */
export const MINTLIFY_HOOKS: readonly string[] = ['useState', 'useEffect', 'useRef', 'useCallback', 'useMemo', 'useContext', 'useReducer']
