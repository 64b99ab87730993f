/*
| What a résumé is, read from its bytes, never from its name or declared
| type (part 2 §5: PDF, DOC or DOCX):
| - PDF: starts with `%PDF-`;
| - DOC: an OLE2 compound file (D0 CF 11 E0 A1 B1 1A E1) holding a
|   `WordDocument` stream (so an Excel or other OLE2 file is refused);
| - DOCX: a ZIP (PK 03 04) whose central directory lists `word/document.xml`.
*/

export interface ResumeType {
  mime: string
  extension: 'pdf' | 'doc' | 'docx'
}

export const RESUME_TYPES = {
  pdf: { mime: 'application/pdf', extension: 'pdf' },
  doc: { mime: 'application/msword', extension: 'doc' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' },
} as const satisfies Record<string, ResumeType>

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
const ZIP_LOCAL = Buffer.from([0x50, 0x4b, 0x03, 0x04])
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le')

/** The names listed in a ZIP's central directory, or null when it is not a readable ZIP. */
export function zipEntryNames(file: Buffer): string[] | null {
  const EOCD = 0x06054b50
  const CENTRAL = 0x02014b50
  // The end record is in the last 22 + 65535 (comment) bytes.
  const stop = Math.max(0, file.length - 22 - 0xffff)
  let end = -1
  for (let i = file.length - 22; i >= stop; i--) {
    if (file.readUInt32LE(i) === EOCD) {
      end = i
      break
    }
  }
  if (end < 0) return null
  const count = file.readUInt16LE(end + 10)
  let offset = file.readUInt32LE(end + 16)
  const names: string[] = []
  for (let n = 0; n < count; n++) {
    if (offset + 46 > file.length || file.readUInt32LE(offset) !== CENTRAL) return null
    const nameLength = file.readUInt16LE(offset + 28)
    const extraLength = file.readUInt16LE(offset + 30)
    const commentLength = file.readUInt16LE(offset + 32)
    if (offset + 46 + nameLength > file.length) return null
    names.push(file.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'))
    offset += 46 + nameLength + extraLength + commentLength
  }
  return names
}

/** The résumé type of a whole file, or null when it is not a PDF, DOC or DOCX. */
export function detectResume(file: Buffer): ResumeType | null {
  if (file.length >= 5 && file.subarray(0, 5).toString('latin1') === '%PDF-') return RESUME_TYPES.pdf
  if (file.length >= 512 && file.subarray(0, 8).equals(OLE2)) {
    return file.includes(WORD_STREAM) ? RESUME_TYPES.doc : null
  }
  if (file.length >= 30 && file.subarray(0, 4).equals(ZIP_LOCAL)) {
    return zipEntryNames(file)?.includes('word/document.xml') ? RESUME_TYPES.docx : null
  }
  return null
}

/**
 * The uploaded file's name as kept: no folders, no control characters, at
 * most 255 characters; `resume.<ext>` when nothing is left.
 */
export function cleanFileName(name: string | null | undefined, extension: string) {
  const base = (name ?? '').split(/[\\/]/).pop() ?? ''
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  const kept = clean === '' || clean === '.' || clean === '..' ? `resume.${extension}` : clean
  return kept.length > 255 ? kept.slice(kept.length - 255) : kept
}

/** An RFC 6266 attachment header: an ASCII fallback name, and the exact name in UTF-8 (filename*). */
export function attachmentDisposition(name: string) {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return fallback === name
    ? `attachment; filename="${name}"`
    : `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`
}
