/** Where the diagnostics are explained, one section per code: the help links of editors and code scanning. */
export const DIAGNOSTICS_PAGE = 'https://github.com/docsnav/docsnav/blob/main/docs/diagnostics.md'

/** The section of a code on {@link DIAGNOSTICS_PAGE} (or on `page`): its anchor is the code in lower case. */
export function helpUriOf(code: string, page = DIAGNOSTICS_PAGE): string {
  return `${page}#${code.toLowerCase()}`
}

/** What docs/diagnostics.md says first. */
export const diagnosticsIntro = [
  'Every diagnostic docsnav reports has a stable code: a code never changes meaning and is never',
  'reused. `{name}` marks a value from your configuration; `[...]` a part said only when its values',
  'are known. The severity is the default: a project may change most of them in docsnav.config.json',
  '([settings](settings.md)), except for problems reading docs.json, its includes and the settings,',
  "links and hrefs that run script, and docsnav's own faults.",
].join('\n')
