import { useEffect, useState } from 'react'
import type { ThemePreference } from '@/app/theme'
import { applyTheme, readThemePreference, storeThemePreference } from '@/app/theme'
import { useTimeDisplay } from '@/ui/time-display'

const themeCycle: Record<ThemePreference, ThemePreference> = {
  system: 'dark',
  dark: 'light',
  light: 'system',
}

export function ThemeToggle() {
  const [preference, setPreference] = useState<ThemePreference>(readThemePreference)
  useEffect(() => {
    applyTheme(preference)
    if (preference !== 'system' || typeof window.matchMedia !== 'function') return
    const media = window.matchMedia('(prefers-color-scheme: dark)')
    const follow = () => applyTheme('system')
    media.addEventListener('change', follow)
    return () => media.removeEventListener('change', follow)
  }, [preference])
  return (
    <button
      type="button"
      className="rounded border border-slate-300 px-2 py-1 text-sm dark:border-slate-600"
      onClick={() => {
        const next = themeCycle[preference]
        storeThemePreference(next)
        setPreference(next)
      }}
    >
      Theme: {preference}
    </button>
  )
}

export function TimeDisplayToggle() {
  const { mode, toggle } = useTimeDisplay()
  return (
    <button
      type="button"
      aria-pressed={mode === 'utc'}
      className="rounded border border-slate-300 px-2 py-1 text-sm dark:border-slate-600"
      onClick={toggle}
    >
      Times: {mode === 'utc' ? 'UTC' : 'relative'}
    </button>
  )
}
