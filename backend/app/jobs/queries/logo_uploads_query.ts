import drive from '@adonisjs/drive/services/main'
import { SNIFF_BYTES, claimOwnUploads, detectMedia, ownImageKey } from '#shared/services/uploads'
import { COMPANY_LIMITS } from '#jobs/company_rules'

export type LogoProblem = 'notOwn' | 'notImage' | 'tooLarge' | null

/**
 * Whether `url` may be a company's logo: one of our uploads by `userId`
 * (the kernel's record of who uploaded what), still stored, an image by its
 * first bytes and within the image limit.
 */
export async function checkLogoUpload(url: string, userId: string): Promise<LogoProblem> {
  const key = ownImageKey(url)
  if (!key) return 'notOwn'
  if (!(await claimOwnUploads(userId, [key])).has(key)) return 'notOwn'
  const disk = drive.use()
  if (!(await disk.exists(key))) return 'notOwn'
  const { contentLength } = await disk.getMetaData(key)
  if (contentLength > COMPANY_LIMITS.logoBytes) return 'tooLarge'
  const bytes = Buffer.from(await disk.getBytes(key))
  const type = detectMedia(bytes.subarray(0, SNIFF_BYTES))
  return type?.kind === 'image' ? null : 'notImage'
}
