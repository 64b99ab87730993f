import { createStore } from 'jotai'

/**
 * The one jotai store of the page. The shell provides it; remotes reach the same instance because shared-ui and jotai
 * are Module Federation singletons.
 */
export const appStore = createStore()
