import type { Reporter } from './diagnostics/report.js'

/**
 * What a project kept open (`createProject`) keeps from one compile to the next, to use again when
 * what it was made from is the same. A compile without one computes everything.
 */
export interface Memo {
  /**
   * The value kept under `table` and `key` if it was made from `input` (the same text, or the same
   * values by `Object.is`, in order), else `make()`, kept.
   */
  keep<T>(table: string, key: string, input: string | readonly unknown[], make: () => T): T
  /**
   * A unit of a compile's work, under `table` and `key`: `run()`'s value, kept with the reads it
   * made through the compile's host and the diagnostics it reported. In a later compile it is used
   * again when `inputs` are the same values (`Object.is`, in order) and each of its reads reads the
   * same: those reads are made again, so that the compile records the same inputs, and its
   * diagnostics are reported again to `reporter`. Units may hold units.
   *
   * So `run` must depend on nothing but `inputs`, what it reads through the host and constants, and
   * its value must not be changed afterwards: a later compile may share it. When it runs again, it
   * is given the value it made last (from other inputs), to share what is the same.
   */
  unit<T>(reporter: Reporter, table: string, key: string, inputs: readonly unknown[], run: (last: T | undefined) => T): T
  /** Says that the unit running depends on more than its inputs and reads: it is not kept. */
  notKept(): void
}

/** Whether two lists hold the same values (`Object.is`), in order. */
export function sameValues(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false
  for (let index = 0; index < a.length; index++) if (!Object.is(a[index], b[index])) return false
  return true
}

/** {@link Memo.keep} when there may be no memo. */
export function kept<T>(memo: Memo | undefined, table: string, key: string, input: string | readonly unknown[], make: () => T): T {
  return memo ? memo.keep(table, key, input, make) : make()
}

/** {@link Memo.unit} when there may be no memo. */
export function inUnit<T>(memo: Memo | undefined, reporter: Reporter, table: string, key: string, inputs: readonly unknown[], run: (last: T | undefined) => T): T {
  return memo ? memo.unit(reporter, table, key, inputs, run) : run(undefined)
}
