import { describe, expect, it } from 'vitest'
import {
  initialApplyValues,
  resumeProblem,
  resumeProblemFromServer,
  serverFieldErrors,
  toApplyBody,
  validateApplication,
} from './apply-form'

describe('apply form', () => {
  it('pre-selects up to the first 3 profile skills among the 12 choices, and the profile availability', () => {
    const values = initialApplyValues({
      skills: ['Welding', 'Sales', 'Sales', 'Organization', 'Multitasking', 'Cash Handling'],
      availability: ['Nights', 'Full-time', 'Weekends'],
    })
    expect(values.selectedSkills).toEqual(['Sales', 'Organization', 'Multitasking'])
    expect(values.selectedAvailability).toEqual(['Full-time', 'Weekends'])
    expect(initialApplyValues(null).selectedSkills).toEqual([])
  })

  it('checks every rule in the spec words, and the body is the contract', () => {
    const values = {
      ...initialApplyValues({ skills: ['Sales'], availability: ['Weekends'] }),
      coverLetter: ' '.repeat(60),
    }
    expect(validateApplication(values)).toEqual({
      coverLetter: 'Cover letter must be at least 50 characters',
      isEighteenOrOlder: 'You must be 18 or older to apply',
      isAuthorizedToWork: 'You must be authorized to work in the US',
      doesNotRequireSponsorship: 'You must not require visa sponsorship',
    })
    expect(validateApplication({ ...values, coverLetter: 'a'.repeat(49) }).coverLetter).toBe(
      'Cover letter must be at least 50 characters'
    )
    expect(validateApplication({ ...values, coverLetter: 'a'.repeat(1001) }).coverLetter).toBe(
      'Cover letter is too long'
    )
    const ok = {
      ...values,
      coverLetter: 'a'.repeat(1000),
      isEighteenOrOlder: true,
      isAuthorizedToWork: true,
      doesNotRequireSponsorship: true,
      resume: { url: 'resume:r1', name: 'cv.pdf', size: 10 },
    }
    expect(validateApplication(ok)).toEqual({})
    expect(validateApplication({ ...ok, selectedSkills: [], selectedAvailability: [] })).toEqual({
      selectedSkills: 'Please select at least one relevant skill',
      selectedAvailability: 'Please select your availability',
    })
    expect(toApplyBody(ok)).toEqual({
      coverLetter: 'a'.repeat(1000),
      selectedSkills: ['Sales'],
      selectedAvailability: ['Weekends'],
      isEighteenOrOlder: true,
      isAuthorizedToWork: true,
      doesNotRequireSponsorship: true,
      resumeUrl: 'resume:r1',
    })
  })

  it('puts server errors on their fields', () => {
    expect(
      serverFieldErrors([
        { field: 'selectedSkills.2', message: 'first' },
        { field: 'selectedSkills', message: 'second' },
        { field: 'somethingElse', message: 'ignored' },
        { field: 'resumeUrl', message: 'Resume not found' },
      ])
    ).toEqual({ selectedSkills: 'first', resumeUrl: 'Resume not found' })
  })

  it('accepts PDF, DOC and DOCX up to 5 MB', () => {
    const file = (name: string, type: string, size = 100) => ({ name, type, size })
    expect(resumeProblem(file('cv.pdf', 'application/pdf'))).toBeNull()
    expect(resumeProblem(file('cv.DOC', 'application/msword'))).toBeNull()
    expect(resumeProblem(file('cv.docx', ''))).toBeNull()
    expect(resumeProblem(file('cv.txt', 'text/plain'))).toBe('type')
    expect(resumeProblem(file('cv.pdf', 'image/png'))).toBe('type')
    expect(resumeProblem(file('cv.pdf', 'application/pdf', 5 * 1024 * 1024))).toBeNull()
    expect(resumeProblem(file('cv.pdf', 'application/pdf', 5 * 1024 * 1024 + 1))).toBe('size')
    expect(resumeProblemFromServer(['Validation failed', 'File too large'])).toBe('size')
    expect(resumeProblemFromServer(['Invalid file type'])).toBe('type')
    expect(resumeProblemFromServer(['Please choose a file to upload'])).toBeNull()
  })
})
