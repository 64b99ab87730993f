/**
 * The one Module Federation `shared` map: the shell's module-federation.config.ts and every remote
 * (through defineRemoteConfig) use it.
 *
 * Everything that carries a React context is a single instance on the page: each library entry is a singleton with
 * `strictVersion` on its major, so a remote built against another major shows its fallback instead of breaking.
 *
 * @hireloop/shared-ui itself is shared by version, not as a singleton: a remote requires `^<the version it was built
 * against>`. With the 'loaded-first' strategy the runtime gives it the copy already on the page when that copy
 * satisfies the range, and otherwise the remote's own bundled copy, so a remote redeployed against a newer shared-ui
 * (a new export, a fix) works inside an older shell instead of finding `undefined`. The state that must stay one
 * instance when two copies run (jotai store, toast and theme atoms) lives in page singletons
 * (../state/page-singleton.ts); the session is the SWR cache and cookies, both shared already. Versioning rule:
 * a new export or fix is a minor or patch bump, removing or changing an export a major one.
 *
 * A shared module is not tree-shaken, so nothing big is shared whole:
 * - @mui/material is NOT shared (all of it would ship). Each app bundles the components it imports by path
 *   ('@mui/material/Tabs'); the everyday ones (Box, Button, Paper, Typography ...) come from shared-ui, so they are
 *   downloaded once. One theme and one style cache still hold because MUI keeps them in contexts, all shared here:
 *   @emotion/react (the emotion cache, and the ThemeContext that carries the MUI theme for styled/sx/useTheme),
 *   @emotion/styled (builds every MUI component), @mui/system/DefaultPropsProvider (theme default props),
 *   @mui/system/RtlProvider (direction) and @mui/private-theming (legacy theme context).
 * - react-router-dom is provided as shared-ui's router module, which re-exports only the routing API the apps use.
 *   Apps import 'react-router-dom', never 'react-router'.
 *
 * Only these entry points may be imported for these libraries: sub-paths such as `swr/mutation` or `jotai/utils`
 * bundle their own copy of the library internals (a second cache or store).
 */
import reactRouterPackage from 'react-router/package.json' with { type: 'json' }
import sharedUiPackage from '../../package.json' with { type: 'json' }

interface SharedDependency {
  singleton: boolean
  requiredVersion: string
  strictVersion: boolean
  import?: string
  version?: string
}

function singleton(requiredVersion: string, extra: Partial<SharedDependency> = {}): SharedDependency {
  return { singleton: true, requiredVersion, strictVersion: true, ...extra }
}

const react = singleton('^19.0.0')
const emotion = singleton('^11.0.0')
const mui = singleton('^9.0.0')

export const sharedDependencies = {
  react,
  'react/jsx-runtime': react,
  'react/jsx-dev-runtime': react,
  'react-dom': react,
  'react-dom/client': react,
  'react-router-dom': singleton('^7.0.0', {
    import: '@hireloop/shared-ui/router',
    version: reactRouterPackage.version,
  }),
  swr: singleton('^2.0.0'),
  jotai: singleton('^3.0.0'),
  '@emotion/react': emotion,
  '@emotion/styled': emotion,
  '@mui/system/DefaultPropsProvider': mui,
  '@mui/system/RtlProvider': mui,
  '@mui/private-theming': mui,
  '@hireloop/shared-ui': {
    singleton: false,
    requiredVersion: `^${sharedUiPackage.version}`,
    strictVersion: false,
    version: sharedUiPackage.version,
  },
} satisfies Record<string, SharedDependency>

export type SharedDependencies = typeof sharedDependencies

/**
 * Use shared modules already loaded on the page (the shell's) instead of the default 'version-first', which loads
 * every registered remote's entry to compare versions as soon as a shared module is requested: that costs a download
 * per remote, and one unreachable remote would then break unrelated screens.
 */
export const shareStrategy = 'loaded-first' as const
