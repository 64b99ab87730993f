import { JobsApp } from './app/jobs-app'

/** Exposed as `mfe_jobs/app`; the shell renders it inside its router for /jobs/*, /applications/* and /dashboard/*. */
export default JobsApp
