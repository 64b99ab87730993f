import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import type { SxProps, Theme } from '@mui/material/styles'
import type { PublicCompany } from '../api/companies/types'

export const HIDDEN_TITLE = 'This company is hidden'
export const HIDDEN_TEXT =
  'An admin hid it for breaking the community guidelines: its page and jobs are seen by you and admins only. Contact support to appeal.'
export const NOT_AVAILABLE_TITLE = 'Company not available'

/**
 * The owner's (and admins') notice that an admin hid the company, with the admin's reason: on its page, its settings,
 * the dashboard and the job wizard, wherever the owner might otherwise wait on jobs nobody sees.
 */
export function HiddenCompanyNotice({ company, sx }: { company: PublicCompany; sx?: SxProps<Theme> }) {
  if (!('hidden' in company) || !company.hidden) return null
  return (
    <Alert severity="warning" data-testid="company-hidden" sx={sx}>
      <AlertTitle>{HIDDEN_TITLE}</AlertTitle>
      {company.hiddenReason && <strong>{`Reason: ${company.hiddenReason}`}</strong>}
      <div>{HIDDEN_TEXT}</div>
    </Alert>
  )
}
