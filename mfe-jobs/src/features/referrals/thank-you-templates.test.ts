import { describe, expect, it } from 'vitest'
import { THANK_YOU_TEMPLATE_TEXT, THANK_YOU_TEMPLATES, thankYouProblem } from './thank-you-templates'

const context = {
  referrerName: 'Pat Kim',
  candidateName: 'Sam Ortiz',
  jobTitle: 'NERC Compliance Analyst',
  companyName: 'Gridline Power',
}

describe('thank-you templates', () => {
  it('offers three templates that greet the referrer and name the candidate and the job or company', () => {
    expect(THANK_YOU_TEMPLATES).toHaveLength(3)
    for (const template of THANK_YOU_TEMPLATES) {
      const text = THANK_YOU_TEMPLATE_TEXT[template].text(context)
      expect(text.startsWith('Hi Pat,')).toBe(true)
      expect(text).toContain('Sam Ortiz')
      expect(thankYouProblem(text)).toBeNull()
    }
    expect(THANK_YOU_TEMPLATE_TEXT.grateful.text(context)).toBe(
      'Hi Pat, thank you for referring Sam Ortiz for the NERC Compliance Analyst role at Gridline Power. We really appreciate you thinking of us!'
    )
  })

  it('refuses an empty or blank message and one over 2000 characters', () => {
    expect(thankYouProblem('')).toBe('Thank-you message cannot be empty')
    expect(thankYouProblem(' \n ')).toBe('Thank-you message cannot be empty')
    expect(thankYouProblem('x'.repeat(2000))).toBeNull()
    expect(thankYouProblem('x'.repeat(2001))).toBe('Thank-you message is too long')
  })
})
