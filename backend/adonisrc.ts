import { defineConfig } from '@adonisjs/core/app'

export default defineConfig({
  experimental: {},

  commands: [
    () => import('@adonisjs/core/commands'),
    () => import('@adonisjs/lucid/commands'),
    () => import('#moderation/commands/main'),
  ],

  providers: [
    () => import('@adonisjs/core/providers/app_provider'),
    () => import('@adonisjs/core/providers/hash_provider'),
    {
      file: () => import('@adonisjs/core/providers/repl_provider'),
      environment: ['repl', 'test'],
    },
    () => import('@adonisjs/core/providers/vinejs_provider'),
    () => import('@adonisjs/session/session_provider'),
    () => import('@adonisjs/shield/shield_provider'),
    () => import('@adonisjs/lucid/database_provider'),
    () => import('@adonisjs/cors/cors_provider'),
    () => import('@adonisjs/auth/auth_provider'),
    () => import('@adonisjs/mail/mail_provider'),
    () => import('@adonisjs/redis/redis_provider'),
    () => import('@adonisjs/limiter/limiter_provider'),
    () => import('@adonisjs/drive/drive_provider'),
    () => import('@adonisjs/bouncer/bouncer_provider'),
    // Live streams exist in the web server (and the test server) only: no Redis subscriber for ace commands.
    { file: () => import('@adonisjs/transmit/transmit_provider'), environment: ['web', 'test'] },
  ],

  /*
  | Routes of the core and of every enabled module (config/modules.ts), the
  | HTTP kernel, then database preparation (migrations and demo data) and the
  | modules' timers for the web server.
  */
  preloads: [
    () => import('#start/kernel'),
    () => import('#start/events'),
    () => import('#start/routes'),
    // Live delivery: the server-sent events routes, the per-user channels and (web server only) the push sink.
    { file: () => import('#start/transmit'), environment: ['web', 'test'] },
    { file: () => import('#start/database'), environment: ['web'] },
    { file: () => import('#start/schedules'), environment: ['web'] },
  ],

  tests: {
    suites: [
      {
        files: ['app/*/tests/unit/**/*.spec.ts'],
        name: 'unit',
        timeout: 5000,
      },
      {
        files: ['app/*/tests/functional/**/*.spec.ts'],
        name: 'functional',
        timeout: 30000,
      },
    ],
    forceExit: true,
  },

  metaFiles: [],
})
