/*
| The company's identity (who is hiring): its limits, messages and the
| verified-domain rule. Pure TypeScript apart from tldts (the public suffix
| list), so front ends may import the constants too.
*/
import { getDomain } from 'tldts'

export const COMPANY_LIMITS = {
  headquartersMin: 2,
  headquartersMax: 100,
  /** A logo is an uploaded picture of at most this size (the uploads' image limit). */
  logoBytes: 5 * 1024 * 1024,
  hiddenReasonMin: 5,
  hiddenReasonMax: 500,
} as const

export const COMPANY_MESSAGES = {
  adminsNoCompany: 'Admins moderate companies and cannot own one',
  headquartersMin: 'Headquarters must be at least 2 characters',
  headquartersMax: 'Headquarters is too long',
  logoInvalid: 'Logo must be a picture you uploaded',
  logoNotImage: 'Logo must be an image (PNG, JPEG, GIF or WebP)',
  logoTooLarge: 'Logo must be at most 5 MB',
  notAvailable: 'Company not available',
  hiddenRequired: 'Hidden must be true or false',
  hiddenReasonRequired: 'A reason is required to hide a company',
  hiddenReasonMin: 'Reason must be at least 5 characters',
  hiddenReasonMax: 'Reason must be at most 500 characters',
  /** The hidden reason of a company hidden because its owner is banned (shown again when the ban ends). */
  hiddenForBan: "Hidden while its owner's account is banned",
} as const

/** How a company is verified: by an admin, by its owner's work e-mail domain, or not at all. */
export type CompanyVerification = 'admin' | 'domain' | null

export function companyVerification(company: { verified: boolean; domainVerified: boolean }): CompanyVerification {
  if (company.verified) return 'admin'
  return company.domainVerified ? 'domain' : null
}

/** The registrable domain of a host name or URL ('jobs.gridline.co.uk' → 'gridline.co.uk'), or null. */
export function registrableDomain(hostOrUrl: string): string | null {
  return getDomain(hostOrUrl, { allowPrivateDomains: true }) ?? null
}

/**
 * A company's domain is verified when its owner's e-mail is verified and is
 * on the same registrable domain as the company's website (a sub-domain on
 * either side counts; a look-alike domain does not).
 */
export function isDomainVerified(
  owner: { email: string; emailVerified: boolean },
  website: string | null | undefined
): boolean {
  if (!owner.emailVerified || !website) return false
  const at = owner.email.lastIndexOf('@')
  if (at < 0) return false
  let host: string
  try {
    host = new URL(website).hostname
  } catch {
    return false
  }
  const site = registrableDomain(host)
  return site !== null && site === registrableDomain(owner.email.slice(at + 1).toLowerCase())
}
