import { describe, expect, it } from 'vitest'
import { filterRemotes } from './filter-remotes'

const page = 'http://127.0.0.1:3333'

describe('filterRemotes', () => {
  it('resolves relative entries against the page origin', () => {
    expect(
      filterRemotes({ remotes: [{ name: 'mfe_feed', entry: '/remotes/mfe-feed/mf-manifest.json' }], allowedOrigins: [] }, page)
    ).toEqual([{ name: 'mfe_feed', entry: 'http://127.0.0.1:3333/remotes/mfe-feed/mf-manifest.json' }])
  })

  it('keeps absolute entries only on allowed origins', () => {
    const result = filterRemotes(
      {
        remotes: [
          { name: 'mfe_jobs', entry: 'http://localhost:3002/mf-manifest.json' },
          { name: 'mfe_admin', entry: 'https://evil.example/mf-manifest.json' },
          { name: 'mfe_feed', entry: 'http://localhost:3001/mf-manifest.json' },
        ],
        allowedOrigins: ['http://localhost:3002', 'http://localhost:3001/'],
      },
      page
    )
    expect(result.map((remote) => remote.name)).toEqual(['mfe_jobs', 'mfe_feed'])
  })

  it('refuses the same host on another port or scheme', () => {
    expect(
      filterRemotes(
        {
          remotes: [
            { name: 'a', entry: 'http://127.0.0.1:9999/mf-manifest.json' },
            { name: 'b', entry: 'https://127.0.0.1:3333/mf-manifest.json' },
          ],
          allowedOrigins: [],
        },
        page
      )
    ).toEqual([])
  })

  it('drops non-http schemes, bad names and duplicates', () => {
    const result = filterRemotes(
      {
        remotes: [
          { name: 'mfe-feed', entry: '/remotes/mfe-feed/mf-manifest.json' },
          { name: 'x', entry: 'javascript:alert(1)' },
          { name: 'y', entry: 'data:text/javascript,1' },
          { name: 'mfe_feed', entry: '/remotes/mfe-feed/mf-manifest.json' },
          { name: 'mfe_feed', entry: '/other/mf-manifest.json' },
        ],
        allowedOrigins: ['not a url'],
      },
      page
    )
    expect(result).toEqual([{ name: 'mfe_feed', entry: 'http://127.0.0.1:3333/remotes/mfe-feed/mf-manifest.json' }])
  })

  it('tolerates a malformed answer', () => {
    expect(filterRemotes({} as never, page)).toEqual([])
  })
})
