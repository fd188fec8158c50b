// The parts of a page docsnav draws around Fumadocs' own: the switchers of its divisions
// (products, dropdowns, versions, languages), its global links, and its breadcrumbs.

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
