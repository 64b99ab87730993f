import User, { type UserType } from '#shared/models/user'

export const DEMO_PASSWORD = 'Hireloop#2026'

export const DEMO_ACCOUNTS: { email: string; name: string; userType: UserType }[] = [
  { email: 'candidate@hireloop.dev', name: 'Casey Candidate', userType: 'candidate' },
  { email: 'employer@hireloop.dev', name: 'Erin Employer', userType: 'employer' },
  { email: 'admin@hireloop.dev', name: 'Alex Admin', userType: 'admin' },
]

/** Creates the demo accounts on an empty database; returns those it created. */
export async function seedDemoAccounts() {
  if ((await User.query().limit(1)).length > 0) return []
  const created = []
  for (const account of DEMO_ACCOUNTS) {
    created.push(
      await User.create({
        ...account,
        password: DEMO_PASSWORD,
        emailVerified: true,
        skills: [],
        badges: [],
        availability: [],
      })
    )
  }
  return created
}
