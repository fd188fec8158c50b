import type { FixRule } from './fix-rule.js'

export type { FixRule } from './fix-rule.js'

/**
 * Every diagnostic docsnav can report: one table, stable codes. Codes never change meaning and are
 * never reused; a retired code stays listed with `retired: true`.
 *
 * Templates: `{name}` is replaced by a parameter. A `[...]` section that names parameters is kept
 * only when every one of them is given. `hint` may list alternatives: the first whose parameters are all given is used.
 *
 * Ranges: DN1xxx parse and `$ref`, DN2xxx structure and fields, DN3xxx OpenAPI, DN4xxx pages and
 * paths, DN5xxx routes, duplicates and defaults, DN6xxx emit, DN7xxx the site beyond the
 * navigation (page files, redirects), DN8xxx links inside pages, DN9xxx internal.
 */

export type Severity = 'error' | 'warning' | 'info'

export interface CatalogueEntry {
  severity: Severity
  /** Short stable name, used as vfile `ruleId`. */
  slug: string
  message: string
  hint: string | readonly string[]
  /** Words for the related location ("first defined here"). */
  related?: string
  /** The one mechanical fix of the problem, when it is certainly right (`check --fix`, the language server's quick fixes). */
  fix?: FixRule
  retired?: boolean
}

export const catalogue = {
  // DN1xxx: reading docs.json and its `$ref` includes
  DN1000: {
    severity: 'error',
    slug: 'config-not-found',
    message: 'No `{file}` in `{root}`',
    hint: 'Run docsnav in the folder that holds docs.json, or pass that folder as the argument',
  },
  DN1001: {
    severity: 'error',
    slug: 'json-unexpected-token',
    message: 'Expected {expected}, found {found}',
    hint: 'Look just before this point: a missing `,`, `:` or closing bracket is the usual cause',
    related: 'included from here',
  },
  DN1002: {
    severity: 'error',
    slug: 'json-trailing-comma',
    message: 'Trailing comma before `{closer}`',
    hint: 'JSON allows no comma after the last entry: remove it',
    related: 'included from here',
    fix: { kind: 'remove-text', title: 'Remove the trailing comma' },
  },
  DN1003: {
    severity: 'error',
    slug: 'json-comment',
    message: 'Comments are not allowed in JSON',
    hint: 'Remove the comment: docs.json is strict JSON',
    related: 'included from here',
    fix: { kind: 'remove-text', title: 'Remove the comment' },
  },
  DN1004: {
    severity: 'error',
    slug: 'json-unterminated-string',
    message: 'String is not closed',
    hint: 'Add the closing `"`; a string cannot span lines (write `\\n` for a line break)',
    related: 'included from here',
  },
  DN1005: {
    severity: 'error',
    slug: 'json-invalid-escape',
    message: 'Invalid escape `{escape}` in a string',
    hint: 'Valid escapes are `\\"` `\\\\` `\\/` `\\b` `\\f` `\\n` `\\r` `\\t` and `\\uXXXX`; write a backslash as `\\\\`',
    related: 'included from here',
  },
  DN1006: {
    severity: 'error',
    slug: 'json-control-character',
    message: 'Unescaped control character U+{code} in a string',
    hint: 'Write it as an escape (`\\t`, `\\n` or `\\u00XX`)',
    related: 'included from here',
  },
  DN1007: {
    severity: 'error',
    slug: 'json-invalid-number',
    message: 'Invalid number `{text}`',
    hint: 'JSON numbers have no leading zeros, `+` sign, hex digits or trailing `.`; put text in double quotes',
    related: 'included from here',
  },
  DN1008: {
    severity: 'error',
    slug: 'json-single-quotes',
    message: 'Strings must use double quotes',
    hint: 'Replace the `\'` quotes with `"`',
    related: 'included from here',
  },
  DN1009: {
    severity: 'error',
    slug: 'json-unquoted-key',
    message: 'Property name `{found}` is not in double quotes',
    hint: 'Write it as `"{found}"`',
    related: 'included from here',
    fix: { kind: 'text', by: 'found', title: 'Put `{found}` in double quotes' },
  },
  DN1010: {
    severity: 'warning',
    slug: 'json-duplicate-key',
    message: 'Key `{key}` is defined more than once; the last value wins',
    hint: 'Remove one of the two, or merge them',
    related: 'first defined here',
  },
  DN1011: {
    severity: 'error',
    slug: 'json-too-deep',
    message: 'Nesting is deeper than {limit} levels',
    hint: 'No navigation needs this depth: check for a generated or pasted structure gone wrong',
    related: 'included from here',
  },
  DN1012: {
    severity: 'error',
    slug: 'json-trailing-content',
    message: 'Unexpected {found} after the end of the JSON document',
    hint: 'A JSON file holds one value: remove what follows it, or wrap both in an array or object',
    related: 'included from here',
  },
  DN1013: {
    severity: 'error',
    slug: 'json-empty',
    message: '`{file}` is empty',
    hint: 'A docs.json file holds one object, with at least a `navigation` property',
    related: 'included from here',
  },

  DN1014: {
    severity: 'error',
    slug: 'config-not-serialisable',
    message: 'The configuration object cannot be read as JSON: {reason}',
    hint: 'Pass plain data (objects, arrays, strings, numbers, booleans, null) with no cycles, or pass the JSON text',
  },

  DN1015: {
    severity: 'error',
    slug: 'config-unreadable',
    message: '`{file}` cannot be read: {reason}',
    hint: [
      'docsnav reads nothing outside the project root{link}: make docs.json a file in the project folder, not a link out of it',
      'Check that docs.json is a readable file, not a folder',
    ],
  },
  DN1016: {
    severity: 'error',
    slug: 'config-not-text',
    message: '`{file}` is not UTF-8 text: {reason}',
    hint: 'Save docs.json as UTF-8 (in most editors: "Save with encoding", then UTF-8)',
  },
  DN1017: {
    severity: 'error',
    slug: 'invalid-option',
    message: 'Option `{option}` must be {expected}, found {found}',
    hint: ['Did you mean `{suggestion}`?', 'Pass {expected}; docsnav goes on with the default'],
  },
  DN1018: {
    severity: 'error',
    slug: 'unknown-option',
    message: 'Unknown option `{option}`[; did you mean `{suggestion}`?]',
    hint: 'Remove it or fix its name: it is ignored. The options are listed in docs/cli.md',
  },

  DN1020: {
    severity: 'error',
    slug: 'settings-unreadable',
    message: '`{file}` cannot be read: {reason}',
    hint: 'Make docsnav.config.json a readable UTF-8 file in the project folder; until then none of its settings apply',
  },
  DN1021: {
    severity: 'error',
    slug: 'invalid-setting',
    message: 'Setting `{key}` must be {expected}, found {found}',
    hint: ['Did you mean `{suggestion}`?', 'Write {expected}; until then docsnav uses the default'],
  },
  DN1022: {
    severity: 'error',
    slug: 'unknown-setting',
    message: 'Unknown setting `{key}`[; did you mean `{suggestion}`?]',
    hint: 'Remove it or fix its name: it is ignored. The settings are `links`, `missingPages` and `diagnostics` (docs/settings.md)',
  },
  DN1023: {
    severity: 'error',
    slug: 'unknown-diagnostic',
    message: '`{code}` is not a docsnav diagnostic[; did you mean `{suggestion}`?]',
    hint: 'Name a diagnostic by its code (`DN5005`) or its name (`page-listed-twice-in-sidebar`), as docsnav prints them',
  },
  DN1024: {
    severity: 'error',
    slug: 'severity-fixed',
    message: 'The severity of `{code}` cannot be changed',
    hint: 'Remove it from `diagnostics`: internal errors, problems reading docs.json, its includes and the settings file, and links that run script are always reported as they are',
  },
  DN1025: {
    severity: 'warning',
    slug: 'severity-set-twice',
    message: '`{name}` sets the severity of `{code}` again, after `{first}`; the last one applies',
    hint: 'Keep one entry per diagnostic: a code and its name are the same diagnostic',
    related: 'first set here',
  },

  DN1026: {
    severity: 'error',
    slug: 'json-byte-order-mark',
    message: '`{file}` starts with a byte order mark, which Mintlify\'s build refuses ("has invalid JSON")',
    hint: 'Save the file as UTF-8 without a byte order mark (Windows editors add one)',
    related: 'included from here',
    fix: { kind: 'remove-text', title: 'Remove the byte order mark' },
  },

  DN1101: {
    severity: 'error',
    slug: 'ref-not-found',
    message: '`$ref` file `{target}` does not exist (included from {chain})',
    hint: '`$ref` paths are relative to the file that contains them',
  },
  DN1102: {
    severity: 'error',
    slug: 'ref-outside-root',
    message: '`$ref` file `{target}` is outside the project root (included from {chain})',
    hint: [
      '`{target}` is an absolute path{absolute}, which Mintlify reads from the root of the file system: write it relative to the file that includes it, `{relative}`',
      '`{target}` leads out of the project through a symbolic link, and docsnav reads nothing outside it{link}: put the file itself inside the project',
      'Move the file into the folder of docs.json, or below it',
    ],
    fix: { kind: 'value', by: 'relative', title: 'Write the `$ref` as `{relative}`' },
  },
  DN1103: {
    severity: 'error',
    slug: 'ref-cycle',
    message: '`$ref` cycle: {chain}',
    hint: 'A file cannot include itself, directly or through other files: break the loop',
  },
  DN1104: {
    severity: 'error',
    slug: 'ref-invalid',
    message: '`$ref` must be a relative path of a JSON file, found {found}',
    hint: 'Write `"$ref": "./path/to/file.json"`; remote and in-document (`#/...`) references are not supported',
  },
  DN1105: {
    severity: 'warning',
    slug: 'ref-merge-non-object',
    message: '`$ref` with other keys needs an object to merge into, but `{target}` holds {found}; the keys beside it are dropped',
    hint: 'Remove the keys beside `$ref` (Mintlify drops them too, and uses what the file holds), or make the included file hold an object',
  },
  DN1106: {
    severity: 'error',
    slug: 'ref-unreadable',
    message: '`$ref` file `{target}` cannot be read: {reason}',
    hint: ['Save the file as UTF-8{notText}', 'Check that the path names a readable regular file, not a folder or a device'],
  },
  DN1107: {
    severity: 'error',
    slug: 'navigation-too-large',
    message: 'The navigation holds more than {limit} values[{include}, counting what `$ref` includes bring in]; docsnav reads no further',
    hint: [
      'A file included many times by files that are themselves included many times multiplies: include each part once{include}',
      'No real site needs this many entries: check for a generated navigation gone wrong',
    ],
  },

  // DN12xx: reading another generator's navigation (`docsnav import`)
  DN1201: {
    severity: 'error',
    slug: 'import-source-unknown',
    message: 'Cannot tell what kind of project `{root}` is: it has none of {looked}[; its folders {found}]',
    hint: 'Pass the project folder of the site to import, or say its kind with `--from` (docusaurus, mkdocs, vitepress, starlight, fumadocs, gitbook or mint)',
  },
  DN1202: {
    severity: 'error',
    slug: 'import-source-unreadable',
    message: '`{file}` cannot be read as {kind} reads it: {reason}',
    hint: 'Fix the file so that {kind} itself builds the site, then import again',
  },
  DN1203: {
    severity: 'error',
    slug: 'import-generator-missing',
    message: 'Reading this {kind} project needs `{module}`, installed in it: {reason}',
    hint: "docsnav reads the navigation with the generator's own loader, as the site's build would: run `npm install` in the project first",
  },
  DN1204: {
    severity: 'warning',
    slug: 'import-cannot-hold',
    message: 'docs.json cannot hold {what}[: {detail}]',
    hint: ['{how}', 'It is left out of docs.json: add it by hand where docs.json has a place for it (docs/import.md lists what each source loses)'],
  },
  DN1205: {
    severity: 'info',
    slug: 'import-page-change',
    message: 'docs.json needs page `{file}` {change}',
    hint: 'Run the import with `--write-pages` to make these changes (never overwriting a file), or make them yourself',
  },
  DN1206: {
    severity: 'error',
    slug: 'import-page-change-blocked',
    message: 'Page `{file}` cannot be {change}: {reason}',
    hint: 'Move or rename the file in the way yourself, then import again',
  },
  DN1207: {
    severity: 'error',
    slug: 'import-output-exists',
    message: '`{file}` already exists: the import does not replace it',
    hint: 'Pass `--out` to write the imported docs.json elsewhere, or `--force` to replace it',
  },
  DN1208: {
    severity: 'warning',
    slug: 'old-url-lost',
    message: 'Old URL `{url}` lands on no page of the imported site[ (nearest: `{suggestion}`)]',
    hint: 'Add a redirect for it to docs.json `redirects` by hand, or bring the page it served over',
  },
  DN1209: {
    severity: 'info',
    slug: 'import-summary',
    message: 'Imported {pages} from {kind}[ with {redirects} for old URLs][; page bodies: {bodies}]',
    hint: 'Check the result with `docsnav check`, and read docs/import.md for what each source loses',
  },

  DN1210: {
    severity: 'info',
    slug: 'import-kind-chosen',
    message: 'The folder has the files of more than one kind of site ({found}): it is read as {kind}',
    hint: 'Pass `--from` to read it as another kind',
  },
  DN1211: {
    severity: 'warning',
    slug: 'old-urls-unreadable',
    message: '`{file}` gives {what} as old URLs: {reason}',
    hint: "Pass the old site's sitemap.xml (a `<urlset>`), an earlier build's routes.json, or a file of one URL or path a line",
  },
  DN1212: {
    severity: 'error',
    slug: 'import-not-written',
    message: '`{file}` could not be written: {reason}',
    hint: 'Pass `--out` with a file in a folder you can write to',
  },
  DN1213: {
    severity: 'error',
    slug: 'import-generator-version',
    message: 'docsnav reads the navigation with {kind} {supported}, and this project has `{module}` {version}',
    hint: "Install {kind} {supported} in the project (or in a copy of it), then import again: docsnav uses the generator's own loader",
  },
  DN1214: {
    severity: 'warning',
    slug: 'import-page-construct-left',
    message: 'Page `{file}` keeps `{construct}` as written: {reason}',
    hint: "Mintlify shows it as text, or stops on it: write it with Mintlify's components (docs/page-bodies.md), or take it out",
  },
  DN1215: {
    severity: 'error',
    slug: 'import-no-pages',
    message: 'The {kind} project gives docs.json no page: its navigation, as {kind} resolves it, lists none',
    hint: 'Check that the project builds with its own generator and lists pages in its navigation; docs/import.md says what each source is read from',
  },
  DN1216: {
    severity: 'warning',
    slug: 'import-page-construct-part-lost',
    message: "Page `{file}`: {what} has no place in Mintlify's component it becomes: {reason}",
    hint: 'The rest of it is converted; say it another way in the page if it matters',
  },
  DN1217: {
    severity: 'warning',
    slug: 'import-page-not-mdx',
    message: 'Page `{file}` is not valid MDX[ ({converted})]: {reason}',
    hint: 'Mintlify reads every page as MDX and fails to build one it cannot parse: fix it there (a `{` or `<` in text is `\\{` or `&lt;`; a tag is closed), then check with `docsnav check --links`',
  },
  DN1218: {
    severity: 'info',
    slug: 'import-unpublished-pages',
    message: '`{file}` leaves out {files} that {kind} did not publish: {patterns}',
    hint: 'Mintlify serves every page file under docs.json: `--write-pages` writes this `.mintignore` (after the patterns it has), or write it yourself, or `docsnav check` reads them as pages',
  },
  // DN2xxx: structure and fields
  DN2001: {
    severity: 'error',
    slug: 'missing-navigation',
    message: '`docs.json` has no `navigation` property',
    hint: 'Add `"navigation": { "groups": [...] }` (or tabs, anchors, ...) to docs.json',
  },
  DN2002: {
    severity: 'error',
    slug: 'no-primary-pattern',
    message: '`navigation` has none of {allowed}[; `{key}` is not one of them]',
    hint: [
      'Rename `{key}` to `{suggestion}`',
      'Did you mean `{suggestion}`?',
      'Add one of them, for example `"groups": [{ "group": "Start", "pages": ["index"] }]`',
    ],
    fix: { kind: 'key', by: 'suggestion', title: 'Rename `{key}` to `{suggestion}`' },
  },
  DN2003: {
    severity: 'error',
    slug: 'multiple-primary-patterns',
    message: '`navigation` holds both `{kept}` and `{key}`; only `{kept}` is used',
    hint: 'Keep one primary pattern at the root and nest the other inside it (for example anchors inside tabs)',
    related: '`{kept}` is here',
  },
  DN2004: {
    severity: 'error',
    slug: 'multiple-child-keys',
    message: '{element} `{label}` holds both `{kept}` and `{key}`; only `{kept}` is used',
    hint: [
      '{withHref}An element with `href` is a link and cannot hold `{key}`: remove one of them',
      'An element holds one kind of child: move the `{key}` into the `{kept}`, or remove them',
    ],
    related: '`{kept}` is here',
  },
  DN2005: { severity: 'error', slug: 'child-key-not-allowed', message: '{subject} cannot hold `{key}`', hint: 'It may hold {allowed}' },
  DN2006: {
    severity: 'error',
    slug: 'missing-label',
    message: '{element} has no `{label}` label',
    hint: ['Add `"{label}": "..."`; did you mean to rename `{suggestion}`?', 'Add `"{label}": "..."` with the text shown for it'],
    fix: { kind: 'label', title: 'Rename `{suggestion}` to `{label}`' },
  },
  DN2007: {
    severity: 'warning',
    slug: 'empty-label',
    message: 'The `{label}` label of this {element} is empty',
    hint: 'Write the text shown for it in the navigation',
  },
  DN2008: {
    severity: 'error',
    slug: 'wrong-type',
    message: '`{key}` must be {expected}, found {found}',
    hint: ['Write it as `{example}`', 'Change the value to {expected}'],
  },
  DN2009: {
    severity: 'warning',
    slug: 'unknown-key',
    message: 'Unknown key `{key}` on {subject}[; did you mean `{suggestion}`?]',
    hint: [
      '{topLevel}`{key}` is a setting of docs.json itself: move it out of `navigation` to the top level',
      '`{key}` is a key of mint.json, ignored in docs.json: write it as {movedTo} (`docsnav import` upgrades a whole mint.json)',
      'Use `{suggestion}` with the opposite value{inverted}; as it is, it is ignored',
      'Rename it to `{suggestion}`; as it is, it is ignored',
      'Remove it: it is ignored. Known keys here: {allowed}',
    ],
    fix: { kind: 'key', by: 'suggestion', title: 'Rename `{key}` to `{suggestion}`[, with the opposite value{inverted}]' },
  },
  DN2010: {
    severity: 'error',
    slug: 'invalid-language',
    message: 'Unknown language code `{code}`[; did you mean `{suggestion}`?]',
    hint: 'Use one of the supported codes: {allowed}',
    fix: { kind: 'value', by: 'suggestion', title: 'Change the language code to `{suggestion}`' },
  },
  DN2011: {
    severity: 'error',
    slug: 'global-entry-without-href',
    message: 'A global {element} needs an `href`',
    hint: 'Global entries are links shown on every page: add `"href"` with a URL or a page path',
  },
  DN2012: {
    severity: 'warning',
    slug: 'expanded-on-top-level-group',
    message: '`expanded` has no effect on the top-level group `{label}`',
    hint: 'Top-level groups are always expanded; `expanded` applies to nested groups only: remove it',
    fix: { kind: 'remove-member', title: 'Remove `expanded`' },
  },
  DN2013: {
    severity: 'error',
    slug: 'unsafe-href',
    message: '`href` uses the `{scheme}` scheme',
    hint: 'Links may only navigate: use an `https:`, `http:`, `mailto:` or relative URL',
  },
  DN2014: {
    severity: 'error',
    slug: 'element-mismatch',
    message: 'Expected {expected} in `{key}`, found {found}',
    hint: [
      'Rename `{labelFound}` to `{labelExpected}`, or move this object into `{arrayFound}`',
      'Rename `{labelFound}` to `{labelExpected}`, or remove the object',
    ],
  },
  DN2015: {
    severity: 'error',
    slug: 'wrong-entry-type',
    message: 'Entries of `{key}` must be {expected}, found {found}',
    hint: ['Write a page entry as a path string, such as `"{example}"`', 'Write it as an object, such as `{ "{label}": "..." }`'],
  },
  DN2016: {
    severity: 'error',
    slug: 'invalid-value',
    message: '`{key}` must be one of {allowed}, found {found}',
    hint: ['Did you mean `{suggestion}`?', 'Use one of the values listed'],
    fix: { kind: 'value', by: 'suggestion', title: 'Change `{key}` to `{suggestion}`' },
  },
  DN2017: {
    severity: 'warning',
    slug: 'empty-element',
    message: '{element} `{label}` has no content',
    hint: 'Add `pages` (or `groups`, `tabs`, ...) to it, an `href` to make it a link, or remove it',
  },
  DN2018: {
    severity: 'warning',
    slug: 'relative-href-ignored',
    message: '`href` `{href}` on {subject} is not an absolute URL and is ignored',
    hint: 'Only a global entry may link to a page of the site; use an absolute `https://` URL, or list the pages inside it',
  },
  DN2019: {
    severity: 'error',
    slug: 'missing-field',
    message: '{element} `{label}` has no `{key}`',
    hint: 'Add `"{key}": [...]` listing its pages, or an `openapi` spec to generate them',
    retired: true,
  },
  DN2020: {
    severity: 'error',
    slug: 'invalid-color',
    message: '`{key}` must be a hex colour such as `#0D9373`, found {found}',
    hint: 'Write the colour as `#RGB` or `#RRGGBB`',
  },
  DN2021: {
    severity: 'error',
    slug: 'empty-string-label',
    message: 'The `{label}` label of this {element} is an empty string',
    hint: 'Mintlify rejects an empty label: write the text shown for it (a label of one space shows its pages without a heading)',
  },
  DN2022: {
    severity: 'error',
    slug: 'unknown-key-in-strict-object',
    message: 'Unknown key `{key}` in {subject}[; did you mean `{suggestion}`?]',
    hint: ['Rename it to `{suggestion}`: Mintlify rejects unknown keys here', 'Remove it: Mintlify rejects unknown keys here. Known keys: {allowed}'],
    fix: { kind: 'key', by: 'suggestion', title: 'Rename `{key}` to `{suggestion}`' },
  },
  DN2023: {
    severity: 'error',
    slug: 'invalid-global-href',
    message: '`href` {found} of a global entry is not a URL or a path',
    hint: 'Write an absolute URL (`https://...`), or a path starting with `/`, `#` or `mailto:`',
  },
  DN2024: {
    severity: 'error',
    slug: 'empty-list',
    message: '`navigation.{key}` is empty',
    hint: 'Mintlify requires at least one entry in `{key}` at the root of the navigation: add one',
  },
  DN2025: {
    severity: 'error',
    slug: 'icon-with-prefix',
    message: 'Icon `{icon}` starts with `fa-`',
    hint: 'Mintlify rejects the prefix: write `{suggestion}`',
    fix: { kind: 'value', by: 'suggestion', title: 'Write the icon as `{suggestion}`' },
  },
  DN2026: {
    severity: 'error',
    slug: 'key-not-allowed-here',
    message: '`{key}` is not allowed on {subject}',
    hint: 'Mintlify rejects `{key}` here ({where}): remove it',
  },
  DN2027: {
    severity: 'error',
    slug: 'missing-required-key',
    message: '{holder} has no `{key}`',
    hint: ['Add `"{key}": {example}` ({doc}): Mintlify rejects the file without it', 'Add `{key}` ({doc}): Mintlify rejects the file without it'],
  },
  DN2028: {
    severity: 'error',
    slug: 'invalid-setting-value',
    message: '`{key}` must be {expected}, found {found}',
    hint: ['Write it as `{example}`: Mintlify rejects any other value here', 'Mintlify rejects any other value here'],
  },
  DN2029: {
    severity: 'error',
    slug: 'repeated-entry',
    message: '{entry} is listed twice in `{key}`',
    hint: 'Mintlify rejects a repeated entry here: remove one of them',
    related: 'first listed here',
  },

  // DN3xxx: OpenAPI
  DN3001: {
    severity: 'error',
    slug: 'spec-not-found',
    message: 'OpenAPI spec `{source}` does not exist',
    hint: 'Spec paths are relative to the folder of docs.json: check the spelling, or add the file',
  },
  DN3002: {
    severity: 'error',
    slug: 'spec-outside-root',
    message: 'OpenAPI spec `{source}` is outside the project root',
    hint: [
      '`{source}` leads out of the project through a symbolic link, and docsnav reads nothing outside it{link}: put the spec itself inside the project',
      'Move the spec into the folder of docs.json, or below it',
    ],
  },
  DN3003: {
    severity: 'warning',
    slug: 'spec-remote-not-fetched',
    message: 'Remote spec `{source}` is not fetched, so its pages are not generated and references to it are not checked',
    hint: 'Pass `--allow-remote` (or `allowRemote: true`) to fetch it, or keep a copy of the spec in the project',
  },
  DN3004: {
    severity: 'error',
    slug: 'spec-invalid',
    message: 'OpenAPI spec `{source}` cannot be parsed: {reason}',
    hint: 'Fix the {format} syntax at the place shown',
    related: 'the problem is here',
  },
  DN3005: {
    severity: 'error',
    slug: 'spec-unsupported',
    message: 'OpenAPI spec `{source}` is {found}; docsnav reads OpenAPI 3.0, 3.1 and Swagger 2.0',
    hint: 'Check that the file is the API description, with `openapi: 3.x` or `swagger: "2.0"` at its top',
    related: 'see the spec here',
  },
  DN3006: {
    severity: 'error',
    slug: 'spec-ref-unresolved',
    message: 'A path item `$ref` in `{source}` cannot be followed: `{ref}` ({reason})',
    hint: 'Point the `$ref` at a file of the project (relative to the spec) and at a pointer that exists',
    related: 'the `$ref` is here',
  },
  DN3007: {
    severity: 'error',
    slug: 'spec-ref-cycle',
    message: 'Path item `$ref`s in `{source}` form a cycle at `{ref}`',
    hint: 'Make the chain of `$ref`s end in a path item',
    related: 'the `$ref` is here',
  },
  DN3008: {
    severity: 'error',
    slug: 'spec-alias-bomb',
    message: 'OpenAPI spec `{source}` expands too many YAML aliases',
    hint: 'A spec needs a few aliases at most; this looks like an alias bomb: check where the file comes from',
  },
  DN3009: {
    severity: 'error',
    slug: 'spec-fetch-failed',
    message: 'Remote spec `{source}` could not be fetched: {reason}',
    hint: 'Check the URL, or keep a copy of the spec in the project',
  },
  DN3010: {
    severity: 'error',
    slug: 'reference-without-spec',
    message: 'No OpenAPI spec applies to `{reference}`',
    hint: 'Set `openapi` on this group or an element above it, or name the spec first: `openapi.yaml {reference}`',
  },
  DN3011: {
    severity: 'error',
    slug: 'unknown-path',
    message: 'No path `{path}` in `{spec}`[; did you mean `{suggestion}`?]',
    hint: ['Operations with a similar path: {nearby}', 'Check the path against the spec: it must match exactly'],
  },
  DN3012: {
    severity: 'error',
    slug: 'unknown-method',
    message: '`{spec}` has no `{method}` operation on `{path}`; it has {methods}',
    hint: 'Use one of the methods the path has, or add the operation to the spec',
  },
  DN3013: {
    severity: 'error',
    slug: 'excluded-operation',
    message: '`{reference}` is marked `x-excluded` in `{spec}`',
    hint: 'Remove the entry, or remove `x-excluded` from the operation to give it a page',
    related: 'marked here',
  },
  DN3014: {
    severity: 'error',
    slug: 'unknown-webhook',
    message: 'No webhook `{name}` in `{spec}`[; did you mean `{suggestion}`?]',
    hint: ['Webhooks in the spec: {nearby}', 'Webhooks are listed under `webhooks` in OpenAPI 3.1 specs'],
  },
  DN3015: {
    severity: 'warning',
    slug: 'slug-collision',
    message: 'The URL `/{slug}` of {second} is also generated for {first}; this one becomes `/{renamed}`',
    hint: 'Give the operations distinct summaries, set `x-mint.href` on one of them, or give each spec its own `directory`',
    related: 'the first one is listed here',
  },
  DN3016: {
    severity: 'warning',
    slug: 'slug-unsafe',
    message: 'The URL `/{slug}` of {operation} contains {characters}, which links must percent-encode',
    hint: 'Use letters, digits and spaces in the summary and tag, or set `x-mint.href` on the operation',
  },
  DN3017: {
    severity: 'info',
    slug: 'page-replaces-operation',
    message: 'Page `{file}` replaces the generated page of {operation} at `/{slug}`',
    hint: 'Nothing to do if this is intended; otherwise rename the page, or set `x-mint.href` on the operation',
  },
  DN3018: {
    severity: 'warning',
    slug: 'spec-without-operations',
    message: 'OpenAPI spec `{source}` has no operations to generate pages from',
    hint: 'Check `paths` in the spec, or remove `openapi` from this element',
  },
  DN3019: {
    severity: 'warning',
    slug: 'spec-on-division-of-divisions',
    message: '{kind} spec `{source}` is set on an element that holds `{key}`: its pages are generated but cannot be shown in the navigation',
    hint: 'Mintlify generates them too (they can be linked to, not found in the sidebar): set the spec on the elements inside it (a tab, an anchor or a group), where its pages can be listed',
  },
  DN3020: {
    severity: 'error',
    slug: 'spec-unreadable',
    message: 'OpenAPI spec `{source}` cannot be read: {reason}',
    hint: ['Save the spec as UTF-8{notText}', 'Check that the path names a readable regular file, not a folder or a device'],
  },
  DN3021: {
    severity: 'warning',
    slug: 'reference-through-api-openapi',
    message: '`{reference}` is found through `api.openapi`, which Mintlify does not use for the navigation',
    hint: 'docsnav resolves it, but on Mintlify it is a broken page: put `openapi` on an element above it, or name the spec (`{spec} {reference}`)',
  },
  DN3022: {
    severity: 'error',
    slug: 'openapi-3-2',
    message:
      "OpenAPI spec `{source}` is version {version}, which Mintlify's build rejects[; its {unread} `query` and `additionalOperations` operations get no page]",
    hint: 'The deploy fails: keep a 3.1 version of the spec for Mintlify (docsnav reads 3.2 paths, methods and webhooks, for other generators)',
  },
  DN3023: {
    severity: 'warning',
    slug: 'overlays-not-applied',
    message: 'The {count} overlays of OpenAPI spec `{source}` are not applied: docsnav reads the spec as it is',
    hint: 'Mintlify applies them, so its pages may differ where an overlay adds, removes or renames operations; apply them to the spec file to check the result with docsnav',
  },
  DN3024: {
    severity: 'warning',
    slug: 'spec-flag-not-boolean',
    message: '`{flag}: {value}` in OpenAPI spec `{source}` is not `true` or `false`; it is read as `{meaning}`',
    hint: 'Mintlify reads it by truthiness, and so does docsnav: write `true` or `false` to say what you mean',
  },
  DN3025: {
    severity: 'error',
    slug: 'asyncapi-not-found',
    message: 'AsyncAPI spec `{source}` does not exist',
    hint: "Mintlify's build fails on it: spec paths are relative to the folder of docs.json; check the spelling, or add the file",
  },
  DN3026: {
    severity: 'error',
    slug: 'asyncapi-invalid',
    message: 'AsyncAPI spec `{source}` cannot be used: {reason}',
    hint: "Mintlify's build fails on it: fix the file, or remove `asyncapi`",
  },
  DN3027: {
    severity: 'warning',
    slug: 'asyncapi-pages-not-generated',
    message: 'The {count} channels of AsyncAPI spec `{source}` get no pages from docsnav',
    hint: 'Mintlify generates a page per channel here; docsnav checks the spec but does not list those pages in its outputs yet',
    retired: true,
  },
  DN3028: {
    severity: 'warning',
    slug: 'asyncapi-beside-openapi',
    message: '`asyncapi` is ignored on a group that also has `openapi`',
    hint: 'Mintlify ignores it there: move it to a group of its own',
  },
  DN3029: {
    severity: 'warning',
    slug: 'asyncapi-below-asyncapi',
    message: '`asyncapi` is ignored below an element that has `asyncapi` itself (`{outer}`)',
    hint: 'Mintlify generates the pages of the outer spec only and never looks further down: move one of the two',
  },
  DN3030: {
    severity: 'error',
    slug: 'spec-external-ref',
    message: 'Spec `{source}` has a `$ref` to another file (`{ref}`[, and {more} more]), and Mintlify refuses such a spec',
    hint: 'Its build fails ("External $ref references are not allowed"): bundle the spec into one file (`redocly bundle`, `swagger-cli bundle`), or move what it points to under `components` and point there with `#/…`',
    related: 'the first such `$ref`',
  },
  DN3031: {
    severity: 'error',
    slug: 'spec-mintignored',
    message: 'Spec `{source}` is a file Mintlify leaves out of the site (`.mintignore`, or its defaults)',
    hint: 'Its build fails ("does not exist"): take the file out of `.mintignore`, or move it to a folder Mintlify reads',
  },
  DN3032: {
    severity: 'error',
    slug: 'swagger-2',
    message: "Spec `{source}` is Swagger 2.0, which Mintlify's build rejects",
    hint: "Mintlify reads OpenAPI 3.0 and 3.1 only (its build fails where the navigation names it): convert the spec (`swagger2openapi`, or the Swagger editor's conversion). docsnav still reads its navigation, for other generators",
    related: 'its version',
  },
  DN3033: {
    severity: 'error',
    slug: 'openapi-version-form',
    message: "OpenAPI spec `{source}` gives its version as `{version}`, which Mintlify's validator refuses",
    hint: 'Its build fails where it needs the spec: write the version in full, as a string (`openapi: "3.1.0"`, `openapi: "3.0.3"`), as the OpenAPI schemas want it',
    related: 'its version',
  },
  DN3034: {
    severity: 'error',
    slug: 'x-mint-wrong-type',
    message: "`{key}` of an operation of `{source}` must be {expected}, found {found}; Mintlify's build fails on it[ ({more} more such values)]",
    hint: 'Its build stops where it reads it ("startsWith is not a function"): write `x-mint` as `{ "href": "/path", "metadata": { ... } }`',
    related: 'the value',
  },

  DN3035: {
    severity: 'error',
    slug: 'generated-page-name-too-long',
    message: "The page of {operation} would be a file named `{name}`, {bytes} bytes long; Mintlify's build fails on names over {limit} bytes",
    hint: 'Its build writes each generated page as a file named after its slug, and stops (ENAMETOOLONG): give the operation a shorter `summary`, or an `x-mint.href`',
  },

  DN3036: {
    severity: 'error',
    slug: 'openapi-schema-invalid',
    message: "OpenAPI spec `{source}` breaks the OpenAPI {version} schema at {where}: {reason}; Mintlify's build fails on it",
    hint: "Its validator checks every spec the navigation uses against the OpenAPI Initiative's schema and stops at the first problem: fix the spec there (an OpenAPI linter such as `redocly lint` lists them all)",
    related: 'the first place the schema refuses',
  },

  DN3037: {
    severity: 'warning',
    slug: 'asyncapi-channel-title-blank',
    message: 'Channel `{channel}` of AsyncAPI spec `{source}` has a blank `title`: its page is listed with a blank label',
    hint: "Mintlify lists it so, at its group's URL: write the title, or remove `title` to have one made from the channel's id",
  },

  // DN4xxx: pages and paths
  DN4001: {
    severity: 'warning',
    slug: 'page-with-extension',
    message: 'Page `{path}` includes the file extension `{extension}`',
    hint: 'Write it as `{fixed}`: pages are listed without `.md`/`.mdx`',
    fix: { kind: 'value', by: 'fixed', title: 'Write the page as `{fixed}`' },
  },
  DN4002: {
    severity: 'error',
    slug: 'page-outside-root',
    message: 'Page `{path}` points outside the project root',
    hint: [
      '`{file}` leads out of the project through a symbolic link, and docsnav reads nothing outside it{link}: put the page itself inside the project',
      'Remove the `..` segments; page paths are relative to the folder of docs.json',
    ],
  },
  DN4003: {
    severity: 'warning',
    slug: 'page-surrounding-space',
    message: 'Page `{path}` has spaces around it',
    hint: 'Write it as `{fixed}`: entries are not trimmed, so the spaces become part of the path',
    fix: { kind: 'value', by: 'fixed', title: 'Write the page as `{fixed}`' },
  },
  DN4004: { severity: 'error', slug: 'page-empty', message: 'Empty page entry', hint: 'Write the path of a page file, or remove the entry' },
  DN4005: {
    severity: 'error',
    slug: 'page-backslash',
    message: 'Page `{path}` uses `\\` as a separator',
    hint: 'Write it as `{fixed}`: page paths use `/`',
    fix: { kind: 'value', by: 'fixed', title: 'Write the page as `{fixed}`' },
  },

  DN4006: {
    severity: 'error',
    slug: 'page-not-found',
    message: 'Page `{path}` has no file: neither `{path}.mdx` nor `{path}.md` exists',
    hint: ['Did you mean `{suggestion}`?', 'Create the page, fix the path, or remove the entry (page paths are relative to the folder of docs.json)'],
  },
  DN4007: {
    severity: 'error',
    slug: 'frontmatter-invalid',
    message: 'The frontmatter of `{file}` cannot be read: {reason}',
    hint: 'Fix the YAML between the `---` lines; the page is still routed, with a title from its file name',
  },
  DN4008: {
    severity: 'warning',
    slug: 'frontmatter-wrong-type',
    message: '`{key}` in the frontmatter of `{file}` must be {expected}; it is ignored',
    hint: 'Write it as {expected}',
  },
  DN4009: {
    severity: 'error',
    slug: 'page-unreadable',
    message: 'Page file `{file}` cannot be read: {reason}',
    hint: ['Save the page as UTF-8{notText}', 'Check that the page is a readable regular file (its permissions, and that it is not a folder or a device)'],
  },
  DN4010: {
    severity: 'error',
    slug: 'page-control-character',
    message: 'Page `{path}` contains the control character U+{code}',
    hint: 'Remove it (it was probably pasted in by accident): no URL or file name should hold it',
  },
  DN4011: {
    severity: 'warning',
    slug: 'page-is-url',
    message: 'Page `{path}` is a URL, not a page path',
    hint: 'A page entry names a file of the site; to link elsewhere, use an anchor or a `global` entry with `href`',
  },
  DN4012: {
    severity: 'error',
    slug: 'frontmatter-operation-not-found',
    message: '`{key}: {value}` in the frontmatter of `{file}` names no {what}: {reason}[; did you mean `{suggestion}`?]',
    hint: [
      'Mintlify renders the page blank. Operations near it: {nearby}',
      'Mintlify renders the page blank: write `[spec] METHOD /path` (or `[spec] webhook name`) of an operation of the spec',
    ],
  },
  DN4013: {
    severity: 'warning',
    slug: 'frontmatter-operation-unchecked',
    message: '`{key}: {value}` in the frontmatter of `{file}` matches nothing in the specs docsnav could read[; did you mean `{suggestion}`?]',
    hint: 'Mintlify looks in every spec file of the project, and docsnav could not read them all: {unread}. If none has it, the page is blank',
  },
  DN4014: {
    severity: 'warning',
    slug: 'frontmatter-spec-name-unmatched',
    message: '`{key}: {value}` in the frontmatter of `{file}` names the spec `{spec}`, but the operation is in `{used}`',
    hint: 'Mintlify shows the operation from `{used}`, the first spec that has it, and takes no title from it: name that spec (`/` and its path, or its file name without extension), or leave the name out',
  },
  DN4015: {
    severity: 'error',
    slug: 'no-page-files',
    message: 'None of the {count} pages the navigation lists has a file in `{root}`',
    hint: 'Checking docs.json without its pages? Pass `--no-files` (titles then come from paths). Else run docsnav in the folder that holds docs.json and its pages',
  },

  DN4016: {
    severity: 'warning',
    slug: 'frontmatter-flag-truthy',
    message: '`{key}: {value}` in the frontmatter of `{file}` is no boolean; it is read as `{readAs}`, as Mintlify reads it',
    hint: 'Write `{key}: true` or `{key}: false`: Mintlify takes any value but `false`, `0`, an empty string and null as true (`"false"` too)',
  },
  DN4017: {
    severity: 'error',
    slug: 'frontmatter-title-not-text',
    message: '`title: {value}` in the frontmatter of `{file}` is not text: Mintlify leaves the page out of its navigation',
    hint: [
      'Quote it (`title: "{quoted}"`) or write the title: Mintlify drops the page from the sidebar without a word. docsnav lists it titled from its file name',
      'Write the title as text (or remove the `title:` line): Mintlify drops the page from the sidebar without a word. docsnav lists it titled from its file name',
    ],
  },

  // DN5xxx: routes, duplicates and defaults
  DN5001: {
    severity: 'error',
    slug: 'multiple-defaults',
    message: 'More than one {element} is marked `default`',
    hint: 'Mark one of them `default: true` and remove it from the others',
    related: 'also marked default',
  },
  DN5002: {
    severity: 'error',
    slug: 'duplicate-language',
    message: 'Language `{code}` is listed more than once',
    hint: 'List each language once; merge the two navigations',
    related: 'first listed here',
  },
  DN5003: {
    severity: 'error',
    slug: 'duplicate-version',
    message: 'Version `{label}` is listed more than once',
    hint: 'Give each version its own label, or merge the two',
    related: 'first listed here',
  },

  DN5004: {
    severity: 'warning',
    slug: 'page-hidden-and-visible',
    message: '{count} {pages} under this hidden {element} ({url}{more}) are also listed where they are visible; docsnav shows them',
    hint: 'Mintlify hides such pages everywhere, also where they are listed visibly: hide them in their frontmatter to hide them everywhere, or list them only where they should appear',
    related: 'listed visibly here',
  },
  DN5005: {
    severity: 'warning',
    slug: 'page-listed-twice-in-sidebar',
    message: 'Page `{url}` is listed twice in the same sidebar',
    hint: 'Remove one of the entries; a page can appear once per sidebar',
    related: 'first listed here',
  },
  DN5006: {
    severity: 'warning',
    slug: 'pages-share-url',
    message: 'Pages `{path}` and `{other}` both have the URL `{url}`; only `{other}` is routed',
    hint: 'Rename one of them: `x` and `x/index` are the same URL',
    related: 'the routed one is listed here',
  },

  // DN6xxx: outputs
  DN6001: {
    severity: 'error',
    slug: 'invalid-site-url',
    message: 'The site URL `{url}` cannot be used: {reason}',
    hint: 'Pass the address the site is served at, such as `--site-url https://docs.example.com`; without a usable one, sitemap.xml and breadcrumbs.jsonld.json are not written',
  },

  DN6002: {
    severity: 'warning',
    slug: 'target-cannot-express',
    message: 'The {target} output cannot express: {features}',
    hint: 'These parts of the navigation are left out of it or approximated; docs/outputs.md says how to add them in {target} by hand',
  },

  DN6003: {
    severity: 'error',
    slug: 'outputs-too-large',
    message: 'An output would be longer than a JavaScript string can be (about 512 MB); no output is written',
    hint: 'Every page carries its breadcrumbs, alternates and labels: groups nested very deep, very many versions and languages, or very long labels multiply them',
  },

  DN6004: {
    severity: 'info',
    slug: 'diagnostics-not-listed',
    message: '{count} more `{code}` diagnostics are not listed: at most {limit} of one code are',
    hint: 'The summary counts them all; fix the ones listed (often one cause repeated) and check again',
  },

  // DN7xxx: the site beyond the navigation
  DN7001: {
    severity: 'info',
    slug: 'page-not-in-navigation',
    message: 'Page file `{file}` is in no navigation: it is served at `{url}`, but no sidebar leads to it',
    hint: 'List it in docs.json, add it to `.mintignore` if it is not meant to be published, or delete it',
  },
  DN7002: {
    severity: 'info',
    slug: 'pages-not-in-navigation',
    message: '{count} page files in {folder} are in no navigation ({names}{more}): they are served, but no sidebar leads to them',
    hint: 'List them in docs.json, add the folder to `.mintignore` if they are not meant to be published, or delete them; routes.json lists each with `listed: false`',
  },
  DN7003: {
    severity: 'warning',
    slug: 'too-many-files',
    message: 'The project holds more than {limit} files; the rest were not looked at for pages no navigation lists',
    hint: 'Add large folders that are not documentation (build outputs, dependencies under another name) to `.mintignore`',
  },
  DN7010: {
    severity: 'error',
    slug: 'redirect-missing-field',
    message: 'This redirect has no `{key}`',
    hint: 'A redirect is `{ "source": "/old-path", "destination": "/new-path" }`: Mintlify rejects one without both',
  },
  DN7011: {
    severity: 'error',
    slug: 'redirect-source-repeated',
    message: 'Redirect source `{source}` is used more than once',
    hint: 'Mintlify rejects a source used twice (only one destination can win): keep one of the rules',
    related: 'first used here',
  },
  DN7012: {
    severity: 'warning',
    slug: 'redirect-source-query',
    message: 'Redirect source `{source}` contains `{character}`: sources match paths only, so this redirect never fires',
    hint: [
      'A browser never sends what follows `#`{fragment}: redirect `{path}` itself, and let the new page carry the anchor',
      'What follows `?` is not part of the path: redirect `{path}` itself',
    ],
  },
  DN7013: {
    severity: 'error',
    slug: 'redirect-unknown-parameter',
    message: 'Destination `{destination}` uses `{parameter}`, which the source `{source}` does not define',
    hint: 'Readers would land on a URL with `{parameter}` written in it: define it in the source (as in `/old/:slug*`) or remove it from the destination',
  },
  DN7014: {
    severity: 'error',
    slug: 'redirect-destination-missing',
    message: 'Redirect destination `{destination}` is no page of the site[{unchecked}]',
    hint: [
      'Did you mean `{suggestion}`? Readers following this redirect get a 404',
      "Point it at a page, another redirect's source, a file of the project, or an absolute URL: readers following it get a 404",
    ],
  },
  DN7015: {
    severity: 'warning',
    slug: 'redirect-chain',
    message: 'Redirect `{source}` leads to `{destination}`, which is redirected too: readers go through {count} redirects to reach `{final}`',
    hint: 'Point `{source}` straight at `{final}`: each hop is another round trip, and crawlers stop following after a few',
    related: 'the next redirect',
  },
  DN7016: {
    severity: 'error',
    slug: 'redirect-loop',
    message: 'Redirects loop: {cycle}',
    hint: 'Readers get a "too many redirects" error: point one of them at a page',
    related: 'part of the loop',
  },
  DN7017: {
    severity: 'warning',
    slug: 'redirect-never-fires',
    message: 'Redirect source `{source}` is the URL of a page, which is served instead: this redirect never fires',
    hint: 'Mintlify serves pages before redirects: remove the redirect, or remove or move the page `{page}`',
  },
  DN7018: {
    severity: 'warning',
    slug: 'redirect-sources-alike',
    message: 'Redirect sources `{source}` and `{other}` differ only by {difference}',
    hint: [
      'Both match the same requests{same}, and only the first fires: remove this one',
      'URLs are case-sensitive, so both fire, each for its own spelling; if one of them is a typo, remove it',
    ],
    related: 'the other source',
  },
  DN7019: {
    severity: 'warning',
    slug: 'redirect-source-too-complex',
    message: 'Redirect source `{source}` has too many parameters to be matched exactly; docsnav takes it to match every path that starts with `{prefix}`',
    hint: 'At most 8 parameters, 2 that span segments (`:name*`, `:name+`, `*`) and 2 in one segment are matched exactly; its chains and loops are not checked: split it into simpler rules',
  },
  DN7020: {
    severity: 'info',
    slug: 'redirects-under-base-path',
    message: 'Every redirect is written under `{base}`, where no page is: docsnav takes the site to be served under `{base}` and checks them so',
    hint: 'Sites served at a subpath (Mintlify\'s "Host at /docs", or a custom one) name whole paths in their redirects; if the site is not served there, the redirects point nowhere',
  },
  DN7021: {
    severity: 'error',
    slug: 'published-url-gone',
    message: '`{url}` was a page of the earlier build, and no page or redirect is there now',
    hint: [
      'Add a redirect to the page that replaces it, such as `{ "source": "{url}", "destination": "{suggestion}" }`: links and bookmarks to it break otherwise',
      'Add a redirect to the page that replaces it, or restore the page: links and bookmarks to it break otherwise',
    ],
  },
  DN7022: {
    severity: 'error',
    slug: 'published-url-moved',
    message: '`{from}` moved to `{to}`, and no redirect covers the old URL',
    hint: 'Add `{ "source": "{from}", "destination": "{to}" }` to `redirects`: links and bookmarks to the old URL break otherwise',
  },
  DN7023: {
    severity: 'info',
    slug: 'urls-compared',
    message: 'Since the earlier build: {added} added, {removed} removed, {moved} moved; {uncovered} of those that went have no redirect',
    hint: 'routes.json of each build is what is compared; `docsnav diff --suggest` prints redirects for the URLs without one',
  },
  DN7024: {
    severity: 'info',
    slug: 'own-generated-file',
    message: 'The project has its own `{file}`, which replaces the generated one: docsnav does not write it',
    hint: 'As on Mintlify, where it is served instead: delete it to have one generated from the site',
  },
  DN7025: {
    severity: 'error',
    slug: 'redirect-control-character',
    message: 'The `{key}` of this redirect contains the control character U+{code}; the redirect is left out',
    hint: 'Remove it (a line break or tab cannot be part of a URL); write other characters percent-encoded, as `%20`',
  },
  DN7026: {
    severity: 'warning',
    slug: 'mintignore-unreadable',
    message: '`.mintignore` cannot be read: {reason}; its patterns are not applied',
    hint: "Mintlify leaves out of the site what `.mintignore` names: make it a readable UTF-8 file inside the project, or remove it. Until then docsnav takes every file for the site's",
  },

  // DN8xxx: links inside pages
  DN8001: {
    severity: 'error',
    slug: 'broken-link',
    message: 'Link `{url}` leads to no page, redirect or file of the site[ (it resolves to `{path}`)][: a redirect sends it to `{final}`, where there is none]',
    hint: [
      'Did you mean `{suggestion}`?',
      "Fix the path: links are resolved as the site resolves them (`./x` from the page file's folder, `/x` from the site root), and `.mdx`, `.md` and `index` may be left out",
    ],
  },
  DN8002: {
    severity: 'warning',
    slug: 'link-through-redirect',
    message: 'Link `{url}` goes through the redirect `{source}` and lands on `{final}`',
    hint: 'Link to `{final}` directly: readers skip a hop, and the link survives if the redirect is removed',
  },
  DN8003: {
    severity: 'error',
    slug: 'broken-anchor',
    message: 'Link `{url}`: `#{anchor}` is no heading or id of {page}',
    hint: [
      'Did you mean `#{suggestion}`?',
      "Link to a heading's id (its text in lower case, words joined by `-`: `## Get started` is `#get-started`) or to an `id` the page sets",
    ],
  },
  DN8004: {
    severity: 'error',
    slug: 'unsafe-link',
    message: 'Link `{url}` uses the `{scheme}` scheme',
    hint: 'Links may only navigate: use an `https:`, `http:`, `mailto:` or relative URL',
  },
  DN8005: {
    severity: 'error',
    slug: 'page-not-mdx',
    message: 'This page is not valid MDX: {reason}; its links were not checked',
    hint: 'Mintlify fails to build a page it cannot parse. Common causes: an unclosed `<Component>`, a `{` or `<` in text (write `\\{` or `&lt;`), an HTML comment (MDX uses `{/* ... */}`)',
  },
  DN8006: {
    severity: 'warning',
    slug: 'page-too-large-for-links',
    message: 'This page is {size}; pages over {limit} are not read for links',
    hint: 'Split the page: a page this large is slow to load too',
  },
  DN8007: {
    severity: 'error',
    slug: 'page-too-slow-for-links',
    message: 'This page was not parsed for links: {reason}',
    hint: "MDX parsing (Mintlify's too) slows down sharply on a very long paragraph full of `[`, `]`, `*` or `_`, on deeply nested quotes or lists, and on megabytes of tables: split them, or put such text in a code block",
  },
  DN8008: {
    severity: 'warning',
    slug: 'page-parse-timed-out',
    message: 'This page was not parsed for links: {reason}; its links were not checked',
    hint: "Its text did not look costly to parse, so the machine may have been very busy: run the check again. If it happens again, split the page, and tell docsnav's maintainers what it holds",
  },
  DN8009: {
    severity: 'error',
    slug: 'import-unresolved',
    message: 'Import `{source}` leads to no file of the project[ (it resolves to `{path}`)]',
    hint: [
      'Did you mean `{suggestion}`?',
      "Fix the path: imports starting with `/` are from the folder of docs.json, `./` and `../` from the importing file's folder. Mintlify fails to build a page whose import it cannot find",
    ],
  },
  DN8010: {
    severity: 'error',
    slug: 'import-name-missing',
    message: '`{name}` is not exported by `{file}`',
    hint: [
      'It exports {exports}: import one of those, or export `{name}` from it',
      'Export it from the snippet (`export const {name} = ...`), or import it by default: a snippet that exports nothing has only its content',
    ],
  },
  DN8011: {
    severity: 'error',
    slug: 'component-unknown',
    message: '`<{name}>` is no Mintlify component, and this file neither imports nor defines it',
    hint: [
      'Did you mean `<{suggestion}>`?',
      'Import it (`import { {name} } from "/snippets/….jsx"`) or define it in the file (`export const {name} = () => ...`). As it is, the page fails to render',
    ],
  },
  DN8012: {
    severity: 'warning',
    slug: 'component-prop-type',
    message: '`{prop}` of `<{name}>` is {written}, where Mintlify expects {expected}',
    hint: [
      'Write `{fixed}`',
      'Did you mean `{suggestion}`?',
      "Write {expected}, as Mintlify's page for the component gives it: numbers and booleans go in braces, not in quotes",
    ],
  },
  DN8013: {
    severity: 'warning',
    slug: 'expression-undefined',
    message: '`{{name}}` reads `{name}`, which this page neither declares nor imports',
    hint: 'To show the braces as text, write `\\{{name}\\}`; to show a value, declare it (`export const {name} = ...`) or import it from a snippet. As it is, Mintlify shows nothing in its place, and other generators fail the page',
  },
  DN8014: {
    severity: 'error',
    slug: 'module-not-javascript',
    message: '`{file}` is not valid JavaScript: {reason}',
    hint: 'Mintlify fails to build a page that imports it: fix the file where it stops, or remove the import',
  },
  DN8015: {
    severity: 'error',
    slug: 'import-unsupported',
    message: 'Import `{source}`: {reason}',
    hint: "Mintlify's pages import only the project's own snippets (`.mdx`, `.md`, `.jsx`): write the code into a snippet, or the values into an `export const` of one",
  },

  // DN9xxx: internal
  DN9001: {
    severity: 'error',
    slug: 'internal-error',
    message: 'Internal error in {stage}: {reason}',
    hint: 'This is a bug in docsnav, not in your docs.json; please report it with the file that triggers it',
  },
} as const satisfies Record<string, CatalogueEntry>

