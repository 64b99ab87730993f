import { describe, expect, it } from 'vitest'
import { postLink, SHARE_TARGET_LABELS, SHARE_TARGETS, shareDestination, shareText } from './share'

describe('shareText', () => {
  it('keeps short texts as they are, on one line', () => {
    expect(shareText('  Hello\n\nworld  ')).toBe('Hello world')
    expect(shareText('x'.repeat(100))).toBe('x'.repeat(100))
  })

  it('cuts longer texts to 100 characters, the ellipsis included', () => {
    const cut = shareText('word '.repeat(60))
    expect(Array.from(cut)).toHaveLength(100)
    expect(cut.endsWith('…')).toBe(true)
    expect(Array.from(shareText('y'.repeat(101)))).toHaveLength(100)
  })

  it('never splits a character made of two code units', () => {
    const cut = shareText('😀'.repeat(150))
    expect(Array.from(cut)).toHaveLength(100)
    expect(cut).not.toMatch(/\uD83D(?!\uDE00)/)
  })
})

describe('share destinations', () => {
  const link = postLink('3f1c', 'https://app.example.com/')
  it('links to /post/{id}', () => {
    expect(link).toBe('https://app.example.com/post/3f1c')
  })

  it('offers the six targets of part 1 §9', () => {
    expect(SHARE_TARGETS.map((target) => SHARE_TARGET_LABELS[target])).toEqual([
      'LinkedIn',
      'Twitter',
      'Facebook',
      'Instagram',
      'WhatsApp',
      'Copy Link',
    ])
  })

  it('opens the networks with the link and text, and copies the link for Instagram and Copy Link', () => {
    expect(shareDestination('linkedin', link, 'Hi')).toEqual({
      open: 'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fapp.example.com%2Fpost%2F3f1c',
    })
    expect(shareDestination('twitter', link, 'Hi there')).toEqual({
      open: 'https://twitter.com/intent/tweet?text=Hi%20there&url=https%3A%2F%2Fapp.example.com%2Fpost%2F3f1c',
    })
    expect('open' in shareDestination('facebook', link, 'Hi')).toBe(true)
    expect(shareDestination('whatsapp', link, 'Hi')).toEqual({
      open: 'https://wa.me/?text=Hi%20https%3A%2F%2Fapp.example.com%2Fpost%2F3f1c',
    })
    expect(shareDestination('instagram', link, 'Hi')).toEqual({ copy: link })
    expect(shareDestination('copy', link, 'Hi')).toEqual({ copy: link })
  })
})
