import {
  destinationPath,
  fragmentStart,
  pathStart,
  queryOrFragmentIn,
  sourcePattern,
  withoutTrailingSlash,
  type PatternParameter,
  type Redirect,
} from '../../ir/redirects.js'
import { isAbsoluteHref } from '../../ir/urls.js'
import { Unexpressed } from './sidebars.js'

/** A target's redirects in its own form: its files, and what its form cannot hold. */
export interface TargetRedirects {
  files: Record<string, string>
  unexpressed?: string
}

/** Converts docs.json's redirects for one generator, given each page's file path by URL (for MkDocs). */
export type RedirectConverter = (redirects: readonly Redirect[], pageFiles: ReadonlyMap<string, string>) => TargetRedirects

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`
const status = (redirect: Redirect) => (redirect.permanent ? 308 : 307)
/** A source that can fire: no `#` or `?` (DN7012 says why). */
const fires = (redirect: Redirect) => queryOrFragmentIn(redirect.source) === undefined

/**
 * Docusaurus: the options of `@docusaurus/plugin-client-redirects` (`{ redirects: [{ from, to }] }`),
 * which writes a client-side redirect page for each `from`. It matches no patterns (its
 * `createRedirects` function would, in code), and answers with no status code.
 */
export const docusaurusRedirects: RedirectConverter = (redirects) => {
  const notes = new Unexpressed()
  const list: Array<{ from: string; to: string }> = []
  for (const redirect of redirects.filter(fires)) {
    if (sourcePattern(redirect.source).parameters.length > 0) notes.add('redirects with parameters', 'write a createRedirects function for them')
    else list.push({ from: redirect.source, to: redirect.destination })
  }
  return { files: { 'docusaurus/client-redirects.json': json({ redirects: list }) }, unexpressed: notes.describe() }
}

/**
 * Astro (Starlight): the `redirects` of `defineConfig`, each `{ status, destination }`; `:name` and
 * `:name*` become Astro's `[name]` and `[...name]` (a rest parameter also matches nothing, as
 * `:name*` does). Optional parameters and partial wildcards have no Astro form.
 */
export const astroRedirects: RedirectConverter = (redirects) => {
  const notes = new Unexpressed()
  const map: Record<string, { status: 307 | 308; destination: string }> = {}
  for (const redirect of redirects.filter(fires)) {
    const { parameters } = sourcePattern(redirect.source)
    if (parameters.some((parameter) => parameter.matches === 'optional' || parameter.name === '*')) {
      notes.add('redirects with optional parameters or partial wildcards', 'left out')
      continue
    }
    // Astro reads `[` and `]` as a parameter's brackets, and has no way to write them as characters.
    if (fixedParts(redirect.source).some((part) => /[[\]]/.test(part))) {
      notes.add('redirects whose source has `[` or `]`', 'left out')
      continue
    }
    const astro = (path: string) =>
      withParameters(path, parameters, (parameter) => (parameter.matches === 'one' ? `[${parameter.name}]` : `[...${parameter.name}]`))
    const key = astro(redirect.source)
    // Two sources of one Astro form (`:x+` and `:x*`): the first is the one that fires on Mintlify.
    if (Object.hasOwn(map, key)) {
      notes.add('redirects whose Astro form an earlier one has', 'left out')
      continue
    }
    map[key] = { status: status(redirect), destination: astro(redirect.destination) }
  }
  return { files: { 'starlight/redirects.json': json(map) }, unexpressed: notes.describe() }
}

/**
 * Next.js (Fumadocs): the array `redirects()` in next.config returns. Next.js reads the same
 * path-to-regexp parameters; only the partial wildcard `*` has no form there. What docsnav (and
 * Mintlify's documented syntax) takes literally but path-to-regexp would read as a group, a
 * modifier or a parameter (`(a|aa)+`, `{x}`, `c++`, a bare `:`) is escaped with `\`; in a
 * destination, where Vercel reads a parenthesis as a group even escaped, parentheses are
 * percent-encoded (the same URL).
 */
export const nextRedirects: RedirectConverter = (redirects) => {
  const notes = new Unexpressed()
  const list: Array<{ source: string; destination: string; permanent: boolean }> = []
  for (const redirect of redirects.filter(fires)) {
    if (sourcePattern(redirect.source).parameters.some((parameter) => parameter.name === '*')) notes.add('redirects with partial wildcards', 'left out')
    else
      list.push({
        source: withFixedParts(redirect.source, (text) => text.replace(PATH_TO_REGEXP_SPECIAL, '\\$&')),
        destination: withFixedParts(redirect.destination, encodeParentheses),
        permanent: redirect.permanent,
      })
  }
  return { files: { 'fumadocs/redirects.json': json(list) }, unexpressed: notes.describe() }
}

/** `(` and `)` percent-encoded. */
function encodeParentheses(text: string): string {
  return text.replace(/[()]/g, (paren) => (paren === '(' ? '%28' : '%29'))
}

/** What path-to-regexp (Next.js, Vercel) reads as syntax rather than as a character of the path. */
const PATH_TO_REGEXP_SPECIAL = /[\\(){}+?*:]/g
/** A parameter as docsnav reads one in a source: `:name` with its modifier, or a bare `*`. */
const SOURCE_PARAMETER = /(:[A-Za-z_][A-Za-z0-9_]*[?+*]?|\*)/

/** A source with each fixed part (what is not a parameter) of its path written another way. */
function withFixedParts(source: string, write: (text: string) => string): string {
  const start = pathStart(source)
  const end = fragmentStart(source)
  const pieces = source.slice(start, end).split(SOURCE_PARAMETER)
  // split() with a group: fixed parts at even places, parameters at odd ones.
  return source.slice(0, start) + pieces.map((piece, index) => (index % 2 === 0 ? write(piece) : piece)).join('') + source.slice(end)
}

