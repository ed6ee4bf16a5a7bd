// Every page type of the explorer, at ids taken from the fixtures the hostile server serves.
const ledger = '52425760'
const transaction = 'a434302ea03b42dd00614e258e6b7cdce5dc8a9d7381b1cba8844b75df4f1486'
const operation = '225257527003537409'
const account = 'GDA2KZG7UB3C3KU4RYRGCQI6JPV2I2FYBWT434MQHPE36FH7CWGVR5X3'

export interface ExplorerPage {
  name: string
  path: string
  /** The record's heading, which must survive a failing tab; absent on list pages. */
  recordHeading?: RegExp
}

const ledgerHeading = new RegExp(`^Ledger ${ledger}`)
const transactionHeading = /^Transaction/
const accountHeading = new RegExp(`^Account ${account}`)

export const explorerPages: ExplorerPage[] = [
  { name: 'dashboard', path: '' },
  { name: 'ledgers', path: '/ledgers' },
  { name: 'ledger', path: `/ledgers/${ledger}`, recordHeading: ledgerHeading },
  ...['operations', 'payments', 'effects'].map((tab) => ({
    name: `ledger ${tab} tab`,
    path: `/ledgers/${ledger}/${tab}`,
    recordHeading: ledgerHeading,
  })),
  { name: 'transactions', path: '/transactions' },
  { name: 'transaction', path: `/transactions/${transaction}`, recordHeading: transactionHeading },
  {
    name: 'transaction effects tab',
    path: `/transactions/${transaction}/effects`,
    recordHeading: transactionHeading,
  },
  { name: 'operations', path: '/operations' },
  {
    name: 'operation',
    path: `/operations/${operation}`,
    recordHeading: new RegExp(`^Operation ${operation}`),
  },
  { name: 'payments', path: '/payments' },
  { name: 'effects', path: '/effects' },
  { name: 'account', path: `/accounts/${account}`, recordHeading: accountHeading },
  ...['payments', 'effects', 'transactions', 'offers', 'trades', 'data'].map((tab) => ({
    name: `account ${tab} tab`,
    path: `/accounts/${account}/${tab}`,
    recordHeading: accountHeading,
  })),
]
