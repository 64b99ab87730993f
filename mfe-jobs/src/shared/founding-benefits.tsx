import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Tooltip from '@mui/material/Tooltip'

/** The four founding employer benefits (spec part 2, early-bird page); the badge's tooltip names each of them. */
export const FOUNDING_BENEFITS = [
  {
    title: 'Founding Employer Badge',
    text: 'An exclusive founding member status, shown as Founding Employer #N on your company and job posts.',
  },
  { title: 'Priority Job Placement', text: 'Your jobs are placed ahead of regular listings, forever.' },
  { title: 'Locked-In Pricing', text: 'Keep the founding price of $49/month for as long as you stay.' },
  { title: 'Free Trial Period', text: '3-6 months of free job posting to get your hiring started.' },
] as const

function FoundingBenefitsList() {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {FOUNDING_BENEFITS.map((benefit) => (
        <li key={benefit.title}>{benefit.title}</li>
      ))}
    </Box>
  )
}

/** 'Founding Employer #N', focusable so keyboard users reach the tooltip that lists the benefits. */
export function FoundingBadge({ number }: { number: number }) {
  return (
    <Tooltip title={<FoundingBenefitsList />}>
      <Chip size="small" variant="outlined" color="secondary" label={`Founding Employer #${number}`} tabIndex={0} />
    </Tooltip>
  )
}
