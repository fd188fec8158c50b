// Benchmark of `docsnav mkdocs` (docs/integrations/mkdocs.md), with the MkDocs, Material and
// mkdocs-redirects installed on the machine:
//
// 1. A 1,000-page docs.json site (tabs of groups, pages with a callout and tabs): the time of
//    `docsnav mkdocs docs` (compile + pages written as Markdown) and of `mkdocs build` of what it
//    wrote, medians of runs; docsnav's share = docsnav ÷ (docsnav + MkDocs); and a second
//    `docsnav mkdocs docs` with .docsnav/ there (pages converted before are not converted again).
// 2. The dev loop (`docsnav mkdocs docs --watch` beside `mkdocs serve`): the time from a docs.json
//    edit (a group renamed) to the dev server serving the page with the new name, on the example
//    and on the 1,000-page site; and docsnav's own part of it (its "written again in" lines).
//
// Usage: npm run bench:mkdocs [-- --runs 3 --pages 1000 --json]
// --json: the last line of stdout is {"pages", "docsnavMs", "againMs", "mkdocsMs", "sharePercent",
// "againSharePercent", "devExample": {servedMs, docsnavMs}, "devSite": {servedMs, docsnavMs}}, read by bench/report.js.
import { execFileSync, spawn } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { parseArgs } from 'node:util'

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, pages: { type: 'string', default: '1000' }, json: { type: 'boolean', default: false } },
})
const runs = Number(values.runs)
const count = Number(values.pages)
const cli = join(import.meta.dirname, '..', 'bin', 'docsnav.js')
const example = join(import.meta.dirname, '..', 'examples', 'mkdocs')
const made = []
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]
const write = (path, text) => {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, text)
}
const timed = (command, args, cwd) => {
  const start = performance.now()
  execFileSync(command, args, { cwd, stdio: 'pipe' })
  return performance.now() - start
}

function bigSite() {
  const folder = mkdtempSync(join(tmpdir(), 'docsnav-bench-mkdocs-'))
  made.push(folder)
  const tabs = 5
  const perGroup = 20
  const navigation = { tabs: [] }
  for (let tab = 0; tab < tabs; tab++) navigation.tabs.push({ tab: `Tab ${tab}`, groups: [] })
  for (let index = 0; index < count; index++) {
    const tab = navigation.tabs[index % tabs]
    const group = Math.floor(index / tabs / perGroup)
    const path = `tab-${index % tabs}/group-${group}/page-${index}`
    if (tab.groups.length <= group) tab.groups.push({ group: `Group ${group}`, pages: [] })
    tab.groups[group].pages.push(path)
    write(
      join(folder, 'docs', `${path}.mdx`),
      `---\ntitle: Page ${index}\n---\n\nPage ${index}. ${'Some prose about deploying applications, with a [link](https://example.com). '.repeat(8)}\n\n<Note>A note on page ${index}.</Note>\n\n<Tabs>\n  <Tab title="One">First.</Tab>\n  <Tab title="Two">Second.</Tab>\n</Tabs>\n\n\`\`\`bash run.sh\nacme deploy --page ${index}\n\`\`\`\n`,
    )
  }
  write(join(folder, 'docs', 'docs.json'), JSON.stringify({ name: 'Bench', theme: 'mint', colors: { primary: '#000000' }, navigation }, null, 2))
  write(join(folder, 'mkdocs.yml'), 'INHERIT: docsnav.mkdocs.yml\n')
  return folder
}

