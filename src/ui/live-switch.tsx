// The one "Live updates" switch: a list's stream (src/live/live-controls.tsx) and a contract's
// event poll (src/contracts/contract-events-section.tsx) are turned on and off by the same control.

export function LiveSwitch({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      onClick={onToggle}
      className="inline-flex items-center gap-2 rounded px-2 py-1 hover:bg-slate-100 focus-visible:outline-2 dark:hover:bg-slate-800"
    >
      <span
        aria-hidden="true"
        className={`relative inline-block h-4 w-7 shrink-0 rounded-full transition-colors ${on ? 'bg-emerald-600' : 'bg-slate-400'}`}
      >
        <span
          className={`absolute top-0.5 h-3 w-3 rounded-full bg-white transition-[left] ${on ? 'left-3.5' : 'left-0.5'}`}
        />
      </span>
      Live updates
    </button>
  )
}
