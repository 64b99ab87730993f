import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import { formatBadgeCount } from '../../utils/format-count'
import { VISUALLY_HIDDEN } from '../../utils/visually-hidden'

export interface CountBadgeProps {
  count: number
  /** Accessible description, e.g. "unread messages". */
  label?: string
  /**
   * Read the count out (default). Pass false inside a control that names itself with aria-label: text the
   * name does not contain fails WCAG 2.5.3 (label in name).
   */
  announce?: boolean
  sx?: SxProps<Theme>
}

/** A small red pill: nothing at zero, the count up to 99, then '99+'. */
export function CountBadge({ count, label = 'unread', announce = true, sx }: CountBadgeProps) {
  const text = formatBadgeCount(count)
  if (!text) return null
  // The pill is drawn for the eye; the words are read out (a bare span may not carry aria-label,
  // and the digits alone would not match the name of the button or link around it).
  return (
    <>
      <Box
        component="span"
        data-testid="count-badge"
        aria-hidden="true"
        sx={[
          {
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            minWidth: 18,
            height: 18,
            px: 0.5,
            borderRadius: 9,
            bgcolor: 'error.main',
            color: 'error.contrastText',
            fontSize: 11,
            fontWeight: 700,
            lineHeight: 1,
          },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        {text}
      </Box>
      {announce && <Box component="span" sx={VISUALLY_HIDDEN}>{` (${text} ${label})`}</Box>}
    </>
  )
}
