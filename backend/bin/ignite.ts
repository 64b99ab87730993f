import type { Ignitor as IgnitorType } from '@adonisjs/core'

/**
 * The Ignitor every entrypoint (server, ace, tests) boots through: app root,
 * importer, env validation, and cleanups (embedded or throw-away databases)
 * run when the app terminates.
 */
export async function ignite(
  options: { onTerminate?: (() => Promise<void>)[]; stopOnSigint?: boolean; stopOnSigterm?: boolean } = {}
): Promise<IgnitorType> {
  await import('reflect-metadata')
  const { usePreparedHmacKeys } = await import('#shared/internals/prepared_hmac_keys')
  usePreparedHmacKeys()
  const { Ignitor } = await import('@adonisjs/core')

  const appRoot = new URL('../', import.meta.url)
  const importer = (filePath: string) => {
    if (filePath.startsWith('./') || filePath.startsWith('../')) {
      return import(new URL(filePath, appRoot).href)
    }
    return import(filePath)
  }

  return new Ignitor(appRoot, { importer }).tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    for (const cleanup of options.onTerminate ?? []) app.terminating(cleanup)
    // The web server stops on its own terms (bin/server.ts: drain first, then terminate).
    app.listenIf(options.stopOnSigterm ?? true, 'SIGTERM', () => app.terminate())
    app.listenIf(options.stopOnSigint ?? app.managedByPm2, 'SIGINT', () => app.terminate())
  })
}

export async function reportFatal(error: unknown) {
  process.exitCode = 1
  const { prettyPrintError } = await import('@adonisjs/core')
  prettyPrintError(error)
}
