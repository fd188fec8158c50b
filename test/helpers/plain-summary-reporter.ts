import type { Reporter, TestModule } from 'vitest/node'

/**
 * Ends the run with a plain `N passed, N failed[, N skipped]` line, which CI reads in any
 * language; before it, every test skipped for want of a tool or data, grouped by what is missing.
 */
export default class PlainSummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 }
    const missing = new Map<string, number>()
    for (const module of testModules) {
      let failedHere = 0
      for (const test of module.children.allTests()) {
        const result = test.result()
        if (result.state === 'passed') counts.passed++
        else if (result.state === 'failed') {
          counts.failed++
          failedHere++
        } else {
          counts.skipped++
          const note = result.state === 'skipped' ? result.note : undefined
          if (note !== undefined) missing.set(note, (missing.get(note) ?? 0) + 1)
        }
      }
      // A file that failed outside its tests (it would not load, or a hook failed after they passed) counts once.
      if (module.state() === 'failed' && failedHere === 0) counts.failed++
    }
    if (missing.size > 0) {
      const lines = [...missing].map(([note, count]) => `  - ${count} test${count === 1 ? '' : 's'}: ${note}`)
      process.stdout.write(`\n!!! SKIPPED: tests that need what this machine lacks did not run (CI runs them all):\n${lines.join('\n')}\n`)
    }
    const skipped = counts.skipped > 0 ? `, ${counts.skipped} skipped` : ''
    process.stdout.write(`\n${counts.passed} passed, ${counts.failed} failed${skipped}\n`)
  }
}
