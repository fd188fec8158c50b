// What a keystroke costs before docsnav reads the text: the editor's document after a one-character
// edit is the old text's two halves and the edit (a cons string); the first read of it makes V8
// copy it into one flat string. Measured on crewAI's docs.json (2.3 million characters, two-byte),
// for each way of making the edited text: concatenation read once, `join`, `concat`.
// Usage: node bench/string-flatten.js [path/to/docs.json] [--runs 31]
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { corpusFolder } from '../scripts/corpus.mjs'

const { values, positionals } = parseArgs({ allowPositionals: true, options: { runs: { type: 'string', default: '31' } } })
const runs = Number(values.runs)
const text = readFileSync(positionals[0] ?? join(corpusFolder, 'crewAIInc__crewAI', 'docs.json'), 'utf8')
const median = (times) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]

function measure(edit) {
  let current = text
  const times = []
  for (let run = 0; run < runs; run++) {
    // Insert a character, then take it out again, inside the text.
    const at = Math.floor(text.length / 2)
    const start = performance.now()
    current = edit(current, at, run % 2 === 0 ? 'x' : '', run % 2 === 0 ? 0 : 1)
    current.charCodeAt(0)
    times.push(performance.now() - start)
  }
  return median(times)
}

console.log(`${text.length.toLocaleString('en-US')} characters, ${/[^\x00-\xff]/.test(text) ? 'two' : 'one'}-byte; medians of ${runs} edits`)
console.log(`concatenation, then read: ${measure((t, at, insert, remove) => t.slice(0, at) + insert + t.slice(at + remove)).toFixed(1)} ms`)
console.log(`join: ${measure((t, at, insert, remove) => [t.slice(0, at), insert, t.slice(at + remove)].join('')).toFixed(1)} ms`)
console.log(`concat: ${measure((t, at, insert, remove) => t.slice(0, at).concat(insert, t.slice(at + remove))).toFixed(1)} ms`)
