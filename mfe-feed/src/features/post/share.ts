/** Share texts are cut to 100 characters (part 1 §9). */
export const SHARE_TEXT_MAX = 100

export const SHARE_TARGETS = ['linkedin', 'twitter', 'facebook', 'instagram', 'whatsapp', 'copy'] as const
export type ShareTarget = (typeof SHARE_TARGETS)[number]

export const SHARE_TARGET_LABELS: Record<ShareTarget, string> = {
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
  facebook: 'Facebook',
  instagram: 'Instagram',
  whatsapp: 'WhatsApp',
  copy: 'Copy Link',
}

/** The post's text on one line, at most 100 characters; an ellipsis marks the cut (it counts as one of them). */
export function shareText(content: string, max = SHARE_TEXT_MAX): string {
  const text = content.replace(/\s+/g, ' ').trim()
  const characters = Array.from(text)
  if (characters.length <= max) return text
  return `${characters
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`
}

/** The shared link: /post/{id} on this site. */
export function postLink(postId: string, origin: string): string {
  return `${origin.replace(/\/$/, '')}/post/${encodeURIComponent(postId)}`
}

/** Where a share goes: a web address to open, or `copy` for the targets that copy the link (Instagram, Copy Link). */
export function shareDestination(target: ShareTarget, link: string, text: string): { open: string } | { copy: string } {
  const u = encodeURIComponent(link)
  const t = encodeURIComponent(text)
  switch (target) {
    case 'linkedin':
      return { open: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` }
    case 'twitter':
      return { open: `https://twitter.com/intent/tweet?text=${t}&url=${u}` }
    case 'facebook':
      return { open: `https://www.facebook.com/sharer/sharer.php?u=${u}&quote=${t}` }
    case 'whatsapp':
      return { open: `https://wa.me/?text=${encodeURIComponent(text ? `${text} ${link}` : link)}` }
    case 'instagram':
    case 'copy':
      return { copy: link }
  }
}
