// Mintlify's components beyond the common ones (mintlify.jsx), drawn with Docusaurus's own where it
// has one (CodeBlock, Link) and plain elements in Infima's classes otherwise. Member components
// (`<Tree.Folder>`) are members of their object, as MDX reads `Tree.Folder` from `Tree`.
import Link from '@docusaurus/Link'
import CodeBlockTheme from '@theme/CodeBlock'

const truthy = (value) => value === true || value === 'true'

export function Column({ children }) {
  return <div className="dn-column">{children}</div>
}

/** `<CodeBlock language filename>`: Docusaurus's code block, titled with the file's name. */
export function CodeBlock({ language, filename, children }) {
  return (
    <CodeBlockTheme language={language} title={filename}>
      {children}
    </CodeBlockTheme>
  )
}

/** `<Tree>`: a file tree, folders as disclosures (open with `defaultOpen`). */
export function Tree({ children }) {
  return (
    <div className="dn-tree">
      <ul>{children}</ul>
    </div>
  )
}

function TreeFolder({ name, defaultOpen, children }) {
  return (
    <li className="dn-tree-folder">
      <details open={truthy(defaultOpen)}>
        <summary>{name}/</summary>
        <ul>{children}</ul>
      </details>
    </li>
  )
}

function TreeFile({ name }) {
  return <li className="dn-tree-file">{name}</li>
}

Tree.Folder = TreeFolder
Tree.File = TreeFile

/** `<Color>`: swatches by row, each with its name and value. */
export function Color({ children }) {
  return <div className="dn-color">{children}</div>
}

function ColorRow({ title, children }) {
  return (
    <div className="dn-color-row">
      {title && <p className="dn-color-row-title">{title}</p>}
      <div className="dn-color-items">{children}</div>
    </div>
  )
}

function ColorItem({ name, value }) {
  const colour = typeof value === 'string' ? value : typeof value === 'object' && value !== null ? (value.light ?? value.dark) : undefined
  return (
    <span className="dn-color-item">
      <span className="dn-color-swatch" style={{ background: colour }} />
      {name && <strong>{name}</strong>} {colour && <code>{colour}</code>}
    </span>
  )
}

Color.Row = ColorRow
Color.Item = ColorItem

/** `<Panel>`: Mintlify shows it beside the page; here, a box in the page's flow. */
export function Panel({ children }) {
  return <aside className="dn-panel">{children}</aside>
}

/** `<Tile href title description>`: a card with a preview (its content) above its title. */
export function Tile({ href, title, description, children }) {
  const body = (
    <>
      <div className="dn-tile-preview">{children}</div>
      {title && <p className="dn-card-title">{title}</p>}
      {description && <p className="dn-tile-description">{description}</p>}
    </>
  )
  return typeof href === 'string' ? (
    <Link className="card dn-card dn-tile" to={href}>
      {body}
    </Link>
  ) : (
    <div className="card dn-card dn-tile">{body}</div>
  )
}

/** `<View title>`: Mintlify shows one view at a time by a menu; here each, under its title. */
export function View({ title, children }) {
  return (
    <section className="dn-view">
      {title && <p className="dn-view-title">{title}</p>}
      {children}
    </section>
  )
}

/** `<Prompt description>`: a prompt to copy, its description above it. */
export function Prompt({ description, children }) {
  return (
    <div className="dn-prompt">
      {description && <p className="dn-prompt-description">{description}</p>}
      <div className="dn-prompt-body">{children}</div>
    </div>
  )
}

/** `<Visibility for="humans|agents">`: what is for readers is shown; what is for agents (llms.txt, Markdown pages) is not. */
export function Visibility({ for: audience, children }) {
  return audience === 'agents' ? null : <>{children}</>
}

/** `<GitHub.Repo repo="owner/name">`: a link card to the repository. */
function GitHubRepo({ repo }) {
  if (typeof repo !== 'string') return null
  return (
    <Link className="card dn-card dn-repository" to={`https://github.com/${repo}`}>
      <p className="dn-card-title">{repo}</p>
    </Link>
  )
}

export const GitHub = { Repo: GitHubRepo }

export const moreComponents = { Column, CodeBlock, Tree, FileTree: Tree, Color, Panel, Tile, View, Prompt, Visibility, GitHub }
