import { Avatar, Box } from '@hireloop/shared-ui'
import { VerifiedIcon } from '@hireloop/shared-ui/icons'
import Chip from '@mui/material/Chip'
import Tooltip from '@mui/material/Tooltip'

/** The company's logo, or its initial when it has none (decorative: the name is always written next to it). */
export function CompanyLogo({ name, logo, size = 48 }: { name: string; logo: string | null; size?: number }) {
  return (
    <Avatar src={logo ?? undefined} alt="" variant="rounded" sx={{ width: size, height: size, fontSize: size / 2.2 }}>
      {name.charAt(0).toUpperCase()}
    </Avatar>
  )
}

export type VerificationKind = 'admin' | 'domain' | null

export const VERIFICATION_TEXT = {
  admin: { label: 'Verified', tooltip: 'Verified by the Hireloop team' },
  domain: {
    label: 'Verified domain',
    tooltip: "The employer's verified work e-mail is on the same domain as the company's website",
  },
} as const

/** Which kind of verification a company has, written out (nothing when it has none). */
export function VerificationChip({ kind }: { kind: VerificationKind }) {
  if (!kind) return null
  const text = VERIFICATION_TEXT[kind]
  return (
    <Tooltip title={text.tooltip}>
      <Chip
        size="small"
        color="primary"
        variant="outlined"
        icon={<VerifiedIcon fontSize="small" />}
        label={text.label}
        tabIndex={0}
        data-testid="company-verification"
      />
    </Tooltip>
  )
}

/** A company's name with what tells two of the same name apart: where it is based and its verified mark. */
export function CompanyNameLine({
  name,
  headquarters,
  verified,
}: {
  name: string
  headquarters?: string | null
  verified?: boolean
}) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
      <span>{name}</span>
      {verified && <VerifiedIcon fontSize="small" color="primary" titleAccess="Verified" />}
      {headquarters && <Box component="span" sx={{ color: 'text.secondary' }}>{`· ${headquarters}`}</Box>}
    </Box>
  )
}
