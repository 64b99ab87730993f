import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { dialogClosed, errorAnswer, fakeServer, renderAt, type FakeCall } from '@hireloop/shared-ui/testing'
import { getDefaultStore } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import StandingPage from './standing-page'
import { formatDateTime } from './standing-words'
import { makeStanding, makeViolation, MEMBER } from './test-standing'

const { toastAtom } = await import('@hireloop/shared-ui')
const lastToast = () => getDefaultStore().get(toastAtom)

const VIOLATION = makeViolation()
const APPEAL_URL = `/api/moderation/violations/${VIOLATION.id}/appeal`
const ACK_URL = `/api/moderation/violations/${VIOLATION.id}/acknowledge`

function server(routes: Record<string, unknown> = {}) {
  return fakeServer({
    'GET /api/user/me': MEMBER,
    'GET /api/moderation/me': makeStanding({ strikes: 1, violations: [VIOLATION] }),
    ...routes,
  })
}

const notices = () => screen.findAllByTestId('standing-notice')

describe('StandingPage', () => {
  beforeEach(() => getDefaultStore().set(toastAtom, null))

  it('shows the strikes, what three mean, and each notice with its guideline, reason, date, status and deadline', async () => {
    server()
    renderAt('/profile/standing', <StandingPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Account standing' })).toBeTruthy()
    const [notice] = await notices()
    expect(screen.getByRole('heading', { name: '1 of 3 strikes' })).toBeTruthy()
    expect(screen.getByText(/At 3 strikes the account is banned\./)).toBeTruthy()
    const card = within(notice!)
    expect(card.getByRole('heading', { name: 'Your post was removed' })).toBeTruthy()
    expect(card.getByRole('link', { name: 'View post' }).getAttribute('href')).toBe('/post/post-1')
    expect(card.getByText('Respectful communication')).toBeTruthy()
    expect(card.getByText('Content violates guidelines')).toBeTruthy()
    expect(card.getByText('Awaiting your answer')).toBeTruthy()
    expect(card.getByText(`Appeal by ${formatDateTime(VIOLATION.appealDeadline!)}`)).toBeTruthy()
    expect(card.getByRole('button', { name: 'Acknowledge' })).toBeTruthy()
    expect(card.getByRole('button', { name: 'Appeal' })).toBeTruthy()
  })

  it('shows the active restriction with its end', async () => {
    const endsAt = '2026-11-26T15:30:00.000Z'
    server({
      'GET /api/moderation/me': makeStanding({
        strikes: 1,
        restriction: { type: 'restriction', reason: 'r', isActive: true, endsAt },
        violations: [VIOLATION],
      }),
    })
    renderAt('/profile/standing', <StandingPage />)
    expect(
      (await screen.findByText(`Your account is restricted until ${formatDateTime(endsAt)}:`, { exact: false }))
        .textContent
    ).toBe(
      `Your account is restricted until ${formatDateTime(endsAt)}: you can't post, comment, send messages or post jobs.`
    )
  })

  it('offers the buttons each status allows; no post link for other content', async () => {
    server({
      'GET /api/moderation/me': makeStanding({
        strikes: 2,
        violations: [
          makeViolation({ id: 'a', contentType: 'comment', status: 'acknowledged', acknowledged: true }),
          makeViolation({
            id: 'b',
            contentType: 'job',
            status: 'appealed',
            acknowledged: true,
            appealed: true,
            canAppeal: false,
          }),
          makeViolation({
            id: 'c',
            contentType: 'message',
            status: 'appeal_denied',
            acknowledged: true,
            appealed: true,
            canAppeal: false,
          }),
          makeViolation({ id: 'd', status: 'reversed', canAppeal: false }),
        ],
      }),
    })
    renderAt('/profile/standing', <StandingPage />)
    const [acknowledged, appealed, denied, reversed] = (await notices()).map((notice) => within(notice))
    expect(screen.getByRole('heading', { name: '2 of 3 strikes' })).toBeTruthy()

    expect(acknowledged!.getByRole('heading', { name: 'Your comment was removed' })).toBeTruthy()
    expect(acknowledged!.queryByRole('link', { name: 'View post' })).toBeNull()
    expect(acknowledged!.getByText('Acknowledged')).toBeTruthy()
    expect(acknowledged!.queryByRole('button', { name: 'Acknowledge' })).toBeNull()
    expect(acknowledged!.getByRole('button', { name: 'Appeal' })).toBeTruthy()

    expect(appealed!.getByRole('heading', { name: 'Your job posting was removed' })).toBeTruthy()
    expect(appealed!.getByText('Appeal under review')).toBeTruthy()
    expect(appealed!.queryByRole('button')).toBeNull()
    expect(appealed!.queryByText(/^Appeal by/)).toBeNull()

    expect(denied!.getByText('Appeal denied: the decision stands')).toBeTruthy()
    expect(denied!.queryByRole('button')).toBeNull()

    expect(reversed!.getByText('Reversed: strike lifted')).toBeTruthy()
    expect(reversed!.queryByRole('button')).toBeNull()
  })

  it('says so when there is no notice, also when moderation is off (404)', async () => {
    server({ 'GET /api/moderation/me': makeStanding() })
    const first = renderAt('/profile/standing', <StandingPage />)
    expect(await screen.findByText('You have no moderation notices.')).toBeTruthy()
    expect(screen.getByRole('heading', { name: '0 of 3 strikes' })).toBeTruthy()
    first.unmount()

    fakeServer({ 'GET /api/user/me': MEMBER })
    renderAt('/profile/standing', <StandingPage />)
    expect(await screen.findByText('You have no moderation notices.')).toBeTruthy()
  })

  it('acknowledges with the CSRF header, shows the server’s words and the standing it returns', async () => {
    const { calls, fetchMock } = server({
      [`POST ${ACK_URL}`]: {
        message: 'Thanks for reviewing the community guidelines',
        standing: makeStanding({
          strikes: 1,
          violations: [{ ...VIOLATION, status: 'acknowledged', acknowledged: true }],
        }),
      },
    })
    renderAt('/profile/standing', <StandingPage />)
    const [notice] = await notices()
    fireEvent.click(within(notice!).getByRole('button', { name: 'Acknowledge' }))
    await waitFor(() => expect(lastToast()?.title).toBe('Thanks for reviewing the community guidelines'))
    expect(lastToast()?.variant).toBe('success')
    await within(notice!).findByText('Acknowledged')
    expect(within(notice!).queryByRole('button', { name: 'Acknowledge' })).toBeNull()
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([ACK_URL])
    const init = fetchMock.mock.calls.find(([url]) => String(url) === ACK_URL)![1] as RequestInit
    expect((init.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('test-token')
  })

  it('appeals: the server’s 422 shows under the field; success closes the dialog with the server’s words', async () => {
    const { calls } = server({
      [`POST ${APPEAL_URL}`]: (call: FakeCall) =>
        (call.body as { reason: string }).reason.trim()
          ? {
              message: 'Your appeal has been sent for review',
              standing: makeStanding({
                strikes: 1,
                violations: [
                  { ...VIOLATION, status: 'appealed', acknowledged: true, appealed: true, canAppeal: false },
                ],
              }),
            }
          : errorAnswer(422, {
              error: 'Validation failed',
              errors: [{ field: 'reason', message: 'Please tell us why this decision should be reviewed' }],
            }),
    })
    renderAt('/profile/standing', <StandingPage />)
    const [notice] = await notices()
    fireEvent.click(within(notice!).getByRole('button', { name: 'Appeal' }))
    const dialog = await screen.findByRole('dialog', { name: 'Appeal this decision' })
    const field = within(dialog).getByRole('textbox', { name: 'Why should we review this decision?' })

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send appeal' }))
    expect(await within(dialog).findByText('Please tell us why this decision should be reviewed')).toBeTruthy()
    expect(field.getAttribute('aria-invalid')).toBe('true')

    fireEvent.change(field, { target: { value: 'It was a joke between friends, not an insult.' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send appeal' }))
    await waitFor(() => expect(lastToast()?.title).toBe('Your appeal has been sent for review'))
    await dialogClosed()
    expect(await within(notice!).findByText('Appeal under review')).toBeTruthy()
    expect(within(notice!).queryByRole('button')).toBeNull()
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { reason: '' },
      { reason: 'It was a joke between friends, not an insult.' },
    ])
  })

  it('a refused appeal (409) shows the server’s words and keeps the dialog', async () => {
    server({ [`POST ${APPEAL_URL}`]: errorAnswer(409, { error: 'The appeal period for this violation has ended' }) })
    renderAt('/profile/standing', <StandingPage />)
    const [notice] = await notices()
    fireEvent.click(within(notice!).getByRole('button', { name: 'Appeal' }))
    const dialog = await screen.findByRole('dialog', { name: 'Appeal this decision' })
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Please look again' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send appeal' }))
    await waitFor(() => expect(lastToast()?.description).toBe('The appeal period for this violation has ended'))
    expect(lastToast()?.variant).toBe('error')
    expect(screen.getByRole('dialog')).toBeTruthy()
  })
})
