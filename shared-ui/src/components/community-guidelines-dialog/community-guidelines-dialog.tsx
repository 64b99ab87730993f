import { lazy } from 'react'
import { LazyWhenOpen } from '../lazy-when-open'

export interface CommunityGuidelinesDialogProps {
  open: boolean
  /** Called only once the agreement box is ticked. */
  onClose: () => void
}

const CommunityGuidelinesDialogView = lazy(() => import('./community-guidelines-dialog-view'))

/** The community guidelines; cannot be closed until the agreement box is ticked (part 1 §4). */
export function CommunityGuidelinesDialog(props: CommunityGuidelinesDialogProps) {
  return <LazyWhenOpen component={CommunityGuidelinesDialogView} props={props} />
}
