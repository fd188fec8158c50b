import { answersSame, heardHost, type HostCall } from './files/heard-host.js'
import { readmit, relocated, type PreparedReport, type Reporter } from './ir/diagnostics/report.js'
import type { FileHost } from './ir/files.js'
import type { Memo } from './ir/memo.js'

/**
 * The memo of a project kept open: values kept by their input ({@link Memo.keep}) and units of work
 * kept with what they read and reported ({@link Memo.unit}). When a compile begins, it forgets
 * what the one before did not use, whether it used it while compiling or afterwards (the site
 * model is made when first read, after its compile, and what it kept must still be there for the
 * next one).
 */
export interface ProjectMemo extends Memo {
  /** Starts a compile that reads through `host`; returns the host to give the compile, which tells the memo what is read. */
  begin(host: FileHost): FileHost
  /** Told of every diagnostic the compile prepares (the reporter's `heard`). */
  heard(report: PreparedReport): void
}

/** A unit of work as kept: what it was run with, what it read and reported, and its value. */
interface UnitEntry {
  inputs: readonly unknown[]
  calls: readonly HostCall[]
  /** Placed in the texts of the compile that last used them. */
  reports: readonly PreparedReport[]
  value: unknown
  /** Units and kept values used inside it: used again with it. */
  units: readonly UnitEntry[]
  values: readonly KeptValue[]
  used: number
}

/** A value kept by its input ({@link Memo.keep}). */
interface KeptValue {
  input: string | readonly unknown[]
  value: unknown
  used: number
}

/** What a unit heard while it ran. */
interface Heard {
  calls: HostCall[]
  reports: PreparedReport[]
  units: UnitEntry[]
  values: KeptValue[]
  /** False once it heard more than is worth keeping, or an internal error. */
  keepable: boolean
}

/**
 * A unit that reports more than this is not kept: a generated navigation can repeat one mistake a
 * million times, and its reports are worth more as they are counted than kept.
 */
const MAX_UNIT_REPORTS = 10_000

export function projectMemo(): ProjectMemo {
  const values = new Map<string, Map<string, KeptValue>>()
  const units = new Map<string, Map<string, UnitEntry>>()
  let generation = 0
  let host: FileHost | undefined
  // The units running, innermost last: what is read and reported goes to the innermost.
  const running: Heard[] = []
  const innermost = (): Heard | undefined => running[running.length - 1]
  // Each kept report as placed in this compile's texts (units within units share their reports).
  let placed = new Map<PreparedReport, PreparedReport | undefined>()
  const reportsNow = (reports: readonly PreparedReport[], reporter: Reporter): readonly PreparedReport[] | undefined => {
    const sourceNow = reporter.sourceNow
    if (!sourceNow || reports.length === 0) return reports
    const now: PreparedReport[] = []
    for (const report of reports) {
      let moved = placed.get(report)
      if (!placed.has(report)) placed.set(report, (moved = relocated(report, sourceNow)))
      if (!moved) return undefined
      now.push(moved)
    }
    return now
  }
  /**
   * Marks a unit used again, with the units and values it used; the units within it get their
   * reports placed in this compile's texts too, so that none keeps a text that is gone.
   */
  const markUsed = (entry: UnitEntry, reporter: Reporter) => {
    entry.used = generation
    for (const unit of entry.units) {
      const reports = reportsNow(unit.reports, reporter)
      if (reports) unit.reports = reports
      markUsed(unit, reporter)
      // Forgotten at the next compile: its reports are placed in a text that is gone.
      if (!reports) unit.used = -1
    }
    for (const value of entry.values) value.used = generation
  }
  const tableOf = <E>(tables: Map<string, Map<string, E>>, table: string): Map<string, E> => {
    let entries = tables.get(table)
    if (!entries) tables.set(table, (entries = new Map()))
    return entries
  }

  return {
    keep<T>(table: string, key: string, input: string | readonly unknown[], make: () => T): T {
      const entries = tableOf(values, table)
      const entry = entries.get(key)
      if (entry && (typeof input === 'string' ? entry.input === input : typeof entry.input !== 'string' && sameInputs(entry.input, input))) {
        entry.used = generation
        innermost()?.values.push(entry)
        return entry.value as T
      }
      const value = make()
      const fresh: KeptValue = { input: typeof input === 'string' ? input : input.slice(), value, used: generation }
      entries.set(key, fresh)
      innermost()?.values.push(fresh)
      return value
    },

    unit<T>(reporter: Reporter, table: string, key: string, inputs: readonly unknown[], run: (last: T | undefined) => T): T {
      const entries = tableOf(units, table)
      const kept = entries.get(key)
      const outer = innermost()
      // Asked again, the reads of a unit that is still good answer the same; they are heard by the unit around it.
      if (kept && host && sameInputs(kept.inputs, inputs) && kept.calls.every((call) => answersSame(host!, call))) {
        const reports = reportsNow(kept.reports, reporter)
        if (reports) {
          kept.reports = reports
          markUsed(kept, reporter)
          outer?.units.push(kept)
          for (const report of reports) readmit(reporter, report)
          return kept.value as T
        }
      }
      const heard: Heard = { calls: [], reports: [], units: [], values: [], keepable: true }
      running.push(heard)
      let value: T
      try {
        value = run(kept?.value as T | undefined)
      } finally {
        running.pop()
        if (outer) {
          for (const call of heard.calls) outer.calls.push(call)
          for (const report of heard.reports) outer.reports.push(report)
          for (const value of heard.values) outer.values.push(value)
          outer.keepable &&= heard.keepable
        }
      }
      if (heard.keepable) {
        const entry: UnitEntry = { inputs: inputs.slice(), calls: heard.calls, reports: heard.reports, value, units: heard.units, values: heard.values, used: generation }
        entries.set(key, entry)
        outer?.units.push(entry)
      } else entries.delete(key)
      return value
    },

    begin(compileHost: FileHost): FileHost {
      for (const entries of values.values()) for (const [key, entry] of entries) if (entry.used !== generation) entries.delete(key)
      for (const entries of units.values()) for (const [key, entry] of entries) if (entry.used !== generation) entries.delete(key)
      generation++
      running.length = 0
      placed = new Map()
      host = heardHost(compileHost, () => innermost()?.calls)
      return host
    },

    notKept(): void {
      const heard = innermost()
      if (heard) heard.keepable = false
    },

    heard(report: PreparedReport): void {
      const heard = innermost()
      if (!heard) return
      heard.reports.push(report)
      // An internal error may not happen again; too many reports are not worth keeping.
      if (report.code === 'DN9001' || heard.reports.length > MAX_UNIT_REPORTS) heard.keepable = false
    },
  }
}

function sameInputs(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]))
}
