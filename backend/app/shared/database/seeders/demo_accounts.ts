import User, { type UserType } from '#shared/models/user'

export const DEMO_PASSWORD = 'Hireloop#2026'

export const DEMO_ACCOUNTS: { email: string; name: string; userType: UserType }[] = [
  { email: 'candidate@hireloop.dev', name: 'Casey Candidate', userType: 'candidate' },
  { email: 'employer@hireloop.dev', name: 'Erin Employer', userType: 'employer' },
  { email: 'admin@hireloop.dev', name: 'Alex Admin', userType: 'admin' },
]

/** The demo members by role, handed to each module's demo content (config/modules.ts, `seed`). */
export type DemoMembers = Record<UserType, User>

/** Creates the demo accounts on an empty database; null when it was not empty. */
export async function seedDemoAccounts(): Promise<DemoMembers | null> {
  if ((await User.query().limit(1)).length > 0) return null
  const members: Partial<DemoMembers> = {}
  for (const account of DEMO_ACCOUNTS) {
    members[account.userType] = await User.create({
      ...account,
      password: DEMO_PASSWORD,
      emailVerified: true,
      skills: [],
      badges: [],
      availability: [],
    })
  }
  return members as DemoMembers
}
