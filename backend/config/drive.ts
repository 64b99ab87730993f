import app from '@adonisjs/core/services/app'
import env from '#start/env'
import { defineConfig, services } from '@adonisjs/drive'
import type { InferDriveDisks } from '@adonisjs/drive/types'
import { FSDriver } from '@adonisjs/drive/drivers/fs'
import { LOCAL_UPLOADS_PATH, s3PublicBase, uploadsDirectory } from '#shared/services/uploads'

/**
 * Uploads go to the local disk (backend/storage/uploads, served at
 * /uploads/<key> by the uploads middleware with safe headers) or, with
 * DRIVE_DISK=s3, to any S3-compatible bucket (MinIO in docker-compose)
 * whose objects are public at S3_PUBLIC_URL.
 */
const s3Credentials = {
  accessKeyId: env.get('S3_ACCESS_KEY_ID') ?? '',
  secretAccessKey: env.get('S3_SECRET_ACCESS_KEY') ?? '',
}

/**
 * Résumés (jobs module) are private: their own disk, never under the
 * uploads folder nor the public bucket. Local: RESUMES_DIR (default
 * backend/storage/private/resumes), which nothing serves; S3: a separate
 * bucket without public access (S3_RESUMES_BUCKET). They are only streamed
 * by GET /api/applications/{id}/resume to the people allowed to read them.
 */
const resumesDisk =
  (env.get('DRIVE_DISK') ?? 'fs') === 's3'
    ? services.s3({
        credentials: s3Credentials,
        region: env.get('S3_REGION') ?? 'us-east-1',
        bucket: env.get('S3_RESUMES_BUCKET') ?? 'hireloop-resumes',
        endpoint: env.get('S3_ENDPOINT'),
        forcePathStyle: true,
        visibility: 'private',
        supportsACL: false,
      })
    : () =>
        new FSDriver({
          location: env.get('RESUMES_DIR') ?? app.makePath('storage/private/resumes'),
          visibility: 'private',
        })

const driveConfig = defineConfig({
  default: env.get('DRIVE_DISK') ?? 'fs',
  services: {
    fs: () =>
      new FSDriver({
        location: uploadsDirectory(),
        visibility: 'public',
        urlBuilder: {
          async generateURL(key) {
            return `${LOCAL_UPLOADS_PATH}${key}`
          },
        },
      }),
    s3: services.s3({
      credentials: s3Credentials,
      region: env.get('S3_REGION') ?? 'us-east-1',
      bucket: env.get('S3_BUCKET') ?? 'hireloop-uploads',
      endpoint: env.get('S3_ENDPOINT'),
      forcePathStyle: true,
      visibility: 'public',
      // Public access comes from the bucket policy (MinIO, R2 and many others ignore object ACLs).
      supportsACL: false,
      cdnUrl: s3PublicBase() ?? undefined,
    }),
    resumes: resumesDisk,
  },
})

export default driveConfig

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
