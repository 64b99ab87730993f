import { afterEach, describe, expect, it, vi } from 'vitest'
import { AreaExportUnavailableError, loadAreaExport, provideAreaExportLoader } from './area-exports'

describe('loadAreaExport', () => {
  afterEach(() => provideAreaExportLoader(null))

  it('refuses when no shell provided a loader (a remote running alone)', async () => {
    await expect(loadAreaExport('mfe_jobs', 'apply')).rejects.toBeInstanceOf(AreaExportUnavailableError)
  })

  it("loads '<remote>/<expose>' through the shell's loader, and refuses an empty answer", async () => {
    const module = { default: () => null }
    const loader = vi.fn(async (remote: string) => (remote === 'mfe_jobs' ? module : undefined))
    provideAreaExportLoader(loader)
    await expect(loadAreaExport('mfe_jobs', 'apply')).resolves.toBe(module)
    expect(loader).toHaveBeenCalledWith('mfe_jobs', 'apply')
    await expect(loadAreaExport('mfe_other', 'apply')).rejects.toThrow('mfe_other/apply is unavailable')
  })
})
