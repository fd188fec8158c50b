import type { Region, SourceFile } from './source-file.js'

/**
 * Which file each part of the resolved docs.json was written in. Only the values a `$ref` brought
 * in (and the keys merged beside a `$ref`) are recorded; everything else is in its parent's region.
 */
export class Regions {
  /** docs.json and each file it includes, as read in the compile that read the navigation. */
  private readonly sources = new Map<string, SourceFile>()
  private readonly ofValue = new WeakMap<object, Region>()
  private readonly ofMember = new WeakMap<object, Map<string, Region>>()
  private readonly incomplete = new WeakSet<object>()

  /** Records a file the resolved docs.json is made of (docs.json itself, an include). */
  addSource(source: SourceFile): void {
    this.sources.set(source.path, source)
  }

  /** The text of a file the resolved docs.json is made of, by its path. */
  sourceOf(path: string): SourceFile | undefined {
    return this.sources.get(path)
  }

  /** Records that a `$ref` in `value` failed (reported), so what it would have brought is missing. */
  markIncomplete(value: object): void {
    this.incomplete.add(value)
  }

  isIncomplete(value: unknown): boolean {
    return typeof value === 'object' && value !== null && this.incomplete.has(value)
  }

  /** Records that `value` (an included object or array) was written in `region`. */
  setValue(value: object, region: Region): void {
    this.ofValue.set(value, region)
  }

  /** Records that the member `key` of a merged object was written in `region`. */
  setMember(holder: object, key: string, region: Region): void {
    let members = this.ofMember.get(holder)
    if (!members) this.ofMember.set(holder, (members = new Map()))
    members.set(key, region)
  }

  /** The region of the value under `key` of `holder` (an object or array), given the holder's region. */
  child(holder: object, key: string | number, holderRegion: Region): Region {
    const value = (holder as Record<string | number, unknown>)[key]
    if (typeof value === 'object' && value !== null) {
      const own = this.ofValue.get(value)
      if (own) return own
    }
    return this.member(holder, key, holderRegion)
  }

  /** The region a member of `holder` was written in (only merged objects differ from the holder). */
  member(holder: object, key: string | number, holderRegion: Region): Region {
    if (typeof key === 'number') return holderRegion
    return this.ofMember.get(holder)?.get(key) ?? holderRegion
  }
}
