import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { dialogClosed, errorAnswer, fakeServer, renderAt } from '@hireloop/shared-ui/testing'
import { toastAtom } from '@hireloop/shared-ui'
import { getDefaultStore } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import MemberProfilePage from './member-profile-page'

const ME = { id: 'me', name: 'Erin Employer', email: 'erin@grid.example', userType: 'candidate', isVerified: true }
const DANA = {
  id: 'dana',
  name: 'Dana Reyes',
  userType: 'candidate',
  headline: null,
  location: null,
  profileImage: null,
  skills: [],
  badges: [],
  availability: [],
  isVerified: false,
  featuredWorkerNumber: null,
  foundingEmployerNumber: null,
  referral: null,
}

const lastToast = () => getDefaultStore().get(toastAtom)
/** The first test loads the profile page, its menu and dialogs: slow on a loaded machine. */
const SLOW = { timeout: 20_000 }

/** The profile's server, with the member's blocks kept as the real one keeps them. */
function serve(writes: Record<string, () => unknown> = {}) {
  let blocked: { id: string; name: string }[] = []
  return fakeServer({
    'GET /api/user/me': ME,
    'GET /api/users/dana': DANA,
    'GET /api/connections/status': () => ({
      statuses: { dana: blocked.length ? 'none' : 'connected' },
      requestIds: {},
    }),
    'GET /api/user/blocks': () => ({ blocked }),
    'POST /api/users/dana/block': () => {
      blocked = [{ id: 'dana', name: 'Dana Reyes' }]
      return { message: 'User blocked' }
    },
    'DELETE /api/users/dana/block': () => {
      blocked = []
      return { message: 'User unblocked' }
    },
    ...writes,
  })
}

async function openMenu() {
  const button = await screen.findByRole('button', { name: 'More actions' })
  button.focus()
  fireEvent.click(button)
  expect(button.getAttribute('aria-expanded')).toBe('true')
  const menu = await screen.findByRole('menu', { name: 'More actions' })
  return { button, menu }
}

async function reportWith(reason: string, details = '') {
  const { button, menu } = await openMenu()
  fireEvent.click(within(menu).getByRole('menuitem', { name: 'Report profile' }))
  const dialog = await screen.findByRole('dialog', { name: 'Report profile' })
  const send = within(dialog).getByRole('button', { name: 'Report' }) as HTMLButtonElement
  expect(send.disabled).toBe(true)
  fireEvent.click(within(dialog).getByRole('radio', { name: reason }))
  if (details) fireEvent.change(within(dialog).getByLabelText('Details (optional)'), { target: { value: details } })
  expect(send.disabled).toBe(false)
  fireEvent.click(send)
  return { button, dialog }
}

