import type { AnyMessage } from '../ir/diagnostics/catalogue.js'
import { childPointer, report, reportMessage, type Reporter, type Place } from '../ir/diagnostics/report.js'
import type { JsonProblem, JsonValue } from '../source/json-tree.js'
import type { SourceFile } from '../source/source-file.js'

/**
 * Reports what the positioned parser found wrong in a source, through the catalogue.
 * `includedFrom` is the `$ref` that pulled the file in, shown as the related location.
 */
export function reportJsonProblems(
  reporter: Reporter,
  source: SourceFile,
  problems: readonly JsonProblem[],
  tree: JsonValue | undefined,
  includedFrom?: Place,
  pointerPrefix = '',
): void {
  for (const problem of problems) reportProblem(reporter, source, problem, tree, includedFrom, pointerPrefix)
}

/** The catalogue message and range of a JSON problem. */
export function describeJsonProblem(problem: JsonProblem, file: string): { message: AnyMessage; start: number; end: number } {
  switch (problem.kind) {
    case 'unexpected':
      return { message: { code: 'DN1001', params: { expected: problem.expected, found: problem.found } }, start: problem.at, end: problem.end }
    case 'trailing-comma':
      return { message: { code: 'DN1002', params: { closer: problem.closer } }, start: problem.at, end: problem.at + 1 }
    case 'comment':
      return { message: { code: 'DN1003', params: {} }, start: problem.at, end: problem.end }
    case 'unterminated-string':
      return { message: { code: 'DN1004', params: {} }, start: problem.at, end: problem.end }
    case 'invalid-escape':
      return { message: { code: 'DN1005', params: { escape: problem.escape } }, start: problem.at, end: problem.end }
    case 'control-character':
      return { message: { code: 'DN1006', params: { code: problem.code.toString(16).toUpperCase().padStart(4, '0') } }, start: problem.at, end: problem.at + 1 }
    case 'invalid-number':
      return { message: { code: 'DN1007', params: { text: problem.text } }, start: problem.at, end: problem.end }
    case 'single-quotes':
      return { message: { code: 'DN1008', params: {} }, start: problem.at, end: problem.end }
    case 'unquoted-key':
      return { message: { code: 'DN1009', params: { found: problem.found } }, start: problem.at, end: problem.end }
    case 'too-deep':
      return { message: { code: 'DN1011', params: { limit: String(problem.limit) } }, start: problem.at, end: problem.at + 1 }
    case 'trailing-content':
      return { message: { code: 'DN1012', params: { found: problem.found } }, start: problem.at, end: problem.end }
    case 'empty':
      return { message: { code: 'DN1013', params: { file } }, start: problem.at, end: problem.at }
    case 'duplicate-key':
      return { message: { code: 'DN1010', params: { key: problem.key } }, start: problem.at, end: problem.end }
  }
}

/** `pointerPrefix`: where the file's value sits in the resolved docs.json (an included file's `$ref`). */
function reportProblem(
  reporter: Reporter,
  source: SourceFile,
  problem: JsonProblem,
  tree: JsonValue | undefined,
  includedFrom: Place | undefined,
  pointerPrefix: string,
): void {
  const placeOf = (start: number, end: number): Place => ({ source, start, end, pointer: pointerPrefix + (tree ? pointerAt(tree, start) : '') })
  if (problem.kind === 'duplicate-key') {
    const second = placeOf(problem.at, problem.end)
    report(reporter, 'DN1010', second, { key: problem.key }, { ...second, start: problem.firstAt, end: problem.firstEnd })
    return
  }
  const { message, start, end } = describeJsonProblem(problem, source.path)
  reportMessage(reporter, message, placeOf(start, end), includedFrom)
}

/** The pointer of the innermost value or key containing `offset` (only computed for diagnostics). */
function pointerAt(tree: JsonValue, offset: number): string {
  let pointer = ''
  let node: JsonValue = tree
  for (;;) {
    if (node.kind === 'object') {
      const member = node.members.find((candidate) => candidate.keyStart <= offset && offset < candidate.value.end)
      if (!member) return pointer
      pointer = childPointer(pointer, member.key)
      if (offset < member.value.start) return pointer
      node = member.value
    } else if (node.kind === 'array') {
      const index = node.items.findIndex((item) => item.start <= offset && offset < item.end)
      if (index === -1) return pointer
      pointer = childPointer(pointer, index)
      node = node.items[index]!
    } else return pointer
  }
}
