// The mobile menu: docsnav's tabs, menus, switchers, anchors, global links and docs.json's top bar
// (as the desktop navbar has them), then the site's own navbar items.
import Link from '@docusaurus/Link'
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal'
import OriginalPrimaryMenu from '@theme-init/Navbar/MobileSidebar/PrimaryMenu'
import { useDocsnavFrame, useDocsnavSite } from '../../../../navbar-frame.jsx'

function Item({ link, onClick }) {
  const className = `menu__link${link.current ? ' menu__link--active' : ''}`
  return (
    <li className="menu__list-item">
      {link.href === undefined ? (
        <span className={className}>{link.label}</span>
      ) : (
        <Link className={className} to={link.href} aria-current={link.current ? 'true' : undefined} lang={link.lang} onClick={onClick}>
          {link.label}
        </Link>
      )}
    </li>
  )
}

function Section({ label, links, onClick }) {
  return (
    <li className="menu__list-item dn-mobile-section">
      <span className="menu__link dn-mobile-label">{label}</span>
      <ul className="menu__list">
        {links.map((link, index) => (
          <Item key={index} link={link} onClick={onClick} />
        ))}
      </ul>
    </li>
  )
}

export default function NavbarMobilePrimaryMenu(props) {
  const frame = useDocsnavFrame()
  const site = useDocsnavSite()
  const mobileSidebar = useNavbarMobileSidebar()
  const close = () => mobileSidebar.toggle()
  if (!frame) return <OriginalPrimaryMenu {...props} />
  return (
    <>
      <ul className="menu__list dn-mobile-menu">
        {frame.tabs
          .flat()
          .map((tab, index) =>
            tab.menu ? (
              <Section key={`tab-${index}`} label={tab.label} links={tab.menu} onClick={close} />
            ) : (
              <Item key={`tab-${index}`} link={tab} onClick={close} />
            ),
          )}
        {frame.menus.map((menu, index) => (
          <Section key={`menu-${index}`} label={menu.label} links={menu.entries} onClick={close} />
        ))}
        {frame.switchers.map((switcher, index) => (
          <Section key={`switcher-${index}`} label={switcher.label} links={switcher.entries} onClick={close} />
        ))}
        {[...frame.anchors.flat(), ...frame.globals, ...(site?.links ?? [])].map((link, index) => (
          <Item key={`link-${index}`} link={link} onClick={close} />
        ))}
        {site?.primary && (
          <li className="menu__list-item dn-mobile-primary">
            <Link className="button button--primary" to={site.primary.href} onClick={close}>
              {site.primary.label}
            </Link>
          </li>
        )}
      </ul>
      <OriginalPrimaryMenu {...props} />
    </>
  )
}
