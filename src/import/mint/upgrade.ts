/**
 * Mintlify's own upgrade of a mint.json to docs.json (`upgradeToDocsConfig` in
 * `@mintlify/validation`, `dist/mint-config/upgrades/`), written again so that docsnav does not
 * need Mintlify's package: the same keys, in the same order, with the same quirks (a tab whose
 * pages match no group is left out; an anchor's gradient keeps its `from` colour). The oracle test
 * (test/import/mint-oracle.test.ts) runs Mintlify's on every config a fast-check arbitrary makes
 * and asserts the results equal. The navigation's part is in navigation.ts.
 */

import { updateNavigation, type Json, type Loose } from './navigation.js'

/** docs.json from a mint.json, as Mintlify's `upgradeToDocsConfig(config)` gives it (the theme not upgraded, as Mintlify's build does). */
export function upgradeMintConfig(config: Loose): Json {
  const fonts = updateFont(config)
  const playground = updateApiPlayground(config)
  const eyebrows = updateEyebrows(config)
  const codeblocks = updateCodeblocks(config)
  const api = config.api
  return {
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: config.name,
    ...(config.colors
      ? { colors: { primary: config.colors.primary, light: config.colors.light, dark: config.colors.dark } }
      : { colors: { primary: '#16A34A' } }),
    favicon: config.favicon,
    navigation: updateNavigation(config),
    ...(eyebrows || codeblocks ? { styling: { eyebrows, codeblocks } } : {}),
    logo: config.logo,
    ...(playground || api?.request?.example?.languages || api?.baseUrl || api?.auth?.method || config.openapi
      ? {
          api: {
            ...(config.openapi ? { openapi: config.openapi } : {}),
            ...(playground
              ? {
                  playground: {
                    ...(playground.display ? { display: playground.display } : {}),
                    ...(playground.proxy !== undefined ? { proxy: playground.proxy } : {}),
                  },
                }
              : {}),
            ...(api?.request?.example?.languages ? { examples: { languages: api.request.example.languages } } : {}),
            ...(api?.baseUrl || api?.auth?.method || api?.auth?.name
              ? {
                  mdx: {
                    server: api.baseUrl,
                    ...(api.auth?.method || api.auth?.name ? { auth: { method: api.auth.method, name: api.auth.name } } : {}),
                  },
                }
              : {}),
          },
        }
      : {}),
    ...(config.modeToggle?.default || config.modeToggle?.isHidden != null
      ? { appearance: { default: config.modeToggle.default, strict: config.modeToggle.isHidden } }
      : {}),
    ...(config.background || config.backgroundImage || config.colors?.background
      ? {
          background: {
            ...(config.backgroundImage ? { image: config.backgroundImage } : {}),
            decoration: config.background?.style,
            ...(config.colors?.background ? { color: { light: config.colors.background.light, dark: config.colors.background.dark } } : {}),
          },
        }
      : {}),
    ...(config.topbarLinks || config.topbarCtaButton
      ? {
          navbar: {
            ...(config.topbarLinks
              ? {
                  links: config.topbarLinks.map((item: Loose) =>
                    item.type === 'link' || item.type === undefined ? { label: item.name, href: item.url } : { label: capitalize(item.type), href: item.url },
                  ),
                }
              : {}),
            primary: updateTopbarPrimary(config),
          },
        }
      : {}),
    ...(config.search?.prompt ? { search: { prompt: config.search.prompt } } : {}),
    ...(config.metadata || config.seo?.indexHiddenPages !== undefined
      ? { seo: { ...(config.metadata ? { metatags: config.metadata } : {}), indexing: config.seo?.indexHiddenPages ? 'all' : 'navigable' } }
      : {}),
    ...(config.footer || config.footerSocials
      ? {
          footer: {
            ...(config.footer?.socials || config.footerSocials ? { socials: updateFooterSocials(config) } : {}),
            ...(config.footer?.links
              ? {
                  links: config.footer.links.map((group: Loose) => ({
                    header: group.title,
                    items: group.links.map((link: Loose) => ({ label: link.label, href: link.url })),
                  })),
                }
              : {}),
          },
        }
      : {}),
    ...(config.integrations || config.analytics
      ? {
          integrations: {
            ...config.analytics,
            ...(config.integrations?.intercom ? { intercom: { appId: config.integrations.intercom } } : {}),
            ...(config.integrations?.frontchat ? { frontchat: { snippetId: config.integrations.frontchat } } : {}),
          },
        }
      : {}),
    ...(fonts ? { fonts } : {}),
    ...(config.redirects ? { redirects: config.redirects } : {}),
  }
}

/** lodash's `capitalize`: the first character upper-cased, the rest lower-cased. */
function capitalize(text: unknown): string {
  const value = String(text)
  return value.charAt(0).toUpperCase() + value.slice(1).toLowerCase()
}

function updateEyebrows(config: Loose): string | undefined {
  if (config.eyebrow?.display == null) return undefined
  return config.eyebrow.display === 'breadcrumbs' ? 'breadcrumbs' : 'section'
}

function updateCodeblocks(config: Loose): string | undefined {
  if (config.codeBlock?.mode == null) return undefined
  return config.codeBlock.mode === 'dark' ? 'dark' : 'system'
}

function updateApiPlayground(config: Loose): { display: unknown; proxy: boolean | undefined } | undefined {
  const oldMode = config.api?.playground?.mode
  const disableProxy = config.api?.playground?.disableProxy
  if (!oldMode && disableProxy === undefined) return undefined
  const display = oldMode === 'show' ? 'interactive' : oldMode === 'hide' ? 'none' : oldMode
  return { display, proxy: disableProxy == null ? undefined : !disableProxy }
}

function updateTopbarPrimary(config: Loose): Json | undefined {
  const button = config.topbarCtaButton
  if (!button) return undefined
  if (button.type === undefined || button.type === 'link') return { type: 'button', label: button.name, href: button.url }
  return { type: 'github', href: button.url }
}

function updateFont(config: Loose): Json | undefined {
  const font = config.font
  if (!font) return undefined
  const details = (value: Loose): Json => {
    const { url, ...rest } = value
    return { ...rest, ...(url ? { source: url } : {}) }
  }
  if ('family' in font) return details(font)
  const result: Json = {}
  if (font.headings) result.heading = details(font.headings)
  if (font.body) result.body = details(font.body)
  return result
}

function updateFooterSocials(config: Loose): unknown {
  if (!config.footer?.socials && !config.footerSocials) return undefined
  const socials = config.footer?.socials ?? config.footerSocials
  if (Array.isArray(socials)) {
    const result: Json = {}
    for (const social of socials) result[social.type] = social.url
    return result
  }
  return socials
}
