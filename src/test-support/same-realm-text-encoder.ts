// Test-only. jsdom's Uint8Array is not Node's: the SDK's XDR writer refuses the bytes of Node's
// TextEncoder as "expected Uint8Array" (when a test builds a diagnostic event, or when the app
// builds the call a token's read is simulated with). Browsers have one realm; this encoder copies
// its bytes into jsdom's. Install it with `vi.stubGlobal('TextEncoder', SameRealmTextEncoder)`.
const NodeTextEncoder = globalThis.TextEncoder

export class SameRealmTextEncoder extends NodeTextEncoder {
  override encode(input?: string): Uint8Array<ArrayBuffer> {
    return new Uint8Array(super.encode(input))
  }
}
