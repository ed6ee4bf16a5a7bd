// /paths/strict-receive (and its old name /paths) and /paths/strict-send: Horizon's
// StrictReceivePathsQuery / FindFixedPathsQuery validation, the assets of source_account or
// destination_account from the stored account, and the path search of path-finder.ts over the
// stored offers and liquidity pools. The answer is a hal.BasePage: `_embedded.records` only, no links.
import { isValidAccountId } from '../shared/account-id.ts'
import { parseStroops, formatStroops } from '../shared/amounts.ts'
import {
  assetJson,
  assetKey,
  checkAssetTags,
  optionalAccountParam,
  parseCanonicalAsset,
  queryText,
  validateAssetTriple,
  type Asset,
} from '../shared/asset-params.ts'
import type { HistoryStore } from '../shared/history-store.ts'
import type { RouteEnvironment } from '../shared/history-collection.ts'
import {
  findStrictReceivePaths,
  findStrictSendPaths,
  MAX_PATH_LENGTH,
  OfferBook,
  type FoundPath,
  type GraphOffer,
  type GraphPool,
} from './path-finder.ts'
import { badRequestProblem, HorizonProblem, invalidFieldProblem } from '../../protocol/problem.ts'
import type { QueryValues } from '../../protocol/query-string.ts'
import type { RouteDefinition, RouteHandler } from '../../protocol/router.ts'
import { stateRoute } from '../shared/state-route.ts'
import { goJsonIndent } from '../../store/go-json.ts'

/** --max-assets-per-path-request default. */
const MAX_ASSETS_PARAM_LENGTH = 15
const assetCodePattern = /^[A-Za-z0-9]{1,12}$/

function eitherProblem(listName: string, accountName: string): HorizonProblem {
  return new HorizonProblem({
    ...badRequestProblem,
    detail: `The request requires either a list of ${listName} or a ${accountName}. Both fields cannot be present.`,
  })
}

/** A required tag that got an empty value (govalidator's own message). */
function required(query: QueryValues, name: string): string {
  const text = queryText(query, name)
  if (text === '') throw invalidFieldProblem(name, 'non zero value required')
  return text
}

/** `valid:"amount"`: amount.Parse succeeds and the amount is positive. */
function parseAmountParam(query: QueryValues, name: string): bigint {
  const text = required(query, name)
  const match = /^\+?(\d*)(?:\.(\d{0,7}))?$/.exec(text)
  const stroops =
    match && (match[1] !== '' || (match[2] ?? '') !== '') ? parseStroops(text.replace('+', '')) : 0n
  if (stroops <= 0n || stroops > 0x7fffffffffffffffn)
    throw invalidFieldProblem(name, 'Amount must be positive')
  return stroops
}

/** xdr.BuildAssets over a comma-separated list of canonical assets. */
function parseAssetList(text: string, field: string): Asset[] {
  if (text === '') return []
  return text.split(',').map((item): Asset => {
    if (item.toLowerCase() === 'native') return { type: 'native' }
    const parts = item.split(':')
    if (parts.length !== 2) throw invalidFieldProblem(field, `${item} is not a valid asset`)
    const [code = '', issuer = ''] = parts
    if (!assetCodePattern.test(code))
      throw invalidFieldProblem(
        field,
        `${item} is not a valid asset, it contains an invalid asset code`,
      )
    if (!isValidAccountId(issuer))
      throw invalidFieldProblem(
        field,
        `${item} is not a valid asset, it contains an invalid issuer`,
      )
    return { type: code.length <= 4 ? 'credit_alphanum4' : 'credit_alphanum12', code, issuer }
  })
}

function checkListLength(assets: Asset[], field: string): void {
  if (assets.length > MAX_ASSETS_PARAM_LENGTH)
    throw invalidFieldProblem(field, `list of assets exceeds maximum length of ${MAX_PATH_LENGTH}`)
}

function typeRequired(query: QueryValues, prefix: string): void {
  required(query, `${prefix}asset_type`)
  checkAssetTags(query, prefix)
}

interface Holding {
  asset: Asset
  balance: bigint
}

function loadOffers(store: HistoryStore): GraphOffer[] {
  const rows = store.statements
    .get(
      "SELECT seller, json_extract(json, '$.selling') AS selling, json_extract(json, '$.buying') AS buying, json_extract(json, '$.amount') AS amount, json_extract(json, '$.price_r.n') AS n, json_extract(json, '$.price_r.d') AS d FROM offers",
    )
    .all() as Array<{
    seller: string
    selling: string
    buying: string
    amount: string
    n: bigint
    d: bigint
  }>
  const toAsset = (json: string): Asset => {
    const value = JSON.parse(json) as {
      asset_type: string
      asset_code?: string
      asset_issuer?: string
    }
    return value.asset_type === 'native'
      ? { type: 'native' }
      : {
          type: value.asset_type as 'credit_alphanum4' | 'credit_alphanum12',
          code: value.asset_code ?? '',
          issuer: value.asset_issuer ?? '',
        }
  }
  return rows.map((row) => ({
    seller: row.seller,
    selling: toAsset(row.selling),
    buying: toAsset(row.buying),
    amount: parseStroops(row.amount),
    priceN: BigInt(row.n),
    priceD: BigInt(row.d),
  }))
}

