// The MDX components of a docs.json site for `mdx-components.jsx`: Fumadocs' own, then Mintlify's
// (docsnav's names: docsnav/fumadocs/components/mintlify.jsx), and what shows a component that has
// no equivalent.
import {
  Accordion,
  AccordionGroup,
  Badge,
  Callout,
  Card,
  CardGroup,
  Check,
  Columns,
  Danger,
  Expandable,
  Frame,
  Icon,
  Info,
  Note,
  ParamField,
  ResponseField,
  Step,
  Steps,
  Tab,
  Tabs,
  Tip,
  Tooltip,
  Update,
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

export const docsnavComponents = {
  Accordion,
  AccordionGroup,
  Badge,
  Callout,
  Card,
  CardGroup,
  Check,
  Columns,
  Danger,
  Expandable,
  Frame,
  Icon,
  Info,
  Note,
  ParamField,
  ResponseField,
  Step,
  Steps,
  Tab,
  Tabs,
  Tip,
  Tooltip,
  Update,
  Warning,
  DocsnavUnsupported,
}
