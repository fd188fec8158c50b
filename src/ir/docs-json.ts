import { INTEGRATIONS } from './docs-json-integrations.js'
import { BANNER, fieldShape, FOOTER, ICON_LIBRARIES, NAVBAR } from './field-types.js'
import { CONTEXTUAL_OPTIONS, SHIKI_THEMES, THEMES } from './mintlify-values.js'
import { SETTINGS, type FieldSpec } from './schema.js'
import type { ObjectShape, Shape, ShapeProblem, StringRule } from './shape.js'
import { boolean, either, list, number, oneOf, record, strict, strip, text } from './shape-builders.js'
import { fileOrWebUrl, hex, href, lightDark, minLength, notBlank, notEmpty, url } from './shape-rules.js'

/**
 * Every key of docs.json, as Mintlify's schema (`docsConfigSchema` of its validation package) takes
 * it: types, values, required keys, formats and the rules across keys. `navigation` and `redirects`
 * are checked by their own passes; the settings docsnav reads (SETTINGS in schema.ts) are declared
 * there and taken in here.
 */

/** `{ light, dark }`, both required, as Mintlify's favicon and background image take it. */
const both = (doc: string, part: (doc: string) => Shape): ObjectShape => ({ ...lightDark(doc, part, 'strip'), required: ['light', 'dark'] })

/** The settings docsnav reads in a holder (SETTINGS in schema.ts), as shapes: declared there, checked here. */
function settingsOf(holder: keyof typeof SETTINGS): Record<string, Shape> {
  return Object.fromEntries(Object.entries<FieldSpec>(SETTINGS[holder]).map(([key, spec]) => [key, setting(spec)]))
}

function setting(spec: FieldSpec): Shape {
  if (typeof spec.type === 'object') return oneOf(spec.type.oneOf, spec.doc)
  if (spec.type === 'boolean') return boolean(spec.doc)
  return fieldShape(spec.type, spec.doc)
}

const icon = fieldShape('icon', 'An icon: a Font Awesome, Lucide or Tabler name, a URL or path, or `{ name, style, library }`')
const metatags = (doc: string) =>
  record(text(undefined, [notEmpty]), doc, { words: 'an object of meta tag names and their values', example: '{ "og:site_name": "Acme" }' })

