import { describe, expect, it } from 'vitest'
import { makeJob } from '../../test/make-job'
import {
  DEFAULT_JOB_FORM,
  furthestStep,
  jobToForm,
  clearDraft,
  readDraft,
  serverFieldErrors,
  stepIsValid,
  suggestedYearlyPay,
  toJobInput,
  validateField,
  writeDraft,
} from './job-form'
import { US_CITIES, US_STATES } from './us-places'

const filled = {
  ...DEFAULT_JOB_FORM,
  title: 'NERC Compliance Analyst',
  company: 'Gridline Power',
  category: 'Audit & Risk',
  payRate: '85000',
  schedule: 'Full-time',
  city: 'Austin',
  state: 'Texas',
  zipcode: '78701',
  description: 'Keep our reliability standards program audit-ready.',
}

describe('job posting form', () => {
  it('says each rule of part 2 §5 in its words', () => {
    const check = (field: Parameters<typeof validateField>[0], value: string) =>
      validateField(field, { ...filled, [field]: value })
    expect(check('title', '')).toBe('Job title is required')
    expect(check('title', 'ab')).toBe('Job title must be at least 3 characters')
    expect(check('title', 'a'.repeat(101))).toBe('Job title is too long')
    expect(check('company', '')).toBe('Company name is required')
    expect(check('company', 'a')).toBe('Company name must be at least 2 characters')
    expect(check('category', '')).toBe('Job category is required')
    expect(check('city', 'a'.repeat(101))).toBe('City name is too long')
    expect(check('state', 'a'.repeat(51))).toBe('State name is too long')
    expect(check('country', 'a'.repeat(51))).toBe('Country name is too long')
    expect(check('zipcode', '')).toBe('Zip code is required')
    expect(check('zipcode', '1234')).toBe('Zip code must be in format 12345 or 12345-6789')
    expect(check('zipcode', '12345-6789')).toBeNull()
    expect(check('payRate', '')).toBe('Pay rate is required')
    expect(check('payRate', 'abc')).toBe('Pay rate must be a valid positive number')
    expect(check('payRate', '-3')).toBe('Pay rate must be a valid positive number')
    // Only digits with up to two decimals: what Number() would also read is not a pay anyone typed.
    for (const typed of ['1e3', '0x10', '1_000', '12.345', '.5e2']) {
      expect(check('payRate', typed), typed).toBe('Pay rate must be a valid positive number')
    }
    expect(check('payRate', ' 42.50 ')).toBeNull()
    expect(check('payRate', '85000')).toBeNull()
    expect(check('payRate', '4')).toBe('Pay rate must be between $5 and $500,000')
    expect(check('payRate', '500001')).toBe('Pay rate must be between $5 and $500,000')
    expect(check('schedule', '')).toBe('Schedule type is required')
    expect(check('description', '')).toBe('Job description is required')
    expect(check('description', 'too short')).toBe('Description must be at least 20 characters')
    expect(check('description', 'a'.repeat(2001))).toBe('Description is too long')
    expect(check('requirements', 'a'.repeat(1001))).toBe('Requirements are too long')
  })

  it('gates each step on its own fields; the preview always passes', () => {
    expect(stepIsValid(1, DEFAULT_JOB_FORM)).toBe(false)
    expect(stepIsValid(1, { ...DEFAULT_JOB_FORM, title: 'Analyst', company: 'Grid' })).toBe(true)
    expect(stepIsValid(4, { ...filled, zipcode: '' })).toBe(false)
    for (const step of [1, 2, 3, 4, 5, 6]) expect(stepIsValid(step, filled)).toBe(true)
    expect(stepIsValid(6, DEFAULT_JOB_FORM)).toBe(true)
  })

  it('reaches no further than the first gate the values fail (a step asked from the history is held there)', () => {
    expect(furthestStep(DEFAULT_JOB_FORM)).toBe(1)
    expect(furthestStep({ ...filled, category: '' })).toBe(2)
    expect(furthestStep({ ...filled, zipcode: '' })).toBe(4)
    expect(furthestStep(filled)).toBe(6)
  })

  it('suggests the rounded hourly midpoint times 2080 a year', () => {
    expect(suggestedYearlyPay(17, 24)).toBe(21 * 2080)
    expect(suggestedYearlyPay(150, 216)).toBe(183 * 2080)
  })

  it('sends the body of part 2 §7 (the city as location, requirements as an empty string)', () => {
    expect(toJobInput(filled, 'c1')).toMatchObject({
      companyId: 'c1',
      location: 'Austin',
      payRate: 85000,
      payUnit: 'year',
      requirements: '',
      zipcode: '78701',
    })
  })

  it('reads a stored job back into the form', () => {
    expect(jobToForm(makeJob({ zipcode: '78701', totalComp: '10' }))).toMatchObject({
      city: 'Austin',
      payRate: '42.5',
      payUnit: 'hr',
      totalComp: '10',
      zipcode: '78701',
    })
  })

  it('reads back a level the employer stated; one the requirements gave stays theirs to give', () => {
    expect(jobToForm(makeJob({ experienceLevel: 'Senior Level', experienceLevelStated: true })).experienceLevel).toBe(
      'Senior Level'
    )
    const inferred = jobToForm(makeJob({ experienceLevel: 'Entry Level', experienceLevelStated: false }))
    expect(inferred.experienceLevel).toBe('')
    expect(toJobInput(inferred, 'c1').experienceLevel).toBeNull()
  })

  it('keeps the draft in the browser; unreadable drafts give the defaults', () => {
    writeDraft('u1', { ...filled, title: 'Draft title' })
    expect(readDraft('u1')?.title).toBe('Draft title')
    localStorage.setItem('hireloop.post-job-draft:u1', '{oops')
    expect(readDraft('u1')).toBeNull()
  })

  it("keeps each account's draft to itself: another account never reads it, signing out keeps it", () => {
    writeDraft('employer-a', { ...filled, title: 'A draft' })
    expect(readDraft('employer-b')).toBeNull()
    writeDraft('employer-b', { ...filled, title: 'B draft' })
    expect(readDraft('employer-a')?.title).toBe('A draft')
    clearDraft('employer-b')
    expect(readDraft('employer-a')?.title).toBe('A draft')
    expect(readDraft('employer-b')).toBeNull()
  })

  it('sends the stated experience level, or none for the server to infer', () => {
    expect(toJobInput({ ...filled, experienceLevel: 'Executive' }, 'c1').experienceLevel).toBe('Executive')
    expect(toJobInput({ ...filled, experienceLevel: '' }, 'c1').experienceLevel).toBeNull()
  })

  it("maps the server's field errors onto the form", () => {
    expect(
      serverFieldErrors([
        { field: 'location', message: 'City is required' },
        { field: 'payRate', message: 'Pay rate is required' },
      ])
    ).toEqual({
      city: 'City is required',
      payRate: 'Pay rate is required',
    })
  })

  it('lists the 50 states and about 170 cities', () => {
    expect(US_STATES).toHaveLength(50)
    expect(US_CITIES.length).toBeGreaterThanOrEqual(165)
    expect(US_CITIES.every((city) => (US_STATES as readonly string[]).includes(city.state))).toBe(true)
  })
})
