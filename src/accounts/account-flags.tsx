import type { Account } from '@/api/horizon-types'

export interface AccountFlagsProps {
  flags: Account['flags']
}

const flagNames = [
  ['auth_required', 'Auth required'],
  ['auth_revocable', 'Auth revocable'],
  ['auth_immutable', 'Auth immutable'],
  ['auth_clawback_enabled', 'Clawback enabled'],
] as const

/** Each flag as plain “on”/“off” text (no strike-through: an “off” flag is a fact, not an error). */
export function AccountFlags({ flags }: AccountFlagsProps) {
  return (
    <ul aria-label="Account flags" className="flex flex-wrap gap-2 text-sm">
      {flagNames.map(([field, name]) => {
        const enabled = flags?.[field] === true
        return (
          <li
            key={field}
            className={
              enabled
                ? 'rounded border border-blue-300 bg-blue-50 px-2 py-0.5 text-blue-900 dark:border-blue-700 dark:bg-blue-950 dark:text-blue-100'
                : 'rounded border border-slate-200 px-2 py-0.5 text-slate-700 dark:border-slate-700 dark:text-slate-300'
            }
          >
            {name}: {enabled ? 'on' : 'off'}
          </li>
        )
      })}
    </ul>
  )
}
