import { HEX_COLOUR, ICON_LIBRARIES } from './field-types.js'
import { SETTINGS, type FieldSpec } from './schema.js'
import type { ArrayShape, EnumShape, ObjectShape, RecordShape, Shape, ShapeProblem, StringRule, StringShape, UnionShape } from './shape.js'

/**
 * Every key of docs.json, as Mintlify's schema (`docsConfigSchema` of its validation package) takes
 * it: types, values, required keys, formats and the rules across keys. `navigation` and `redirects`
 * are checked by their own passes; the settings docsnav reads (SETTINGS in schema.ts) are declared
 * there and taken in here.
 */

// Shape builders, so that the declarations below read as the schema does.
type Doc = { doc?: string; words?: string; example?: string }
const text = (doc?: string, rules: readonly StringRule[] = [], more: Partial<StringShape> = {}): StringShape => ({ kind: 'string', doc, rules, ...more })
const boolean = (doc?: string): Shape => ({ kind: 'boolean', doc })
const number = (doc?: string): Shape => ({ kind: 'number', doc })
const oneOf = (values: readonly string[], doc?: string): EnumShape => ({ kind: 'enum', values, doc })
const strip = (properties: Record<string, Shape>, doc?: string, more: Partial<ObjectShape> = {}): ObjectShape => ({
  kind: 'object',
  properties,
  unknown: 'strip',
  doc,
  ...more,
})
const strict = (properties: Record<string, Shape>, doc?: string, more: Partial<ObjectShape> = {}): ObjectShape => ({
  kind: 'object',
  properties,
  unknown: 'strict',
  doc,
  ...more,
})
const list = (items: Shape, doc?: string, more: Partial<ArrayShape> = {}): ArrayShape => ({ kind: 'array', items, doc, ...more })
const record = (values: Shape, doc?: string, more: Partial<RecordShape> = {}): RecordShape => ({ kind: 'record', values, doc, ...more })
const either = (options: readonly Shape[], more: Doc = {}): UnionShape => ({ kind: 'union', options, ...more })

/** A setting docsnav reads, declared in SETTINGS, as a shape. */
function setting(spec: FieldSpec): Shape {
  if (typeof spec.type === 'object') return oneOf(spec.type.oneOf, spec.doc)
  if (spec.type === 'boolean') return boolean(spec.doc)
  return { kind: 'field', type: spec.type, doc: spec.doc }
}

