import { atom, useAtomValue, useSetAtom } from 'jotai'
import { useCallback, useEffect } from 'react'

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

const preferenceBaseAtom = atom<ThemePreference>(readThemePreference())

export const themePreferenceAtom = atom(
  (get) => get(preferenceBaseAtom),
  (_get, set, preference: ThemePreference) => {
    writeThemePreference(preference)
    set(preferenceBaseAtom, preference)
  }
)

export const systemDarkAtom = atom<boolean>(systemPrefersDark())

export const themeModeAtom = atom<ThemeMode>((get) => resolveThemeMode(get(themePreferenceAtom), get(systemDarkAtom)))

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
