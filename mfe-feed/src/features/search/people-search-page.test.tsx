import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { errorAnswer, fakeServer, locationNow, renderAt } from '@hireloop/shared-ui/testing'
import { describe, expect, it } from 'vitest'
import PeopleSearchPage from './people-search-page'

const person = (id: string, name: string, headline: string | null = null) => ({
  id,
  name,
  profileImage: null,
  userType: 'candidate' as const,
  headline,
  location: 'Lyon',
})

const peopleCalls = (calls: { url: string }[]) =>
  calls.map((call) => call.url).filter((url) => url.startsWith('/api/search/people'))

describe('the people screen (/people?q=)', () => {
  it('lists the first page, then the next one with Load more, until there is no more', async () => {
    const { calls } = fakeServer({
      'GET /api/search/people': ({ url }: { url: string }) =>
        new URL(url, 'http://localhost').searchParams.get('cursor') === 'page-2'
          ? { users: [person('u3', 'Dana Smith')], nextCursor: null, hasMore: false }
          : {
              users: [person('u1', 'Dana', 'Grid analyst'), person('u2', 'Dana Lee')],
              nextCursor: 'page-2',
              hasMore: true,
            },
    })
    renderAt('/people?q=dana', <PeopleSearchPage />)
    const list = await screen.findByRole('list', { name: 'People matching "dana"' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    ).toEqual(['DDanaCandidate · LyonGrid analyst', 'DLDana LeeCandidate · Lyon'])
    expect(within(list).getByRole('link', { name: 'Dana Lee' }).getAttribute('href')).toBe('/people/u2')
    expect((screen.getByRole('textbox', { name: 'Search people' }) as HTMLInputElement).value).toBe('dana')

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3))
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    expect(peopleCalls(calls)).toEqual([
      '/api/search/people?q=dana&limit=20',
      '/api/search/people?q=dana&limit=20&cursor=page-2',
    ])
  })

  it('searches again from its own box; a blank address asks for a query and calls nothing', async () => {
    const { calls } = fakeServer({
      'GET /api/search/people': { users: [person('u9', 'Grace Hopper')], nextCursor: null, hasMore: false },
    })
    renderAt('/people', <PeopleSearchPage />)
    expect(await screen.findByText('Search for people')).toBeTruthy()
    expect(peopleCalls(calls)).toEqual([])
    const box = screen.getByRole('textbox', { name: 'Search people' })
    fireEvent.change(box, { target: { value: ' grace ' } })
    fireEvent.submit(screen.getByRole('search', { name: 'People' }))
    await waitFor(() => expect(locationNow()).toBe('/people?q=grace'))
    expect(await screen.findByRole('link', { name: 'Grace Hopper' })).toBeTruthy()
    expect(peopleCalls(calls)).toEqual(['/api/search/people?q=grace&limit=20'])
  })

  it("says when no one matches, and shows the server's words for a query it refuses", async () => {
    const message = 'Search query must be at most 100 characters'
    fakeServer({
      'GET /api/search/people': ({ url }: { url: string }) =>
        new URL(url, 'http://localhost').searchParams.get('q') === 'nobody'
          ? { users: [], nextCursor: null, hasMore: false }
          : errorAnswer(422, { error: message, errors: [{ field: 'q', message, rule: 'maxLength' }] }),
    })
    const empty = renderAt('/people?q=nobody', <PeopleSearchPage />)
    expect(await screen.findByText('No people found for "nobody"')).toBeTruthy()
    empty.unmount()
    renderAt(`/people?q=${'a'.repeat(101)}`, <PeopleSearchPage />)
    expect(await screen.findByText(message)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
