'use client'
// Mintlify's components from Mintlify's own React package, under the names Mintlify's MDX uses.
// `@mintlify/components` marks none of its modules as client code, and several keep state (tabs,
// accordions): this module is the client boundary that lets a server-rendered page use them.
import {
  Accordion as MintlifyAccordion,
  Badge,
  Callout,
  Card,
  Check,
  Color as MintlifyColor,
  Columns,
  Danger,
  Expandable,
  Frame,
  Info,
  Note,
  Panel,
  Property,
  Steps as MintlifySteps,
  Tabs as MintlifyTabs,
  Tile,
  Tip,
  Tooltip,
  Tree as MintlifyTree,
  Update as MintlifyUpdate,
  View,
  Warning,
} from '@mintlify/components'

export { Badge, Callout, Card, Check, Columns, Danger, Expandable, Frame, Info, Note, Panel, Tile, Tip, Tooltip, View, Warning }

// Member components (`<Tree.File>`) one by one: a page's server code cannot read a member of a
// client component; mdx.jsx puts them back together as Mintlify's objects.
export const TreeRoot = MintlifyTree
export const TreeFolder = MintlifyTree.Folder
export const TreeFile = MintlifyTree.File
export const ColorRoot = MintlifyColor
export const ColorRow = MintlifyColor.Row
export const ColorItem = MintlifyColor.Item

export const Accordion = MintlifyAccordion
export const AccordionGroup = MintlifyAccordion.Group
export const Tabs = MintlifyTabs
export const Tab = MintlifyTabs.Item
/** One step (`mdx.jsx`'s `Steps` numbers them on the server). */
export const Step = MintlifySteps.Item

/** `<CardGroup cols>`: Mintlify's older name for `<Columns>`. */
export function CardGroup(props) {
  return <Columns {...props} />
}

/** `<ParamField path|query|body|header="name">`: a property named by where it goes. */
export function ParamField({ path, query, body, header, cookie, ...props }) {
  const [location, name] = Object.entries({ path, query, body, header, cookie }).find(([, value]) => value !== undefined) ?? ['', props.name]
  return <Property {...props} name={name} location={location || undefined} />
}

/** `<ResponseField name>`. */
export function ResponseField(props) {
  return <Property {...props} />
}

/** `<Update label description>`: Mintlify's changelog entry, shown (Mintlify's own pages tell it when it is in view). */
export function Update(props) {
  return <MintlifyUpdate isVisible id={props.id ?? String(props.label ?? '').replace(/\s+/g, '-')} {...props} />
}
