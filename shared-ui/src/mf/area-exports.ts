import type { ComponentType } from 'react'
import { pageSingleton } from '../state/page-singleton'

/**
 * A module one area offers the others at run time (a remote's extra `exposes`), loaded through the shell's
 * federation runtime, which registered every area from GET /api/remotes. A remote never imports another remote's
 * code: it asks for `<remote>/<expose>` here and falls back (e.g. to a link) when that area cannot be loaded.
 */
export type AreaExportLoader = (remote: string, expose: string) => Promise<unknown>

/** One per page: the shell provides it, every copy of shared-ui (a remote may run its own) reads it. */
const holder = pageSingleton('area-export-loader@1', () => ({ loader: null as AreaExportLoader | null }))

/** Called once by the shell with its federation loader. */
export function provideAreaExportLoader(loader: AreaExportLoader | null): void {
  holder.loader = loader
}

export class AreaExportUnavailableError extends Error {
  constructor(
    readonly remote: string,
    readonly expose: string,
    reason: string
  ) {
    super(`${remote}/${expose} is unavailable: ${reason}`)
    this.name = 'AreaExportUnavailableError'
  }
}

/** Loads `<remote>/<expose>`; rejects when no shell provided a loader (a remote running alone) or the area failed. */
export async function loadAreaExport<T>(remote: string, expose: string): Promise<T> {
  const loader = holder.loader
  if (!loader) throw new AreaExportUnavailableError(remote, expose, 'no area loader on this page')
  const module = await loader(remote, expose)
  if (!module || typeof module !== 'object') throw new AreaExportUnavailableError(remote, expose, 'nothing loaded')
  return module as T
}

/** The jobs area's Apply dialog (mfe_jobs exposes './apply'): what the feed opens from a job post. */
export const JOBS_APPLY_EXPORT = { remote: 'mfe_jobs', expose: 'apply' } as const

export interface JobApplyDialogProps {
  /** The job to apply to; the dialog reads it (GET /api/jobs/{id}) itself. */
  jobId: string
  open: boolean
  onClose: () => void
  /** The server took the application. */
  onApplied: () => void
  /** The reader had already applied (the dialog told them so and closed). */
  onAlreadyApplied?: () => void
}

export interface JobApplyDialogModule {
  default: ComponentType<JobApplyDialogProps>
}
