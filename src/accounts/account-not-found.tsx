// Horizon answers 404 for an account that never received its starting balance and for one that
// was merged away: both are common support questions, so the page says which cases it covers.
export function AccountNotFound({ networkLabel }: { networkLabel: string }) {
  return (
    <>
      <h1>Not found</h1>
      <p>There is no such account on {networkLabel}.</p>
      <p>
        This account has not been created yet, or it was merged, on {networkLabel}. An account
        exists once someone sends it a starting balance with create_account.
      </p>
    </>
  )
}