/** A slash-separated folder path with no empty, `.` or `..` segment (Mintlify's `isCanonicalSeoPath`). */
const canonicalFolder: StringRule = {
  test: (value) => value.split('/').every((segment) => /^[^\s/\\?#]+$/.test(segment) && segment !== '.' && segment !== '..'),
  expected: 'a folder path such as `guides/v2` (no leading or trailing `/`, no `.` or `..`, spaces, `\\`, `?` or `#`)',
}

const fontDetails = strip(
  {
    family: text('The font family: any Google Fonts family, or the name of the self-hosted font of `source`'),
    weight: number('The weight, such as `400` or `700`'),
    source: text('A self-hosted font file: a path or an `https://` URL', [notBlank, fileOrWebUrl], { trim: true }),
    format: oneOf(['woff', 'woff2'], 'The format of the file of `source` (needed with it)'),
  },
  'A font: `{ family, weight, source, format }`',
  {
    required: ['family'],
    refine: (value, name): ShapeProblem[] =>
      value.source && !value.format
        ? [
            {
              message: { code: 'DN2027', params: { holder: `\`${name}\``, key: 'format', example: '"woff2"', doc: 'the format of the file of `source`' } },
              below: '',
              part: 'start',
            },
          ]
        : [],
    refineSchema: { dependentRequired: { source: ['format'] } },
  },
)

const customContextualOption = strip(
  {
    title: text('The title of the action'),
    description: text('A line under the title'),
    icon,
    href: either(
      [
        text('A URL; `$page`, `$path` and `$mcp` are replaced'),
        strip(
          {
            base: text('The URL'),
            query: list(
              strip({ key: text('The parameter’s name'), value: text('Its value; `$page`, `$path` and `$mcp` are replaced') }, 'A query parameter', {
                required: ['key', 'value'],
              }),
              'Query parameters',
            ),
          },
          'A URL built from parts',
          { required: ['base'] },
        ),
      ],
      {
        doc: 'Where the action leads',
        words: 'a URL, or `{ "base": ..., "query": [...] }`',
      },
    ),
  },
  'An action of your own: `{ title, description, icon, href }`',
  { required: ['title', 'description', 'href'] },
)

/** The top-level keys of mint.json that docs.json has elsewhere (as Mintlify's upgrade moves them: src/import/mint/upgrade.ts). */
const MINT_JSON_KEYS: Readonly<Record<string, string>> = {
  topbarLinks: '`navbar.links`',
  topbarCtaButton: '`navbar.primary`',
  modeToggle: '`appearance`',
  backgroundImage: '`background.image`',
  footerSocials: '`footer.socials`',
  analytics: '`integrations`',
  openapi: '`api.openapi`',
  eyebrow: '`styling.eyebrows`',
  codeBlock: '`styling.codeblocks`',
  font: '`fonts`',
  tabs: '`navigation.tabs`',
  anchors: '`navigation.anchors` or `navigation.global.anchors`',
  versions: '`navigation.versions`',
  topAnchor: 'the first anchor of `navigation`',
  primaryTab: 'the first tab of `navigation`',
}

/** docs.json, as Mintlify's schema takes it (one per theme there, alike but for `variations`). */
export const DOCS_JSON: ObjectShape = strip(
  {
    $schema: text('The URL of the JSON Schema editors check docs.json with', [url], { example: '"https://mintlify.com/docs.json"' }),
    theme: { ...oneOf(THEMES, 'The visual theme of the site'), example: '"mint"' },
    name: text('The name of the project', [notBlank], { trim: true, example: '"Acme"' }),
    public: boolean('Whether the documentation is public by default (on a site behind authentication)'),
    description: text('An overview of the project, for search engines and AI tools'),
    colors: strict(
      {
        primary: hex('The main colour of the site'),
        light: hex('The colour used for emphasis in dark mode'),
        dark: hex('The colour used for emphasis in light mode'),
      },
      'The colours of the site; `primary` is required',
      { required: ['primary'], example: '{ "primary": "#0D9373" }', words: 'an object such as `{ "primary": "#0D9373" }`' },
    ),
    logo: either(
      [
        text('One logo for light and dark mode: a file path with its extension', [minLength(3, 'a path to the logo file, with its extension')]),
        strip(
          {
            light: text('The logo shown in light mode'),
            dark: text('The logo shown in dark mode'),
            href: text('Where the logo leads (the home page otherwise)', [href]),
          },
          'A logo for each mode',
          { required: ['light', 'dark'] },
        ),
      ],
      { doc: 'The logo: a file for both modes, or `{ light, dark, href }`', words: 'a file path, or `{ "light": ..., "dark": ... }`', example: '"/logo.svg"' },
    ),
    favicon: either([text('One favicon file for both modes'), both('A favicon for each mode', (doc) => text(doc))], {
      doc: 'The favicon: a file, or `{ light, dark }`',
      words: 'a file path, or `{ "light": ..., "dark": ... }`',
      example: '"/favicon.svg"',
    }),
    api: strip(
      {
        ...settingsOf('api'),
        asyncapi: fieldShape('spec', 'AsyncAPI specs of the site'),
        params: strip(
          {
            expanded: oneOf(['all', 'closed'], 'Whether parameters start expanded (`all`) or not (`closed`, the default)'),
            post: list(text(), 'Spec keys shown as pills on every parameter'),
          },
          'How API parameters are shown',
        ),
        playground: strip(
          {
            display: oneOf(
              ['interactive', 'simple', 'none', 'auth'],
              'The API playground: `interactive` (the default), `simple`, `none`, or `auth` (signed-in readers)',
            ),
            proxy: boolean('Whether requests go through Mintlify’s proxy (default `true`)'),
            credentials: boolean('Whether cross-origin requests send cookies when the proxy is off'),
          },
          'The API playground',
          { movedKeys: { mode: '`api.playground.display`' } },
        ),
        examples: strip(
          {
            defaults: oneOf(['required', 'all'], 'Which parameters examples show (default `all`)'),
            languages: list(text(), 'Languages of the generated code samples'),
            prefill: boolean('Whether the playground is filled with the examples'),
            autogenerate: boolean('Whether code samples are generated (default `true`)'),
          },
          'The generated API examples',
        ),
        url: oneOf(['full'], 'Set to `full` to show the full base URL on every endpoint page'),
        mdx: strip(
          {
            auth: strip(
              { method: oneOf(['bearer', 'basic', 'key', 'cobo'], 'The authentication method'), name: text('The name of the credential') },
              'Authentication of API pages written in MDX',
            ),
            server: either([text(undefined, [url]), list(text(undefined, [url]))], { doc: 'Base URLs of the API', words: 'a URL or a list of URLs' }),
          },
          'API pages written in MDX',
        ),
      },
      'The API reference and its playground',
      { movedKeys: { baseUrl: '`api.mdx.server`', auth: '`api.mdx.auth`' } },
    ),
    appearance: strip(
      {
        default: oneOf(['system', 'light', 'dark'], 'The mode shown first (default `system`)'),
        strict: boolean('Whether the light/dark toggle is hidden'),
      },
      'Light and dark mode',
    ),
    background: strip(
      {
        image: either([text('One image for both modes'), both('An image for each mode', (doc) => text(doc))], {
          doc: 'A background image: a file or URL, or `{ light, dark }`',
          words: 'a file path or URL, or `{ "light": ..., "dark": ... }`',
        }),
        decoration: oneOf(['gradient', 'grid', 'windows'], 'A decoration drawn behind the page'),
        color: lightDark('The background colour of each mode', hex, 'strict'),
      },
      'The background',
    ),
    navbar: NAVBAR,
    navigation: { kind: 'elsewhere', definition: 'navigation', doc: 'The navigation of the site: its tabs, anchors, groups and pages' },
    footer: FOOTER,
    search: strip({ prompt: text('The placeholder of the search bar') }, 'The search bar'),
    seo: strip(
      {
        metatags: metatags('Meta tags added to every page'),
        paths: list(
          strip(
            {
              path: text('A folder, such as `guides/v2`', [notEmpty, canonicalFolder]),
              metatags: metatags('Meta tags added to every page in the folder'),
            },
            'Meta tags for the pages of one folder',
            { required: ['path', 'metatags'] },
          ),
          'Meta tags by folder (a longer path wins)',
          {
            unique: (item) =>
              item && typeof item === 'object' && typeof (item as { path?: unknown }).path === 'string' ? (item as { path: string }).path : undefined,
          },
        ),
        organization: strip(
          {
            id: text('A URL identifying the organisation across pages', [url]),
            name: text('The name of the organisation (the site’s name otherwise)', [notEmpty]),
            legalName: text('The registered legal name', [notEmpty]),
            url: text('The organisation’s home page', [url]),
            logo: text('The logo URL in structured data', [url]),
            sameAs: list(text(undefined, [url]), 'URLs of official profiles'),
          },
          'The organisation in structured data (JSON-LD)',
        ),
        ...settingsOf('seo'),
      },
      'Search engine settings',
      { movedKeys: { indexHiddenPages: '`seo.indexing` (`"all"` indexes hidden pages)' } },
    ),
    fonts: either(
      [
        fontDetails,
        strict(
          { heading: { ...fontDetails, doc: 'The font of headings' }, body: { ...fontDetails, doc: 'The font of the rest of the page' } },
          'A font for headings and one for the rest',
        ),
      ],
      {
        doc: 'Fonts: `{ family, weight, source, format }`, or `{ heading, body }`',
        words: 'a font `{ "family": ... }`, or `{ "heading": ..., "body": ... }`',
        example: '{ "family": "Inter" }',
      },
    ),
    icons: strip({ library: oneOf(ICON_LIBRARIES, 'The library of every icon of the site (default `fontawesome`)') }, 'Icons', { required: ['library'] }),
    styling: strip(
      {
        ...settingsOf('styling'),
        codeblocks: either(
          [
            oneOf(['system', 'dark'], '`system` follows the site’s mode; `dark` is always dark'),
            strip(
              {
                theme: either(
                  [
                    oneOf(SHIKI_THEMES, 'A Shiki theme for both modes'),
                    strip({ light: oneOf(SHIKI_THEMES, 'For light mode'), dark: oneOf(SHIKI_THEMES, 'For dark mode') }, 'A Shiki theme for each mode', {
                      required: ['light', 'dark'],
                    }),
                  ],
                  {
                    doc: 'A Shiki theme, or `{ light, dark }`',
                    words: 'a Shiki theme, or `{ "light": ..., "dark": ... }`',
                  },
                ),
                languages: strip({ custom: list(text('A JSON file describing a Shiki language'), 'Languages of your own') }, 'Languages of code blocks'),
              },
              'Code block themes and languages',
            ),
          ],
          { doc: 'Code blocks: `system`, `dark`, or `{ theme, languages }`', words: '`"system"`, `"dark"`, or `{ "theme": ... }`' },
        ),
        latex: boolean('Whether LaTeX stylesheets are loaded'),
      },
      'Styling',
    ),
    redirects: { kind: 'elsewhere', definition: 'redirects', doc: 'Redirects of old paths: `[{ source, destination, permanent }]`' },
    integrations: INTEGRATIONS,
    banner: BANNER,
    errors: strip(
      {
        '404': strip(
          {
            redirect: boolean('Whether a missing page redirects to the home page (default `true`)'),
            title: text('The title of the 404 page'),
            description: text('The text of the 404 page (MDX)'),
          },
          'The 404 page',
        ),
      },
      'Error pages',
      { required: ['404'], example: '{ "404": { "redirect": false } }' },
    ),
    contextual: strip(
      {
        options: list(
          either([oneOf(CONTEXTUAL_OPTIONS, 'A built-in action'), customContextualOption], {
            words: 'a built-in action such as `"copy"`, or `{ "title": ..., "description": ..., "href": ... }`',
          }),
          'The actions of the page’s context menu, in order',
          { unique: (item) => (typeof item === 'string' ? item : undefined), example: '["copy", "view", "chatgpt"]' },
        ),
        display: oneOf(['header', 'toc'], 'Where the menu is: `header` (the default) or `toc`'),
      },
      'The context menu of every page (copy, view, open in an AI tool, ...)',
      { required: ['options'], example: '{ "options": ["copy", "view"] }' },
    ),
    thumbnails: strip(
      {
        appearance: oneOf(['light', 'dark'], 'The mode page thumbnails are drawn in'),
        background: text('A background image of thumbnails: a URL or path'),
        fonts: strip({ family: text('A Google Fonts family') }, 'The font of thumbnails', { required: ['family'] }),
      },
      'Social thumbnails of pages',
    ),
    interaction: strip({ ...settingsOf('interaction') }, 'How readers interact with the navigation'),
    metadata: strip({ timestamp: boolean('Whether every page shows when it last changed') }, 'Page metadata'),
    variables: record(text(), 'Values reused in the pages’ content as `{{name}}`', {
      words: 'an object of names and text values',
      example: '{ "version": "2.0" }',
    }),
    markdown: strip(
      {
        schema: boolean('Whether API pages served as Markdown to AI tools include the whole spec (default `true`)'),
        instructions: either([text(), list(text())], {
          doc: 'Instructions added to every page served as Markdown to AI tools',
          words: 'text or a list of lines',
        }),
      },
      'Pages served as Markdown to AI tools',
    ),
    variations: strip(
      {
        options: list(
          strip({ id: text('A stable id', [notBlank], { trim: true }), label: text('The label shown', [notBlank], { trim: true }) }, 'A variation', {
            required: ['id', 'label'],
          }),
          'The variations in order; the first is the default',
          {
            min: 1,
            length: 'at least one variation',
            unique: (item) => (item && typeof item === 'object' && typeof (item as { id?: unknown }).id === 'string' ? (item as { id: string }).id : undefined),
          },
        ),
      },
      'Variations of the content (theme `willow`)',
      { required: ['options'] },
    ),
  },
  'docs.json',
  { required: ['theme', 'name', 'colors'], onlyWhen: { variations: { key: 'theme', values: ['willow'] } }, movedKeys: MINT_JSON_KEYS },
)

/** The top-level keys of docs.json. */
export const DOCS_JSON_KEYS: readonly string[] = Object.keys(DOCS_JSON.properties)
