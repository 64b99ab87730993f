import { appStore } from '@hireloop/shared-ui'
import { atom } from 'jotai'

/** The `beforeinstallprompt` event (Chromium only; not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>
}

/** Held until the user accepts or dismisses; cleared after the choice or once installed (part 1 §4). */
export const installPromptAtom = atom<BeforeInstallPromptEvent | null>(null)

/** A new service worker waiting to take over while another one controls the page. */
export const waitingWorkerAtom = atom<ServiceWorker | null>(null)

export function setInstallPrompt(event: BeforeInstallPromptEvent | null) {
  appStore.set(installPromptAtom, event)
}

export function setWaitingWorker(worker: ServiceWorker | null) {
  appStore.set(waitingWorkerAtom, worker)
}

export function isStandalone(): boolean {
  const navigatorWithStandalone = navigator as Navigator & { standalone?: boolean }
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true || navigatorWithStandalone.standalone === true
  )
}
