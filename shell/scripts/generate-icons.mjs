// Draws the app icons (PNG) with Node built-ins only. Run once: `npm run generate-icons -w shell`; the PNGs are
// committed in public/icons. The mark is a white loop on the brand blue.
import { mkdirSync, writeFileSync } from 'node:fs'
import { deflateSync } from 'node:zlib'

const OUT = new URL('../public/icons/', import.meta.url)
const BRAND = [29, 78, 216]
const WHITE = [255, 255, 255]

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(buffer) {
  let crc = 0xffffffff
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type, data) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

function encodePng(size, rgba) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header[8] = 8 // bit depth
  header[9] = 6 // RGBA
  const raw = Buffer.alloc((size * 4 + 1) * size)
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0 // filter: none
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4)
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/**
 * @param size pixels
 * @param maskable full-bleed background (the platform crops it) with the mark inside the 80 % safe zone
 * @param opaque no transparent corners (Apple touch icon)
 */
function drawIcon(size, { maskable = false, opaque = false } = {}) {
  const rgba = Buffer.alloc(size * size * 4)
  const samples = 4
  const corner = maskable || opaque ? 0 : 0.22 // corner radius, fraction of size
  const scale = maskable ? 0.72 : 1 // keep the mark inside the safe zone
  const ringRadius = 0.25 * scale
  const ringWidth = 0.085 * scale
  const dotRadius = 0.07 * scale

  const inBackground = (x, y) => {
    if (corner === 0) return true
    const r = corner
    const cx = Math.min(Math.max(x, r), 1 - r)
    const cy = Math.min(Math.max(y, r), 1 - r)
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r
  }
  const inMark = (x, y) => {
    const dx = x - 0.5
    const dy = y - 0.5
    const d = Math.hypot(dx, dy)
    const ring = Math.abs(d - ringRadius) <= ringWidth / 2
    // A gap at the top right makes the ring read as a loop; the dot closes it.
    const angle = Math.atan2(-dy, dx)
    const gap = angle > 0.35 && angle < 1.05
    const dotX = 0.5 + ringRadius * Math.cos(0.7)
    const dotY = 0.5 - ringRadius * Math.sin(0.7)
    const dot = Math.hypot(x - dotX, y - dotY) <= dotRadius
    return (ring && !gap) || dot
  }

  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let bg = 0
      let mark = 0
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = (px + (sx + 0.5) / samples) / size
          const y = (py + (sy + 0.5) / samples) / size
          if (inBackground(x, y)) {
            bg++
            if (inMark(x, y)) mark++
          }
        }
      }
      const total = samples * samples
      const alpha = bg / total
      const markShare = bg ? mark / bg : 0
      const offset = (py * size + px) * 4
      for (let c = 0; c < 3; c++) rgba[offset + c] = Math.round(BRAND[c] * (1 - markShare) + WHITE[c] * markShare)
      rgba[offset + 3] = Math.round(alpha * 255)
    }
  }
  return encodePng(size, rgba)
}

mkdirSync(OUT, { recursive: true })
const icons = {
  'icon-192.png': drawIcon(192),
  'icon-512.png': drawIcon(512),
  'maskable-192.png': drawIcon(192, { maskable: true }),
  'maskable-512.png': drawIcon(512, { maskable: true }),
  'apple-touch-icon.png': drawIcon(180, { opaque: true }),
}
for (const [name, png] of Object.entries(icons)) {
  writeFileSync(new URL(name, OUT), png)
  console.log(`wrote public/icons/${name} (${png.length} bytes)`)
}
