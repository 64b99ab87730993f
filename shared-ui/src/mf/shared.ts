/**
 * The one Module Federation `shared` map. The shell and every remote import it in module-federation.config.ts.
 *
 * Everything that carries a React context must be a single instance on the page, so each entry is a singleton with
 * `strictVersion` on its major: a remote built against another major shows its fallback instead of breaking.
 *
 * @mui/material is deliberately NOT shared: a shared module is not tree-shaken, so sharing it ships all of MUI.
 * Each app bundles only the components it imports. One theme and one style cache still hold because MUI keeps its
 * state in these contexts, all shared below:
 * - @emotion/react: the emotion cache and the ThemeContext that holds the MUI theme (useTheme, styled, sx).
 * - @emotion/styled: builds every MUI styled component on top of @emotion/react.
 * - @mui/system/DefaultPropsProvider: theme.components.*.defaultProps.
 * - @mui/system/RtlProvider: text direction.
 * - @mui/private-theming: the legacy theme context @mui/system's ThemeProvider still fills.
 *
 * Only the entries below may be imported by remotes for these libraries: sub-paths such as `swr/mutation` or
 * `jotai/utils` bundle their own copy of the library internals (a second cache or store). Use shared-ui instead.
 */
interface SharedDependency {
  singleton: true
  requiredVersion: string
  strictVersion: true
}

function singleton(requiredVersion: string): SharedDependency {
  return { singleton: true, requiredVersion, strictVersion: true }
}

const react = singleton('^19.0.0')
const reactRouter = singleton('^7.0.0')
const emotion = singleton('^11.0.0')
const mui = singleton('^9.0.0')

export const sharedDependencies = {
  react,
  'react/jsx-runtime': react,
  'react/jsx-dev-runtime': react,
  'react-dom': react,
  'react-dom/client': react,
  'react-router': reactRouter,
  'react-router/dom': reactRouter,
  'react-router-dom': reactRouter,
  swr: singleton('^2.0.0'),
  jotai: singleton('^3.0.0'),
  '@emotion/react': emotion,
  '@emotion/styled': emotion,
  '@mui/system/DefaultPropsProvider': mui,
  '@mui/system/RtlProvider': mui,
  '@mui/private-theming': mui,
  '@hireloop/shared-ui': singleton('^0.1.0'),
} satisfies Record<string, SharedDependency>

export type SharedDependencies = typeof sharedDependencies
