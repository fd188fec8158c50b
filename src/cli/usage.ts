import { outputsInWords } from '../emit/index.js'
import { DEFAULT_MAX_FILE_SIZE } from '../ir/files.js'

/** What `docsnav --help` prints: every command and option. */

/** What build writes, from the table of outputs, wrapped to the usage text's column. */
const BUILD_WRITES = (() => {
  const { always, withSiteUrl } = outputsInWords()
  const list = (names: string[]) => `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
  const words = `check it, then write ${always.join(', ')} (and with --site-url ${list(withSiteUrl)}) into <dir>`.split(' ')
  const lines = ['']
  for (const word of words) {
    if (lines.at(-1)!.length + word.length + 1 > 52) lines.push('')
    lines[lines.length - 1] += `${lines.at(-1) === '' ? '' : ' '}${word}`
  }
  return lines.join(`\n${' '.repeat(46)}`)
})()

export const USAGE = `Usage:
  docsnav check [root] [options]              check the docs.json in <root> (default: .)
  docsnav build [root] --out <dir> [options]  ${BUILD_WRITES}
  docsnav diff <previous> [root] [options]    compare the site's URLs with an earlier build's
                                              (its routes.json, or the --out folder holding it):
                                              every URL that is gone needs a redirect
  docsnav preview [root] [--port <n>]         serve every page of the site with its navigation on
                                              127.0.0.1 (default port 3030), reloading on changes
  docsnav mkdocs [root] [--out <file>]        write <file> (default: docsnav.mkdocs.yml), the MkDocs
                                              config mkdocs.yml takes with INHERIT, and beside it
                                              .docsnav/ (the pages as Markdown, Material's override);
                                              with --watch, again on every change
  docsnav import <source> [--from <kind>]     read the navigation of a Docusaurus, MkDocs, VitePress,
                                              Starlight, Fumadocs or GitBook site or a mint.json, and
                                              write docs.json (default: in the folder of its pages;
                                              --out <file> elsewhere); --write-pages moves pages, sets
                                              their labels and writes their bodies in Mintlify's
                                              components as docs.json needs; --old-urls <file>
                                              (sitemap.xml, routes.json or one URL a line) adds a
                                              redirect for every old URL the new site does not serve
  docsnav mcp [root]                          serve the site to AI agents over stdio (Model Context
                                              Protocol): search pages, read one as Markdown, list a
                                              division's navigation, resolve a URL, list diagnostics
  docsnav schema                              print the JSON Schema of docs.json, for editors
  docsnav lsp [--stdio]                       run the language server (over stdio), for editors

Options:
  --format <pretty|json|github|sarif>  Output format (default: pretty; sarif: SARIF 2.1.0 for
                                 GitHub code scanning)
  --sarif <file>                 check: also write the diagnostics as SARIF 2.1.0 into <file>, from
                                 the same run (for code scanning beside --format github)
  --fix                          check: apply the fixes that are certainly right (docs.json, its
                                 includes), repeated until none is left; prints what it changed
  --watch                        check, build: run again on every change to the project's files,
                                 printing what changed in the diagnostics (Ctrl-C stops)
  --no-files                     Skip checks that need page files; titles come from paths
  --missing-pages <error|warn>   How a listed page without a file is reported (default: error, or
                                 docsnav.config.json's missingPages)
  --links                        Also check the inside of pages: every internal link, image and
                                 #anchor, and each page's imports, components and props
                                 (docsnav.config.json's "links": true does the same)
  --cache / --no-cache           Keep what --links reads of pages in node_modules/.cache/docsnav
                                 (default: on, but off when the CI environment variable is set)
  --allow-remote                 Fetch remote (https://) OpenAPI specs instead of reporting them unchecked
  --max-file-size <MiB>          The largest file docsnav reads (default: ${DEFAULT_MAX_FILE_SIZE / 1024 / 1024})
  --out <dir>                    build: where to write the outputs (a folder of their own: not the
                                 project folder, nor one holding docs.json, a page or a spec);
                                 import: the docs.json file to write
  --site-url <url>               build: the site's absolute URL, for sitemap.xml and JSON-LD
  --force                        build: write the outputs even when there are errors, and replace
                                 files in <dir> with an output's name that docsnav did not write;
                                 import: replace an existing docs.json
  --pretty                       build: indent the JSON outputs
  --target <names>               build: also write sidebars for docusaurus, starlight, vitepress,
                                 fumadocs and/or mkdocs, and redirects in their forms and those of
                                 netlify and vercel; html: the navigation rendered as HTML, one
                                 copy per sidebar (comma-separated, or the option repeated)
  --pagefind                     build: also write a Pagefind search index into <dir>/pagefind/
  --suggest                      diff: print the redirects to add for the URLs that have none
  --port <n>                     preview: the port to listen on (0: any free one)
  --color / --no-color           Force colours on or off (NO_COLOR and FORCE_COLOR are honoured)
  -h, --help                     Show this help
  -v, --version                  Show the version

Exit codes: 0 no errors, 1 errors found, 2 usage error, internal failure, or outputs or fixes not
written.
`