// String rules, as Mintlify's refinements check them.
const notEmpty: StringRule = { test: (value) => value !== '', expected: 'text, not empty', schema: { minLength: 1 } }
/** {@link notEmpty} of a trimmed string (`trim: true`). */
const notBlank: StringRule = { ...notEmpty, schema: { pattern: '\\S' } }
const minLength = (length: number, expected: string): StringRule => ({ test: (value) => value.length >= length, expected, schema: { minLength: length } })
const startsWith = (prefix: string): StringRule => ({
  test: (value) => value.startsWith(prefix),
  expected: `a string starting with \`${prefix}\``,
  schema: { pattern: `^${escaped(prefix)}` },
})
const notStartsWith = (prefix: string, expected: string): StringRule => ({
  test: (value) => !value.startsWith(prefix),
  expected,
  schema: { pattern: `^(?!${escaped(prefix)})` },
})
const matches = (pattern: RegExp, expected: string): StringRule => ({ test: (value) => pattern.test(value), expected, schema: { pattern: pattern.source } })
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
const hexColour: StringRule = { test: (value) => HEX_COLOUR.test(value), expected: 'a hex colour', code: 'DN2020', schema: { pattern: HEX_COLOUR.source } }
/** `z.string().url()`: what `new URL()` parses. */
const url: StringRule = { test: (value) => URL.canParse(value), expected: 'a URL' }
const httpsUrl: StringRule = { test: (value) => URL.canParse(value) && value.startsWith('https://'), expected: 'an `https://` URL' }
/** Mintlify's `hrefSchema`: a path from `/`, `#`, `mailto:`, or a URL. */
const href: StringRule = { test: (value) => /^(\/|#|mailto:)/.test(value) || URL.canParse(value), expected: 'a path from `/`, or a URL' }
/** A spec or font file: a path, or an `http(s)://` URL (Mintlify's `openapiStringSchema` and `fontSourceSchema`). */
const fileOrWebUrl: StringRule = { test: (value) => !URL.canParse(value) || /^https?:$/.test(new URL(value).protocol), expected: 'a path or an `https://` URL' }

const hex = (doc: string) => text(doc, [hexColour], { example: '"#0D9373"' })
const lightDark = (doc: string, part: (doc: string) => Shape, unknown: 'strict' | 'strip') =>
  ({
    kind: 'object',
    unknown,
    doc,
    properties: { light: part('For light mode'), dark: part('For dark mode') },
    words: 'an object: `{ "light": ..., "dark": ... }`',
  }) as const satisfies ObjectShape
const both = (doc: string, part: (doc: string) => Shape, required = true): ObjectShape => ({
  ...lightDark(doc, part, 'strip'),
  required: required ? ['light', 'dark'] : [],
})

/** The themes Mintlify's schema knows (`themes`). */
export const THEMES = ['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'luma', 'sequoia'] as const

/** The quick actions of `contextual.options` (`contextualOptions` in Mintlify's models package). */
export const CONTEXTUAL_OPTIONS = [
  'copy',
  'assistant',
  'view',
  'download-pdf',
  'download-spec',
  'chatgpt',
  'claude',
  'perplexity',
  'grok',
  'aistudio',
  'devin',
  'windsurf',
  'mcp',
  'add-mcp',
  'cursor',
  'vscode',
  'devin-mcp',
] as const

/** Shiki's themes, as Mintlify's `SHIKI_THEMES` lists them. */
export const SHIKI_THEMES = [
  'andromeeda',
  'aurora-x',
  'ayu-dark',
  'catppuccin-frappe',
  'catppuccin-latte',
  'catppuccin-macchiato',
  'catppuccin-mocha',
  'dark-plus',
  'dracula',
  'dracula-soft',
  'everforest-dark',
  'everforest-light',
  'github-dark',
  'github-dark-default',
  'github-dark-dimmed',
  'github-dark-high-contrast',
  'github-light',
  'github-light-default',
  'github-light-high-contrast',
  'gruvbox-dark-hard',
  'gruvbox-dark-medium',
  'gruvbox-dark-soft',
  'gruvbox-light-hard',
  'gruvbox-light-medium',
  'gruvbox-light-soft',
  'houston',
  'kanagawa-dragon',
  'kanagawa-lotus',
  'kanagawa-wave',
  'laserwave',
  'light-plus',
  'material-theme',
  'material-theme-darker',
  'material-theme-lighter',
  'material-theme-ocean',
  'material-theme-palenight',
  'min-dark',
  'min-light',
  'monokai',
  'night-owl',
  'nord',
  'one-dark-pro',
  'one-light',
  'plastic',
  'poimandres',
  'red',
  'rose-pine',
  'rose-pine-dawn',
  'rose-pine-moon',
  'slack-dark',
  'slack-ochin',
  'snazzy-light',
  'solarized-dark',
  'solarized-light',
  'synthwave-84',
  'tokyo-night',
  'vesper',
  'vitesse-black',
  'vitesse-dark',
  'vitesse-light',
  'css-variables',
] as const

const icon: Shape = { kind: 'field', type: 'icon', doc: 'An icon: a Font Awesome, Lucide or Tabler name, a URL or path, or `{ name, style, library }`' }
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

/** An analytics or chat provider's settings: its keys are required strings, but for those listed as optional. */
const provider = (doc: string, properties: Record<string, Shape>, optional: readonly string[] = []): ObjectShape =>
  strip(properties, doc, { required: Object.keys(properties).filter((key) => !optional.includes(key)) })
const id = (doc: string) => text(doc)

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
        openapi: setting(SETTINGS.api.openapi),
        asyncapi: { kind: 'field', type: 'spec', doc: 'AsyncAPI specs of the site' },
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
    navbar: { kind: 'field', type: 'navbar', doc: 'The top bar: `{ links, primary }`' },
    navigation: { kind: 'elsewhere', definition: 'navigation', doc: 'The navigation of the site: its tabs, anchors, groups and pages' },
    footer: { kind: 'field', type: 'footer', doc: 'The footer: `{ socials, links }`' },
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
        indexing: setting(SETTINGS.seo.indexing),
        trailingSlash: setting(SETTINGS.seo.trailingSlash),
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
        eyebrows: setting(SETTINGS.styling.eyebrows),
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
    integrations: strict(
      {
        adobe: provider('Adobe Analytics', { launchUrl: text('The Launch URL', [url]) }),
        amplitude: provider('Amplitude', { apiKey: id('The API key') }),
        clarity: provider('Microsoft Clarity', { projectId: id('The project id') }),
        clearbit: provider('Clearbit', { publicApiKey: id('The public API key') }),
        fathom: provider('Fathom', { siteId: id('The site id') }),
        frontchat: provider('Front Chat', { snippetId: text('The snippet id', [minLength(6, 'a Front chat snippet id (six characters or more)')]) }),
        ga4: provider('Google Analytics 4', { measurementId: text('The measurement id, `G-...`', [startsWith('G')], { example: '"G-XXXXXXX"' }) }),
        gtm: provider('Google Tag Manager', { tagId: text('The tag id', [startsWith('G')], { example: '"GTM-XXXXXXX"' }) }),
        heap: provider('Heap', { appId: id('The app id') }),
        hightouch: provider('Hightouch', { writeKey: id('The write key'), apiHost: id('The API host') }, ['apiHost']),
        hotjar: provider('Hotjar', { hjid: id('The site id'), hjsv: id('The snippet version') }),
        intercom: provider('Intercom', { appId: text('The app id', [minLength(6, 'an Intercom app id (six characters or more)')]) }),
        koala: provider('Koala', { publicApiKey: text('The public API key', [minLength(2, 'a key of two characters or more')]) }),
        logrocket: provider('LogRocket', { appId: id('The app id') }),
        mixpanel: provider('Mixpanel', { projectToken: id('The project token'), region: oneOf(['us', 'eu', 'in'], 'The data region') }, ['region']),
        onetrust: provider(
          'OneTrust cookie consent',
          {
            domainScript: text('The domain script id', [notEmpty]),
            categoryId: text('The category id', [notEmpty]),
            scriptSource: text('The script URL', [url, httpsUrl]),
          },
          ['categoryId', 'scriptSource'],
        ),
        pirsch: provider('Pirsch', { id: id('The id') }),
        posthog: provider(
          'PostHog',
          {
            apiKey: text('The project API key, `phc_...`', [startsWith('phc_')]),
            apiHost: text('The API host URL', [url]),
            sessionRecording: boolean('Whether sessions are recorded'),
          },
          ['apiHost', 'sessionRecording'],
        ),
        plausible: provider(
          'Plausible',
          {
            domain: text('The site’s domain, without `https://`', [notStartsWith('https://', 'a domain without `https://`')]),
            server: text('A self-hosted server’s domain, without `https://`', [notStartsWith('https://', 'a domain without `https://`')]),
          },
          ['server'],
        ),
        segment: provider(
          'Segment',
          {
            key: id('The write key'),
            cdnUrl: text('A CDN URL to load Segment from', [
              url,
              httpsUrl,
              { test: (value) => !URL.canParse(value) || (!new URL(value).search && !new URL(value).hash), expected: 'a URL without a query or fragment' },
            ]),
          },
          ['cdnUrl'],
        ),
        telemetry: provider('Mintlify’s own telemetry', { enabled: boolean('Whether it is on') }, ['enabled']),
        cookies: provider('A cookie that must be set for analytics to run', { key: id('The cookie’s name'), value: id('Its value') }, ['key', 'value']),
        transcend: provider(
          'Transcend consent',
          {
            bundleId: text('The bundle id', [matches(/^[a-zA-Z0-9_-]+$/, 'letters, digits, `-` and `_` only')], { trim: true }),
            analyticsPurpose: text(
              'The purpose analytics run under',
              [minLength(1, 'text of 1 to 100 characters'), { test: (value) => value.length <= 100, expected: 'text of 1 to 100 characters' }],
              { trim: true },
            ),
          },
          ['analyticsPurpose'],
        ),
      },
      'Analytics, chat and consent integrations',
    ),
    banner: { kind: 'field', type: 'banner', doc: 'An announcement bar above every page: `{ content, dismissible, type, color }`' },
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
    interaction: strip({ drilldown: setting(SETTINGS.interaction.drilldown) }, 'How readers interact with the navigation'),
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
