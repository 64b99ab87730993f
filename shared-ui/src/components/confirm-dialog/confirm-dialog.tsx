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
}

const ConfirmDialogView = lazy(() => import('./confirm-dialog-view'))

/** Archive/delete confirmation with a loading state; the button label follows the title (see confirmActionLabel). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return <LazyWhenOpen component={ConfirmDialogView} props={props} />
}
