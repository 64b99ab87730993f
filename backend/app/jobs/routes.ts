/*
| Routes of the jobs module (part 2 §7). Ids are UUIDs (anything
| else is a 404). The early-bird status and pricing are public: the page is
| reachable signed out.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { applicationThrottles } from '#jobs/rate_limits'
import ApplicationPolicy from '#jobs/policies/application_policy'
import { RESUME_MULTIPART } from '#jobs/validators/application_validators'
import { uuidParam } from '#shared/route_matchers'

const CompaniesController = () => import('#jobs/controllers/companies_controller')
const JobsController = () => import('#jobs/controllers/jobs_controller')
const EarlyBirdController = () => import('#jobs/controllers/early_bird_controller')
const AlertsController = () => import('#jobs/controllers/alerts_controller')
const ApplicationsController = () => import('#jobs/controllers/applications_controller')
const ApplicationNotesController = () => import('#jobs/controllers/application_notes_controller')
const ResumesController = () => import('#jobs/controllers/resumes_controller')

router
  .group(() => {
    router.get('early-bird/status', [EarlyBirdController, 'status']).as('earlyBird.status')
    router.get('subscription/pricing', [EarlyBirdController, 'pricing']).as('subscription.pricing')
  })
  .prefix('/api')

router
  .group(() => {
    router.get('companies', [CompaniesController, 'index']).as('companies.index')
    router.get('companies/names', [CompaniesController, 'names']).as('companies.names')
    router.get('companies/public', [CompaniesController, 'public']).as('companies.public')
    // Before companies/:id (which only takes UUIDs anyway): admins' list of every company.
    router.get('companies/all', [CompaniesController, 'all']).as('companies.all')
    router.post('companies', [CompaniesController, 'store']).as('companies.store').use(middleware.restricted())
    router.get('companies/:id', [CompaniesController, 'show']).as('companies.show')
    router.get('companies/:id/jobs', [CompaniesController, 'jobs']).as('companies.jobs')
    router.patch('companies/:id', [CompaniesController, 'update']).as('companies.update').use(middleware.restricted())
    router.patch('companies/:id/verification', [CompaniesController, 'verify']).as('companies.verify')
    router.patch('companies/:id/visibility', [CompaniesController, 'visibility']).as('companies.visibility')

    router.get('jobs/wage-catalogue', [JobsController, 'wageCatalogue']).as('jobs.wageCatalogue')
    router.get('jobs', [JobsController, 'index']).as('jobs.index')
    router.post('jobs', [JobsController, 'store']).as('jobs.store').use(middleware.restricted())
    router.get('jobs/:id', [JobsController, 'show']).as('jobs.show')
    router.patch('jobs/:id', [JobsController, 'update']).as('jobs.update').use(middleware.restricted())
    router.delete('jobs/:id', [JobsController, 'destroy']).as('jobs.destroy')
    router.post('jobs/:id/interactions', [JobsController, 'interact']).as('jobs.interact')
    router.post('jobs/:id/report', [JobsController, 'report']).as('jobs.report')
    router.get('user/job-interactions', [JobsController, 'interactions']).as('jobs.interactions')

    router.get('alerts', [AlertsController, 'index']).as('alerts.index')
    router.post('alerts', [AlertsController, 'store']).as('alerts.store')
    router.patch('alerts/:id', [AlertsController, 'update']).as('alerts.update')
    router.delete('alerts/:id', [AlertsController, 'destroy']).as('alerts.destroy')
  })
  .prefix('/api')
  .where('id', uuidParam)
  .use(middleware.auth())

/*
| Applications: résumés are private (streamed by the resume
| route to the applicant and the job's employer only); the upload reads its
| body after auth and its limit.
*/
router
  .post('api/upload/resume', [ResumesController, 'store'])
  .as('resumes.store')
  .use([
    middleware.auth(),
    applicationThrottles.resumeUploads,
    // Refused before the body is read: only candidates keep résumés.
    async ({ bouncer }, next) => {
      await bouncer.with(ApplicationPolicy).authorize('uploadResume')
      return next()
    },
    middleware.multipart(RESUME_MULTIPART),
  ])

router
  .group(() => {
    router
      .post('jobs/:id/apply', [ApplicationsController, 'apply'])
      .as('applications.apply')
      .use(middleware.idempotent())
    router.get('jobs/:jobId/applications', [ApplicationsController, 'forJob']).as('applications.forJob')
    router.get('applications', [ApplicationsController, 'index']).as('applications.index')
    router.get('applications/my', [ApplicationsController, 'my']).as('applications.my')
    router.patch('applications/:id', [ApplicationsController, 'update']).as('applications.update')
    router.delete('applications/:id', [ApplicationsController, 'destroy']).as('applications.destroy')
    router
      .post('applications/:id/send-email', [ApplicationsController, 'sendEmail'])
      .as('applications.sendEmail')
      .use(middleware.restricted())
      .use(applicationThrottles.emails)
    router.get('applications/:id/resume', [ResumesController, 'show']).as('applications.resume')
    router.get('applications/:id/note', [ApplicationNotesController, 'show']).as('applications.note')
    router.put('applications/:id/note', [ApplicationNotesController, 'update']).as('applications.saveNote')
  })
  .prefix('/api')
  .where('id', uuidParam)
  .where('jobId', uuidParam)
  .use(middleware.auth())
