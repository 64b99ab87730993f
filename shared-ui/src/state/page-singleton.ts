/**
 * One value per page, whichever copy of shared-ui asks first.
 *
 * shared-ui is versioned (see ../mf/shared.ts): a remote built against a newer shared-ui than the shell offers loads
 * its own copy, so two copies of this module can run on one page. Everything that must be one instance (the jotai
 * store, the atoms of the session-wide state such as toasts and theme) is created through `pageSingleton`, which keeps
 * it on `globalThis`: every copy then reads and writes the same atoms, and the shell's Toaster shows a toast raised by
 * a remote's copy. The key names the value and the version of its shape; change the suffix (`toast@2`) when the
 * shape changes incompatibly, so copies of different shapes never share it.
 */
const REGISTRY = Symbol.for('hireloop.shared-ui.page-singletons')

type Registry = Map<string, unknown>

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Registry }
  holder[REGISTRY] ??= new Map()
  return holder[REGISTRY]
}

export function pageSingleton<T>(key: string, create: () => T): T {
  const values = registry()
  if (!values.has(key)) values.set(key, create())
  return values.get(key) as T
}
