/*
| Answer types of the jobs module for the front ends, type-only (see
| app/auth/api_types.ts): @hireloop/backend/api-types/jobs.
*/
export type { JobAnswer } from '#jobs/transformers/job_transformer'
export type { AllCompaniesPage, CompanyAnswer, PublicCompanyAnswer } from '#jobs/transformers/company_transformer'
export type { CompanyVerification } from '#jobs/company_rules'
export type { WageCategory, WageTitle } from '#jobs/wage_catalogue'
export type { CreateJobInput, UpdateJobInput } from '#jobs/validators/job_validators'
export type { InteractionType, JobSort, JobStatus, PayUnit } from '#jobs/constants'
export type { JobsPage } from '#jobs/queries/jobs_query'
export type {
  ApplicationAnswer,
  ApplicationHistoryEntry,
  ApplicationResume,
  EmployerApplicationAnswer,
  EmployerApplicationsPage,
  MyApplicationsPage,
  ResumeUploadAnswer,
} from '#jobs/application_contract'
export type { ApplicationEmailType, ApplicationStatus, ApplicationTab } from '#jobs/constants'
export type { ApplicationNoteAnswer } from '#jobs/actions/save_application_note'
export type { JobAlertAnswer } from '#jobs/queries/alerts_query'
export type { JobInteractionsAnswer } from '#jobs/queries/jobs_query'
