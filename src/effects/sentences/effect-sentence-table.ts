// The effect side of ui/sentence-table.ts. Each family file exports one table; the full table in
// effect-sentence.tsx must cover every EffectType, so the compiler reports a type without a
// sentence.
import type { EffectOfType, EffectType } from '@/api/horizon-effect-types'
import type { Unchecked } from '@/ui/record-fields'
import type { SentenceTable } from '@/ui/sentence-table'

/** An effect narrowed by `type`: its field names are known, its values still unchecked. */
export type UncheckedEffect<T extends EffectType> = Unchecked<EffectOfType<T>>

export type EffectSentenceTable<Types extends EffectType> = SentenceTable<{
  [T in Types]: EffectOfType<T>
}>
