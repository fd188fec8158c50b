// The mobile menu's second panel (the docs sidebar), with its way back to the main panel whenever
// the main panel has items: the site's own, or docsnav's (tabs, switchers, links).
import { useThemeConfig } from '@docusaurus/theme-common'
import { useNavbarSecondaryMenu } from '@docusaurus/theme-common/internal'
import Translate from '@docusaurus/Translate'
import { useDocsnavMenuShown } from '../../../../navbar-frame.jsx'

export default function NavbarMobileSidebarSecondaryMenu() {
  const secondaryMenu = useNavbarSecondaryMenu()
  const menuShown = useDocsnavMenuShown()
  const mainPanelEmpty = useThemeConfig().navbar.items.length === 0 && !menuShown
  return (
    <>
      {!mainPanelEmpty && (
        <button type="button" className="clean-btn navbar-sidebar__back" onClick={() => secondaryMenu.hide()}>
          <Translate id="theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel">← Back to main menu</Translate>
        </button>
      )}
      {secondaryMenu.content}
    </>
  )
}
