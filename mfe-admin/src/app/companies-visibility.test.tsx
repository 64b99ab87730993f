import { fireEvent, screen, within } from '@testing-library/react'
import type { CompanyAnswer } from '@hireloop/backend/api-types/jobs'
import { getDefaultStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { AdminApp } from './admin-app'
import { ADMIN } from '../test/make-moderation'
import { dialogClosed, errorAnswer, fakeServer, renderAt } from '../test/render-app'
import { HIDE_REASON_REQUIRED, HIDE_REASON_SHORT } from '../features/companies/hide-company-dialog'

const { toastAtom } = await import('@hireloop/shared-ui')
const lastToast = () => getDefaultStore().get(toastAtom)

const ID = '7a1b2c3d-0000-4000-8000-000000000001'
const TWIN = '7a1b2c3d-0000-4000-8000-000000000002'
const REASON = 'Listings ask applicants for a paid starter kit'

function makeCompany(overrides: Partial<CompanyAnswer> = {}): CompanyAnswer {
  return {
    id: ID,
    ownerId: 'owner-1',
    name: 'Gridline Power',
    description: 'Utilities',
    logo: null,
    size: null,
    industry: 'Technology',
    website: null,
    headquarters: 'Austin, TX',
    verified: false,
    domainVerified: false,
    verification: null,
    isFoundingEmployer: false,
    foundingEmployerNumber: null,
    hasLifetimePriorityPlacement: false,
    subscriptionTier: 'regular',
    foundingBenefits: null,
    earlyBirdSignupDate: null,
    freeTrialEndsAt: null,
    hidden: false,
    hiddenAt: null,
    hiddenReason: null,
    responseRate: null,
    typicalResponseHours: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  } as CompanyAnswer
}

const hiddenCompany = () => makeCompany({ hidden: true, hiddenAt: '2026-11-20T10:00:00.000Z', hiddenReason: REASON })

describe('/admin/companies: telling companies apart and hiding one', () => {
  it('shows each headquarters and verified mark beside the name', async () => {
    fakeServer({
      'GET /api/user/me': ADMIN,
      'GET /api/companies/all': {
        companies: [
          makeCompany({ domainVerified: true, verification: 'domain' }),
          makeCompany({
            id: TWIN,
            headquarters: 'Portland, OR',
            industry: null,
            verified: true,
            verification: 'admin',
          }),
        ],
        nextCursor: null,
      },
    })
    renderAt('/admin/companies', <AdminApp />)
    const [austin, portland] = await screen.findAllByTestId('company')
    expect(within(austin!).getByText('Gridline Power')).toBeTruthy()
    expect(within(austin!).getByTestId('company-details').textContent).toBe('Austin, TX · Technology')
    expect(within(austin!).getByText('Domain verified')).toBeTruthy()
    expect(within(austin!).queryByText('Verified')).toBeNull()
    expect(within(portland!).getByTestId('company-details').textContent).toBe('Portland, OR')
    expect(within(portland!).getByText('Verified')).toBeTruthy()
    expect(within(portland!).queryByText('Domain verified')).toBeNull()
  })

  it('Hide asks for a reason, sends it, and marks the row hidden; Show sends hidden false', async () => {
    const { calls } = fakeServer({
      'GET /api/user/me': ADMIN,
      'GET /api/companies/all': { companies: [makeCompany()], nextCursor: null },
      [`PATCH /api/companies/${ID}/visibility`]: (call: { body: { hidden: boolean; reason?: string } }) =>
        call.body.hidden ? makeCompany({ hidden: true, hiddenReason: call.body.reason ?? null }) : makeCompany(),
    })
    renderAt('/admin/companies', <AdminApp />)
    const [row] = await screen.findAllByTestId('company')
    expect(within(row!).queryByText('Hidden')).toBeNull()

    fireEvent.click(within(row!).getByRole('button', { name: 'Hide' }))
    const dialog = await screen.findByRole('dialog', { name: 'Hide Gridline Power?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide company' }))
    expect(within(dialog).getByText(HIDE_REASON_REQUIRED)).toBeTruthy()
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ })
    fireEvent.change(reason, { target: { value: ' Spam ' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide company' }))
    expect(within(dialog).getByText(HIDE_REASON_SHORT)).toBeTruthy()
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([])

    fireEvent.change(reason, { target: { value: `  ${REASON} ` } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide company' }))
    await dialogClosed()
    expect(within(row!).getByText('Hidden')).toBeTruthy()
    expect(within(row!).getByText(`Hidden: ${REASON}`)).toBeTruthy()
    expect(lastToast()).toMatchObject({ title: 'Gridline Power is now hidden', variant: 'success' })

    fireEvent.click(within(row!).getByRole('button', { name: 'Show' }))
    expect(await within(row!).findByRole('button', { name: 'Hide' })).toBeTruthy()
    expect(within(row!).queryByText('Hidden')).toBeNull()
    expect(lastToast()).toMatchObject({ title: 'Gridline Power is shown again', variant: 'success' })
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => [call.url, call.body])).toEqual([
      [`/api/companies/${ID}/visibility`, { hidden: true, reason: REASON }],
      [`/api/companies/${ID}/visibility`, { hidden: false }],
    ])
  })

  it("a refused hide keeps the dialog open with the server's message; the row stays shown", async () => {
    fakeServer({
      'GET /api/user/me': ADMIN,
      'GET /api/companies/all': { companies: [makeCompany()], nextCursor: null },
      [`PATCH /api/companies/${ID}/visibility`]: errorAnswer(422, {
        error: 'Reason must be at most 500 characters',
        errors: [{ field: 'reason', message: 'Reason must be at most 500 characters', rule: 'maxLength' }],
      }),
    })
    renderAt('/admin/companies', <AdminApp />)
    const [row] = await screen.findAllByTestId('company')
    fireEvent.click(within(row!).getByRole('button', { name: 'Hide' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: REASON } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide company' }))
    expect(await within(dialog).findByText('Reason must be at most 500 characters')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await dialogClosed()
    expect(within(row!).queryByText('Hidden')).toBeNull()
    expect(within(row!).getByRole('button', { name: 'Hide' })).toBeTruthy()
  })

  it('a hidden company is listed with its reason and a Show button', async () => {
    fakeServer({
      'GET /api/user/me': ADMIN,
      'GET /api/companies/all': { companies: [hiddenCompany()], nextCursor: null },
    })
    renderAt('/admin/companies', <AdminApp />)
    const [row] = await screen.findAllByTestId('company')
    expect(within(row!).getByText('Hidden')).toBeTruthy()
    expect(within(row!).getByText(`Hidden: ${REASON}`)).toBeTruthy()
    expect(within(row!).getByRole('button', { name: 'Show' })).toBeTruthy()
  })
})
