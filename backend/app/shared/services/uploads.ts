import app from '@adonisjs/core/services/app'
import env from '#start/env'

/**
 * Uploaded media, shared by every module that stores user files.
 *
 * Keys are `<folder>/<32 random hex>.<extension of the detected type>`:
 * nothing else is ever stored or served. The type is read from the file's
 * first bytes (magic numbers), never from its name or declared type, and
 * only these images and videos exist: SVG, HTML or anything else cannot be
 * uploaded, so it can never be served.
 */
export const UPLOAD_FOLDERS = ['public', 'avatars', 'media'] as const
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number]

export interface MediaType {
  kind: 'image' | 'video'
  mime: string
  extension: string
}

export const MEDIA_TYPES = {
  png: { kind: 'image', mime: 'image/png', extension: 'png' },
  jpg: { kind: 'image', mime: 'image/jpeg', extension: 'jpg' },
  gif: { kind: 'image', mime: 'image/gif', extension: 'gif' },
  webp: { kind: 'image', mime: 'image/webp', extension: 'webp' },
  mp4: { kind: 'video', mime: 'video/mp4', extension: 'mp4' },
  webm: { kind: 'video', mime: 'video/webm', extension: 'webm' },
  mov: { kind: 'video', mime: 'video/quicktime', extension: 'mov' },
} as const satisfies Record<string, MediaType>

export type MediaExtension = keyof typeof MEDIA_TYPES

const IMAGE_EXTENSIONS = Object.values(MEDIA_TYPES)
  .filter((t) => t.kind === 'image')
  .map((t) => t.extension)
const ALL_EXTENSIONS = Object.keys(MEDIA_TYPES)

export const UPLOAD_KEY = new RegExp(`^(${UPLOAD_FOLDERS.join('|')})/[0-9a-f]{32}\\.(${ALL_EXTENSIONS.join('|')})$`)
const IMAGE_KEY = new RegExp(`^(${UPLOAD_FOLDERS.join('|')})/[0-9a-f]{32}\\.(${IMAGE_EXTENSIONS.join('|')})$`)

/** How many bytes detectMedia needs to see. */
export const SNIFF_BYTES = 64

/** ISO base media brands of MP4 video (HEIF/AVIF images and M4A audio are not video). */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso7',
  'iso8',
  'iso9',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'av01',
  'dash',
  'mmp4',
  'M4V ',
  'M4VH',
  'M4VP',
  'MSNV',
  'f4v ',
])

/** The media type of a file from its first bytes, or null when it is not an accepted image or video. */
export function detectMedia(head: Buffer): MediaType | null {
  const ascii = (start: number, end: number) => head.subarray(start, end).toString('latin1')
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return MEDIA_TYPES.png
  }
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return MEDIA_TYPES.jpg
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return MEDIA_TYPES.gif
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return MEDIA_TYPES.webp
  if (ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12)
    if (brand === 'qt  ') return MEDIA_TYPES.mov
    if (MP4_BRANDS.has(brand)) return MEDIA_TYPES.mp4
    return null
  }
  if (head.length >= 4 && head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) {
    // EBML: WebM declares its DocType near the start; other Matroska files are not accepted.
    return head.subarray(0, SNIFF_BYTES).includes('webm', 0, 'latin1') ? MEDIA_TYPES.webm : null
  }
  return null
}

export function mediaTypeOfKey(key: string): MediaType | null {
  const extension = key.slice(key.lastIndexOf('.') + 1)
  return UPLOAD_KEY.test(key) ? MEDIA_TYPES[extension as MediaExtension] : null
}

/** Where the local disk keeps files (DRIVE_DISK=fs). */
export function uploadsDirectory() {
  return env.get('UPLOADS_DIR') ?? app.makePath('storage/uploads')
}

export const LOCAL_UPLOADS_PATH = '/uploads/'

/** The public S3 base URL, always ending with a slash. */
export function s3PublicBase() {
  const value = env.get('S3_PUBLIC_URL')
  return value ? value.replace(/\/?$/, '/') : null
}

export function publicUploadBases() {
  const bases = [LOCAL_UPLOADS_PATH, new URL(LOCAL_UPLOADS_PATH, env.get('APP_URL')).toString()]
  const s3 = s3PublicBase()
  if (s3) bases.push(s3)
  return bases
}

/** The key of one of our uploaded images behind `url`, or null for anything else. */
export function ownImageKey(url: string) {
  for (const base of publicUploadBases()) {
    if (!url.startsWith(base)) continue
    const key = url.slice(base.length)
    if (IMAGE_KEY.test(key)) return key
  }
  return null
}

/**
 * The upload key behind `url` when it points at our uploads (a site path or
 * one of the public bases), image or video; null for anything else.
 */
export function uploadKeyOf(url: string) {
  for (const base of publicUploadBases()) {
    if (url.startsWith(base)) return url.slice(base.length)
  }
  return null
}

/**
 * Of these keys, the ones `userId` uploaded (the `uploads` rows written at
 * upload), marked as used: a post, a profile or a company is about to name
 * them, and the purge of unused uploads never takes a used one. Marked when
 * checked, before the write that names them: a write refused afterwards
 * leaves them used, which only keeps them.
 */
export async function claimOwnUploads(userId: string, keys: string[]): Promise<Set<string>> {
  const wanted = [...new Set(keys.filter((key) => UPLOAD_KEY.test(key)))]
  if (!wanted.length) return new Set()
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const own = () => db.from('uploads').where('user_id', userId).whereIn('key', wanted)
  // Marked first: once marked, the purge never takes it; one the purge has just taken is then no longer found.
  await own().whereNull('used_at').update({ used_at: new Date() })
  const rows = await own().select('key')
  return new Set(rows.map((row) => row.key as string))
}
