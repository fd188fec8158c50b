import {
  RedirectTable,
  destinationParameters,
  destinationPath,
  fillDestination,
  fragmentStart,
  queryOrFragmentIn,
  routePath,
  sourcePattern,
  withoutTrailingSlash,
  type Redirect,
  type RedirectRule,
} from '../../ir/redirects.js'
import { isAbsoluteHref } from '../../ir/urls.js'

/**
 * docs.json's redirects for a static site, whose host matches no patterns (Astro's static build:
 * a redirect is a page written at its source). A source with parameters becomes one plain
 * redirect per URL of the site it leads to: `/docs/latest/:slug*` → `/docs/v2/:slug*` is
 * `/docs/latest/a` → `/docs/v2/a` for each page `/docs/v2/a` (and each plain redirect's source
 * there). Every destination is followed through the redirects it meets to where readers land, as
 * DN7015 follows chains. What has no such form is returned apart, with why, for the caller to say.
 */

/** A redirect from one path, to where readers land. */
export interface StaticRedirect {
  source: string
  destination: string
  permanent: boolean
}

export interface StaticRedirects {
  /** In docs.json's order, each source once (the first rule that matches it wins, as on Mintlify). */
  redirects: StaticRedirect[]
  /** The redirects that have no static form (or only part of one), with why. */
  unexpressed: Array<{ redirect: Redirect; why: string }>
}

/** How many redirects in a row are followed (as the redirects pass follows them). */
const MAX_HOPS = 20

/**
 * `routes`: the site's route URLs. `refuses`: why the host cannot hold a redirect from this source to
 * this destination (Astro reads `[` in a source as a parameter, and redirects only to http and https
 * URLs), or undefined when it can.
 */
export function staticRedirects(
  redirects: readonly Redirect[],
  routes: readonly string[],
  refuses: (source: string, destination: string) => string | undefined = () => undefined,
): StaticRedirects {
  const table = new RedirectTable(
    redirects.filter((redirect) => queryOrFragmentIn(redirect.source) === undefined),
    undefined,
  )
  const pages = new Set(routes.map((url) => routePath(url)))
  const isPage = (path: string) => pages.has(routePath(destinationPath(path) || '/'))
  const out: StaticRedirects = { redirects: [], unexpressed: [] }
  const sources = new Set<string>()
  /** Adds a redirect unless its source is a page (served first) or taken; false when refused or left out. */
  const add = (rule: RedirectRule, source: string, destination: string) => {
    const key = routePath(source)
    if (isPage(source) || sources.has(key)) return false
    const why = refuses(source, destination)
    if (why !== undefined) {
      if (!out.unexpressed.some((said) => said.redirect === rule.redirect)) out.unexpressed.push({ redirect: rule.redirect, why })
      return false
    }
    sources.add(key)
    out.redirects.push({ source, destination, permanent: rule.redirect.permanent })
    return true
  }
  /** Where readers who ask for `target` land: a page, or a URL out of the site; undefined for anywhere else (no page, a loop). */
  const land = (target: string): string | undefined => {
    const seen = new Set<RedirectRule>()
    for (let hop = 0; hop <= MAX_HOPS; hop++) {
      if (isAbsoluteHref(target) || isPage(target)) return target
      const next = table.match(destinationPath(target) || '/')
      if (!next || next.approximate || seen.has(next.rule)) return undefined
      seen.add(next.rule)
      const filled = filledPath(next.rule.destination, next.values)
      // A fragment the next hop does not replace stays, as browsers keep it through a redirect.
      target = fragmentStart(filled) === filled.length ? `${filled}${target.slice(fragmentStart(target))}` : filled
    }
    return undefined
  }
  // The plain paths readers may ask for that a rule with parameters may lead to: pages, and plain sources.
  const plainSources = table.rules.filter((rule) => rule.pattern.regex === undefined).map((rule) => withoutTrailingSlash(rule.source))
  const candidates = [...new Set([...routes.map((url) => withoutTrailingSlash(url)), ...plainSources])]
  for (const rule of table.rules) {
    const unexpressed = (why: string) => out.unexpressed.push({ redirect: rule.redirect, why })
    if (rule.pattern.regex === undefined) {
      add(rule, withoutTrailingSlash(rule.source), land(rule.destination) ?? rule.destination)
      continue
    }
    const used = new Set(destinationParameters(rule.destination))
    if (!rule.exact) unexpressed('its source is too complex to match exactly')
    else if (isAbsoluteHref(rule.destination)) unexpressed('it leads out of the site, where the URLs its source matches are not known')
    else if (rule.pattern.parameters.some((parameter) => !used.has(parameter.name)))
      unexpressed('its destination does not use all of its parameters, so the URLs its source matches are not known')
    else if (expand(rule) === 0 && !out.unexpressed.some((said) => said.redirect === rule.redirect)) unexpressed('it leads to no page of the site')
  }
  return out

  /** The plain redirects of a rule with parameters, one per path it leads from to a page; how many. */
  function expand(rule: RedirectRule): number {
    const wanted = withoutTrailingSlash(destinationPath(rule.destination)) || '/'
    const pattern = sourcePattern(wanted)
    let made = 0
    for (const candidate of candidates) {
      if (!candidate.startsWith(pattern.prefix) || pattern.regex === undefined) continue
      const found = pattern.regex.exec(candidate)
      if (!found) continue
      const values = new Map(pattern.parameters.map((parameter, index) => [parameter.name, found[index + 1] ?? '']))
      const source = withoutTrailingSlash(filledPath(rule.source, values))
      // The path must come back to this rule (the first that matches it), with the same values.
      const match = table.match(source)
      if (match?.rule !== rule || match.approximate) continue
      const destination = land(filledPath(rule.destination, match.values))
      if (destination !== undefined && add(rule, source, destination)) made++
    }
    return made
  }
}

/** A path with its parameters' values put in; `/` where an empty value leaves none (`/:slug*` with no slug). */
function filledPath(path: string, values: ReadonlyMap<string, string>): string {
  const filled = fillDestination(path, values)
  return isAbsoluteHref(filled) || filled.startsWith('/') ? filled : `/${filled}`
}
