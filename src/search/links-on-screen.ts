/**
 * In-app links to transactions and operations in the rows on screen that mention `text` (a
 * contract id): Horizon cannot be asked which transactions touch a contract, but the page
 * being read may show some. At most `limit`, in page order, without repeats.
 */
export function transactionLinksOnScreenMentioning(
  text: string,
  root: ParentNode = document,
  limit = 10,
): { href: string; label: string }[] {
  const found = new Map<string, string>()
  const walker = document.createTreeWalker(root as Node, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node && found.size < limit; node = walker.nextNode()) {
    if (!node.textContent?.includes(text)) continue
    const container = node.parentElement?.closest('tr, li, article')
    container
      ?.querySelectorAll<HTMLAnchorElement>('a[href*="/transactions/"], a[href*="/operations/"]')
      .forEach((link) => {
        const href = link.getAttribute('href')
        if (href && !found.has(href) && found.size < limit) {
          found.set(href, link.textContent?.trim() || href)
        }
      })
  }
  return [...found].map(([href, label]) => ({ href, label }))
}
