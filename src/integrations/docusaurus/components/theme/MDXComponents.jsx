// Docusaurus's MDX components, and Mintlify's: every page of a docs.json site uses them without importing them.
import MDXComponents from '@theme-init/MDXComponents'
import DocsnavApiOperation from '../ApiOperation.jsx'
import { components } from '../mintlify.jsx'

export default { ...MDXComponents, ...components, DocsnavApiOperation }
