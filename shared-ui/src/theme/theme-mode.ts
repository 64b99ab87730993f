import { atom, useAtomValue, useSetAtom } from 'jotai'
import { useCallback, useEffect } from 'react'
import { pageSingleton } from '../state/page-singleton'

export type ThemePreference = 'light' | 'dark' | 'system'
export type ThemeMode = 'light' | 'dark'

export const THEME_STORAGE_KEY = 'ui-theme'
export const DEFAULT_THEME_PREFERENCE: ThemePreference = 'system'

const PREFERENCES: readonly ThemePreference[] = ['light', 'dark', 'system']
const DARK_QUERY = '(prefers-color-scheme: dark)'

export function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (PREFERENCES as readonly string[]).includes(value)
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

export function readThemePreference(storage: Storage | undefined = safeStorage()): ThemePreference {
  try {
    const stored = storage?.getItem(THEME_STORAGE_KEY)
    return isThemePreference(stored) ? stored : DEFAULT_THEME_PREFERENCE
  } catch {
    return DEFAULT_THEME_PREFERENCE
  }
}

export function writeThemePreference(preference: ThemePreference, storage: Storage | undefined = safeStorage()) {
  try {
    storage?.setItem(THEME_STORAGE_KEY, preference)
  } catch {
    // Private mode or full storage: the choice lasts for this page only.
  }
}

export function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY).matches
    : false
}

export function resolveThemeMode(preference: ThemePreference, prefersDark: boolean): ThemeMode {
  if (preference === 'system') return prefersDark ? 'dark' : 'light'
  return preference
}

/** The chosen class goes on the document root (part 1 §9). */
export function applyThemeClass(mode: ThemeMode, root: HTMLElement | undefined = globalThis.document?.documentElement) {
  if (!root) return
  root.classList.remove(mode === 'dark' ? 'light' : 'dark')
  root.classList.add(mode)
  root.style.colorScheme = mode
}

// One set of theme atoms per page, whichever copy of shared-ui made them (see ../state/page-singleton.ts).
const themeAtoms = pageSingleton('theme@1', () => {
  const preferenceBase = atom<ThemePreference>(readThemePreference())
  const preference = atom(
    (get) => get(preferenceBase),
    (_get, set, next: ThemePreference) => {
      writeThemePreference(next)
      set(preferenceBase, next)
    }
  )
  const systemDark = atom<boolean>(systemPrefersDark())
  const mode = atom<ThemeMode>((get) => resolveThemeMode(get(preference), get(systemDark)))
  return { preference, systemDark, mode }
})

export const themePreferenceAtom = themeAtoms.preference
export const systemDarkAtom = themeAtoms.systemDark
export const themeModeAtom = themeAtoms.mode

/** Keeps `systemDarkAtom` in step with the operating system while the preference is "system". */
export function useSystemThemeListener() {
  const setSystemDark = useSetAtom(systemDarkAtom)
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return
    const query = window.matchMedia(DARK_QUERY)
    const onChange = () => setSystemDark(query.matches)
    onChange()
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [setSystemDark])
}

export function useThemeMode() {
  const preference = useAtomValue(themePreferenceAtom)
  const mode = useAtomValue(themeModeAtom)
  const setPreference = useSetAtom(themePreferenceAtom)
  const toggle = useCallback(() => setPreference(mode === 'dark' ? 'light' : 'dark'), [mode, setPreference])
  return { preference, mode, setPreference, toggle }
}
