// How much pasted text the answer reader takes, and how much of it the URL keeps. Imports
// nothing: the form reads these without loading the XDR decoder.

/**
 * The largest answer read, in characters: a simulateTransaction or sendTransaction answer is a
 * few kilobytes, a getTransaction with its meta tens; more is not an answer to read by eye.
 */
export const maxPastedAnswerChars = 256 * 1024

/**
 * Up to this many characters the pasted answer lives in the URL (`?response=`), since the URL is
 * the state: the reading can be shared and survives a reload. A longer one (a getTransaction
 * answer, a simulation with a large footprint) makes a URL that servers and chat tools cut or
 * refuse, so it stays in the page only and the page says so.
 */
export const maxAnswerInUrlChars = 2_000
