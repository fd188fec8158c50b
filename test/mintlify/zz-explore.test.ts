import fc from 'fast-check'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { it } from 'vitest'
import { writeFileSync } from 'node:fs'
import { extractPage } from '../../src/passes/links/extract.js'
import { page } from './anchors.test.js'

const checkerFile = join(import.meta.dirname, '..', '..', 'oracles', 'mintlify-link-rot', 'node_modules', '@mintlify', 'link-rot', 'dist', 'static-checking', 'getBrokenInternalLinks.js')
const COMPARED = new Set(['a', 'Card', 'img', 'source'])
it('explore', async () => {
  const decorate = (await import(pathToFileURL(checkerFile).href)).decorateGraphNodeFromPageContent
  const out: string[] = []
  const n = Number(process.env.N ?? 2000)
  const t0 = performance.now()
  for (const text of fc.sample(page, { numRuns: n, seed: Number(process.env.SEED ?? 1) })) {
    const links: string[] = []
    const node = { addPath: (u: string) => links.push(u), headingSlugs: null as Set<string> | null }
    let err: string | undefined
    try { await decorate(node, text) } catch (e) { err = String(e) }
    const ours = extractPage(text)
    if (err || 'error' in ours) { out.push(`=== ERROR mint=${err} ours=${JSON.stringify('error' in ours ? ours.error : null)}\n${text}`); continue }
    const a = [...node.headingSlugs!].sort(), b = [...new Set(ours.anchors)].sort()
    const l1 = links.sort(), l2 = ours.links.filter((l) => l.form === 'link' || l.form === 'image' || (l.form === 'attribute' && COMPARED.has(l.element ?? ''))).map((l) => l.url).sort()
    const onlyMint = a.filter((x) => !b.includes(x)), onlyOurs = b.filter((x) => !a.includes(x))
    if (onlyMint.length || onlyOurs.length) out.push(`=== ANCHORS onlyMint=${JSON.stringify(onlyMint)} onlyOurs=${JSON.stringify(onlyOurs)}\n${text}`)
    if (JSON.stringify(l1) !== JSON.stringify(l2)) out.push(`=== LINKS mint=${JSON.stringify(l1)} ours=${JSON.stringify(l2)}\n${text}`)
  }
  writeFileSync('/tmp/explore.txt', out.join('\n'))
  console.log('failures', out.length, 'of', n, 'ms', performance.now() - t0)
}, 600_000)
it('stats', () => {
  const pages = fc.sample(page, { numRuns: 300, seed: 20261126 })
  const count = (re: RegExp) => pages.filter((p) => re.test(p)).length
  console.log({ custom: count(/\{#/), tabs: count(/<Tabs>/), steps: count(/<Steps/), update: count(/<Update/), vis: count(/<Visibility/), accordion: count(/<Accordion /), param: count(/<(ParamField|ResponseField|Param) /), crlf: count(/\r/), fence: count(/```/), setext: count(/\n===/), avgLen: pages.reduce((a, p) => a + p.length, 0) / pages.length })
})
