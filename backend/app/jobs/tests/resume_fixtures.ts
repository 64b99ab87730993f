import { crc32 } from 'node:zlib'

/*
| Small real files for the résumé tests: what a PDF, a Word 97 document
| and a Word 2007+ document start with (and, for DOCX, a ZIP directory
| listing word/document.xml), and things that only pretend to be one.
*/

/** A ZIP of stored (uncompressed) entries. */
export function zip(entries: Record<string, string>) {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text)
    const fileName = Buffer.from(name)
    const crc = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(fileName.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(fileName.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, fileName, data)
    centrals.push(central, fileName)
    offset += local.length + fileName.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(Object.keys(entries).length, 8)
  end.writeUInt16LE(Object.keys(entries).length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

function ole2(streamName: string) {
  const file = Buffer.alloc(2048)
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0)
  Buffer.from(streamName, 'utf16le').copy(file, 1024)
  return file
}

export const RESUME_FIXTURES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  doc: ole2('WordDocument'),
  docx: zip({
    '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
    'word/document.xml': '<?xml version="1.0"?><w:document/>',
  }),
}

export const RESUME_MIME = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const

/** Files that claim to be résumés by name and declared type only. */
export const FAKE_RESUMES = {
  'a renamed Windows executable': {
    body: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510)]),
    filename: 'resume.pdf',
    contentType: 'application/pdf',
  },
  'a text file named .docx': {
    body: Buffer.from('I am a résumé, honestly.\n'),
    filename: 'resume.docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  'a spreadsheet (ZIP without word/document.xml)': {
    body: zip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' }),
    filename: 'resume.docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  'an OLE2 file that is no Word document': {
    body: ole2('Workbook'),
    filename: 'resume.doc',
    contentType: 'application/msword',
  },
}
