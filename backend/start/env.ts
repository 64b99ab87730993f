/*
| Validated environment. Defaults for local use are applied in
| bin/environment.ts before this runs; see .env.example for every variable.
*/
import { Env } from '@adonisjs/core/env'

export default await Env.create(new URL('../', import.meta.url), {
  NODE_ENV: Env.schema.enum(['development', 'production', 'test'] as const),
  PORT: Env.schema.number(),
  HOST: Env.schema.string({ format: 'host' }),
  APP_KEY: Env.schema.secret(),
  APP_URL: Env.schema.string({ format: 'url', tld: false }),
  LOG_LEVEL: Env.schema.string(),
  TRUST_PROXY: Env.schema.boolean.optional(),
  /** Debugging only: 500 answers carry the error's message (it is always logged). */
  EXPOSE_ERRORS: Env.schema.boolean.optional(),

  SESSION_DRIVER: Env.schema.enum(['cookie', 'memory', 'database', 'redis'] as const),

  DATABASE_URL: Env.schema.string(),
  DB_POOL_MAX: Env.schema.number.optional(),
  DB_EMBEDDED: Env.schema.boolean.optional(),
  DB_DEBUG: Env.schema.boolean.optional(),
  DB_PREPARED_STATEMENTS: Env.schema.boolean.optional(),

  /** Comma-separated module names; unset means every module. */
  MODULES: Env.schema.string.optional(),
  /** Seed the demo accounts on first start (default: true outside tests). */
  SEED_DEMO: Env.schema.boolean.optional(),

  /** Comma-separated domains allowed for employer accounts despite the consumer-domain rule. */
  EMPLOYER_EMAIL_ALLOWLIST: Env.schema.string.optional(),

  /** Where the built front ends live; served from this process when set (default: the monorepo folders). */
  FRONTEND_ROOT: Env.schema.string.optional(),
  SERVE_FRONTEND: Env.schema.boolean.optional(),
  /** Remote micro-frontends: name=url-of-mf-manifest.json, comma-separated. */
  MFE_REMOTES: Env.schema.string.optional(),
  /** Extra origins allowed to serve remotes and call the API with cookies. */
  MFE_ALLOWED_ORIGINS: Env.schema.string.optional(),

  /** Mail: SMTP when SMTP_HOST is set, otherwise the local catcher (log + files under MAIL_CATCHER_DIR). */
  SMTP_HOST: Env.schema.string.optional(),
  SMTP_PORT: Env.schema.number.optional(),
  SMTP_USERNAME: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),
  SMTP_SECURE: Env.schema.boolean.optional(),
  MAIL_FROM: Env.schema.string.optional(),
  /** Folder of the local mail catcher (default backend/storage/mail). */
  MAIL_CATCHER_DIR: Env.schema.string.optional(),

  /** Redis (redis://[user:password@]host:port[/db]); when set, sessions and rate limits are kept there. */
  REDIS_URL: Env.schema.string.optional(),
  /** Rate-limit store: database (default), redis (default when REDIS_URL is set) or memory (tests). */
  LIMITER_STORE: Env.schema.enum.optional(['database', 'redis', 'memory'] as const),
  /** Multiplies every rate limit's allowance (e.g. 50 for load or browser-test runs); default 1. */
  RATE_LIMIT_SCALE: Env.schema.number.optional(),

  /** Days an application may wait in `applied` before the candidate is told (default 14). */
  RESPONSE_DEADLINE_DAYS: Env.schema.number.optional(),
  /** Seconds between two runs of the response sweep in a web process (default 300; 0 turns it off). */
  RESPONSE_SWEEP_SECONDS: Env.schema.number.optional(),
  ALERT_DIGEST_SWEEP_SECONDS: Env.schema.number.optional(),
  RESUME_PURGE_SECONDS: Env.schema.number.optional(),
  UPLOAD_PURGE_SECONDS: Env.schema.number.optional(),

  /** Uploads: fs (backend/storage/uploads, served at /uploads/...) or s3 (any S3-compatible store). */
  DRIVE_DISK: Env.schema.enum.optional(['fs', 's3'] as const),
  /** Folder of the fs disk (default backend/storage/uploads). */
  UPLOADS_DIR: Env.schema.string.optional(),
  /** Where an upload's files wait for their handler (default backend/tmp/uploads). */
  UPLOADS_TMP_DIR: Env.schema.string.optional(),
  S3_ENDPOINT: Env.schema.string.optional(),
  /** Public base URL of the bucket (e.g. http://localhost:9000/hireloop-uploads). */
  S3_PUBLIC_URL: Env.schema.string.optional(),
  S3_BUCKET: Env.schema.string.optional(),
  S3_REGION: Env.schema.string.optional(),
  S3_ACCESS_KEY_ID: Env.schema.string.optional(),
  S3_SECRET_ACCESS_KEY: Env.schema.string.optional(),
  /** Private résumés: folder of the local disk (default backend/storage/private/resumes), or a non-public bucket. */
  RESUMES_DIR: Env.schema.string.optional(),
  S3_RESUMES_BUCKET: Env.schema.string.optional(),
})
