// Timing helpers shared by the in-process benchmarks.

/** The median time in milliseconds of `runs` runs of `run`. */
export function medianTime(run, runs) {
  const times = []
  for (let index = 0; index < runs; index++) {
    const start = performance.now()
    run()
    times.push(performance.now() - start)
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]
}
