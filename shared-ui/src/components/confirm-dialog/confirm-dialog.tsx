import { lazy } from 'react'
import { LazyWhenOpen } from '../lazy-when-open'

export interface ConfirmDialogProps {
  open: boolean
  title: string
  description: string
  loading?: boolean
  /** The confirm button's words when the title's rule does not fit (e.g. 'Withdraw'); shown as destructive. */
  confirmLabel?: string
  onConfirm: () => void
  onCancel: () => void
  /**
   * Where focus goes once the dialog has closed when the button that opened it is gone (the confirmed action removed
   * its card): the next card, say. Without it, or when it names nothing, focus stays where the browser puts it.
   */
  focusWhenOpenerGone?: () => HTMLElement | null | undefined
}

const ConfirmDialogView = lazy(() => import('./confirm-dialog-view'))

/** Archive/delete confirmation with a loading state; the button label follows the title (see confirmActionLabel). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return <LazyWhenOpen component={ConfirmDialogView} props={props} />
}
