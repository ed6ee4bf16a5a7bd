// The shape of a per-family table of effect sentences. Each family file exports one table; the
// full table in effect-sentence.tsx must cover every EffectType, so the compiler reports a type
// without a sentence.
import type { ReactNode } from 'react'
import type { EffectOfType, EffectType } from '@/api/horizon-effect-types'
import type { Unchecked } from '@/ui/record-fields'

/** An effect narrowed by `type`: its field names are known, its values still unchecked. */
export type UncheckedEffect<T extends EffectType> = Unchecked<EffectOfType<T>>

/** Renders the sentence for one type; `account` is the effect's account, rendered. */
export type EffectSentenceRenderer<T extends EffectType> = (
  effect: UncheckedEffect<T>,
  account: ReactNode,
) => ReactNode

export type EffectSentenceTable<Types extends EffectType> = {
  [T in Types]: EffectSentenceRenderer<T>
}