export type DiagnosticCode = keyof typeof catalogue

/*
 * Each code's parameters, read from its templates by the type checker, so that a caller that
 * forgets one, or misspells one, does not compile (as Svelte's generated message functions do).
 * Required: the placeholders of the message outside `[...]` sections and of the related-location
 * words, and all those of at least one hint (the first whose parameters are all given is used).
 * Optional: the rest.
 */

/** Characters that never occur in a placeholder name (`fill` matches `\{(\w+)\}`). */
type NotInName = ' ' | '"' | "'" | ':' | '[' | ']' | ',' | '.' | '`' | '(' | ')' | '/' | '$' | '-' | '!' | '?' | '@' | '*' | '#'
/** The text after the last `{` (in `{ "{label}"`, the placeholder is `label`). */
type AfterLastBrace<P extends string> = P extends `${string}{${infer Inner}` ? AfterLastBrace<Inner> : P
type Placeholder<P extends string> = AfterLastBrace<P> extends `${string}${NotInName}${string}` | '' ? never : AfterLastBrace<P>
/** The placeholder names of a template. */
type NamesIn<S> = S extends `${string}{${infer P}}${infer Rest}` ? Placeholder<P> | NamesIn<Rest> : never
/** A template without its `[...]` sections. */
type OutsideSections<S> = S extends `${infer Before}[${string}]${infer After}` ? `${Before}${OutsideSections<After>}` : S
type Entry<C extends DiagnosticCode> = (typeof catalogue)[C]
type EachHint<H> = H extends readonly (infer Each)[] ? Each : H
type RelatedWords<E> = E extends { related: infer R } ? R : ''
type RequiredNames<C extends DiagnosticCode> = NamesIn<OutsideSections<Entry<C>['message']>> | NamesIn<RelatedWords<Entry<C>>>
type AllNames<C extends DiagnosticCode> = NamesIn<Entry<C>['message']> | NamesIn<EachHint<Entry<C>['hint']>> | RequiredNames<C>
/** One object type per hint, requiring its placeholders: the parameters must fill at least one. */
type OneHintFilled<H> = EachHint<H> extends infer Each ? (Each extends unknown ? { readonly [Name in NamesIn<Each>]: string } : never) : never

