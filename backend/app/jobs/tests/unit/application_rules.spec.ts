import { test } from '@japa/runner'
import { APPLICATION_STATUSES, type ApplicationStatus } from '#jobs/constants'
import { canMove, refusedMoveMessage, respondBy, storedStatus } from '#jobs/rules/application_rules'
import { attachmentDisposition, cleanFileName, detectResume, zipEntryNames } from '#jobs/rules/resume_type'
import { FAKE_RESUMES, RESUME_FIXTURES, RESUME_MIME, zip } from '#jobs/tests/resume_fixtures'

test.group('the application pipeline', () => {
  test('forward moves and rejection before hired are allowed; nothing else', ({ assert }) => {
    const allowed = new Set([
      'applied>viewed',
      'applied>interview',
      'applied>offer',
      'applied>rejected',
      'viewed>interview',
      'viewed>offer',
      'viewed>rejected',
      'interview>offer',
      'interview>rejected',
      'offer>hired',
      'offer>rejected',
    ])
    for (const from of APPLICATION_STATUSES) {
      for (const to of APPLICATION_STATUSES) {
        assert.equal(canMove(from, to), allowed.has(`${from}>${to}`), `${from} → ${to}`)
      }
    }
  })

  test('both vocabularies map onto the stored one; anything else is refused', ({ assert }) => {
    const cases: [string, ApplicationStatus | null][] = [
      ['pending', 'applied'],
      ['reviewed', 'viewed'],
      ['accepted', 'offer'],
      ['rejected', 'rejected'],
      ['interview', 'interview'],
      ['hired', 'hired'],
      ['Applied', null],
      ['toString', null],
      ['__proto__', null],
      ['', null],
    ]
    for (const [input, expected] of cases) assert.equal(storedStatus(input), expected, input)
  })

  test('a refused move names both labels; the deadline applies while applied only', ({ assert }) => {
    assert.equal(refusedMoveMessage('hired', 'viewed'), 'An application that is Hired cannot move to Under Review')
    assert.equal(
      refusedMoveMessage('rejected', 'offer'),
      'An application that is Not Selected cannot move to Offer Extended'
    )
    const at = new Date('2026-11-01T10:00:00.000Z')
    assert.equal(respondBy('applied', at, 14), '2026-11-15T10:00:00.000Z')
    assert.isNull(respondBy('viewed', at, 14))
  })
})

test.group('résumé files', () => {
  test('PDF, DOC and DOCX are recognised by content; look-alikes are not', ({ assert }) => {
    for (const kind of ['pdf', 'doc', 'docx'] as const) {
      assert.equal(detectResume(RESUME_FIXTURES[kind])?.mime, RESUME_MIME[kind])
    }
    for (const [name, fake] of Object.entries(FAKE_RESUMES)) assert.isNull(detectResume(fake.body), name)
    assert.isNull(detectResume(Buffer.alloc(0)))
    // A truncated ZIP (no central directory) is not a document.
    assert.isNull(detectResume(RESUME_FIXTURES.docx.subarray(0, 60)))
    assert.deepEqual(zipEntryNames(zip({ 'a.txt': 'a', 'word/document.xml': '<w/>' })), ['a.txt', 'word/document.xml'])
    assert.isNull(zipEntryNames(Buffer.from('PK\x03\x04 nothing else')))
  })

  test('names are kept without folders or control characters, and sent per RFC 6266', ({ assert }) => {
    assert.equal(cleanFileName('C:\\Users\\dana\\My CV.pdf', 'pdf'), 'My CV.pdf')
    assert.equal(cleanFileName('../../etc/passwd', 'pdf'), 'passwd')
    assert.equal(cleanFileName('bad\u0000\u001fname.doc', 'doc'), 'badname.doc')
    assert.equal(cleanFileName('', 'docx'), 'resume.docx')
    assert.equal(cleanFileName(null, 'pdf'), 'resume.pdf')
    assert.lengthOf(cleanFileName(`${'a'.repeat(300)}.pdf`, 'pdf'), 255)
    assert.equal(attachmentDisposition('cv.pdf'), 'attachment; filename="cv.pdf"')
    assert.equal(
      attachmentDisposition('say "hi".pdf'),
      `attachment; filename="say _hi_.pdf"; filename*=UTF-8''say%20%22hi%22.pdf`
    )
    assert.equal(
      attachmentDisposition('Lebenslauf Müller (1).pdf'),
      `attachment; filename="Lebenslauf M_ller (1).pdf"; filename*=UTF-8''Lebenslauf%20M%C3%BCller%20%281%29.pdf`
    )
  })
})
