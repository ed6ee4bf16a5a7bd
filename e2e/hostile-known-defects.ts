// Cases of e2e/hostile-horizon.spec.ts that fail today because of an explorer defect, with the
// symptom observed. When a defect is fixed its cases pass, test.fail turns that into a failure,
// and the entries must go. Defect numbers are the lead's list; "new-…" ones were found by this
// suite. Every known defect (1–7 and new-A) is fixed: the suite passes strictly.
const defects: { defect: string; cases: string[] }[] = []

const knownDefects = new Map(
  defects.flatMap(({ defect, cases }) => cases.map((caseName) => [caseName, defect] as const)),
)

export function knownDefect(caseName: string): string | undefined {
  return knownDefects.get(caseName)
}
