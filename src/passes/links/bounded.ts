import type { Context as VmContext, Script } from 'node:vm'
import type { PageExtract } from '../../ir/page-links.js'
import { extractPage } from './extract.js'

/**
 * Page extraction with a time limit. MDX parsing (micromark) slows down with the square of some
 * inputs: a paragraph of 20,000 `*a` takes 19 s, 20,000 nested `>` quotes two minutes, and a page
 * of a pull request from a stranger may be made that way. Pages are parsed in a `vm` script with
 * a timeout, which interrupts synchronous code, a batch at a time (each call starts a watchdog:
 * 1.5 ms, too much for every page); a batch that runs out of time is split until the slow page is
 * found. The time spent on pages that run out is capped for the whole run, so no input makes the
 * link check take more than {@link SLOW_PAGES_BUDGET_MS} longer than its pages' fair share.
 */

/** The longest one page (or a batch of them) may take to parse. */
export const PAGE_TIME_LIMIT_MS = 5_000
/** The most time all the batches and pages that run out of time may take together. */
export const SLOW_PAGES_BUDGET_MS = 60_000
const BATCH = 32

/** The time left for slow pages in one run (one per compile, or per worker thread). */
export class SlowPageBudget {
  private spent = 0

  /** Whether another timed-out attempt may be made. */
  get left(): boolean {
    return this.spent < SLOW_PAGES_BUDGET_MS
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

function limited(texts: string[]): PageExtract[] | undefined {
  if (!sandbox) {
    // Loaded when first needed, as every library only `--links` uses (bench/cold.js).
    const vm = process.getBuiltinModule('node:vm')
    const box: Sandbox = { extract: (given) => given.map(extractPage), texts: [], extracts: [] }
    sandbox = { box, context: vm.createContext(box), script: new vm.Script('extracts = extract(texts)') }
  }
  sandbox.box.texts = texts
  try {
    sandbox.script.runInContext(sandbox.context, { timeout: PAGE_TIME_LIMIT_MS })
    return sandbox.box.extracts
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return undefined
    throw error
  } finally {
    sandbox.box.texts = []
    sandbox.box.extracts = []
  }
}

/** Extracts pages in order; a page that takes too long (or comes after the budget is spent on others) yields `{ skipped }`. */
export function extractBounded(texts: readonly string[], budget: SlowPageBudget): PageExtract[] {
  const extracts: PageExtract[] = []
  for (let start = 0; start < texts.length; start += BATCH) extracts.push(...attempt(texts.slice(start, start + BATCH), budget))
  return extracts
}

function attempt(texts: string[], budget: SlowPageBudget): PageExtract[] {
  if (!budget.left) return texts.map(() => ({ skipped: 'budget' }))
  const started = performance.now()
  const done = limited(texts)
  if (done) return done
  budget.charge(performance.now() - started)
  if (texts.length === 1) return [{ skipped: 'slow' }]
  const half = Math.ceil(texts.length / 2)
  return [...attempt(texts.slice(0, half), budget), ...attempt(texts.slice(half), budget)]
}
