// The parts of a page docsnav draws around Fumadocs' own: the switchers of its divisions
// (products, dropdowns, versions, languages), its global links, its breadcrumbs, the site's logo
// and the icons of its sidebar.
import { Icon } from './icons.jsx'

/** One list of links per switcher, each entry leading where routes.json's `switchTargets` say. */
export function DocsnavSwitchers({ frame }) {
  if (frame.switchers.length === 0) return null
  return (
    <div className="dn-switchers">
      {frame.switchers.map((switcher) => (
        <nav key={switcher.kind} className={`dn-switcher dn-switcher-${switcher.kind}`} aria-label={switcher.kind}>
          {switcher.entries.map((entry) =>
            entry.href === undefined ? (
              <span key={entry.division}>{entry.label}</span>
            ) : (
              <a
                key={entry.division}
                href={entry.href}
                hrefLang={entry.lang}
                aria-current={entry.current ? 'true' : undefined}
                className={entry.current ? 'dn-current' : undefined}
              >
                {entry.label}
              </a>
            ),
          )}
        </nav>
      ))}
    </div>
  )
}

/** docsnav's breadcrumbs of the page (its groups and divisions), each that has a page a link. */
export function DocsnavBreadcrumbs({ route }) {
  if (route.breadcrumbs.length === 0) return null
  return (
    <nav className="dn-breadcrumbs" aria-label="Breadcrumbs">
      {route.breadcrumbs.map((crumb, index) => (
        <span key={`${index}:${crumb.label}`}>
          {index > 0 ? ' › ' : ''}
          {crumb.url === undefined ? crumb.label : <a href={crumb.url}>{crumb.label}</a>}
        </span>
      ))}
    </nav>
  )
}

/** The page tree with each page's and group's icon (docs.json's `icon`, a frontmatter's) drawn, not its name. */
export function treeWithIcons(tree, iconLibrary) {
  const draw = (node) => {
    const icon = node.icon === undefined ? undefined : <Icon icon={node.icon} iconLibrary={iconLibrary} />
    const drawn = icon === undefined ? { ...node } : { ...node, icon }
    if (node.type === 'folder') {
      drawn.children = node.children.map(draw)
      if (node.index) drawn.index = draw(node.index)
    }
    return drawn
  }
  return { ...tree, children: tree.children.map(draw) }
}

/** The site's logo (docs.json's `logo`, its light and dark images) or its name, at the top of the sidebar. */
export function DocsnavTitle({ site }) {
  if (site.logo === undefined) return site.name ?? null
  const alt = site.name ?? ''
  if (site.logo.dark === site.logo.light) return <img src={site.logo.light} alt={alt} className="dn-logo" />
  return (
    <>
      <img src={site.logo.light} alt={alt} className="dn-logo dn-logo-light" />
      <img src={site.logo.dark} alt={alt} className="dn-logo dn-logo-dark" />
    </>
  )
}
