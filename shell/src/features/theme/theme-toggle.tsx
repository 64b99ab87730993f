import { DarkModeIcon, IconButton, LightModeIcon, useThemeMode } from '@hireloop/shared-ui'

/** Flips between light and dark; the choice is stored under `ui-theme`. */
export function ThemeToggle() {
  const { mode, toggle } = useThemeMode()
  const next = mode === 'dark' ? 'light' : 'dark'
  return (
    <IconButton aria-label="Toggle theme" title={`Switch to ${next} theme`} onClick={toggle} color="inherit">
      {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  )
}
