import { useState } from 'react'
import type { PostActions } from './use-post-actions'

export type ConfirmKind = 'archive' | 'delete'

/** The archive / delete confirmation of a post card: which one is asked, whether it runs, and running it. */
export function usePostConfirm(actions: PostActions) {
  // The kind outlives `open` so the dialog keeps its words while it animates closed.
  const [confirm, setConfirm] = useState<{ kind: ConfirmKind; open: boolean }>({ kind: 'archive', open: false })
  const [confirming, setConfirming] = useState(false)

  const run = async () => {
    setConfirming(true)
    const ok = confirm.kind === 'delete' ? await actions.remove() : await actions.archive(true)
    setConfirming(false)
    if (ok) setConfirm((current) => ({ ...current, open: false }))
  }

  return {
    kind: confirm.kind,
    open: confirm.open,
    confirming,
    ask: (kind: ConfirmKind) => setConfirm({ kind, open: true }),
    cancel: () => setConfirm((current) => ({ ...current, open: false })),
    run: () => void run(),
  }
}
