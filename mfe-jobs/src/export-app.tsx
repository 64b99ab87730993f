import { JobsApp } from './app/jobs-app'

/** Exposed as `mfe_jobs/app`; the shell renders it inside its router for the paths the registry of areas gives mfe_jobs. */
export default JobsApp
