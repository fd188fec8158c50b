// docsnav's VitePress theme: VitePress's default theme, with docsnav's components registered for the pages docsnav writes (Mintlify's components as `Docsnav<Name>`) and for the nav (tabs and switchers).
// In `.vitepress/theme/index.ts`: `export { default } from 'docsnav/vitepress/components/theme.js'`.
import DefaultTheme from 'vitepress/theme'
import Accordion from './Accordion.vue'
import Badge from './Badge.vue'
import Box from './Box.vue'
import Callout from './Callout.vue'
import Card from './Card.vue'
import ColorItem from './ColorItem.vue'
import Columns from './Columns.vue'
import Field from './Field.vue'
import Frame from './Frame.vue'
import GitHubRepo from './GitHubRepo.vue'
import Group from './Group.vue'
import Icon from './Icon.vue'
import NavPrimary from './NavPrimary.vue'
import NavSwitcher from './NavSwitcher.vue'
import NavTabs from './NavTabs.vue'
import Step from './Step.vue'
import Steps from './Steps.vue'
import Tab from './Tab.vue'
import Tabs from './Tabs.vue'
import Tooltip from './Tooltip.vue'
import TreeFile from './TreeFile.vue'
import TreeFolder from './TreeFolder.vue'
import Unsupported from './Unsupported.vue'
import Update from './Update.vue'
import './docsnav.css'

/** The components, by the name the pages and the nav use. */
export const components = {
  DocsnavAccordion: Accordion,
  DocsnavBadge: Badge,
  DocsnavBox: Box,
  DocsnavCallout: Callout,
  DocsnavCard: Card,
  DocsnavColorItem: ColorItem,
  DocsnavColumns: Columns,
  DocsnavField: Field,
  DocsnavFrame: Frame,
  DocsnavGitHubRepo: GitHubRepo,
  DocsnavGroup: Group,
  DocsnavIcon: Icon,
  DocsnavStep: Step,
  DocsnavSteps: Steps,
  DocsnavTab: Tab,
  DocsnavTabs: Tabs,
  DocsnavTooltip: Tooltip,
  DocsnavTreeFile: TreeFile,
  DocsnavTreeFolder: TreeFolder,
  DocsnavUnsupported: Unsupported,
  DocsnavUpdate: Update,
  DocsnavNavTabs: NavTabs,
  DocsnavNavSwitcher: NavSwitcher,
  DocsnavNavPrimary: NavPrimary,
}

/** Registers docsnav's components on a Vue app: for a theme of your own, call it from its `enhanceApp`. */
export function enhanceApp({ app }) {
  for (const [name, component] of Object.entries(components)) app.component(name, component)
}

export default {
  extends: DefaultTheme,
  enhanceApp,
}
