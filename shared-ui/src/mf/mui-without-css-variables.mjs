/**
 * Stands in for MUI's createThemeWithVars in every app's bundle (withoutMuiCssVariables in ./rsbuild-remote.ts):
 * Hireloop's theme uses no CSS variables, so `createTheme` never reaches it; asking for them fails loudly. Plain
 * JavaScript: it replaces one of MUI's .mjs files, which the bundler does not run through TypeScript.
 */
export default function createThemeWithVars() {
  throw new Error(
    'MUI is built without CSS variables here: createTheme({ cssVariables }) and extendTheme are unavailable'
  )
}
