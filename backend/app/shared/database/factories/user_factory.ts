import factory from '@adonisjs/lucid/factories'
import User from '#shared/models/user'

export const TEST_PASSWORD = 'Str0ng!Passw0rd'

let sequence = 0

export const UserFactory = factory
  .define(User, () => {
    sequence += 1
    return {
      email: `user${sequence}.${Date.now()}@example.com`,
      password: TEST_PASSWORD,
      name: `Test User ${sequence}`,
      userType: 'candidate' as const,
      skills: [],
      badges: [],
      availability: [],
    }
  })
  .state('employer', (user) => {
    user.userType = 'employer'
  })
  .state('admin', (user) => {
    user.userType = 'admin'
  })
  .build()
