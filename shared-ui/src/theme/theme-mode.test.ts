import { createStore } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  applyThemeClass,
  readThemePreference,
  resolveThemeMode,
  THEME_STORAGE_KEY,
  themeModeAtom,
  themePreferenceAtom,
  systemDarkAtom,
  writeThemePreference,
} from './theme-mode'
import { createAppTheme } from './create-app-theme'

describe('theme mode storage', () => {
  beforeEach(() => localStorage.clear())

  it('defaults to system and ignores junk', () => {
    expect(readThemePreference()).toBe('system')
    localStorage.setItem(THEME_STORAGE_KEY, 'purple')
    expect(readThemePreference()).toBe('system')
  })

  it('stores the raw value under ui-theme', () => {
    writeThemePreference('dark')
    expect(localStorage.getItem('ui-theme')).toBe('dark')
    expect(readThemePreference()).toBe('dark')
  })

  it('the preference atom persists what is chosen', () => {
    const store = createStore()
    store.set(themePreferenceAtom, 'light')
    expect(localStorage.getItem('ui-theme')).toBe('light')
    expect(store.get(themeModeAtom)).toBe('light')
    store.set(themePreferenceAtom, 'system')
    store.set(systemDarkAtom, true)
    expect(store.get(themeModeAtom)).toBe('dark')
  })

  it('resolves system from the OS setting', () => {
    expect(resolveThemeMode('system', true)).toBe('dark')
    expect(resolveThemeMode('system', false)).toBe('light')
    expect(resolveThemeMode('light', true)).toBe('light')
  })

  it('puts exactly one of light/dark on the root element', () => {
    const root = document.createElement('html')
    applyThemeClass('dark', root)
    expect(root.classList.contains('dark')).toBe(true)
    applyThemeClass('light', root)
    expect(root.classList.contains('light')).toBe(true)
    expect(root.classList.contains('dark')).toBe(false)
  })

  it('creates a palette per mode', () => {
    expect(createAppTheme('dark').palette.mode).toBe('dark')
    expect(createAppTheme('light').palette.mode).toBe('light')
  })
})
