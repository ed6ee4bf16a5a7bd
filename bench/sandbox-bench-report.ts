// Output shared by the phases of `npm run bench:sandbox`: lines to stdout, fixed-point figures
// and the rows each phase adds to the closing summary table.

export const print = (line = ''): void => void process.stdout.write(`${line}\n`)
export const fixed = (value: number, digits = 2): string => value.toFixed(digits)

/** One summary line: figure, what was measured, the goal it is printed next to. */
export type SummaryRow = [figure: string, measured: string, goal: string]
