import { Box, errorMessage, Paper, Typography, useToast } from '@hireloop/shared-ui'
import { useSWRConfig } from 'swr'
import { createCompany } from '../../api/companies/create-company'
import { MY_COMPANIES_KEY } from '../../api/companies/get-my-companies'
import { updateCompany } from '../../api/companies/update-company'
import type { Company } from '../../api/companies/types'
import { CompanyForm, EMPTY_COMPANY } from './company-form'

/**
 * The first time an employer posts a job or opens the dashboard: they name the company their jobs are posted under
 * (never named after them) and may add its logo and details.
 */
export function CompanySetup({ onCreated }: { onCreated?: (company: Company) => void }) {
  const { toast } = useToast()
  const { mutate } = useSWRConfig()
  return (
    <Paper variant="outlined" component="section" aria-labelledby="company-setup-title" sx={{ p: 2 }}>
      <Box sx={{ mb: 2 }}>
        <Typography id="company-setup-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Set up your company
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Candidates decide whether to trust a job by who posts it. Name the company your jobs are posted under; a logo,
          a few words about it, its website, size, industry and headquarters help them decide.
        </Typography>
      </Box>
      <CompanyForm
        initial={EMPTY_COMPANY}
        submitLabel="Create company"
        submittingLabel="Creating..."
        onSubmit={async ({ logo, ...fields }) => {
          let company = await createCompany(fields)
          // The logo is the owner's own upload: it is attached once the company (and so its owner) exists.
          if (logo) {
            try {
              company = await updateCompany(company.id, { logo })
            } catch (error) {
              toast({
                title: 'Logo not saved',
                description: errorMessage(error, 'Please try again.'),
                variant: 'error',
              })
            }
          }
          await mutate(MY_COMPANIES_KEY, [company], { revalidate: false })
          toast({
            title: 'Company created',
            description: `Your jobs are posted under ${company.name}.`,
            variant: 'success',
          })
          onCreated?.(company)
        }}
      />
    </Paper>
  )
}
