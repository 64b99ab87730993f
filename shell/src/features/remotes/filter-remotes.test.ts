import { describe, expect, it } from 'vitest'
import type { RemotesResponse } from '../../api/remotes/get-remotes'
import { areaForPath, filterRemotes, ownsPath } from './filter-remotes'

const page = 'http://127.0.0.1:3333'
const remote = (name: string, entry: string, paths = ['/x']) => ({ name, entry, paths })

describe('filterRemotes', () => {
  it('resolves relative entries against the page origin and keeps paths and tab', () => {
    const response: RemotesResponse = {
      remotes: [
        {
          name: 'mfe_feed',
          entry: '/remotes/mfe-feed/mf-manifest.json',
          paths: ['/', '/home', '/post'],
          tab: { label: 'Home', path: '/', icon: 'home' },
        },
      ],
      allowedOrigins: [],
    }
    expect(filterRemotes(response, page)).toEqual([
      {
        name: 'mfe_feed',
        entry: 'http://127.0.0.1:3333/remotes/mfe-feed/mf-manifest.json',
        paths: ['/', '/home', '/post'],
        tab: { label: 'Home', path: '/', icon: 'home' },
      },
    ])
  })

  it('keeps absolute entries only on allowed origins', () => {
    const result = filterRemotes(
      {
        remotes: [
          remote('mfe_jobs', 'http://localhost:3002/mf-manifest.json'),
          remote('mfe_admin', 'https://evil.example/mf-manifest.json'),
          remote('mfe_feed', 'http://localhost:3001/mf-manifest.json'),
        ],
        allowedOrigins: ['http://localhost:3002', 'http://localhost:3001/'],
      },
      page
    )
    expect(result.map((area) => area.name)).toEqual(['mfe_jobs', 'mfe_feed'])
  })

  it('refuses the same host on another port or scheme', () => {
    expect(
      filterRemotes(
        {
          remotes: [
            remote('a', 'http://127.0.0.1:9999/mf-manifest.json'),
            remote('b', 'https://127.0.0.1:3333/mf-manifest.json'),
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
          remote('mfe-feed', '/remotes/mfe-feed/mf-manifest.json'),
          remote('x', 'javascript:alert(1)'),
          remote('y', 'data:text/javascript,1'),
          remote('mfe_feed', '/remotes/mfe-feed/mf-manifest.json'),
          remote('mfe_feed', '/other/mf-manifest.json'),
        ],
        allowedOrigins: ['not a url'],
      },
      page
    )
    expect(result).toEqual([
      { name: 'mfe_feed', entry: 'http://127.0.0.1:3333/remotes/mfe-feed/mf-manifest.json', paths: ['/x'] },
    ])
  })

  it('drops malformed paths and a malformed tab, keeping the area', () => {
    const [area] = filterRemotes(
      {
        remotes: [
          {
            name: 'mfe_jobs',
            entry: '/remotes/mfe-jobs/mf-manifest.json',
            paths: ['/jobs', 'jobs', '/jobs/', '//evil', '/a b', 42, '/jobs', '/admin/moderation'] as never,
            tab: { label: '', path: '/jobs', icon: 'work' },
          },
        ],
        allowedOrigins: [],
      },
      page
    )
    expect(area).toEqual({
      name: 'mfe_jobs',
      entry: 'http://127.0.0.1:3333/remotes/mfe-jobs/mf-manifest.json',
      paths: ['/jobs', '/admin/moderation'],
    })
  })

  it('tolerates a malformed answer', () => {
    expect(filterRemotes({} as never, page)).toEqual([])
  })
})

describe('ownsPath and areaForPath', () => {
  const areas = [
    { name: 'mfe_feed', entry: '', paths: ['/', '/home', '/post'] },
    { name: 'mfe_admin', entry: '', paths: ['/admin/moderation'] },
    { name: 'mfe_reports', entry: '', paths: ['/admin/moderation/reports'] },
  ]

  it("'/' owns the home page only; other paths own themselves and what is below them", () => {
    expect(ownsPath('/', '/')).toBe(true)
    expect(ownsPath('/', '/jobs')).toBe(false)
    expect(ownsPath('/home', '/home')).toBe(true)
    expect(ownsPath('/home', '/home/saved')).toBe(true)
    expect(ownsPath('/home', '/homework')).toBe(false)
  })

  it('finds the area of a path, the longest path winning', () => {
    expect(areaForPath(areas, '/')?.name).toBe('mfe_feed')
    expect(areaForPath(areas, '/post/42')?.name).toBe('mfe_feed')
    expect(areaForPath(areas, '/admin/moderation/queue')?.name).toBe('mfe_admin')
    expect(areaForPath(areas, '/admin/moderation/reports/7')?.name).toBe('mfe_reports')
    expect(areaForPath(areas, '/profile')).toBeUndefined()
  })
})
