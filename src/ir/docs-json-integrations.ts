import { boolean, oneOf, strict, strip, text } from './shape-builders.js'
import type { ObjectShape, Shape } from './shape.js'
import { httpsUrl, matches, minLength, notEmpty, notStartsWith, startsWith, url } from './shape-rules.js'

/** An analytics or chat provider's settings: its keys are required strings, but for those listed as optional. */
const provider = (doc: string, properties: Record<string, Shape>, optional: readonly string[] = []): ObjectShape =>
  strip(properties, doc, { required: Object.keys(properties).filter((key) => !optional.includes(key)) })
const id = (doc: string) => text(doc)

/** docs.json's `integrations`, as Mintlify's `integrationsSchema` takes it: each provider and its rules. */
export const INTEGRATIONS: ObjectShape = strict(
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
)
