import { childPointer, report, type Reporter, type Site } from '../ir/diagnostics/report.js'
import type { JsonProblem, JsonValue } from './json.js'
import type { SourceFile } from './source.js'

/**
 * Reports what the positioned parser found wrong in a source, through the catalogue.
 * `includedFrom` is the `$ref` that pulled the file in, shown as the related location.
 */
export function reportJsonProblems(reporter: Reporter, source: SourceFile, problems: readonly JsonProblem[], tree: JsonValue | undefined, includedFrom?: Site): void {
  for (const problem of problems) reportProblem(reporter, source, problem, tree, includedFrom)
}

function reportProblem(reporter: Reporter, source: SourceFile, problem: JsonProblem, tree: JsonValue | undefined, includedFrom?: Site): void {
  const site = (start: number, end: number): Site => ({ source, start, end, pointer: tree ? pointerAt(tree, start) : '' })
  switch (problem.kind) {
    case 'unexpected':
      report(reporter, 'DN1001', site(problem.at, problem.end), { expected: problem.expected, found: problem.found }, includedFrom)
      return
    case 'trailing-comma':
      report(reporter, 'DN1002', site(problem.at, problem.at + 1), { closer: problem.closer }, includedFrom)
      return
    case 'comment':
      report(reporter, 'DN1003', site(problem.at, problem.end), {}, includedFrom)
      return
    case 'unterminated-string':
      report(reporter, 'DN1004', site(problem.at, problem.end), {}, includedFrom)
      return
    case 'invalid-escape':
      report(reporter, 'DN1005', site(problem.at, problem.end), { escape: problem.escape }, includedFrom)
      return
    case 'control-character':
      report(reporter, 'DN1006', site(problem.at, problem.at + 1), { code: problem.code.toString(16).toUpperCase().padStart(4, '0') }, includedFrom)
      return
    case 'invalid-number':
      report(reporter, 'DN1007', site(problem.at, problem.end), { text: problem.text }, includedFrom)
      return
    case 'single-quotes':
      report(reporter, 'DN1008', site(problem.at, problem.end), {}, includedFrom)
      return
    case 'unquoted-key':
      report(reporter, 'DN1009', site(problem.at, problem.end), { found: problem.found }, includedFrom)
      return
    case 'too-deep':
      report(reporter, 'DN1011', site(problem.at, problem.at + 1), { limit: String(problem.limit) }, includedFrom)
      return
    case 'trailing-content':
      report(reporter, 'DN1012', site(problem.at, problem.end), { found: problem.found }, includedFrom)
      return
    case 'empty':
      report(reporter, 'DN1013', site(problem.at, problem.at), { file: source.path }, includedFrom)
      return
    case 'duplicate-key': {
      const second = site(problem.at, problem.end)
      report(reporter, 'DN1010', second, { key: problem.key }, { ...second, start: problem.firstAt, end: problem.firstEnd })
      return
    }
  }
}

/** The pointer of the innermost value or key containing `offset` (only computed for diagnostics). */
export function pointerAt(tree: JsonValue, offset: number): string {
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
