import { describe, expect, it } from 'vitest'
import { APPLICATION_EMAIL_TYPES, EMAIL_TEMPLATES, emailPreview, templateMessage } from './email-templates'
import { nextMoves } from './pipeline'

describe('nextMoves', () => {
  it('follows APPLICATION_TRANSITIONS with the target as the label', () => {
    expect(nextMoves('applied')).toEqual([
      { to: 'viewed', label: 'Mark Under Review' },
      { to: 'interview', label: 'Schedule Interview' },
      { to: 'offer', label: 'Extend Offer' },
      { to: 'rejected', label: 'Reject' },
    ])
    expect(nextMoves('offer')).toEqual([
      { to: 'hired', label: 'Mark Hired' },
      { to: 'rejected', label: 'Reject' },
    ])
    expect(nextMoves('hired')).toEqual([])
    expect(nextMoves('rejected')).toEqual([])
  })
})

describe('email templates', () => {
  const context = { candidateName: 'Dana Lee', jobTitle: 'Lineworker', companyName: 'Gridline Power' }

  it('has a name, a subject with the job and a starting message for each of the five types', () => {
    expect(APPLICATION_EMAIL_TYPES.map((type) => EMAIL_TEMPLATES[type].name)).toEqual([
      'Application Received',
      'Under Review',
      'Interview Invitation',
      'Application Accepted',
      'Not Selected',
    ])
    for (const type of APPLICATION_EMAIL_TYPES) {
      expect(emailPreview(type, '', { ...context, jobTitle: 'Lineworker' }).subject).toContain('Lineworker')
      expect(templateMessage(type, context).length).toBeGreaterThan(20)
    }
  })

  it("previews the mail as the server composes it: greeting, the template's opening, the employer's message", () => {
    expect(emailPreview('accepted', 'See you Monday.\n\nBring your ID.', context)).toEqual({
      subject: 'Good news about Lineworker at Gridline Power',
      heading: 'Your application was accepted',
      paragraphs: [
        'Hi Dana Lee,',
        'Congratulations! Gridline Power has accepted your application for Lineworker.',
        'A message from Gridline Power:',
        'See you Monday.',
        'Bring your ID.',
      ],
    })
  })

  it('leaves the message block out when the message is empty', () => {
    expect(emailPreview('under_review', '  ', context).paragraphs).toEqual([
      'Hi Dana Lee,',
      'Gridline Power is now reviewing your application for Lineworker.',
    ])
  })
})