async function freePort() {
  const server = createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** docs.json edit -> the dev server serves `path` with the new group name; medians of `runs` edits. */
async function devUpdate(folder, path, from, runs) {
  execFileSync(process.execPath, [cli, 'mkdocs', 'docs'], { cwd: folder, stdio: 'pipe' })
  const port = await freePort()
  const watcher = spawn(process.execPath, [cli, 'mkdocs', 'docs', '--watch'], { cwd: folder, stdio: ['ignore', 'ignore', 'pipe'] })
  // docsnav's own share of each update: its "N files written again in X ms" lines.
  const own = []
  watcher.stderr.setEncoding('utf8').on('data', (text) => {
    for (const [, ms] of text.matchAll(/written again in (\d+) ms/g)) own.push(Number(ms))
  })
  const children = [watcher, spawn('mkdocs', ['serve', '-a', `127.0.0.1:${port}`], { cwd: folder, stdio: 'ignore' })]
  const page = async () => (await fetch(`http://127.0.0.1:${port}${path}`).catch(() => undefined))?.text()
  try {
    const ready = Date.now() + 120_000
    while (!(await page())?.includes(from)) {
      if (Date.now() > ready) throw new Error('mkdocs serve did not start')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const docsJson = join(folder, 'docs', 'docs.json')
    const original = readFileSync(docsJson, 'utf8')
    const times = []
    for (let run = 0; run < runs; run++) {
      const name = `Renamed ${run}`
      const start = performance.now()
      writeFileSync(docsJson, original.replace(`"group": "${from}"`, `"group": "${name}"`))
      while (!(await page())?.includes(name)) await new Promise((resolve) => setTimeout(resolve, 20))
      times.push(performance.now() - start)
      writeFileSync(docsJson, original)
      while (!(await page())?.includes(from)) await new Promise((resolve) => setTimeout(resolve, 20))
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
    return { served: median(times), docsnav: own.length > 0 ? median(own) : undefined }
  } finally {
    for (const child of children) child.kill('SIGTERM')
    // The folder is removed after: a process still writing into it would make that fail.
    await Promise.all(children.map((child) => (child.exitCode !== null ? undefined : new Promise((resolve) => child.once('exit', resolve)))))
  }
}

try {
  const site = bigSite()
  const docsnav = []
  const again = []
  const mkdocs = []
  for (let run = 0; run < runs; run++) {
    rmSync(join(site, '.docsnav'), { recursive: true, force: true })
    docsnav.push(timed(process.execPath, [cli, 'mkdocs', 'docs'], site))
    // A run after the first: .docsnav/ there, every page's conversion kept (the usual `docsnav mkdocs docs && mkdocs build`).
    again.push(timed(process.execPath, [cli, 'mkdocs', 'docs'], site))
    mkdocs.push(timed('mkdocs', ['build', '--quiet'], site))
  }
  const share = median(docsnav) / (median(docsnav) + median(mkdocs))
  console.log(
    `${count} pages: docsnav mkdocs ${(median(docsnav) / 1000).toFixed(2)} s, mkdocs build ${(median(mkdocs) / 1000).toFixed(2)} s (medians of ${runs}): docsnav's share ${(share * 100).toFixed(1)}%`,
  )

  const copy = mkdtempSync(join(tmpdir(), 'docsnav-bench-mkdocs-example-'))
  made.push(copy)
  cpSync(join(example, 'docs'), join(copy, 'docs'), { recursive: true })
  cpSync(join(example, 'mkdocs.yml'), join(copy, 'mkdocs.yml'))
  console.log(
    `${count} pages, a run after the first (.docsnav/ there): docsnav mkdocs ${(median(again) / 1000).toFixed(2)} s: docsnav's share ${((median(again) / (median(again) + median(mkdocs))) * 100).toFixed(1)}%`,
  )
  const loop = (name, update) =>
    `dev loop, ${name}: docs.json edit -> page served with it ${Math.round(update.served)} ms, of which docsnav ${update.docsnav === undefined ? '?' : Math.round(update.docsnav)} ms (medians of ${runs})`
  const devExample = await devUpdate(copy, '/quickstart/', 'Getting started', runs)
  console.log(loop('example', devExample))
  const devSite = await devUpdate(site, '/tab-0/group-0/page-0/', 'Group 0', runs)
  console.log(loop(`${count} pages`, devSite))
  if (values.json) {
    const dev = (update) => ({ servedMs: update.served, docsnavMs: update.docsnav ?? null })
    console.log(
      JSON.stringify({
        pages: count,
        docsnavMs: median(docsnav),
        againMs: median(again),
        mkdocsMs: median(mkdocs),
        sharePercent: share * 100,
        againSharePercent: (median(again) / (median(again) + median(mkdocs))) * 100,
        devExample: dev(devExample),
        devSite: dev(devSite),
      }),
    )
  }
} finally {
  for (const folder of made) rmSync(folder, { recursive: true, force: true, maxRetries: 3 })
}