/** Every current pool's reserves (a pool's reserves are in Stellar's asset order). */
function loadPools(store: HistoryStore): GraphPool[] {
  const rows = store.statements
    .get("SELECT json_extract(json, '$.reserves') AS reserves FROM liquidity_pools")
    .all() as Array<{ reserves: string }>
  return rows.map((row) => {
    const [a, b] = JSON.parse(row.reserves) as Array<{ asset: string; amount: string }>
    return {
      assetA: parseCanonicalAsset(a?.asset ?? ''),
      assetB: parseCanonicalAsset(b?.asset ?? ''),
      reserveA: parseStroops(a?.amount ?? '0'),
      reserveB: parseStroops(b?.amount ?? '0'),
    }
  })
}

/** The account's balances (assetsForAddress); none for an unknown account. */
function accountHoldings(store: HistoryStore, accountId: string): Holding[] {
  const json = store.accountJson(accountId)
  if (json === undefined) return []
  const account = JSON.parse(json) as {
    balances: Array<{
      asset_type: string
      asset_code?: string
      asset_issuer?: string
      balance: string
    }>
  }
  return account.balances
    .filter((line) => line.asset_type !== 'liquidity_pool_shares')
    .map((line) => ({
      asset:
        line.asset_type === 'native'
          ? { type: 'native' }
          : {
              type: line.asset_type as 'credit_alphanum4' | 'credit_alphanum12',
              code: line.asset_code ?? '',
              issuer: line.asset_issuer ?? '',
            },
      balance: parseStroops(line.balance),
    }))
}

function pathRecord(path: FoundPath): Record<string, unknown> {
  return {
    ...assetJson(path.source, 'source_'),
    source_amount: formatStroops(path.sourceAmount),
    ...assetJson(path.destination, 'destination_'),
    destination_amount: formatStroops(path.destinationAmount),
    path: path.path.map((asset) => assetJson(asset)),
  }
}

const pathsPage = (paths: FoundPath[]): string =>
  goJsonIndent({ _embedded: { records: paths.map(pathRecord) } })

export function strictReceiveHandler(environment: RouteEnvironment): RouteHandler {
  return (context) => {
    const query = context.query
    const sourceAccount = optionalAccountParam(query, 'source_account')
    optionalAccountParam(query, 'destination_account')
    typeRequired(query, 'destination_')
    const amount = parseAmountParam(query, 'destination_amount')
    const sourceAssetsText = queryText(query, 'source_assets')
    if ((sourceAccount !== '') === (sourceAssetsText !== ''))
      throw eitherProblem('source assets', 'source account')
    const destination = validateAssetTriple(query, 'destination_') as Asset
    const listed = parseAssetList(sourceAssetsText, 'source_assets')
    checkListLength(listed, 'source_assets')
    const sources = new Map<string, { asset: Asset; balance: bigint | undefined }>()
    if (sourceAccount !== '')
      for (const holding of accountHoldings(environment.store, sourceAccount))
        sources.set(assetKey(holding.asset), holding)
    else for (const asset of listed) sources.set(assetKey(asset), { asset, balance: undefined })
    if (sources.size === 0) return { kind: 'object', json: pathsPage([]) }
    const book = new OfferBook(
      loadOffers(environment.store),
      sourceAccount,
      loadPools(environment.store),
    )
    return {
      kind: 'object',
      json: pathsPage(findStrictReceivePaths(book, sources, destination, amount)),
    }
  }
}

export function strictSendHandler(environment: RouteEnvironment): RouteHandler {
  return (context) => {
    const query = context.query
    const destinationAccount = optionalAccountParam(query, 'destination_account')
    typeRequired(query, 'source_')
    const amount = parseAmountParam(query, 'source_amount')
    const destinationAssetsText = queryText(query, 'destination_assets')
    if ((destinationAccount !== '') === (destinationAssetsText !== ''))
      throw eitherProblem('destination assets', 'destination account')
    const source = validateAssetTriple(query, 'source_') as Asset
    let destinations = parseAssetList(destinationAssetsText, 'destination_assets')
    checkListLength(destinations, 'destination_assets')
    if (destinationAccount !== '')
      destinations = accountHoldings(environment.store, destinationAccount).map(
        (holding) => holding.asset,
      )
    if (destinations.length === 0) return { kind: 'object', json: pathsPage([]) }
    const book = new OfferBook(loadOffers(environment.store), '', loadPools(environment.store))
    return {
      kind: 'object',
      json: pathsPage(findStrictSendPaths(book, source, amount, destinations)),
    }
  }
}

export function pathRoutes(environment: RouteEnvironment): RouteDefinition[] {
  return [
    stateRoute('/paths', strictReceiveHandler(environment)),
    stateRoute('/paths/strict-receive', strictReceiveHandler(environment)),
    stateRoute('/paths/strict-send', strictSendHandler(environment)),
  ]
}
