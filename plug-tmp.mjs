import { parse, postprocess, preprocess } from 'micromark'
const kinds = {
  listLinks: (i) => `- [Link ${i}](/big#link-${i})\n`,
  listText: (i) => `- Link ${i} big link ${i}\n`,
  paraLinks: (i) => `[Link ${i}](/big#link-${i})\n\n`,
  paraText: (i) => `Link ${i} big link ${i} xx\n\n`,
}
for (const [k, f] of Object.entries(kinds)) for (const n of [4000, 8000]) {
  let text = ''
  for (let i = 0; i < n; i++) text += f(i)
  let t = performance.now()
  const events = postprocess(parse().document().write(preprocess()(text, undefined, true)))
  console.log(k, n, Math.round(performance.now() - t), 'ms', events.length)
}
