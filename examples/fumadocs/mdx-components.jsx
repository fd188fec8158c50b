import { docsnavComponents } from 'docsnav/fumadocs/components/mdx.jsx'
import defaultMdxComponents from 'fumadocs-ui/mdx'

/** Fumadocs' MDX components, then Mintlify's (from `@mintlify/components`, under Mintlify's names). */
export function getMDXComponents(components) {
  return { ...defaultMdxComponents, ...docsnavComponents, ...components }
}
