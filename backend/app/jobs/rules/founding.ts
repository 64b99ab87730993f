import { FOUNDING } from '#jobs/constants'

/** GET /api/subscription/pricing: the two blocks of part 2 §3. */
export function subscriptionPricing() {
  const discount = Math.round((1 - FOUNDING.lockedMonthlyRate / FOUNDING.regularMonthlyRate) * 100)
  return {
    regular: {
      monthlyRate: FOUNDING.regularMonthlyRate,
      features: ['Unlimited job postings', 'Applicant tracking', 'Messaging with candidates', 'Standard placement'],
    },
    early_bird_locked: {
      monthlyRate: FOUNDING.lockedMonthlyRate,
      originalRate: FOUNDING.regularMonthlyRate,
      discount,
      features: [
        'Everything in Regular',
        'Founding Employer badge',
        'Lifetime priority job placement',
        `Price locked at $${FOUNDING.lockedMonthlyRate}/month forever`,
        `${FOUNDING.freePostingMonths} months of free job posting`,
      ],
    },
  }
}

/** The benefits recorded on a founding company (badge tooltip). */
export function foundingBenefits(number: number | null) {
  if (number === null) return null
  return {
    lockedMonthlyRate: FOUNDING.lockedMonthlyRate,
    freePostingMonths: FOUNDING.freePostingMonths,
    lifetimePriorityPlacement: true,
    tier: FOUNDING.tier,
  }
}