/** The fixed parts of a source's path: what is not a parameter. */
function fixedParts(source: string): string[] {
  return source
    .slice(pathStart(source), fragmentStart(source))
    .split(SOURCE_PARAMETER)
    .filter((_, index) => index % 2 === 0)
}

/**
 * MkDocs: the `redirect_maps` of the `mkdocs-redirects` plugin, page file to page file (or URL):
 * `start.md: guides/setup.md`. It matches no patterns, and leads only to pages or URLs.
 */
export const mkdocsRedirects: RedirectConverter = (redirects, pageFiles) => {
  const notes = new Unexpressed()
  const lines: string[] = []
  for (const redirect of redirects.filter(fires)) {
    if (sourcePattern(redirect.source).parameters.length > 0) {
      notes.add('redirects with parameters', 'left out')
      continue
    }
    const target = isAbsoluteHref(redirect.destination) ? redirect.destination : pageFiles.get(withoutTrailingSlash(destinationPath(redirect.destination)))
    if (target === undefined) {
      notes.add('redirects to something other than a page', 'left out')
      continue
    }
    lines.push(`        ${JSON.stringify(`${redirect.source.replace(/^\/+|\/+$/g, '') || 'index'}.md`)}: ${JSON.stringify(target)}`)
  }
  const files: Record<string, string> = {}
  if (lines.length > 0) files['mkdocs/redirects.yml'] = ['plugins:', '  - redirects:', '      redirect_maps:', ...lines, ''].join('\n')
  return { files, unexpressed: notes.describe() }
}

/** VitePress has no redirects: the host must serve them (redirects.json has them all). */
export const noRedirects: RedirectConverter = (redirects) => ({
  files: {},
  unexpressed: redirects.length > 0 ? `redirects: ${redirects.length} (VitePress has none: serve redirects.json from the host)` : undefined,
})

/** A path (a source, or a destination using its parameters) with each of the source's parameters written another way. */
function withParameters(path: string, parameters: readonly PatternParameter[], write: (parameter: PatternParameter) => string): string {
  const byName = new Map(parameters.map((parameter) => [parameter.name, parameter]))
  // In an absolute URL, only its path can hold parameters (not `https:` or a port).
  const start = pathStart(path)
  const end = fragmentStart(path)
  return (
    path.slice(0, start) +
    path.slice(start, end).replace(/:([A-Za-z_][A-Za-z0-9_]*)[?+*]?|\*/g, (whole, name: string | undefined) => {
      const parameter = byName.get(name ?? '*')
      return parameter === undefined ? whole : write(parameter)
    }) +
    path.slice(end)
  )
}

/**
 * Netlify (and Cloudflare Pages, which reads the same file): `netlify/_redirects`, one
 * `source destination status` line each. A rest parameter at the end of a source (`:slug*`,
 * `:slug+`, or `/*`) becomes Netlify's splat, `*` in the source and `:splat` in the destination
 * (a splat also matches nothing, as `:slug*` does); `:name` stays as it is. Optional parameters, and
 * rest parameters or wildcards before the end, have no form there.
 */
export const netlifyRedirects: RedirectConverter = (redirects) => {
  const notes = new Unexpressed()
  const lines: string[] = []
  for (const redirect of redirects.filter(fires)) {
    const { parameters } = sourcePattern(redirect.source)
    const rest = parameters.filter((parameter) => parameter.matches === 'any' || parameter.matches === 'some')
    const last = parameters.at(-1)
    const splatAtEnd =
      last !== undefined &&
      rest.length === 1 &&
      rest[0] === last &&
      (last.name === '*' ? redirect.source.endsWith('/*') : new RegExp(`/:${last.name}[*+]$`).test(redirect.source))
    if (parameters.some((parameter) => parameter.matches === 'optional') || (rest.length > 0 && !splatAtEnd)) {
      notes.add('redirects with optional parameters, or a wildcard before the end', 'left out')
      continue
    }
    // Netlify's placeholders are whole segments: in `/docs-:slug` it would match the text `:slug`.
    if (/[^/]:[A-Za-z_]|:[A-Za-z_][A-Za-z0-9_]*[^/A-Za-z0-9_*+]/.test(redirect.source.slice(pathStart(redirect.source), fragmentStart(redirect.source)))) {
      notes.add('redirects with a parameter inside a path segment', 'left out')
      continue
    }
    const splat = (path: string) =>
      rest.length === 0 ? path : withParameters(path, parameters, (parameter) => (parameter === rest[0] ? ':splat' : `:${parameter.name}`))
    const source = rest.length === 0 ? redirect.source : redirect.source.replace(/(?::[A-Za-z_][A-Za-z0-9_]*[*+]|\*)$/, '*')
    // Spaces separate the fields of a line: written percent-encoded (control characters never reach here: DN7025).
    const field = (path: string) => path.replace(/\s/g, (space) => encodeURIComponent(space))
    lines.push(`${field(source)} ${field(splat(redirect.destination))} ${status(redirect)}`)
  }
  return { files: { 'netlify/_redirects': `${lines.join('\n')}\n` }, unexpressed: notes.describe() }
}

/**
 * Vercel: the `redirects` of vercel.json (`vercel/redirects.json`), `[{ source, destination,
 * permanent }]` in the same path syntax; only the partial wildcard `*` has no form there.
 */
export const vercelRedirects: RedirectConverter = (redirects) => {
  const { files, unexpressed } = nextRedirects(redirects, new Map())
  return { files: { 'vercel/redirects.json': files['fumadocs/redirects.json']! }, ...(unexpressed === undefined ? {} : { unexpressed }) }
}
