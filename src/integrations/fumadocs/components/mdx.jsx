// The MDX components of a docs.json site for `mdx-components.jsx`: Mintlify's (docsnav's names:
// docsnav/fumadocs/components/mintlify.jsx), their icons drawn here (icons.jsx), and what shows a
// component that has no equivalent. This module is server code: what a component needs of its
// children (a step's number) is read here, where they are elements, not in the browser, where
// React may hand a client component its children as lazy references.
import { Children, isValidElement } from 'react'
import { Icon, iconProp } from './icons.jsx'
import {
  Accordion as MintlifyAccordion,
  AccordionGroup,
  Badge as MintlifyBadge,
  Callout as MintlifyCallout,
  Card as MintlifyCard,
  CardGroup,
  Check,
  ColorItem,
  ColorRoot,
  ColorRow,
  Columns,
  Danger,
  Expandable,
  Frame,
  Info,
  Note,
  Panel,
  ParamField,
  ResponseField,
  Step as MintlifyStep,
  Tab as MintlifyTab,
  Tabs,
  Tile,
  Tip,
  Tooltip,
  TreeFile,
  TreeFolder,
  TreeRoot,
  Update,
  View,
  Warning,
} from './mintlify.jsx'

/** A Mintlify component Fumadocs has no equivalent for: its content, as it is (the build log names the page and line). */
export function DocsnavUnsupported({ name, children }) {
  return (
    <div data-component={name} className="dn-unsupported">
      {children}
    </div>
  )
}

/** `<Card icon>`, its icon drawn here. */
export function Card(props) {
  return <MintlifyCard {...props} icon={iconProp(props, 24)} />
}

/** `<Callout icon>`. */
export function Callout(props) {
  return <MintlifyCallout {...props} icon={iconProp(props)} />
}

/** `<Accordion icon>`. */
export function Accordion(props) {
  return <MintlifyAccordion {...props} icon={iconProp(props)} />
}

/** `<Badge icon>`. */
export function Badge(props) {
  return <MintlifyBadge {...props} icon={iconProp(props, 12)} />
}

/** `<Tab icon>`. */
export function Tab(props) {
  return <MintlifyTab {...props} icon={iconProp(props)} />
}

/** `<Step>` outside `<Steps>`: a step numbered 1. */
export function Step(props) {
  return <MintlifyStep {...props} icon={iconProp(props, 12)} />
}

/**
 * `<Steps>`: Mintlify's list of steps, each numbered (or given its `stepNumber`), the last one
 * marked, as @mintlify/components' `Steps` does; done here because that one reads each child's
 * props in the browser, where a child may be a lazy reference without them ("Cannot read
 * properties of undefined (reading 'stepNumber')").
 */
export function Steps({ children, titleSize, className }) {
  const steps = Children.toArray(children).filter(isValidElement)
  return (
    // biome-ignore lint/a11y/useSemanticElements: Mintlify's markup, which its styles and its steps (role listitem) expect
    <div className={['steps mt-10 mb-6 ml-3.5', className].filter(Boolean).join(' ')} data-component-part="steps" role="list">
      {steps.map((step, index) => (
        <MintlifyStep
          key={step.key ?? index}
          {...step.props}
          icon={iconProp(step.props, 12)}
          isLast={index === steps.length - 1}
          stepNumber={step.props.stepNumber ?? index + 1}
          titleSize={step.props.titleSize ?? titleSize}
        />
      ))}
    </div>
  )
}

/** `<Tree>` (and its alias `<FileTree>`) with its members `<Tree.Folder>` and `<Tree.File>`. */
export const Tree = Object.assign((props) => <TreeRoot {...props} />, { Folder: TreeFolder, File: TreeFile })

/** `<Color>` with its members `<Color.Row>` and `<Color.Item>`. */
export const Color = Object.assign((props) => <ColorRoot {...props} />, { Row: ColorRow, Item: ColorItem })

export const docsnavComponents = {
  Accordion,
  AccordionGroup,
  Badge,
  Callout,
  Card,
  CardGroup,
  Check,
  Color,
  Columns,
  Danger,
  Expandable,
  FileTree: Tree,
  Frame,
  Icon,
  Info,
  Note,
  Panel,
  ParamField,
  ResponseField,
  Step,
  Steps,
  Tab,
  Tabs,
  Tile,
  Tip,
  Tooltip,
  Tree,
  Update,
  View,
  Warning,
  DocsnavUnsupported,
}
