import type { ReactNode } from 'react'
import { idLinkClassName, useAppLinkPlace } from '@/ui/app-link'
import type { AppLinkPlace } from '@/ui/app-link'
import { useExplorerHref } from '@/ui/explorer-href'
import { CopyButton } from '@/ui/copy-button'
import { decodeMuxedAccount, isAccountId, isContractId } from '@/ui/muxed-account'
import { shortenId } from '@/ui/shorten-id'
import { shortenedIdLink } from '@/ui/shortened-id-link'

export interface AccountIdProps {
  /** G… account, M… muxed account or C… contract. */
  id: string
  /** Shortened (GABC…WXYZ) by default; pass false to print the whole id. */
  short?: boolean
  /** Copy buttons are noisy inside sentences; they can be left out there. */
  copyable?: boolean
}

export function AccountId({ id, short = true, copyable = true }: AccountIdProps) {
  const href = useExplorerHref()
  const place = useAppLinkPlace()
  if (short && !copyable) return shortAccountLink(id, href, place)
  const text = typeof id === 'string' ? id : ''
  if (!text) return unknownAccount
  const content = accountLink(text, short, href, place, '')

  const muxed = short || !text.startsWith('M') ? null : decodeMuxedAccount(text)
  const address = (
    // A whole id (56–69 characters) is wider than a phone: it may break anywhere; a short one never.
    <span
      className={
        short
          ? 'inline-flex items-center gap-0.5 whitespace-nowrap'
          : 'inline-flex max-w-full items-center gap-0.5'
      }
    >
      {content}
      {copyable ? (
        <CopyButton
          text={text}
          label={text.startsWith('C') ? 'Copy contract ID' : 'Copy account ID'}
        />
      ) : null}
    </span>
  )
  if (muxed === null) return address
  // Where the whole address is shown (record facts), say in words what an M… address is.
  return (
    <span className="block">
      {address}
      <span className="block text-sm text-slate-600 dark:text-slate-300">
        muxed id <span className="font-mono">{muxed.muxedId}</span> of account{' '}
        <AccountId id={muxed.accountId} short={false} copyable={copyable} />
      </span>
    </span>
  )
}

const unknownAccount = <span className="text-slate-500 dark:text-slate-400">unknown account</span>

/**
 * A short id without a copy button (sentences, asset issuers: several per table row): no flex
 * wrapper to line a button up with, the link itself keeps the id on one line. A function, so a
 * sentence's account (sentence-parts.tsx) is one component, not two.
 */
export function shortAccountLink(
  id: string | undefined,
  href: ReturnType<typeof useExplorerHref>,
  place: AppLinkPlace,
): ReactNode {
  const text = typeof id === 'string' ? id : ''
  if (!text) return unknownAccount
  return accountLink(text, true, href, place, ' whitespace-nowrap')
}

/**
 * The id as a link to its account (a muxed one to its base account), or as text; `addedClasses`
 * go on the outer element. A function, not a component: no fiber of its own per account.
 */
function accountLink(
  text: string,
  short: boolean,
  href: ReturnType<typeof useExplorerHref>,
  place: AppLinkPlace,
  addedClasses: string,
) {
  const visibleText = short ? shortenId(text) : text
  const linkTo = (to: string, title: string) =>
    shortenedIdLink(place, {
      to,
      id: text,
      visibleText,
      title,
      className: `${idLinkClassName}${addedClasses}${short ? '' : ' min-w-0 break-all'}`,
    })
  const decoded = text.startsWith('M') ? decodeMuxedAccount(text) : null
  if (decoded) {
    return linkTo(
      href(`/accounts/${decoded.accountId}`),
      `${text} (muxed id ${decoded.muxedId} of ${decoded.accountId})`,
    )
  }
  if (!text.startsWith('M') && isAccountId(text)) return linkTo(href(`/accounts/${text}`), text)
  if (isContractId(text)) return linkTo(href(`/contracts/${text}`), text)
  // Text has no name of its own (aria-label is for links and controls): the short id is hidden
  // from screen readers, which read the whole one.
  const label = (
    <>
      <span aria-hidden="true" className={short ? undefined : 'min-w-0 break-all'}>
        {visibleText}
      </span>
      <span className="sr-only">{text}</span>
    </>
  )
  // Anything else (a malformed M…, G… or C… too) is not a valid id to link to.
  return (
    <span title={text} className={`font-mono${addedClasses}`}>
      {label}
    </span>
  )
}
