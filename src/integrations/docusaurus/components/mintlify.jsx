// Mintlify's components as small React components drawn with Docusaurus's own (Admonition, Tabs,
// Link) and Infima's classes, so that they look like the rest of a Docusaurus site. Mintlify's own
// package (@mintlify/components) is not used: docs/integrations/docusaurus.md says why.
import Link from '@docusaurus/Link'
import Admonition from '@theme/Admonition'
import TabItem from '@theme/TabItem'
import DocusaurusTabs from '@theme/Tabs'
import { Children, isValidElement } from 'react'
import { moreComponents } from './mintlify-more.jsx'

const CALLOUTS = {
  note: { type: 'note', title: 'Note' },
  info: { type: 'info', title: 'Info' },
  tip: { type: 'tip', title: 'Tip' },
  check: { type: 'tip', title: 'Check' },
  warning: { type: 'warning', title: 'Warning' },
  danger: { type: 'danger', title: 'Danger' },
}

const truthy = (value) => value === true || value === 'true'

export function Callout({ kind = 'note', title, children, ...props }) {
  const shown = CALLOUTS[kind] ?? CALLOUTS.note
  const drawn = iconOf(props)
  return (
    <div className="dn-callout" data-kind={kind}>
      <Admonition type={shown.type} title={typeof title === 'string' && title !== '' ? title : shown.title} {...(drawn ? { icon: drawn } : {})}>
        {children}
      </Admonition>
    </div>
  )
}

const callout = (kind) => {
  const Kind = (props) => <Callout {...props} kind={kind} />
  Kind.displayName = kind
  return Kind
}

export function Card({ title, href, icon, children, ...props }) {
  const drawn = iconOf({ icon, ...props })
  const body = (
    <>
      {drawn && <span className="dn-card-icon">{drawn}</span>}
      {title && <p className="dn-card-title">{title}</p>}
      <div className="dn-card-body">{children}</div>
    </>
  )
  const icons = typeof icon === 'string' ? { 'data-icon': icon } : {}
  return typeof href === 'string' ? (
    <Link className="card dn-card" to={href} {...icons}>
      {body}
    </Link>
  ) : (
    <div className="card dn-card" {...icons}>
      {body}
    </div>
  )
}

export function Columns({ cols = 2, children }) {
  return (
    <div className="dn-columns" style={{ '--dn-columns': Number(cols) || 2 }}>
      {children}
    </div>
  )
}

export function Tab({ children }) {
  return <>{children}</>
}

/** Mintlify's Tabs (and CodeGroup, made tabs of its code blocks at build time) as Docusaurus's, each Tab a TabItem. */
export function Tabs({ children }) {
  const tabs = Children.toArray(children).filter(isValidElement)
  return (
    <DocusaurusTabs className="dn-tabs">
      {tabs.map((tab, index) => (
        <TabItem key={index} value={String(index)} label={tab.props.title ?? `Tab ${index + 1}`}>
          {tab.props.children}
        </TabItem>
      ))}
    </DocusaurusTabs>
  )
}

export function Steps({ children }) {
  return <ol className="dn-steps">{children}</ol>
}

export function Step({ title, children, ...props }) {
  const drawn = iconOf(props)
  return (
    <li className="dn-step">
      {title && (
        <p className="dn-step-title">
          {drawn} <strong>{title}</strong>
        </p>
      )}
      {children}
    </li>
  )
}

export function Accordion({ title, description, defaultOpen, fallbackTitle = 'Details', children, ...props }) {
  const drawn = iconOf(props)
  return (
    <details className="dn-accordion" open={truthy(defaultOpen)}>
      <summary>
        {drawn && <>{drawn} </>}
        {title !== undefined && title !== null && title !== '' ? title : fallbackTitle}
        {description && <span className="dn-accordion-description"> {description}</span>}
      </summary>
      <div className="dn-accordion-body">{children}</div>
    </details>
  )
}

export function AccordionGroup({ children }) {
  return <div className="dn-accordion-group">{children}</div>
}

export function Expandable(props) {
  return <Accordion fallbackTitle="Properties" {...props} />
}

