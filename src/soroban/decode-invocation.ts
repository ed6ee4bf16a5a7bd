// Decodes invoke_host_function `parameters` (base64 SCVal XDR) with the Stellar SDK. This module
// pulls in the SDK's XDR codec: it is only ever loaded with a dynamic import (its own chunk).
import { scValToNative, xdr } from '@stellar/stellar-sdk/base'
import { nativeToText } from '@/ui/native-text'

export interface DecodedArgument {
  /** Horizon's label for the value ("Address", "Sym", "I128", "Vec" …). */
  type: string
  /** The value as text, or why it could not be decoded. */
  text: string
  decoded: boolean
}

export interface DecodedInvocation {
  contractId: string | null
  functionName: string | null
  args: DecodedArgument[]
}

// A decoded value is shown whole up to this length: arguments can be megabytes of bytes.
const maximumTextLength = 2_000

function clip(text: string): string {
  return text.length > maximumTextLength ? `${text.slice(0, maximumTextLength)}…` : text
}

function decodeParameter(parameter: unknown): DecodedArgument & { native?: unknown } {
  const record = typeof parameter === 'object' && parameter !== null ? parameter : {}
  const value: unknown = 'value' in record ? record.value : undefined
  const type: unknown = 'type' in record ? record.type : undefined
  const label = typeof type === 'string' ? type : 'unknown'
  if (typeof value !== 'string') return { type: label, text: 'no value', decoded: false }
  try {
    const native: unknown = scValToNative(xdr.ScVal.fromXDR(value, 'base64'))
    // Symbols and addresses read bare: they are names, not quoted strings.
    const text =
      typeof native === 'string' && (label === 'Sym' || label === 'Address')
        ? native
        : nativeToText(native)
    return { type: label, text: clip(text), decoded: true, native }
  } catch {
    return { type: label, text: `not decodable as an SCVal: ${clip(value)}`, decoded: false }
  }
}

/**
 * An InvokeContract call's parameters are the contract address, the function's symbol, then
 * its arguments; other host functions' parameters are listed as they are.
 */
export function decodeInvocation(hostFunction: unknown, parameters: unknown): DecodedInvocation {
  const decoded = (Array.isArray(parameters) ? parameters : []).map(decodeParameter)
  const isInvokeContract =
    typeof hostFunction === 'string' && hostFunction.endsWith('InvokeContract')
  const [contract, symbol, ...rest] = decoded
  if (isInvokeContract && contract?.type === 'Address' && symbol?.type === 'Sym') {
    return {
      contractId: contract.decoded ? contract.text : null,
      functionName: symbol.decoded ? symbol.text : null,
      args: rest.map(({ type, text, decoded: ok }) => ({ type, text, decoded: ok })),
    }
  }
  return {
    contractId: null,
    functionName: null,
    args: decoded.map(({ type, text, decoded: ok }) => ({ type, text, decoded: ok })),
  }
}
