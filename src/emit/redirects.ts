import { sourcePattern, type PatternParameter, type Redirect } from '../ir/redirects.js'

/** One rule of redirects.json: as written but normalised, with its status and its parameters spelt out. */
interface RedirectEntry {
  source: string
  destination: string
  permanent: boolean
  /** 308 (permanent, the default) or 307 (`permanent: false`), as Mintlify answers. */
  status: 308 | 307
  /** The source's parameters in order, when it has any: what each matches. */
  parameters?: PatternParameter[]
}

/** `redirects.json`: docs.json's redirects for servers and other generators, in their order. */
export function redirectsDocument(redirects: readonly Redirect[]): { redirects: RedirectEntry[] } {
  return {
    redirects: redirects.map((redirect) => {
      const entry: RedirectEntry = {
        source: redirect.source,
        destination: redirect.destination,
        permanent: redirect.permanent,
        status: redirect.permanent ? 308 : 307,
      }
      const { parameters } = sourcePattern(redirect.source)
      if (parameters.length > 0) entry.parameters = parameters
      return entry
    }),
  }
}
