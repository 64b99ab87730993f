/** The job types a job is posted with and filtered by, as a member reads them (one list for the wizard and filter). */
export const JOB_TYPE_LABELS = [
  'Part-time',
  'Full-time',
  'Seasonal',
  'Weekend Only',
  'Contract',
  'Temporary',
  'Internship',
  'Freelance',
]
