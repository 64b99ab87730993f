import { describe, expect, it } from 'vitest'
import { fileNameFromDisposition } from './employer-download-resume'

describe('fileNameFromDisposition', () => {
  it('reads a quoted file name', () => {
    expect(fileNameFromDisposition('attachment; filename="Dana Lee CV.pdf"')).toBe('Dana Lee CV.pdf')
  })

  it('reads an unquoted file name', () => {
    expect(fileNameFromDisposition('attachment; filename=cv.docx')).toBe('cv.docx')
  })

  it('prefers the encoded filename* (non-ASCII names)', () => {
    expect(
      fileNameFromDisposition(`attachment; filename="Resume.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20Dana.pdf`)
    ).toBe('Résumé Dana.pdf')
  })

  it('unescapes quoted characters', () => {
    expect(fileNameFromDisposition('attachment; filename="my \\"best\\" cv.pdf"')).toBe('my "best" cv.pdf')
  })

  it("falls back to 'resume.pdf' without a header or a name", () => {
    expect(fileNameFromDisposition(null)).toBe('resume.pdf')
    expect(fileNameFromDisposition('attachment')).toBe('resume.pdf')
    expect(fileNameFromDisposition('attachment; filename=""')).toBe('resume.pdf')
  })
})
