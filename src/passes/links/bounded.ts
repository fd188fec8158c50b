import type { Context as VmContext, Script } from 'node:vm'
import type { PageExtract } from '../../ir/page-links.js'
import { extractPage } from './extract.js'

/**
 * Page extraction with a guard against a hang. Which pages are too costly to parse is decided from
 * their text (parse-cost.ts), the same on every machine; this guard is for what that estimate does
 * not foresee, so that no page can stop the check. Pages are parsed in a `vm` script with a
 * timeout, which interrupts synchronous code, a batch at a time (each call starts a watchdog:
 * 1.5 ms, too much for every page); a batch that runs out of time is split until the slow page is
 * found. The time spent on pages that run out is capped for the whole run. A page that runs out
 * depends on how busy the machine is: it is a warning (DN8008), never an error.
 */

/** The longest one page (or a batch of them) may take to parse: eight times what the estimate lets a page cost. */
export const PAGE_TIME_LIMIT_MS = 120_000
/** The most time all the batches and pages that run out of time may take together. */
export const SLOW_PAGES_BUDGET_MS = 240_000
const BATCH = 32

/** The time left for slow pages in one run (one per compile, or per worker thread). */
export class SlowPageBudget {
  private spent = 0

  constructor(private readonly total = SLOW_PAGES_BUDGET_MS) {}

  /** Whether another timed-out attempt may be made. */
  get left(): boolean {
    return this.spent < this.total
  }

  charge(milliseconds: number): void {
    this.spent += milliseconds
  }
}

interface Sandbox {
  extract: (texts: string[]) => PageExtract[]
  texts: string[]
  extracts: PageExtract[]
}

let sandbox: { box: Sandbox; context: VmContext; script: Script } | undefined

/**
 * Parses a batch of pages within `limit` milliseconds, or gives `undefined` when it runs out; and
 * the clock the time spent is charged by. Tests pass their own, so that which page runs out does not
 * depend on how busy the machine is.
 */
export interface Timer {
  run: (texts: string[], limit: number) => PageExtract[] | undefined
  now: () => number
}

const WALL: Timer = { run: limited, now: () => performance.now() }

function limited(texts: string[], limit: number): PageExtract[] | undefined {
  if (!sandbox) {
    // Loaded when first needed, as every library only `--links` uses (bench/cold.js).
    const vm = process.getBuiltinModule('node:vm')
    const box: Sandbox = { extract: (given) => given.map(extractPage), texts: [], extracts: [] }
    sandbox = { box, context: vm.createContext(box), script: new vm.Script('extracts = extract(texts)') }
  }
  sandbox.box.texts = texts
  try {
    sandbox.script.runInContext(sandbox.context, { timeout: limit })
    return sandbox.box.extracts
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return undefined
    throw error
  } finally {
    sandbox.box.texts = []
    sandbox.box.extracts = []
  }
}

/**
 * Extracts pages in order; a page that takes longer than `limit` milliseconds (or comes after the
 * budget is spent on others) yields `{ skipped }`.
 */
export function extractBounded(texts: readonly string[], budget: SlowPageBudget, limit = PAGE_TIME_LIMIT_MS, timer: Timer = WALL): PageExtract[] {
  const extracts: PageExtract[] = []
  for (let start = 0; start < texts.length; start += BATCH) extracts.push(...attempt(texts.slice(start, start + BATCH), budget, limit, timer))
  return extracts
}

function attempt(texts: string[], budget: SlowPageBudget, limit: number, timer: Timer): PageExtract[] {
  if (!budget.left) return texts.map(() => ({ skipped: 'budget' }))
  const started = timer.now()
  const done = timer.run(texts, limit)
  if (done) return done
  budget.charge(timer.now() - started)
  if (texts.length === 1) return [{ skipped: 'slow' }]
  const half = Math.ceil(texts.length / 2)
  return [...attempt(texts.slice(0, half), budget, limit, timer), ...attempt(texts.slice(half), budget, limit, timer)]
}
