/**
 * Results of pure computations kept from one compile to the next while a project stays open
 * (`createProject`): each under a key, with the input it was computed from; it is used again only
 * for the same input. A compile without one computes everything.
 */
export interface Memo {
  /** The value kept under `table` and `key` if it was made from `input`, else `make()`, kept. */
  keep<T>(table: string, key: string, input: string, make: () => T): T
}

/** {@link Memo.keep} when there may be no memo. */
export function kept<T>(memo: Memo | undefined, table: string, key: string, input: string, make: () => T): T {
  return memo ? memo.keep(table, key, input, make) : make()
}
