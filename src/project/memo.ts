import { answersSame, recordingHost, type HostCall } from '../files/recording-host.js'
import { readmit, relocated, type PreparedReport, type Reporter } from '../ir/diagnostics/report.js'
import type { FileHost } from '../ir/files.js'
import { sameValues, type Memo, type MemoTable } from '../ir/memo.js'
import type { ProjectHost } from '../files/project-host.js'

/**
 * The memo of a project kept open (docs/incremental.md). When a compile begins, it forgets what the
 * one before did not use, during the compile or after it (the site model is made when first read).
 */
export interface ProjectMemo extends Memo {
  /** Starts a compile that reads through `host`; returns the host to give the compile, which tells the memo what is read. */
  begin(host: ProjectHost): FileHost
  /** Told of every diagnostic the compile prepares (the reporter's `prepared`). */
  reported(report: PreparedReport): void
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

/** What a unit read and reported while it ran. */
interface Recording {
  calls: HostCall[]
  reports: PreparedReport[]
  units: UnitEntry[]
  values: KeptValue[]
  /** False once it reported more than is worth keeping, or an internal error. */
  keepable: boolean
}

/** A unit that reports more than this is not kept: a generated navigation can repeat one mistake a million times. */
const MAX_UNIT_REPORTS = 10_000

export function projectMemo(): ProjectMemo {
  const values = new Map<string, Map<string, KeptValue>>()
  const units = new Map<string, Map<string, UnitEntry>>()
  let generation = 0
  // This compile's host (which knows what it keeps), and the same recording what units read.
  let kept: ProjectHost | undefined
  let host: FileHost | undefined
  // The units running, innermost last: what is read and reported goes to the innermost.
  const running: Recording[] = []
  const innermost = (): Recording | undefined => running[running.length - 1]
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
  // Marks a unit used again, with the units and values within it; their reports are placed in this
  // compile's texts too (they are among its own, which could be), so that none keeps a text that is gone.
  const markUsed = (entry: UnitEntry, reporter: Reporter) => {
    entry.used = generation
    for (const unit of entry.units) {
      unit.reports = reportsNow(unit.reports, reporter)!
      markUsed(unit, reporter)
    }
    for (const value of entry.values) value.used = generation
  }
  const tableOf = <E>(tables: Map<string, Map<string, E>>, table: string): Map<string, E> => {
    let entries = tables.get(table)
    if (!entries) tables.set(table, (entries = new Map()))
    return entries
  }

  return {
    keep<T>(table: MemoTable, key: string, input: string | readonly unknown[], make: () => T): T {
      const entries = tableOf(values, table)
      const entry = entries.get(key)
      if (entry && (typeof input === 'string' ? entry.input === input : typeof entry.input !== 'string' && sameValues(entry.input, input))) {
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

    unit<T>(reporter: Reporter, table: MemoTable, key: string, inputs: readonly unknown[], run: (last: T | undefined) => T): T {
      const entries = tableOf(units, table)
      const entry = entries.get(key)
      const outer = innermost()
      // A unit still good: its reads would answer the same (checked without reading, so a unit that
      // must run again has read nothing twice), and its reports can be placed in this compile's texts.
      const reports =
        entry && kept && sameValues(entry.inputs, inputs) && entry.calls.every((call) => kept!.unchanged(call))
          ? reportsNow(entry.reports, reporter)
          : undefined
      // Its reads are made again, so that the compile records them, and the unit around it too.
      if (reports && entry!.calls.every((call) => answersSame(host!, call))) {
        entry!.reports = reports
        markUsed(entry!, reporter)
        outer?.units.push(entry!)
        for (const report of reports) readmit(reporter, report)
        return entry!.value as T
      }
      const recording: Recording = { calls: [], reports: [], units: [], values: [], keepable: true }
      running.push(recording)
      let value: T
      try {
        value = run(entry?.value as T | undefined)
      } finally {
        running.pop()
        if (outer) {
          for (const call of recording.calls) outer.calls.push(call)
          for (const report of recording.reports) outer.reports.push(report)
          for (const value of recording.values) outer.values.push(value)
          // Too many reports in all are not worth keeping, wherever they come from.
          outer.keepable &&= recording.keepable && outer.reports.length <= MAX_UNIT_REPORTS
        }
      }
      if (recording.keepable) {
        const entry: UnitEntry = {
          inputs: inputs.slice(),
          calls: recording.calls,
          reports: recording.reports,
          value,
          units: recording.units,
          values: recording.values,
          used: generation,
        }
        entries.set(key, entry)
        outer?.units.push(entry)
      } else entries.delete(key)
      return value
    },

    begin(compileHost: ProjectHost): FileHost {
      for (const entries of values.values()) for (const [key, entry] of entries) if (entry.used !== generation) entries.delete(key)
      for (const entries of units.values()) for (const [key, entry] of entries) if (entry.used !== generation) entries.delete(key)
      generation++
      running.length = 0
      placed = new Map()
      kept = compileHost
      host = recordingHost(compileHost, () => innermost()?.calls)
      return host
    },

    notKept(): void {
      const recording = innermost()
      if (recording) recording.keepable = false
    },

    reported(report: PreparedReport): void {
      const recording = innermost()
      if (!recording) return
      recording.reports.push(report)
      // An internal error may not happen again; too many reports are not worth keeping.
      if (report.code === 'DN9001' || recording.reports.length > MAX_UNIT_REPORTS) recording.keepable = false
    },
  }
}
