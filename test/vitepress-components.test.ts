import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { convertPage } from '../src/integrations/vitepress/markdown.js'
import { VUE_COMPONENTS } from '../src/integrations/vitepress/vue-components.js'

const components = join(import.meta.dirname, '..', 'src', 'integrations', 'vitepress', 'components')

describe("VitePress's drawing of Mintlify's components", () => {
  it('registers every Vue component the pages use, each with its file', () => {
    const theme = readFileSync(join(components, 'theme.js'), 'utf8')
    for (const name of VUE_COMPONENTS) {
      expect(theme, name).toContain(`Docsnav${name}: ${name},`)
      expect(theme, name).toContain(`import ${name} from './${name}.vue'`)
    }
  })

  it('gives a member component its own props, and a component it cannot draw none of its element’s', async () => {
    const page = await convertPage(
      '<Tree>\n  <Tree.Folder name="app" defaultOpen>\n    <Tree.File name="a.ts" />\n  </Tree.Folder>\n</Tree>\n\n<Sparkle name="x">Words</Sparkle>\n',
      'page.mdx',
      { root: components, linkOf: (url) => url },
    )
    expect(page.body).toContain('<DocsnavTreeFolder name="app" defaultOpen>')
    expect(page.body).toContain('<DocsnavTreeFile name="a.ts" />')
    expect(page.body).toContain('<DocsnavUnsupported component="Sparkle">')
    expect(page.body).not.toMatch(/name="[^"]*"[^>]*name=/)
    expect(page.problems.map((problem) => [problem.line, problem.message.split(':')[0]])).toEqual([[7, '<Sparkle> has no equivalent in VitePress']])
  })

  it("keeps an operation's examples in a box that scrolls, never the page", () => {
    // Ollama's /api/generate example holds a base64 image on one line: the page was 47,000 px wide.
    const css = readFileSync(join(components, 'docsnav.css'), 'utf8')
    expect(css).toMatch(/\.dn-api-example \{[^}]*overflow-x: auto;/)
  })
})
