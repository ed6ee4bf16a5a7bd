import { describe, expect, it } from 'vitest'
import { stellarAssetInterface } from '@/contracts/stellar-asset-interface'

/** Each event as `name: topics | data`, the way CAP-46-6 and SEP-41 print them. */
function eventSignatures(): string[] {
  return stellarAssetInterface.events.map((event) => {
    const topics = event.params.filter((param) => param.location === 'topic_list')
    const data = event.params.filter((param) => param.location === 'data')
    return `${event.prefixTopics.join(',')}: ${topics
      .map((param) => `${param.name} ${param.type}`)
      .join(', ')} | ${data.map((param) => `${param.name} ${param.type}`).join(', ')}`
  })
}

describe('the Stellar Asset Contract interface', () => {
  it('lists its four SEP-41 events: accounts and the asset as topics, the amount as data', () => {
    expect(eventSignatures()).toEqual([
      'transfer: from address, to address, asset string | amount i128',
      'mint: to address, asset string | amount i128',
      'burn: from address, asset string | amount i128',
      'clawback: from address, asset string | amount i128',
    ])
    for (const event of stellarAssetInterface.events) expect(event.name).toBe(event.prefixTopics[0])
  })
})
