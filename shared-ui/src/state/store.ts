import { createStore } from 'jotai'
import { pageSingleton } from './page-singleton'

/**
 * The one jotai store of the page. The shell provides it; remotes reach the same instance through jotai's Provider
 * (jotai is a federation singleton), and a remote running its own copy of shared-ui gets it from `pageSingleton`.
 */
export const appStore = pageSingleton('jotai-store@1', () => createStore())
