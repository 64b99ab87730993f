import { CURRENT_USER_KEY, getCurrentUser, provideAreaExportLoader } from '@hireloop/shared-ui'
import { mutate } from 'swr'
import { REMOTES_KEY } from './api/remotes/get-remotes'
import { landingWasPrerendered } from './features/landing/prerendered-landing'
import { discoverAreas, loadAreaModule } from './features/remotes/remote-registry'

// Areas open each other's exposed modules (the feed opens the jobs area's Apply dialog) through this runtime.
provideAreaExportLoader(loadAreaModule)

// Ask for the registry of areas right away, in parallel with the first render; only the areas and tabs wait for it.
discoverAreas().catch(() => {
  // Each area shows its own failure and retries on demand.
})

/**
 * The first screen's two answers (index.html preloads both, so they are usually in before the JavaScript) go into the
 * SWR cache before the first render: it then draws the signed-in frame at once, instead of "Loading" and a second
 * render of everything once the hooks' own fetches answer. Capped, so that a slow API still gets "Loading" early; a
 * failure is left to the hooks, which fetch again and show it.
 */
const FIRST_SCREEN_WAIT_MS = 300
function primeFirstScreen() {
  const user = getCurrentUser(CURRENT_USER_KEY).then((answer) =>
    mutate(CURRENT_USER_KEY, answer, { revalidate: false })
  )
  const areas = discoverAreas().then((answer) => mutate(REMOTES_KEY, answer, { revalidate: false }))
  const settled = Promise.all([user, areas]).catch(() => undefined)
  return Promise.race([settled, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))])
}

// The signed-out landing page (the server's HTML) needs neither answer before the app takes it over.
const firstScreen = landingWasPrerendered() ? Promise.resolve() : primeFirstScreen()

/**
 * The app itself (react-dom, the router, the screens) is evaluated in a task of its own, once this one has sent the
 * first screen's requests: evaluating every module of the page in one go was the longest task of a cold start.
 * Same chunk ('eager'), so this costs no request.
 */
setTimeout(() => {
  void import(/* webpackMode: "eager" */ './start-app').then(({ startApp }) => startApp(firstScreen))
}, 0)
