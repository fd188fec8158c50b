import { describe, expect, it } from 'vitest'
import { compileSync } from '../src/index.js'

/** breadcrumbs.jsonld.json follows Google's rule: every ListItem but the last has an `item` URL. */

interface List {
  itemListElement: Array<{ position: number; name: string; item?: string }>
}

function jsonLd(config: object): Record<string, List> {
  return JSON.parse(compileSync({ config }, { noFiles: true, outputs: { siteUrl: 'https://docs.example.com' } }).files!['breadcrumbs.jsonld.json']!)
}

describe('breadcrumb JSON-LD', () => {
  it('links a group without a root page to its first visible page', () => {
    const lists = jsonLd({
      navigation: { tabs: [{ tab: 'Guides', groups: [{ group: 'Start', pages: [{ group: 'Deep', hidden: false, pages: ['deep/a'] }, 'b'] }] }] },
    })
    expect(lists['/b']!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Guides', item: 'https://docs.example.com/deep/a' },
      { '@type': 'ListItem', position: 2, name: 'Start', item: 'https://docs.example.com/deep/a' },
      { '@type': 'ListItem', position: 3, name: 'B', item: 'https://docs.example.com/b' },
    ])
  })

  it('leaves out a crumb with no page to link to, and numbers the rest without a gap', () => {
    const lists = jsonLd({
      navigation: {
        groups: [
          { group: 'Open', pages: ['a'] },
          { group: 'Secret', hidden: true, pages: ['x'] },
        ],
      },
    })
    expect(lists['/x']!.itemListElement).toEqual([{ '@type': 'ListItem', position: 1, name: 'X', item: 'https://docs.example.com/x' }])
  })
})
