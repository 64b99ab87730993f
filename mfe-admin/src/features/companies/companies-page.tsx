import type { CompanyAnswer } from '@hireloop/backend/api-types/jobs'
import { Box, Button, EmptyState, errorMessage, Paper, Typography, useCursorList, useToast } from '@hireloop/shared-ui'
import Chip from '@mui/material/Chip'
import TextField from '@mui/material/TextField'
import { useEffect, useId, useState } from 'react'
import { fetchAllCompanies } from '../../api/companies/get-all-companies'
import { setCompanyVerification } from '../../api/companies/set-company-verification'
import { setCompanyVisibility } from '../../api/companies/set-company-visibility'
import { HideCompanyDialog } from './hide-company-dialog'
import { LoadState } from '../../shared/load-state'

export const SEARCH_DELAY_MS = 300
export const VERIFY_FAILED = 'Could not change the verification'
export const VISIBILITY_FAILED = 'Could not change the visibility'

export const visibilityToast = (company: CompanyAnswer) =>
  company.hidden ? `${company.name} is now hidden` : `${company.name} is shown again`

export const verificationToast = (company: CompanyAnswer) =>
  company.verified ? `${company.name} is now verified` : `${company.name} is no longer verified`

function CompanyRow({
  company,
  busy,
  onToggle,
  onHide,
  onShow,
}: {
  company: CompanyAnswer
  busy: boolean
  onToggle: (company: CompanyAnswer) => void
  onHide: (company: CompanyAnswer) => void
  onShow: (company: CompanyAnswer) => void
}) {
  const nameId = useId()
  // Where it is based and how it is verified sit beside the name: two companies of one name are told apart.
  const details = [company.headquarters, company.industry].filter(Boolean).join(' · ')
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="company"
      sx={{ p: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
    >
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography id={nameId} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {company.name}
          </Typography>
          {company.verified && <Chip label="Verified" color="success" size="small" />}
          {!company.verified && company.domainVerified && (
            <Chip label="Domain verified" color="success" variant="outlined" size="small" />
          )}
          {company.hidden && <Chip label="Hidden" color="warning" size="small" />}
        </Box>
        {details && (
          <Typography variant="body2" color="text.secondary" data-testid="company-details">
            {details}
          </Typography>
        )}
        {company.hidden && company.hiddenReason && (
          <Typography variant="body2" color="warning.main" sx={{ overflowWrap: 'anywhere' }}>
            {`Hidden: ${company.hiddenReason}`}
          </Typography>
        )}
      </Box>
      <Button
        size="small"
        variant={company.verified ? 'outlined' : 'contained'}
        disabled={busy}
        aria-describedby={nameId}
        onClick={() => onToggle(company)}
      >
        {company.verified ? 'Remove verification' : 'Mark verified'}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color={company.hidden ? 'primary' : 'error'}
        disabled={busy}
        aria-describedby={nameId}
        onClick={() => (company.hidden ? onShow(company) : onHide(company))}
      >
        {company.hidden ? 'Show' : 'Hide'}
      </Button>
    </Paper>
  )
}

/** /admin/companies: every company, unverified first; an admin marks one verified (the badge on its jobs) or hides it. */
export function CompaniesPage() {
  const [search, setSearch] = useState('')
  const [q, setQ] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [search])
  const list = useCursorList(`companies:${q}`, (cursor) => fetchAllCompanies(q, cursor))
  const { toast } = useToast()
  const [busyId, setBusyId] = useState<string | null>(null)

  const toggle = async (company: CompanyAnswer) => {
    setBusyId(company.id)
    try {
      const answer = await setCompanyVerification(company.id, !company.verified)
      list.update(company.id, () => answer)
      toast({ title: verificationToast(answer), variant: 'success' })
    } catch (error) {
      toast({ title: VERIFY_FAILED, description: errorMessage(error, 'Please try again.'), variant: 'error' })
    } finally {
      setBusyId(null)
    }
  }

  const [hiding, setHiding] = useState<CompanyAnswer | null>(null)
  const [hideError, setHideError] = useState<string | null>(null)
  const changeVisibility = async (company: CompanyAnswer, hidden: boolean, reason?: string) => {
    setBusyId(company.id)
    setHideError(null)
    try {
      const answer = await setCompanyVisibility(company.id, hidden, reason)
      list.update(company.id, () => answer)
      setHiding(null)
      toast({ title: visibilityToast(answer), variant: 'success' })
    } catch (error) {
      const message = errorMessage(error, 'Please try again.')
      if (hidden) setHideError(message)
      else toast({ title: VISIBILITY_FAILED, description: message, variant: 'error' })
    } finally {
      setBusyId(null)
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        Unverified companies come first. A verified company shows the Verified badge on its jobs; a hidden one's page
        and jobs are seen by its owner only.
      </Typography>
      <TextField
        label="Search companies"
        type="search"
        size="small"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <LoadState
        what="companies"
        error={list.error?.error}
        isLoading={list.isLoading}
        onRetry={() => (list.error?.kind === 'more' ? list.loadMore() : list.refresh())}
      />
      {!list.isLoading && !list.error && list.items.length === 0 && (
        <EmptyState
          testId="companies-empty"
          title={q ? 'No companies match your search' : 'No companies yet'}
          description={q ? 'Try another name.' : 'Companies appear here once employers create them.'}
        />
      )}
      {list.items.length > 0 && (
        <Box component="ul" aria-label="Companies" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {list.items.map((company) => (
            <CompanyRow
              key={company.id}
              company={company}
              busy={busyId === company.id}
              onToggle={toggle}
              onHide={(target) => {
                setHideError(null)
                setHiding(target)
              }}
              onShow={(target) => void changeVisibility(target, false)}
            />
          ))}
        </Box>
      )}
      {list.hasMore && (
        <Button variant="outlined" onClick={list.loadMore} disabled={list.isLoadingMore} sx={{ justifySelf: 'center' }}>
          {list.isLoadingMore ? 'Loading…' : 'Load more'}
        </Button>
      )}
      {hiding && (
        <HideCompanyDialog
          company={hiding}
          busy={busyId === hiding.id}
          serverError={hideError}
          onConfirm={(reason) => void changeVisibility(hiding, true, reason)}
          onCancel={() => setHiding(null)}
        />
      )}
    </Box>
  )
}
