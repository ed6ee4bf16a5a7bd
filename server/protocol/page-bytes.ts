// Reusable buffers for rendered pages. A 200-record page is 300–400 KB; a fresh buffer of that
// size per request makes the allocator hand out new pages that the kernel zero-fills on first
// touch and that GC later gives back, which measured ~0.25 ms CPU per request more than sending
// a reused buffer of the same size (node:http, loopback, 392 KB). So pages are written into slabs
// taken from a small free list, and a slab goes back once node reports the response written.

/** Page bytes borrowed from the pool: `body` stays valid until `release()` is called. */
export interface BorrowedBytes {
  body: Buffer
  /** Returns the slab to the pool; call once, after the body has been written (or dropped). */
  release: () => void
}

const INITIAL_SLAB_BYTES = 1 << 20
/** Larger slabs (pages of very large records) are not kept after use. */
const LARGEST_KEPT_SLAB_BYTES = 8 << 20
/** Free slabs kept; more in flight at once are simply garbage-collected after use. */
const MAX_FREE_SLABS = 8

const freeSlabs: Buffer[] = []

/**
 * `buffer.write(text, offset)` without Buffer.prototype.write's argument parsing: a 200-record
 * page makes ~1,200 writes (the pieces between base-URL placeholders), and that JavaScript
 * wrapper took more CPU than the UTF-8 encoding itself (0.06 of 0.18 ms per page in a profile of
 * the uncached bench). `utf8Write` is the native method the wrapper ends in; where a Node lacks
 * it, the public method is used.
 */
type Utf8Write = (slab: Buffer, text: string, offset: number) => number
interface NativeUtf8Writer {
  utf8Write?: (this: Buffer, text: string, offset: number) => number
}
const nativeUtf8Write = (Buffer.prototype as NativeUtf8Writer).utf8Write
const utf8Write: Utf8Write =
  typeof nativeUtf8Write === 'function'
    ? (slab, text, offset) => nativeUtf8Write.call(slab, text, offset)
    : (slab, text, offset) => slab.write(text, offset)

function takeSlab(minimumBytes: number): Buffer {
  const slab = freeSlabs.pop()
  if (slab !== undefined && slab.length >= minimumBytes) return slab
  if (slab !== undefined) giveBack(slab)
  return Buffer.allocUnsafe(Math.max(minimumBytes, INITIAL_SLAB_BYTES))
}

function giveBack(slab: Buffer): void {
  if (freeSlabs.length < MAX_FREE_SLABS && slab.length <= LARGEST_KEPT_SLAB_BYTES)
    freeSlabs.push(slab)
}

/** Writes strings as UTF-8 one after the other into a pooled slab. */
export class PageWriter {
  private slab = takeSlab(INITIAL_SLAB_BYTES)
  private used = 0

  /** Makes room for `bytes` more bytes. */
  private reserve(bytes: number): void {
    const needed = this.used + bytes
    if (needed <= this.slab.length) return
    const larger = takeSlab(Math.max(needed, this.slab.length * 2))
    this.slab.copy(larger, 0, 0, this.used)
    giveBack(this.slab)
    this.slab = larger
  }

  write(text: string): void {
    // A UTF-16 code unit never takes more than 3 bytes in UTF-8, so this much room is enough.
    this.reserve(text.length * 3)
    this.used += utf8Write(this.slab, text, this.used)
  }

  /**
   * write(text.replaceAll(placeholder, …)) with `replacement` already UTF-8, without building
   * the replaced string: the pieces between placeholders are written straight from `text`.
   * A 200-record page otherwise allocated a second copy of every record (plus its flattening
   * for the write), about 0.8 MB per page that the young-generation GC then had to sweep.
   */
  writeReplacing(text: string, placeholder: string, replacement: Buffer): void {
    const most = Math.floor(text.length / placeholder.length)
    this.reserve(text.length * 3 + most * replacement.length)
    const slab = this.slab
    let used = this.used
    let from = 0
    let at = text.indexOf(placeholder)
    if (at === -1) {
      this.used = used + utf8Write(slab, text, used)
      return
    }
    while (at !== -1) {
      if (at > from) used += utf8Write(slab, text.slice(from, at), used)
      slab.set(replacement, used)
      used += replacement.length
      from = at + placeholder.length
      at = text.indexOf(placeholder, from)
    }
    if (from < text.length) used += utf8Write(slab, text.slice(from), used)
    this.used = used
  }

  /** The bytes written so far; the writer must not be used afterwards. */
  finish(): BorrowedBytes {
    const slab = this.slab
    let released = false
    return {
      body: slab.subarray(0, this.used),
      release: () => {
        if (released) return
        released = true
        giveBack(slab)
      },
    }
  }
}
