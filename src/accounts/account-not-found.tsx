// Horizon answers 404 for an account that never received its starting balance and for one that
// was merged away: both are common support questions, so the page says which cases it covers.
export function AccountNotFound({ networkLabel }: { networkLabel: string }) {
  return (
    <>
      <h1>Account not found</h1>
      <p>
        This account has not been created yet, or it was merged, on {networkLabel}. An account
        exists once someone sends it a starting balance with create_account.
      </p>
    </>
  )
}
