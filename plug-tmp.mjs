import { parseMdx } from './dist/parse/mdx.js'
const time = (text) => { const t = performance.now(); const r = parseMdx(text); return Math.round(performance.now() - t) + ('error' in r ? 'E' : '') }
const stair = (n) => Array.from({length: n}, (_, i) => ' '.repeat(2 * i) + '- a').join('\n')
const qstair = (n) => Array.from({length: n}, (_, i) => '>'.repeat(i + 1) + ' a').join('\n')
for (const n of [32, 64, 128]) console.log('list staircase', n, time(stair(n)), 'quote staircase', time(qstair(n)))
// many staircases of 64
console.log('100 list staircases of 64', time(Array.from({length: 100}, () => stair(64)).join('\n\n')))
console.log('100 quote staircases of 64', time(Array.from({length: 100}, () => qstair(64)).join('\n\n')))
