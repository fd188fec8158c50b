/**
 * User text placed in Markdown that docsnav writes (llms.txt): titles, names and descriptions come
 * from docs.json and frontmatter, which anyone opening a pull request can write. A line break
 * would start a line of its own (a heading, a list entry), `](` would close a link early and open
 * another (`A](javascript:alert(1)) [B`), and terminal controls or bidirectional overrides would
 * act on or reorder what a reader sees.
 */

/** Control characters (C0, DEL, C1) and bidirectional controls: dropped (line breaks are folded first). */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g
/** A line break of any kind, with the white space around it, becomes one space. */
const BREAKS = /[^\S\n\r\v\f\u2028\u2029]*[\n\r\v\f\u0085\u2028\u2029][\s\u0085]*/g
/** What ends, opens or escapes a link or code span in link text. */
const LINK_TEXT_SPECIAL = /[\\[\]`<]/g
/** What ends a link destination or cannot stand in one unencoded. */
const DESTINATION_SPECIAL = /[\s()<>\u0000-\u001f\u007f-\u009f]/g

/** Text on one line: line breaks folded into spaces, control characters dropped, trimmed. */
export function oneLine(text: string): string {
  return text.replace(BREAKS, ' ').replace(CONTROLS, '').trim()
}

/** Text for a Markdown line or link text: {@link oneLine}, with what would make or break a link escaped. */
export function markdownText(text: string): string {
  return oneLine(text).replace(LINK_TEXT_SPECIAL, '\\$&')
}

/** A URL as a Markdown link destination: what would end it early percent-encoded. */
export function markdownDestination(url: string): string {
  // encodeURIComponent leaves parentheses as they are.
  return url.replace(DESTINATION_SPECIAL, (character) =>
    encodeURIComponent(character).replace(/[()]/g, (paren) => `%${paren.charCodeAt(0).toString(16).toUpperCase()}`),
  )
}