export function Frame({ caption, children }) {
  return (
    <figure className="dn-frame">
      {children}
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  )
}

/**
 * Mintlify's `<Icon icon="name">`: the SVG the build read from the site's icon packages
 * (`iconSvg`, docsnav/icons), or the image at `iconSrc`, in the text's colour (or `color`) and
 * `size` pixels; an empty element with the name when the site has no package that has it.
 */
export function Icon({ icon, iconSvg, iconSrc, color, size }) {
  const name = typeof icon === 'string' ? icon : undefined
  const style = { ...(color ? { color } : {}), ...(Number(size) > 0 ? { fontSize: `${Number(size)}px` } : {}) }
  if (typeof iconSrc === 'string') return <img className="dn-icon" src={iconSrc} alt="" data-icon={name} style={style} />
  if (typeof iconSvg === 'string')
    return <span className="dn-icon" data-icon={name} style={style} aria-hidden="true" dangerouslySetInnerHTML={{ __html: iconSvg }} />
  return <span className="dn-icon" data-icon={name} aria-hidden="true" />
}

/** A component's `icon` as drawn by the build (`iconSvg`, `iconSrc`), or nothing. */
function iconOf({ icon, iconSvg, iconSrc, color }) {
  return typeof iconSvg === 'string' || typeof iconSrc === 'string' ? <Icon icon={icon} iconSvg={iconSvg} iconSrc={iconSrc} color={color} /> : null
}

export function Tooltip({ tip, children }) {
  return <abbr title={tip}>{children}</abbr>
}

export function Field({ kind = 'param', name, type, required, deprecated, default: defaultValue, path, query, body, header, cookie, children }) {
  const located = Object.entries({ path, query, body, header, cookie }).find(([, value]) => typeof value === 'string')
  const fieldName = kind === 'response' ? name : (located?.[1] ?? name)
  return (
    <div className={`dn-field dn-field-${kind}`}>
      <p className="dn-field-head">
        <code className="dn-field-name">{fieldName}</code>
        {located && <span className="dn-field-in">{located[0]}</span>}
        {type && <span className="dn-field-type">{type}</span>}
        {truthy(required) && <span className="dn-field-required">required</span>}
        {truthy(deprecated) && <span className="dn-field-deprecated">deprecated</span>}
        {defaultValue !== undefined && (
          <span className="dn-field-default">
            default: <code>{String(defaultValue)}</code>
          </span>
        )}
      </p>
      <div className="dn-field-body">{children}</div>
    </div>
  )
}

export function Badge({ children }) {
  return <span className="badge badge--secondary dn-badge">{children}</span>
}

export function Update({ label, description, tags, children }) {
  const tagList = Array.isArray(tags) ? tags : []
  return (
    <section className="dn-update">
      <p className="dn-update-label">
        <strong>{label}</strong>
        {description && <span className="dn-update-description"> {description}</span>}
      </p>
      {tagList.length > 0 && (
        <p className="dn-update-tags">
          {tagList.map((tag) => (
            <span key={String(tag)} className="badge badge--secondary dn-update-tag">
              {String(tag)}
            </span>
          ))}
        </p>
      )}
      <div className="dn-update-body">{children}</div>
    </section>
  )
}

/** A component with no equivalent here (the build said so, with its page and line): its content, as is. */
export function DocsnavUnsupported({ name, children }) {
  return (
    <div className="dn-unsupported" data-component={name}>
      {children}
    </div>
  )
}

/** Every name a page may use without importing it. */
export const components = {
  ...moreComponents,
  Note: callout('note'),
  Info: callout('info'),
  Tip: callout('tip'),
  Check: callout('check'),
  Warning: callout('warning'),
  Danger: callout('danger'),
  Callout,
  Card,
  CardGroup: Columns,
  Columns,
  Tabs,
  Tab,
  Steps,
  Step,
  Accordion,
  AccordionGroup,
  Expandable,
  Frame,
  Icon,
  Tooltip,
  ParamField: (props) => <Field {...props} kind="param" />,
  ResponseField: (props) => <Field {...props} kind="response" />,
  Badge,
  Update,
  DocsnavUnsupported,
}
