import type { DemoMembers } from '#shared/database/seeders/demo_accounts'
import CreateCompany from '#jobs/actions/create_company'
import CreateJob from '#jobs/actions/create_job'
import { createCompanyValidator } from '#jobs/validators/company_validators'
import { createJobValidator } from '#jobs/validators/job_validators'

/** The demo employer's company: what a candidate opening the demo reads on its page. */
export const DEMO_COMPANY = {
  name: 'Gridline Power',
  description:
    'Gridline Power runs the transmission lines and substations that carry electricity across Central Texas. ' +
    'Our compliance, field and control-room teams keep the grid reliable and within the NERC standards, and we train ' +
    'people who are new to the industry.',
  size: '201-500',
  headquarters: 'Austin, TX',
}

const AUSTIN = { location: 'Austin', state: 'Texas', country: 'United States', zipcode: '78701' }

/** Jobs from an entry-level hourly role to a compliance specialist's, as the wizard would post them. */
export const DEMO_JOBS = [
  {
    title: 'Compliance Analyst',
    category: 'Specialist & Support Roles',
    payRate: 34,
    payUnit: 'hr',
    schedule: 'Full-time',
    ...AUSTIN,
    description:
      'Keep our evidence for the NERC reliability standards complete and current. You will track the controls each ' +
      'standard asks for, collect evidence from the field and control-room teams, and prepare the files our auditors ' +
      'review every three years.',
    requirements: '2+ years in compliance, audit or records work. Clear writing and a careful eye for detail.',
    benefits: ['Health Insurance', 'Dental Insurance', '401k', 'Paid Time Off'],
    isHiringNow: true,
  },
  {
    title: 'CIP Evidence Coordinator',
    category: 'Cybersecurity & CIP',
    payRate: 31,
    payUnit: 'hr',
    schedule: 'Full-time',
    ...AUSTIN,
    description:
      'Coordinate the evidence for our Critical Infrastructure Protection program: access reviews, patch records and ' +
      'change tickets. You will work with the security engineers and keep every record ready for review.',
    requirements: '1+ year of experience with IT tickets or records. Interest in cybersecurity.',
    benefits: ['Health Insurance', '401k', 'Professional Development'],
  },
  {
    title: 'Compliance Assistant',
    category: 'Entry-Level / Support',
    payRate: 20,
    payUnit: 'hr',
    schedule: 'Part-time',
    location: 'Round Rock',
    state: 'Texas',
    country: 'United States',
    zipcode: '78664',
    description:
      'Help our compliance team file, scan and label records, schedule training sessions and answer the phone. ' +
      'Twenty hours a week, weekday mornings. We teach you the rest.',
    requirements: 'No experience required. A high school diploma or equivalent.',
    benefits: ['Flexible Schedule', 'Paid Time Off'],
    experienceLevel: 'No Experience Required',
    isUrgent: true,
  },
  {
    title: 'Records Clerk (Weekends)',
    category: 'Entry-Level / Support',
    payRate: 18,
    payUnit: 'hr',
    schedule: 'Weekend',
    location: 'San Marcos',
    state: 'Texas',
    country: 'United States',
    zipcode: '78666',
    description:
      'Sort and file maintenance records at our San Marcos service center on Saturdays and Sundays, eight hours a ' +
      'day. A good first job for students.',
    requirements: 'Must be 18 or older. Comfortable lifting boxes of paper.',
    benefits: ['Employee Discounts'],
    experienceLevel: 'Entry Level',
  },
  {
    title: 'Reliability Risk Analyst',
    category: 'Audit & Risk',
    payRate: 98000,
    payUnit: 'year',
    schedule: 'Full-time',
    location: 'Remote',
    state: 'Texas',
    country: 'United States',
    zipcode: '78701',
    description:
      'Find the risks to our compliance with the reliability standards before an auditor does. You will run internal ' +
      'reviews, score the findings and follow each fix through with the owners.',
    requirements: '4+ years in risk, audit or compliance at a utility. Knowledge of the NERC standards.',
    benefits: ['Health Insurance', 'Vision Insurance', '401k', 'Remote Work', 'Tuition Reimbursement'],
  },
  {
    title: 'Compliance Training Coordinator',
    category: 'Specialist & Support Roles',
    payRate: 30,
    payUnit: 'hr',
    schedule: 'Full-time',
    ...AUSTIN,
    description:
      'Plan and track the training every operator and technician needs for their role, book the sessions and keep ' +
      'the records that show each person was trained on time.',
    requirements: 'Experience planning training or events. Good with spreadsheets.',
    benefits: ['Health Insurance', 'Paid Time Off', 'Professional Development'],
  },
]

/**
 * On a new database: the demo employer's company and its open jobs, made by the same actions (and validated by the
 * same rules) as the wizard's, so screening and alerts see them as they would any employer's.
 */
export default async function seedDemoJobs(members: DemoMembers) {
  const company = await new CreateCompany().handle(
    members.employer,
    await createCompanyValidator.validate(DEMO_COMPANY)
  )
  for (const job of DEMO_JOBS) {
    await new CreateJob().handle(company, await createJobValidator.validate({ ...job, companyId: company.id }))
  }
}
