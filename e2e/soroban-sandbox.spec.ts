// A Stellar Asset Contract transfer of the seeded sandbox on screen: from its transaction to its
// operation, which shows the contract id (the asset's SAC id, derived here independently), the
// function, the arguments decoded by the SDK's lazy chunk and the asset balance change; a SAC
// deploy (no parameters, no balance changes) reads as such.
import { Asset } from '@stellar/stellar-sdk'
import { test, expect } from './fixtures.ts'
import { heading, records } from './explorer-support.ts'

interface BalanceChange {
  asset_type: string
  asset_code?: string
  asset_issuer?: string
  from: string
  to: string
  amount: string
}

interface PaymentRecord {
  id: string
  paging_token: string
  type: string
  transaction_hash: string
  asset_balance_changes?: BalanceChange[] | null
}

test('a SAC transfer shows its contract, function, decoded arguments and balance change; a deploy its empty call', async ({
  page,
  sandbox,
}) => {
  // The newest /payments pages first: SAC transfers are a small share of the payments.
  let transfer: PaymentRecord | undefined
  let cursor = ''
  for (let pages = 0; pages < 20 && transfer === undefined; pages++) {
    const payments = await records<PaymentRecord>(
      sandbox,
      `/payments?order=desc&limit=200${cursor === '' ? '' : `&cursor=${cursor}`}`,
    )
    if (payments.length === 0) break
    transfer = payments.find(
      (record) =>
        record.type === 'invoke_host_function' &&
        record.asset_balance_changes?.[0]?.asset_type.startsWith('credit_'),
    )
    cursor = payments.at(-1)?.paging_token ?? ''
  }
  const change = transfer?.asset_balance_changes?.[0]
  if (!transfer || !change?.asset_code || !change.asset_issuer)
    throw new Error('the seeded history has no SAC transfer of an issued asset in /payments')
  const { network_passphrase: passphrase } = await sandbox.getJson<{ network_passphrase: string }>(
    '/',
  )
  const contractId = new Asset(change.asset_code, change.asset_issuer).contractId(passphrase)

  await page.goto(`/local/transactions/${transfer.transaction_hash}`)
  await page.getByRole('link', { name: transfer.id, exact: true }).click()
  await expect(page).toHaveURL(`/local/operations/${transfer.id}`)
  await expect(heading(page, 'Contract call', 2)).toBeVisible()
  const call = page.getByRole('region', { name: 'Contract call' })
  // Contract, Function, Arguments: the call's definitions in that order.
  const definitions = call.getByRole('definition')
  await expect(definitions.first()).toContainText(contractId)
  await expect(definitions.nth(1)).toHaveText('transfer')
  const stroops = BigInt(change.amount.replace('.', '')).toString()
  await expect(definitions.nth(2).getByRole('listitem')).toHaveText([
    `Address ${change.from}`,
    `Address ${change.to}`,
    `I128 ${stroops}`,
  ])
  const balanceChanges = call.getByRole('table', { name: 'Asset balance changes' })
  const changeRow = balanceChanges.getByRole('row').nth(1)
  await expect(balanceChanges.getByRole('row')).toHaveCount(2)
  await expect(changeRow.getByRole('cell').first()).toHaveText('transfer')
  await expect(changeRow).toContainText(`${change.amount} ${change.asset_code}`)

  // A SAC deploy: Horizon gives parameters and asset_balance_changes as null.
  let deploy: { id: string; paging_token: string } | undefined
  cursor = ''
  for (let pages = 0; pages < 20 && deploy === undefined; pages++) {
    const operations = await records<{ id: string; paging_token: string; function?: string }>(
      sandbox,
      `/operations?order=asc&limit=200${cursor === '' ? '' : `&cursor=${cursor}`}`,
    )
    if (operations.length === 0) break
    deploy = operations.find(
      (record) => record.function === 'HostFunctionTypeHostFunctionTypeCreateContract',
    )
    cursor = operations.at(-1)?.paging_token ?? ''
  }
  if (!deploy) throw new Error('the seeded history has no SAC deploy')
  await page.goto(`/local/operations/${deploy.id}`)
  const deployCall = page.getByRole('region', { name: 'Contract call' })
  await expect(deployCall.getByRole('definition').nth(2)).toHaveText('none')
  await expect(deployCall.getByText('No asset balance changes.')).toBeVisible()
})
