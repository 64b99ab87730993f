import { describe, expect, it } from 'vitest'
import { connectionsPageUrl } from './get-connections'
import { threadsPageUrl } from './get-threads'

describe('the messaging list clients', () => {
  it('ask for a page of connections with the trimmed search and the cursor', () => {
    expect(connectionsPageUrl({ cursor: null, limit: 20 })).toBe('/api/user/connections?limit=20')
    expect(connectionsPageUrl({ q: '  ', cursor: null, limit: 20 })).toBe('/api/user/connections?limit=20')
    expect(connectionsPageUrl({ q: ' Ana B ', cursor: 'c1', limit: 50 })).toBe(
      '/api/user/connections?limit=50&q=Ana+B&cursor=c1'
    )
  })

  it('ask for a page of threads, naming the archived filter only when one is chosen', () => {
    expect(threadsPageUrl({ cursor: null, limit: 50 })).toBe('/api/threads?limit=50')
    expect(threadsPageUrl({ archived: false, cursor: null, limit: 20 })).toBe('/api/threads?archived=false&limit=20')
    expect(threadsPageUrl({ archived: true, cursor: 'next-1', limit: 20 })).toBe(
      '/api/threads?archived=true&limit=20&cursor=next-1'
    )
  })
})
