import { atom, useSetAtom } from 'jotai'
import { useMemo } from 'react'
import { pageSingleton } from './page-singleton'

export type ToastVariant = 'default' | 'success' | 'error' | 'info'

export interface ToastOptions {
  title: string
  description?: string
  variant?: ToastVariant
  /** Milliseconds before it closes by itself (default 5000). */
  duration?: number
}

export interface ToastItem extends Required<Omit<ToastOptions, 'description'>> {
  id: number
  description?: string
}

export const TOAST_DURATION_MS = 5000

/** At most one toast is visible at a time (part 1 §9): a new toast replaces the current one. */
export const toastAtom = pageSingleton('toast@1', () => atom<ToastItem | null>(null))

/** Shared by every copy of shared-ui, so two copies never hand out the same toast id. */
const toastIds = pageSingleton('toast-ids@1', () => ({ next: 1 }))

export function createToast(options: ToastOptions): ToastItem {
  return {
    id: toastIds.next++,
    title: options.title,
    description: options.description,
    variant: options.variant ?? 'default',
    duration: options.duration ?? TOAST_DURATION_MS,
  }
}

export function useToast() {
  const setToast = useSetAtom(toastAtom)
  return useMemo(
    () => ({
      toast: (options: ToastOptions) => {
        const item = createToast(options)
        setToast(item)
        return item.id
      },
      dismiss: (id?: number) => setToast((current) => (id === undefined || current?.id === id ? null : current)),
    }),
    [setToast]
  )
}
