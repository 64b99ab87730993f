import { beforeEach, describe, expect, it, vi } from 'vitest'

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn(), registerPlugins: vi.fn() }))
vi.mock('@module-federation/enhanced/runtime', () => runtime)
const remotes = vi.hoisted(() => ({ fetchRemotes: vi.fn() }))
vi.mock('../../api/remotes/get-remotes', () => remotes)

const { loadAreaModule } = await import('./remote-registry')
const { REMOTE_LOAD_FAILED } = await import('./resilience-plugin')

describe('loadAreaModule (what shared-ui loadAreaExport uses)', () => {
  beforeEach(() => {
    remotes.fetchRemotes.mockResolvedValue({
      remotes: [
        {
          name: 'mfe_jobs',
          entry: `${window.location.origin}/remotes/mfe-jobs/mf-manifest.json`,
          paths: ['/jobs'],
        },
      ],
      allowedOrigins: [window.location.origin],
    })
  })

  it("loads '<remote>/<expose>' from a registered area", async () => {
    const module = { default: () => null }
    runtime.loadRemote.mockResolvedValue(module)
    await expect(loadAreaModule('mfe_jobs', 'apply')).resolves.toBe(module)
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_jobs/apply')
  })

  it('refuses an area the registry does not list, and a module that failed to load', async () => {
    await expect(loadAreaModule('mfe_unknown', 'apply')).rejects.toThrow('Remote mfe_unknown is unavailable')
    runtime.loadRemote.mockResolvedValue(REMOTE_LOAD_FAILED)
    await expect(loadAreaModule('mfe_jobs', 'apply')).rejects.toThrow('apply could not be loaded')
  })
})
