import env from '#start/env'

/**
 * Upload keys are `<folder>/<32 hex chars>.<extension of the detected type>`;
 * nothing else is ever stored or served. Public URLs: /uploads/<key> for
 * the local disk, <S3_PUBLIC_URL>/<key> for S3.
 */
export const UPLOAD_FOLDERS = ['public', 'avatars', 'media'] as const
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number]

export const IMAGE_EXTENSIONS = ['png', 'jpg', 'gif', 'webp'] as const
export const VIDEO_EXTENSIONS = ['mp4', 'webm', 'mov'] as const

export const UPLOAD_KEY = new RegExp(
  `^(${UPLOAD_FOLDERS.join('|')})/[0-9a-f]{32}\\.(${[...IMAGE_EXTENSIONS, ...VIDEO_EXTENSIONS].join('|')})$`
)
const IMAGE_KEY = new RegExp(`^(${UPLOAD_FOLDERS.join('|')})/[0-9a-f]{32}\\.(${IMAGE_EXTENSIONS.join('|')})$`)

export const LOCAL_UPLOADS_PATH = '/uploads/'

export function publicUploadBases() {
  const bases = [LOCAL_UPLOADS_PATH, new URL(LOCAL_UPLOADS_PATH, env.get('APP_URL')).toString()]
  const s3 = env.get('S3_PUBLIC_URL')
  if (s3) bases.push(s3.replace(/\/?$/, '/'))
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
