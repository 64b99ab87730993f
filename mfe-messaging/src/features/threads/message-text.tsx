import { Link as MuiLink } from '@hireloop/shared-ui'
import { Link } from 'react-router-dom'

/** A job page inside the app, as recommendations and shares write it (`/jobs/{id}`, alone or after the origin). */
const LINK = /(https?:\/\/[^\s]*[^\s.,;:!?)'"]|\/jobs\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/gi

function inAppPath(link: string): string | null {
  if (link.startsWith('/')) return link
  try {
    const url = new URL(link)
    return url.origin === window.location.origin ? `${url.pathname}${url.search}` : null
  } catch {
    return null
  }
}

/** A message's text with its links made clickable: pages of the app open in the app, other sites in a new tab. */
export function MessageText({ content }: { content: string }) {
  const parts = content.split(LINK)
  return (
    <>
      {parts.map((part, index) => {
        if (index % 2 === 0) return part
        const path = inAppPath(part)
        const sx = { color: 'inherit', textDecorationColor: 'currentcolor', fontWeight: 600 }
        return path ? (
          <MuiLink key={index} component={Link} to={path} sx={sx}>
            {part}
          </MuiLink>
        ) : (
          <MuiLink key={index} href={part} target="_blank" rel="noopener noreferrer" sx={sx}>
            {part}
          </MuiLink>
        )
      })}
    </>
  )
}
