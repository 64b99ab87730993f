import { AreaFrame, Box, Button, EmptyState, InputBase, Paper, SearchIcon, WorkIcon } from '@hireloop/shared-ui'
import { REMOTE_NAME } from '../../shared/remote-name'

function SearchField({ label, placeholder }: { label: string; placeholder: string }) {
  return (
    <Paper variant="outlined" sx={{ flex: 1, display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 0.5 }}>
      <SearchIcon fontSize="small" color="action" />
      <InputBase placeholder={placeholder} inputProps={{ 'aria-label': label }} disabled sx={{ flex: 1, fontSize: 14 }} />
    </Paper>
  )
}

/** /jobs: search card and the job list. No job postings exist until employers can post them. */
export function JobsPage() {
  return (
    <AreaFrame remoteName={REMOTE_NAME} title="Jobs" subtitle="Find your next opportunity">
      <Paper variant="outlined" component="form" role="search" sx={{ p: 2, mb: 2 }} onSubmit={(event) => event.preventDefault()}>
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1 }}>
          <SearchField label="Keyword" placeholder="Job title, skill or company" />
          <SearchField label="Location" placeholder="City or state" />
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <Button size="small" color="inherit" disabled>
            Filters
          </Button>
        </Box>
      </Paper>
      <EmptyState
        icon={<WorkIcon />}
        title="No jobs available"
        description="No job postings have been created yet. Employers can post jobs to get started."
      />
    </AreaFrame>
  )
}
