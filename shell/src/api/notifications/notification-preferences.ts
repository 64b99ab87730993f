import { apiJson } from '@hireloop/shared-ui'
import type { PushPreferenceName, PushPreferences } from '@hireloop/backend/api-types/notifications'
import useSWR, { useSWRConfig } from 'swr'

export type { PushPreferenceName, PushPreferences }

/** GET /api/notifications/preferences → { preferences } */
export const NOTIFICATION_PREFERENCES_KEY = '/api/notifications/preferences'

type PreferencesAnswer = { preferences: PushPreferences }

export function useNotificationPreferences() {
  return useSWR<PreferencesAnswer>(NOTIFICATION_PREFERENCES_KEY, () =>
    apiJson<PreferencesAnswer>('GET', NOTIFICATION_PREFERENCES_KEY)
  )
}

/** PUT /api/notifications/preferences with one kind; the answer becomes the cached preferences. */
export function useSetNotificationPreference() {
  const { mutate } = useSWRConfig()
  return async (name: PushPreferenceName, enabled: boolean) => {
    const answer = await apiJson<PreferencesAnswer>('PUT', NOTIFICATION_PREFERENCES_KEY, { [name]: enabled })
    await mutate(NOTIFICATION_PREFERENCES_KEY, answer, { revalidate: false })
    return answer
  }
}
