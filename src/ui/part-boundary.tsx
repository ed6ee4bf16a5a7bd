import { Component } from 'react'
import type { ErrorInfo, ReactNode } from 'react'

export interface PartErrorProps {
  /** What failed, e.g. "Latest payments". */
  title: string
  error: unknown
  /** Fetches or renders the part again. */
  onRetry: () => void
}

/** One part of a page that failed (a feed, the chart): its message and Retry, the rest stays. */
export function PartError({ title, error, onRetry }: PartErrorProps) {
  return (
    <div
      role="alert"
      className="space-y-2 rounded border border-red-300 bg-red-50 p-3 text-sm dark:border-red-800 dark:bg-red-950"
    >
      <p className="font-semibold">{title} could not be shown</p>
      <p className="break-words">{error instanceof Error ? error.message : 'Unknown error'}</p>
      <button
        type="button"
        className="rounded border border-slate-400 px-3 py-1 font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
        onClick={onRetry}
      >
        Retry
      </button>
    </div>
  )
}

interface PartBoundaryProps {
  title: string
  children: ReactNode
}

/**
 * Keeps a rendering failure inside one part of a page: the part shows PartError, whose Retry
 * renders it again. (React offers error boundaries only as class components.)
 */
export class PartBoundary extends Component<PartBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null }

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error: error ?? new Error('Unknown error') }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`${this.props.title} failed to render`, error, info.componentStack)
  }

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children
    return (
      <PartError
        title={this.props.title}
        error={this.state.error}
        onRetry={() => this.setState({ error: null })}
      />
    )
  }
}
