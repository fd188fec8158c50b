import type { ArrayShape, EnumShape, ObjectShape, PlainShape, RecordShape, Shape, StringRule, StringShape, UnionShape } from './shape.js'

/** Builders of shapes, so that declarations read as the schema they follow does. */
type Doc = { doc?: string; words?: string; example?: string }
export const text = (doc?: string, rules: readonly StringRule[] = [], more: Partial<StringShape> = {}): StringShape => ({ kind: 'string', doc, rules, ...more })
export const boolean = (doc?: string): PlainShape => ({ kind: 'boolean', doc })
export const number = (doc?: string): PlainShape => ({ kind: 'number', doc })
export const oneOf = (values: readonly string[], doc?: string, more: Doc = {}): EnumShape => ({ kind: 'enum', values, doc, ...more })
/** An object whose other keys Mintlify drops (zod's default). */
export const strip = (properties: Record<string, Shape>, doc?: string, more: Partial<ObjectShape> = {}): ObjectShape => ({
  kind: 'object',
  properties,
  unknown: 'strip',
  doc,
  ...more,
})
/** An object Mintlify rejects other keys of (zod's `.strict()`). */
export const strict = (properties: Record<string, Shape>, doc?: string, more: Partial<ObjectShape> = {}): ObjectShape => ({
  kind: 'object',
  properties,
  unknown: 'strict',
  doc,
  ...more,
})
export const list = (items: Shape, doc?: string, more: Partial<ArrayShape> = {}): ArrayShape => ({ kind: 'array', items, doc, ...more })
export const record = (values: Shape, doc?: string, more: Partial<RecordShape> = {}): RecordShape => ({ kind: 'record', values, doc, ...more })
export const either = (options: readonly Shape[], more: Doc & { discriminator?: string } = {}): UnionShape => ({ kind: 'union', options, ...more })