/** The parameters of a code's message and hints. */
export type ParamsOf<C extends DiagnosticCode> = { readonly [Name in RequiredNames<C>]: string } & OneHintFilled<Entry<C>['hint']> & {
    readonly [Name in Exclude<AllNames<C>, RequiredNames<C>>]?: string | undefined
  }

/** A code with its parameters, built before it is reported (a check that returns a problem). */
export type MessageOf<C extends DiagnosticCode> = { code: C; params: ParamsOf<C> }
/** Any code with its parameters: the union of {@link MessageOf} over every code. */
export type AnyMessage = { [C in DiagnosticCode]: MessageOf<C> }[DiagnosticCode]

/** Fills a template: `{name}` takes a parameter; a `[...]` section is dropped unless all its parameters are given. */
export function fill(template: string, params: Readonly<Record<string, string | undefined>>): string {
  // Only brackets around a parameter form a section, so literal `[...]` in prose survives.
  const withSections = template.replace(/\[([^\]]*\{\w+\}[^\]]*)\]/g, (_, section: string) =>
    [...section.matchAll(/\{(\w+)\}/g)].every((match) => params[match[1]!] !== undefined) ? section : '',
  )
  return withSections.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole)
}

/** The first hint alternative whose parameters are all given (the last one otherwise). */
export function chooseHint(hint: string | readonly string[], params: Readonly<Record<string, string | undefined>>): string {
  const options = typeof hint === 'string' ? [hint] : hint
  const usable = options.find((option) => [...option.matchAll(/\{(\w+)\}/g)].every((match) => params[match[1]!] !== undefined))
  return fill(usable ?? options[options.length - 1]!, params)
}
