import { AreaFrame, Box, Button, EmptyState, ShieldIcon, Typography, useToast } from '@hireloop/shared-ui'
import { useSWRConfig } from 'swr'
import { Link as RouterLink } from 'react-router-dom'
import { MY_COMPANIES_KEY } from '../../api/companies/get-my-companies'
import { companyKey } from '../../api/companies/get-company'
import { updateCompany } from '../../api/companies/update-company'
import type { Company } from '../../api/companies/types'
import { REMOTE_NAME } from '../../shared/remote-name'
import { useEmployerCompany } from '../../shared/use-employer-company'
import { CompanyForm, type CompanyFormValues } from './company-form'
import { CompanySetup } from './company-setup'
import { VERIFICATION_TEXT } from './company-identity'
import { HiddenCompanyNotice } from '../../shared/hidden-company-notice'

function formValues(company: Company): CompanyFormValues {
  return {
    name: company.name,
    description: company.description ?? '',
    website: company.website ?? '',
    size: company.size ?? '',
    industry: company.industry ?? '',
    headquarters: company.headquarters ?? '',
    logo: company.logo,
  }
}

/** What the page says about the company's verification (admin, domain, or how to get the domain one). */
export function verificationNote(company: Pick<Company, 'verification' | 'website'>): string {
  if (company.verification === 'admin') return `${VERIFICATION_TEXT.admin.label}: ${VERIFICATION_TEXT.admin.tooltip}.`
  if (company.verification === 'domain')
    return `${VERIFICATION_TEXT.domain.label}: ${VERIFICATION_TEXT.domain.tooltip}.`
  return company.website
    ? 'Not verified yet. Verify your work e-mail on the website\'s domain and your company shows "Verified domain".'
    : 'Not verified yet. Add your website: a verified work e-mail on its domain shows "Verified domain".'
}

/** /dashboard/company: the employer edits every field of their company. */
export function CompanySettingsPage() {
  const employer = useEmployerCompany()
  const { toast } = useToast()
  const { mutate } = useSWRConfig()

  if (employer.status === 'signed-out' || employer.status === 'not-employer') {
    return (
      <AreaFrame remoteName={REMOTE_NAME} title="Company">
        <EmptyState
          testId="gate-role"
          icon={<ShieldIcon />}
          title="Employer Only"
          description="This page is only available to employers."
        />
      </AreaFrame>
    )
  }
  if (employer.status === 'missing') {
    return (
      <AreaFrame remoteName={REMOTE_NAME} title="Company">
        <CompanySetup />
      </AreaFrame>
    )
  }
  if (employer.status !== 'ready') {
    return (
      <AreaFrame remoteName={REMOTE_NAME} title="Company">
        <Typography role="status" sx={{ textAlign: 'center', py: 4 }}>
          {employer.status === 'failed' ? 'Failed to load your company. Please refresh the page.' : 'Loading...'}
        </Typography>
      </AreaFrame>
    )
  }

  const company = employer.company
  return (
    <AreaFrame
      remoteName={REMOTE_NAME}
      title="Company"
      subtitle="What candidates see about who is hiring"
      actions={
        <Button component={RouterLink} to={`/companies/${encodeURIComponent(company.id)}`} size="small">
          View page
        </Button>
      }
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <HiddenCompanyNotice company={company} />
        <Typography variant="body2" data-testid="verification-note">
          {verificationNote(company)}
        </Typography>
        <CompanyForm
          key={company.id}
          initial={formValues(company)}
          submitLabel="Save changes"
          submittingLabel="Saving..."
          onSubmit={async (values) => {
            const saved = await updateCompany(company.id, values)
            await mutate(MY_COMPANIES_KEY, [saved], { revalidate: false })
            void mutate(companyKey(company.id))
            toast({ title: 'Company updated', variant: 'success' })
          }}
          footer={
            <Button component={RouterLink} to="/dashboard">
              Back to dashboard
            </Button>
          }
        />
      </Box>
    </AreaFrame>
  )
}
