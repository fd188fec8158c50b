import type { NavigationDocument } from '../ir/navigation-document.js'
import type { Route } from '../ir/site.js'
import { clientScript, createRenderer, defaultStyles } from '../render/index.js'
import { jsonOutput, LazyArray, LazyObject, textOutput, type OutputText } from './output-text.js'

/**
 * `--target html`: the rendered navigation for sites that want it without docsnav's server. One
 * copy per sidebar scope, not per route: on crewAI (22,934 routes, 680 scopes) a copy per route is
 * 760 MB, one per scope plus each route's own parts 137 MB (`npm run bench:render`).
 * - `html/scopes.json`: per scope, `{ topBar, sidebar }`, nothing marked current; the sidebar holds
 *   `<!--dn-switchers-->` where the route's switchers go;
 * - `html/routes.json`: `{ scopes, routes: { url: { scope, switchers, eyebrow, pager } } }`;
 * - `html/docsnav.js`, the client script (it marks the current page from the address), and
 *   `html/docsnav.css`, the default styles.
 */
/** The files of the html target. */
export const HTML_FILES = ['html/scopes.json', 'html/routes.json', 'html/docsnav.js', 'html/docsnav.css'] as const

export function htmlOutputs(navigation: NavigationDocument, routes: readonly Route[], pretty: boolean): Record<string, OutputText> {
  const renderer = createRenderer({ navigation, routes })
  return {
    'html/scopes.json': jsonOutput(
      new LazyArray(function* () {
        for (let scope = 0; scope < renderer.scopeCount; scope++) yield renderer.renderScope(scope)
      }),
      pretty,
    ),
    'html/routes.json': jsonOutput(
      {
        scopes: renderer.scopeCount,
        routes: new LazyObject(function* () {
          for (const route of routes) {
            const scope = renderer.scopeOf(route.url)
            yield [route.url, { scope: scope === -1 ? null : scope, ...renderer.renderRouteParts(route.url) }] as const
          }
        }),
      },
      pretty,
    ),
    'html/docsnav.js': textOutput(clientScript),
    'html/docsnav.css': textOutput(defaultStyles),
  }
}