describe("a member's profile: Report profile", SLOW, () => {
  beforeEach(() => getDefaultStore().set(toastAtom, null))

  it("sends the guideline and details, toasts the server's words, and gives focus back to the ⋮", async () => {
    const { calls } = serve({ 'POST /api/moderation/reports': () => ({ message: 'Report submitted' }) })
    renderAt('/people/dana', <MemberProfilePage id="dana" />)
    const { button } = await reportWith('Respectful communication', '  Insults in every message  ')
    await dialogClosed('Report profile')
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/moderation/reports',
        body: {
          contentType: 'profile',
          contentId: 'dana',
          reason: 'Respectful communication: Insults in every message',
        },
      },
    ])
    expect(lastToast()).toMatchObject({
      title: 'Profile reported',
      description: 'Report submitted',
      variant: 'success',
    })
    await waitFor(() => expect(document.activeElement).toBe(button))
  })

  it('a guideline alone is the reason', async () => {
    const { calls } = serve({ 'POST /api/moderation/reports': () => ({ message: 'Report submitted' }) })
    renderAt('/people/dana', <MemberProfilePage id="dana" />)
    await reportWith('Job scams')
    await dialogClosed('Report profile')
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      contentType: 'profile',
      contentId: 'dana',
      reason: 'Job scams',
    })
  })

  it("409: says it was already reported, in the server's words, and closes", async () => {
    serve({
      'POST /api/moderation/reports': () => errorAnswer(409, { error: 'You have already reported this' }),
    })
    renderAt('/people/dana', <MemberProfilePage id="dana" />)
    await reportWith('Safe and legal sharing')
    await dialogClosed('Report profile')
    expect(lastToast()).toMatchObject({
      title: 'Already Reported',
      description: 'You have already reported this',
      variant: 'error',
    })
  })

  it('any other failure: toasts it and keeps the dialog, with its choice, to try again', async () => {
    serve({ 'POST /api/moderation/reports': () => errorAnswer(500, { error: 'Server error' }) })
    renderAt('/people/dana', <MemberProfilePage id="dana" />)
    const { dialog } = await reportWith('Job scams', 'Asks for a fee')
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Failed to report profile. Please try again.',
        description: 'Server error',
        variant: 'error',
      })
    )
    expect(screen.getByRole('dialog', { name: 'Report profile' })).toBe(dialog)
    expect((within(dialog).getByRole('radio', { name: 'Job scams' }) as HTMLInputElement).checked).toBe(true)
    expect((within(dialog).getByRole('button', { name: 'Report' }) as HTMLButtonElement).disabled).toBe(false)
  })
})

describe("a member's profile: Block and Unblock", SLOW, () => {
  beforeEach(() => getDefaultStore().set(toastAtom, null))

  it('Block asks first, saying what blocking does; once blocked the profile offers no message or connection', async () => {
    const { calls } = serve()
    renderAt('/people/dana', <MemberProfilePage id="dana" />)
    expect(await screen.findByRole('button', { name: 'Message' })).toBeTruthy()
    const { menu } = await openMenu()
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Block' }))
    const dialog = await screen.findByRole('dialog', { name: 'Block Dana Reyes?' })
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy()
    expect(within(dialog).getByText(/Neither of you will be able to message the other, ask to connect/)).toBeTruthy()
    expect(within(dialog).getByText(/Dana Reyes is not told/)).toBeTruthy()
    expect(calls.some((call) => call.method === 'POST')).toBe(false)

    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }))
    await dialogClosed('Block Dana Reyes?')
    expect(calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/users/dana/block',
    ])
    expect(lastToast()).toMatchObject({ title: 'User blocked', variant: 'success' })
    expect((await screen.findByTestId('member-blocked')).textContent).toBe(
      'You blocked Dana Reyes. Neither of you can message the other or ask to connect. Unblock them from the More actions menu.'
    )
    expect(screen.queryByRole('button', { name: 'Message' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Connect' })).toBeNull()

    const again = await openMenu()
    fireEvent.click(within(again.menu).getByRole('menuitem', { name: 'Unblock' }))
    await waitFor(() => expect(screen.queryByTestId('member-blocked')).toBeNull())
    expect(calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/users/dana/block',
      'DELETE /api/users/dana/block',
    ])
    expect(lastToast()).toMatchObject({ title: 'User unblocked', variant: 'success' })
    await waitFor(() => expect(document.activeElement).toBe(again.button))
  })

  it("Cancel blocks nothing; a refused block toasts the server's words and changes nothing", async () => {
    const { calls } = serve({ 'POST /api/users/dana/block': () => errorAnswer(404, { error: 'User not found' }) })
    renderAt('/people/dana', <MemberProfilePage id="dana" />)
    const opened = await openMenu()
    let { menu } = opened
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Block' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }))
    await dialogClosed()
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
    await waitFor(() => expect(document.activeElement).toBe(opened.button))

    ;({ menu } = await openMenu())
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Block' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Block' }))
    await dialogClosed()
    expect(lastToast()).toMatchObject({ title: 'Failed to block', description: 'User not found', variant: 'error' })
    expect(screen.queryByTestId('member-blocked')).toBeNull()
    expect(screen.getByRole('button', { name: 'Message' })).toBeTruthy()
  })
})
