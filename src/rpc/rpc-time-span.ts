// A span of seconds in words, as the retention window reads: "7 days 0 hours", "2 hours 5
// minutes", "40 seconds". Two units are enough to compare RPCs; the exact figures sit beside it.

function unit(count: number, name: string): string {
  return `${count} ${name}${count === 1 ? '' : 's'}`
}

export function formatSpan(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds))
  const days = Math.floor(seconds / 86_400)
  const hours = Math.floor((seconds % 86_400) / 3_600)
  const minutes = Math.floor((seconds % 3_600) / 60)
  if (days > 0) return `${unit(days, 'day')} ${unit(hours, 'hour')}`
  if (hours > 0) return `${unit(hours, 'hour')} ${unit(minutes, 'minute')}`
  if (minutes > 0) return `${unit(minutes, 'minute')} ${unit(seconds % 60, 'second')}`
  return unit(seconds, 'second')
}
