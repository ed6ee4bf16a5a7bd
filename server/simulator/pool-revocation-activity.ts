// Planned CAP-38 revocations: an auth_revocable issuer takes the authorization of a holder who
// also has shares in a pool of its asset (with allow_trust 0 or set_trust_line_flags), so Core
// redeems those shares into claimable balances (operations/pool-revocation.ts). The holder is
// authorized again later by the ordinary trust activity, and can claim the balances.

import type { CreditAsset } from './ledger-entries.ts'
import { findPool } from './liquidity-pools.ts'
import { NOTHING_PLANNED } from './claims-activity.ts'
import type { PlannedActivity, PlanningContext } from './planning-context.ts'
import { sameAsset, sameAssetOrNative } from './ledger-primitives.ts'
import {
  ACCOUNT_FLAG_AUTH_REVOCABLE,
  TRUSTLINE_AUTHORIZED,
  TRUSTLINE_AUTHORIZED_TO_MAINTAIN_LIABILITIES,
} from './simulator-constants.ts'
import type { AccountState } from './ledger-entries.ts'

const HOLDING_FLAGS = TRUSTLINE_AUTHORIZED | TRUSTLINE_AUTHORIZED_TO_MAINTAIN_LIABILITIES

/** Whether the account's line in `asset` is authorized and it holds shares in a pool of it. */
function depositsAsset(context: PlanningContext, account: AccountState, asset: CreditAsset) {
  const line = account.trustlines.find((candidate) => sameAsset(candidate, asset))
  if (line === undefined || (line.flags & HOLDING_FLAGS) === 0) return false
  return account.poolShares.some((share) => {
    const pool = findPool(context.ledger, share.poolId)
    return (
      share.balance > 0n &&
      pool !== undefined &&
      (sameAssetOrNative(pool.assetA, asset) || sameAssetOrNative(pool.assetB, asset))
    )
  })
}

/** An issuer revoking a pool depositor of its asset. */
export function planPoolShareRevocation(context: PlanningContext): PlannedActivity {
  const { prng, state, users, usedSources } = context
  const assets = state.assets.filter(
    (asset) =>
      ((state.accounts[asset.issuer]?.flags ?? 0) & ACCOUNT_FLAG_AUTH_REVOCABLE) !== 0 &&
      !usedSources.has(asset.issuer),
  )
  if (assets.length === 0) return NOTHING_PLANNED
  const asset = prng.pick(assets)
  const depositors = users.filter((account) => depositsAsset(context, account, asset))
  if (depositors.length === 0) return NOTHING_PLANNED
  const trustor = prng.pick(depositors).id
  return {
    source: state.accounts[asset.issuer],
    operations: [
      prng.chance(0.5)
        ? { kind: 'allow_trust', trustor, asset, authorize: 0 }
        : { kind: 'set_trust_line_flags', trustor, asset, authorize: false },
    ],
  }
}
