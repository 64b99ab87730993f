import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { JobsApp } from './jobs-app'
import { errorAnswer, fakeServer, renderAt } from '../test/render-app'

const founders = Array.from({ length: 8 }, (_, index) => ({
  foundingNumber: index + 1,
  companyName: `Company ${index + 1}`,
}))

describe('/early-bird', () => {
  it('shows the live count, benefits, sample job, prices, up to 6 founders and the three calls to action, signed out', async () => {
    fakeServer({
      'GET /api/user/me': () => errorAnswer(401, { error: 'Unauthorized' }),
      'GET /api/early-bird/status': {
        totalSpots: 100,
        spotsRemaining: 92,
        foundingEmployers: founders,
        programActive: true,
        endsAt: null,
      },
      'GET /api/subscription/pricing': {
        regular: { monthlyRate: 99, features: ['Unlimited postings'] },
        early_bird_locked: {
          monthlyRate: 49,
          originalRate: 99,
          discount: 51,
          features: ['Priority placement forever'],
        },
      },
    })
    renderAt('/early-bird', <JobsApp />)
    expect(await screen.findByText('Loading early bird offers...')).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'Join the First 100 Founding Employers' })).toBeTruthy()
    expect(screen.getByTestId('spots-remaining').textContent).toBe('92 of 100 spots remaining')
    expect(screen.getByTestId('founders-joined').textContent).toBe('8 founders have already joined')
    expect(screen.getByRole('progressbar', { name: 'Founding spots taken' }).getAttribute('aria-valuenow')).toBe('8')
    for (const benefit of [
      'Founding Employer Badge',
      'Priority Job Placement',
      'Locked-In Pricing',
      'Free Trial Period',
    ]) {
      expect(screen.getByRole('heading', { name: benefit })).toBeTruthy()
    }
    expect(within(screen.getByTestId('sample-job')).getByText('Warehouse Associate')).toBeTruthy()
    expect(await screen.findByText('Save 51%')).toBeTruthy()
    expect(within(screen.getByTestId('locked-price')).getByText('Priority placement forever')).toBeTruthy()
    expect(screen.getAllByTestId('founder')).toHaveLength(6)
    for (const name of ['Become a Founding Employer', 'Start Free Trial', 'Claim Your Founding Employer Status']) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe('/register?type=employer')
    }
    expect(screen.getByText('Free trial included, no credit card required, cancel anytime')).toBeTruthy()
  })

  it('says when every spot is taken', async () => {
    fakeServer({
      'GET /api/early-bird/status': { totalSpots: 100, spotsRemaining: 0, foundingEmployers: [], programActive: false },
      'GET /api/subscription/pricing': () => errorAnswer(500, {}),
    })
    renderAt('/early-bird', <JobsApp />)
    expect(await screen.findByText('All founding spots have been claimed')).toBeTruthy()
    expect(screen.getByText('100 founders have already joined')).toBeTruthy()
    // The part 2 §9 defaults stand in for prices that did not load.
    expect(screen.getByText('Save 50%')).toBeTruthy()
  })
})
