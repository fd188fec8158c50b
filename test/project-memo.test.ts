import { VFile } from 'vfile'
import { describe, expect, it } from 'vitest'
import { memoryHost } from '../src/files/hosts.js'
import type { ProjectHost } from '../src/files/project-host.js'
import { answersSame, type HostCall } from '../src/files/recording-host.js'
import { report, unplaced, type Reporter } from '../src/ir/diagnostics/report.js'
import type { FileHost } from '../src/ir/files.js'
import { projectMemo } from '../src/project/memo.js'

/** What a project kept open keeps between compiles (the property test checks that results stay right; this, that work is saved). */

/** A host of files in memory, as a project's: it says whether it would answer a call the same by asking a twin (whose reads count nowhere). */
function projectHost(files: Record<string, string>): ProjectHost {
  const twin = memoryHost(files)
  return Object.assign(memoryHost(files), { unchanged: (call: HostCall) => answersSame(twin, call) })
}

function reporter(): Reporter {
  return { file: new VFile(), sources: new Map(), reported: new Set(), tally: new Map() }
}

describe('the memo of a project kept open', () => {
  it('keeps what a compile used, while compiling or after it (the site model is made when first read), for the next compile', () => {
    const memo = projectMemo()
    let made = 0
    const make = () => ++made
    memo.begin(projectHost({}))
    memo.keep('frontmatter', 'a.mdx', 'v1', make)
    // After the compile: `result.site` read by the caller.
    memo.keep('alternates', '', 'urls', make)
    memo.begin(projectHost({}))
    expect(memo.keep('alternates', '', 'urls', make)).toBe(2)
    expect(memo.keep('frontmatter', 'a.mdx', 'v1', make)).toBe(1)
    expect(made).toBe(2)
  })

  it('forgets what a whole compile did not use, and what was made from another input', () => {
    const memo = projectMemo()
    let made = 0
    const make = () => ++made
    memo.begin(projectHost({}))
    memo.keep('frontmatter', 'a.mdx', 'v1', make)
    memo.keep('frontmatter', 'b.mdx', 'v1', make)
    memo.begin(projectHost({}))
    memo.keep('frontmatter', 'a.mdx', 'v1', make)
    memo.begin(projectHost({}))
    expect(memo.keep('frontmatter', 'b.mdx', 'v1', make)).toBe(3)
    expect(memo.keep('frontmatter', 'a.mdx', 'v2', make)).toBe(4)
  })
})

describe('units of work kept by a project', () => {
  /** A unit that reads `a.txt`, lists the root and reports what it read; counts its runs. */
  const readingUnit = (host: FileHost, into: Reporter, runs: { count: number }) => () => {
    runs.count++
    const read = host.read('a.txt')
    host.list('')
    report(into, 'DN7001', unplaced('a.txt'), { file: read.ok ? read.text : 'none', url: '/a' })
    return { text: read.ok ? read.text : undefined }
  }

  it('are used again while their inputs are the same and their reads read the same, with their reads made and their diagnostics reported again', () => {
    const memo = projectMemo()
    const runs = { count: 0 }
    const files = { 'a.txt': 'one', 'b.txt': 'two' }
    const first = memo.begin(projectHost(files))
    const firstReporter = { ...reporter(), prepared: memo.reported }
    const value = memo.unit(firstReporter, 'page', 'k', [1, 'x'], readingUnit(first, firstReporter, runs))
    const second = memo.begin(projectHost(files))
    const secondReporter = { ...reporter(), prepared: memo.reported }
    expect(memo.unit(secondReporter, 'page', 'k', [1, 'x'], readingUnit(second, secondReporter, runs))).toBe(value)
    expect(runs.count).toBe(1)
    expect([...second.inputs]).toEqual(['a.txt'])
    expect(secondReporter.file.messages.map((message) => message.reason)).toEqual(firstReporter.file.messages.map((message) => message.reason))
    expect(secondReporter.file.messages).toHaveLength(1)
  })

  it('run again when an input differs, or a read reads otherwise (a file changed, a listing changed)', () => {
    const memo = projectMemo()
    const runs = { count: 0 }
    const compile = (files: Record<string, string>, inputs: unknown[]) => {
      const host = memo.begin(projectHost(files))
      const into = { ...reporter(), prepared: memo.reported }
      return memo.unit(into, 'page', 'k', inputs, readingUnit(host, into, runs))
    }
    compile({ 'a.txt': 'one' }, [1])
    compile({ 'a.txt': 'one' }, [2])
    expect(runs.count).toBe(2)
    expect(compile({ 'a.txt': 'changed' }, [2])).toEqual({ text: 'changed' })
    expect(runs.count).toBe(3)
    compile({ 'a.txt': 'changed', 'new.txt': '' }, [2])
    expect(runs.count).toBe(4)
    compile({ 'a.txt': 'changed', 'new.txt': '' }, [2])
    expect(runs.count).toBe(4)
  })

  it('keep the units run inside them, which a later compile finds again when the unit around them must run', () => {
    const memo = projectMemo()
    let inner = 0
    const compile = (outerInput: number) => {
      const host = memo.begin(projectHost({ 'a.txt': 'one' }))
      const into = { ...reporter(), prepared: memo.reported }
      return memo.unit(into, 'navigation', '', [outerInput], () =>
        memo.unit(into, 'structure', '', [], () => {
          inner++
          return host.read('a.txt')
        }),
      )
    }
    compile(1)
    // The outer unit is used whole: the inner one is not asked, and must not be forgotten for that.
    compile(1)
    compile(1)
    compile(2)
    expect(inner).toBe(1)
  })

  it('are not kept, nor the units around them, when they say they depend on more than their inputs and reads; run again, a unit is given its last value', () => {
    const memo = projectMemo()
    const runs: string[] = []
    const lasts: unknown[] = []
    const compile = (depends: boolean, input: number) => {
      memo.begin(projectHost({}))
      const into = { ...reporter(), prepared: memo.reported }
      return memo.unit(into, 'navigation', '', [input], () =>
        memo.unit(into, 'structure', '', [input], (last: number | undefined) => {
          runs.push(`inner ${input}`)
          lasts.push(last)
          if (depends) memo.notKept()
          return input
        }),
      )
    }
    compile(true, 1)
    compile(true, 1)
    expect(runs).toEqual(['inner 1', 'inner 1'])
    compile(false, 1)
    compile(false, 1)
    compile(false, 2)
    expect(runs).toEqual(['inner 1', 'inner 1', 'inner 1', 'inner 2'])
    expect(lasts).toEqual([undefined, undefined, undefined, 1])
  })

  it('are not kept when they report an internal error, or too much to be worth keeping', () => {
    const memo = projectMemo()
    let runs = 0
    const compile = (count: number) => {
      memo.begin(projectHost({}))
      const into = { ...reporter(), prepared: memo.reported }
      memo.unit(into, 'page', '', [count], () => {
        runs++
        if (count === 0) report(into, 'DN9001', unplaced(), { stage: 'test', reason: 'a bug' })
        for (let index = 0; index < count; index++) report(into, 'DN7001', unplaced(`${index}.mdx`), { file: `${index}.mdx`, url: `/${index}` })
      })
    }
    compile(0)
    compile(0)
    expect(runs).toBe(2)
    compile(20_000)
    compile(20_000)
    expect(runs).toBe(4)
    compile(3)
    compile(3)
    expect(runs).toBe(5)
  })
})
