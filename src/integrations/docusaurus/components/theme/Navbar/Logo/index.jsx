// The navbar's logo (in the navbar and the mobile menu's header): the site's own `themeConfig.navbar`
// logo or title when it has one; else docs.json's logo, in the name's place as Mintlify draws it,
// or its name, leading to the logo's `href`, else home.
import Link from '@docusaurus/Link'
import useBaseUrl from '@docusaurus/useBaseUrl'
import { useThemeConfig } from '@docusaurus/theme-common'
import OriginalLogo from '@theme-init/Navbar/Logo'
import ThemedImage from '@theme/ThemedImage'
import { useDocsnavSite } from '../../../navbar-frame.jsx'

export default function NavbarLogo(props) {
  const { navbar } = useThemeConfig()
  const site = useDocsnavSite()
  const home = useBaseUrl('/')
  const light = useBaseUrl(site?.logo?.light ?? '/')
  const dark = useBaseUrl(site?.logo?.dark ?? '/')
  if (navbar.logo !== undefined || navbar.title !== undefined || !site || (site.logo === undefined && site.name === undefined))
    return <OriginalLogo {...props} />
  return (
    <Link className="navbar__brand" to={site.logo?.href ?? home}>
      {site.logo ? (
        <ThemedImage className="navbar__logo dn-logo" sources={{ light, dark }} alt={site.name ?? ''} />
      ) : (
        <b className="navbar__title text--truncate">{site.name}</b>
      )}
    </Link>
  )
}
