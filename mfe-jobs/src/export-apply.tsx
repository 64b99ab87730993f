import type { JobApplyDialogModule } from '@hireloop/shared-ui'
import { ApplyToJob } from './features/apply/apply-to-job'

/**
 * Exposed as `mfe_jobs/apply`: the Apply dialog other areas open at run time (shared-ui's loadAreaExport with
 * JOBS_APPLY_EXPORT), e.g. the feed's Apply Now on a job post. Its props are shared-ui's JobApplyDialogProps.
 */
export default ApplyToJob satisfies JobApplyDialogModule['default']
