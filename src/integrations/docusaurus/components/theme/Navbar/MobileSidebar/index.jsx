// The mobile menu, shown on a phone when the site's navbar or docsnav has items for it (Docusaurus
// counts only the site's own `themeConfig.navbar.items`: a docs.json site usually has none, and its
// tabs and switchers were out of reach on a phone).
import { useWindowSize } from '@docusaurus/theme-common'
import { useLockBodyScroll, useNavbarMobileSidebar } from '@docusaurus/theme-common/internal'
import NavbarMobileSidebarHeader from '@theme/Navbar/MobileSidebar/Header'
import NavbarMobileSidebarLayout from '@theme/Navbar/MobileSidebar/Layout'
import NavbarMobileSidebarPrimaryMenu from '@theme/Navbar/MobileSidebar/PrimaryMenu'
import NavbarMobileSidebarSecondaryMenu from '@theme/Navbar/MobileSidebar/SecondaryMenu'
import { useDocsnavMenuShown } from '../../../navbar-frame.jsx'

export default function NavbarMobileSidebar() {
  const mobileSidebar = useNavbarMobileSidebar()
  const windowSize = useWindowSize()
  const menuShown = useDocsnavMenuShown()
  useLockBodyScroll(mobileSidebar.shown)
  if (!mobileSidebar.shouldRender && !(menuShown && windowSize === 'mobile')) return null
  return (
    <NavbarMobileSidebarLayout
      header={<NavbarMobileSidebarHeader />}
      primaryMenu={<NavbarMobileSidebarPrimaryMenu />}
      secondaryMenu={<NavbarMobileSidebarSecondaryMenu />}
    />
  )
}
