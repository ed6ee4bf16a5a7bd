/* global document, fetch */
// The bench's vanilla reference: the same config.json + Horizon request and rows as the floor
// page, with plain DOM calls and no framework (bench/explorer-bench.ts).
const config = await fetch('/config.json').then((response) => response.json())
const page = await fetch(`${config.localHorizonUrl}/ledgers?order=desc&limit=10`, {
  headers: { Accept: 'application/hal+json' },
}).then((response) => response.json())
const body = document.querySelector('tbody')
for (const ledger of page._embedded.records) {
  const row = body.insertRow()
  const link = document.createElement('a')
  link.href = `/local/ledgers/${ledger.sequence}`
  link.textContent = String(ledger.sequence)
  row.insertCell().append(link)
  for (const value of [
    ledger.closed_at,
    ledger.successful_transaction_count,
    ledger.operation_count,
  ])
    row.insertCell().textContent = String(value)
}
