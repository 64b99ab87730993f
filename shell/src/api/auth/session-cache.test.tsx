import { render, screen, waitFor } from '@testing-library/react'
import { apiJson, CURRENT_USER_KEY, isApiError, swrConfig } from '@hireloop/shared-ui'
import { errorAnswer, fakeServer } from '@hireloop/shared-ui/testing'
import useSWR, { mutate, SWRConfig } from 'swr'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loginUser } from './login'

const ANA = { id: 'u-ana', email: 'ana@example.com', name: 'Ana', userType: 'candidate' }
const BEN = { id: 'u-ben', email: 'ben@example.com', name: 'Ben', userType: 'candidate' }
const PREFERENCES = '/api/notifications/preferences'
const STANDING = '/api/moderation/standing'
const LAST_MEMBER = 'hireloop:last-member'

/** The app's one cache (SWR's default), as the shell's providers use it. */
const cached = (key: string) => SWRConfig.defaultValue.cache.get(key)?.data

function Preferences() {
  const { data } = useSWR<{ owner: string }>(PREFERENCES)
  return <p>{data ? `Preferences of ${data.owner}` : 'Loading'}</p>
}

async function seedAnasSession(user: typeof ANA | null) {
  await mutate(CURRENT_USER_KEY, user, { revalidate: false })
  await mutate(STANDING, { restricted: true, owner: ANA.id }, { revalidate: false })
  await mutate(PREFERENCES, { owner: ANA.name }, { revalidate: false })
  localStorage.setItem(LAST_MEMBER, JSON.stringify(ANA))
}

describe('the cache follows the signed-in member', () => {
  beforeEach(() => mutate(() => true, undefined, { revalidate: false }))
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it('a sign-in after a session that ended without Sign Out keeps nothing of the earlier member', async () => {
    let member = ANA
    fakeServer({
      'POST /api/auth/login': () => {
        member = BEN
        return { user: BEN }
      },
      [`GET ${PREFERENCES}`]: () => ({ owner: member.name }),
    })
    await seedAnasSession(null)
    render(
      <SWRConfig value={swrConfig}>
        <Preferences />
      </SWRConfig>
    )
    expect(screen.getByText('Preferences of Ana')).toBeTruthy()

    await loginUser({ email: BEN.email, password: 'Str0ng!Passw0rd' })

    expect(cached(CURRENT_USER_KEY)).toEqual(BEN)
    expect(cached(STANDING)).toBeUndefined()
    // What is on screen is read again, as the new member.
    expect(await screen.findByText('Preferences of Ben')).toBeTruthy()
  })

  it('a write answered 401 signs the page out and drops every cached answer, as Sign Out does', async () => {
    fakeServer({ 'POST /api/posts': () => errorAnswer(401, { error: 'Authentication required' }) })
    await seedAnasSession(ANA)

    const refused = await apiJson('POST', '/api/posts', { blocks: [] }).catch((error: unknown) => error)
    expect(isApiError(refused) && refused.status).toBe(401)

    await waitFor(() => expect(cached(CURRENT_USER_KEY)).toBeNull())
    expect(cached(STANDING)).toBeUndefined()
    expect(cached(PREFERENCES)).toBeUndefined()
    expect(localStorage.getItem(LAST_MEMBER)).toBeNull()
  })

  it('a refused sign-in (wrong password or code) is not a session ending: the cache is kept', async () => {
    fakeServer({ 'POST /api/auth/login': () => errorAnswer(401, { error: 'Invalid email or password' }) })
    await mutate('/api/auth/account-rules', { employerEmailAllowList: [] }, { revalidate: false })

    await expect(loginUser({ email: ANA.email, password: 'wrong' })).rejects.toMatchObject({ status: 401 })

    expect(cached('/api/auth/account-rules')).toEqual({ employerEmailAllowList: [] })
    expect(cached(CURRENT_USER_KEY)).toBeNull()
  })
})
