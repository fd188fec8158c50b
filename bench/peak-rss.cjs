// Loaded with `node --require` by bench/cold.js: as the process exits, writes its peak resident
// set size (kB) to the file DOCSNAV_PEAK_RSS_FILE names.
const { writeFileSync } = require('node:fs')
process.on('exit', () => {
  const file = process.env.DOCSNAV_PEAK_RSS_FILE
  if (file) writeFileSync(file, String(process.resourceUsage().maxRSS))
})
