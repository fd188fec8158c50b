/**
 * How a diagnostic is fixed, from its range in the file and its parameters (src/fix):
 * - `text`: the text at the range becomes the parameter `by` as a JSON string (a key put in quotes);
 * - `value`: the string value at the range becomes the parameter `by`;
 * - `key`: the key at the range is renamed to the parameter `by` (a boolean value is negated when
 *   the parameter `inverted` is given), when it is a known synonym or the one closest name of those in `allowed`;
 * - `label`: in the object at the range, the key `suggestion` is renamed to the label key `label`,
 *   when it is a misspelling or a known synonym of it (`grop`, `title` for a group);
 * - `remove-member`: the member whose key is at the range is removed, with its comma;
 * - `remove-text`: the text at the range is removed (a trailing comma, a comment).
 * A fix whose parameter is missing (no suggestion) does not apply.
 */
export type FixRule =
  | { kind: 'text' | 'value' | 'key'; by: string; title: string }
  | { kind: 'label'; title: string }
  | { kind: 'remove-member' | 'remove-text'; title: string }
