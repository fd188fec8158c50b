// Docusaurus's navbar with docsnav's parts of the page shown (the logo: Navbar/Logo): its tabs (a tab with a menu is a dropdown), the menus of
// other divisions, the product, dropdown, version and language switchers (each entry leading to
// this page's equivalent there), anchors, global links and docs.json's top bar (`navbar.links`,
// then `navbar.primary` as a button); then the items of the site's own `themeConfig.navbar`, the
// colour mode toggle and search.
import Head from '@docusaurus/Head'
import Link from '@docusaurus/Link'
import { useThemeConfig } from '@docusaurus/theme-common'
import { splitNavbarItems, useNavbarMobileSidebar } from '@docusaurus/theme-common/internal'
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle'
import NavbarLogo from '@theme/Navbar/Logo'
import NavbarMobileSidebarToggle from '@theme/Navbar/MobileSidebar/Toggle'
import NavbarSearch from '@theme/Navbar/Search'
import NavbarItem from '@theme/NavbarItem'
import SearchBar from '@theme/SearchBar'
import { useDocsnavFrame, useDocsnavMenuShown, useDocsnavSite } from '../../../navbar-frame.jsx'

/** What a switcher is called before its current entry. */
const SWITCHER_NAMES = { products: 'Product', dropdowns: 'Section', versions: 'Version', languages: 'Language' }

function Entry({ link, className }) {
  const current = link.current ? 'true' : undefined
  if (link.href === undefined)
    return (
      <span className={className} aria-current={current}>
        {link.label}
      </span>
    )
  return (
    <Link className={className} to={link.href} aria-current={current} lang={link.lang} hrefLang={link.lang}>
      {link.label}
    </Link>
  )
}

function Dropdown({ className, label, current, entries }) {
  return (
    <div className={`navbar__item dropdown dropdown--hoverable ${className}`}>
      <button type="button" className={`clean-btn navbar__link${current ? ' navbar__link--active' : ''}`} aria-current={current ? 'true' : undefined}>
        {label}
      </button>
      <ul className="dropdown__menu">
        {entries.map((entry, index) => (
          <li key={index}>
            <Entry link={entry} className={`dropdown__link${entry.current ? ' dropdown__link--active' : ''}`} />
          </li>
        ))}
      </ul>
    </div>
  )
}

function DocsnavItems({ frame }) {
  return (
    <>
      {frame.tabs.map((row, at) => (
        <div key={`tabs-${at}`} className="dn-tabs-row">
          {row.map((tab, index) =>
            tab.menu ? (
              <Dropdown key={index} className="dn-tab" label={tab.label} current={tab.current} entries={tab.menu} />
            ) : (
              <div key={index} className="dn-tab">
                <Entry link={tab} className={`navbar__item navbar__link${tab.current ? ' navbar__link--active' : ''}`} />
              </div>
            ),
          )}
        </div>
      ))}
      {frame.menus.map((menu, index) => (
        <Dropdown key={`menu-${index}`} className="dn-menu" label={menu.label} current={false} entries={menu.entries} />
      ))}
      {frame.switchers.map((switcher, index) => (
        <Dropdown
          key={`switcher-${index}`}
          className={`dn-switcher dn-switcher-${switcher.kind}`}
          label={`${SWITCHER_NAMES[switcher.kind] ?? ''}: ${switcher.label}`}
          current={false}
          entries={switcher.entries}
        />
      ))}
    </>
  )
}

function DocsnavLinks({ frame }) {
  return (
    <>
      {frame.anchors.flat().map((anchor, index) => (
        <Entry key={`anchor-${index}`} link={anchor} className={`navbar__item navbar__link dn-anchor${anchor.current ? ' navbar__link--active' : ''}`} />
      ))}
      {frame.globals.map((link, index) => (
        <Entry key={`global-${index}`} link={link} className="navbar__item navbar__link dn-global" />
      ))}
    </>
  )
}

/** docs.json's top bar: its links, then its primary button. */
function DocsnavTopBar({ site }) {
  return (
    <>
      {site.links.map((link, index) => (
        <Link key={`navbar-${index}`} className="navbar__item navbar__link dn-navbar-link" to={link.href}>
          {link.label}
        </Link>
      ))}
      {site.primary && (
        <Link className="button button--primary navbar__item dn-navbar-primary" to={site.primary.href}>
          {site.primary.label}
        </Link>
      )}
    </>
  )
}

export default function NavbarContent() {
  const mobileSidebar = useNavbarMobileSidebar()
  const items = useThemeConfig().navbar.items
  const site = useDocsnavSite()
  const [leftItems, rightItems] = splitNavbarItems(items)
  const searchBarItem = items.find((item) => item.type === 'search')
  const frame = useDocsnavFrame()
  // docsnav's items count as the site's own: a site with none of its own still has a mobile menu.
  const menuShown = useDocsnavMenuShown()
  return (
    <div className="navbar__inner">
      {frame?.lang && (
        <Head>
          <html lang={frame.lang} />
        </Head>
      )}
      <div className="navbar__items dn-navbar-left">
        {(!mobileSidebar.disabled || menuShown) && <NavbarMobileSidebarToggle />}
        <NavbarLogo />
        {frame && <DocsnavItems frame={frame} />}
        {leftItems.map((item, index) => (
          <NavbarItem key={index} {...item} />
        ))}
      </div>
      <div className="navbar__items navbar__items--right">
        {frame && <DocsnavLinks frame={frame} />}
        {site && <DocsnavTopBar site={site} />}
        {rightItems.map((item, index) => (
          <NavbarItem key={index} {...item} />
        ))}
        <NavbarColorModeToggle />
        {!searchBarItem && (
          <NavbarSearch>
            <SearchBar />
          </NavbarSearch>
        )}
      </div>
    </div>
  )
}
