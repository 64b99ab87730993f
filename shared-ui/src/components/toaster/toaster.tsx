import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useAtom } from 'jotai'
import { useEffect, useRef, type PointerEvent } from 'react'
import { toastAtom, type ToastVariant } from '../../state/toast'
import { CloseIcon } from '../icons/icons'

const SWIPE_THRESHOLD_PX = 50

const accent: Record<ToastVariant, string> = {
  default: 'divider',
  info: 'info.main',
  success: 'success.main',
  error: 'error.main',
}

/** Renders the single current toast. The shell mounts it once; everyone else calls useToast(). */
export function Toaster() {
  const [toast, setToast] = useAtom(toastAtom)
  const regionRef = useRef<HTMLDivElement>(null)
  const swipeStart = useRef<number | null>(null)

  useEffect(() => {
    if (!toast) return
    const timer = window.setTimeout(
      () => setToast((current) => (current?.id === toast.id ? null : current)),
      toast.duration
    )
    return () => window.clearTimeout(timer)
  }, [toast, setToast])

  // F8 moves focus to the toast area (part 1 §9).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') regionRef.current?.focus()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX
  }
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current !== null && event.clientX - swipeStart.current > SWIPE_THRESHOLD_PX) setToast(null)
    swipeStart.current = null
  }

  return (
    <Box
      ref={regionRef}
      tabIndex={-1}
      role="region"
      aria-label="Notifications (F8)"
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar,
        left: { xs: 8, md: 'auto' },
        right: 8,
        bottom: 'calc(72px + env(safe-area-inset-bottom, 0px))',
        width: { md: 420 },
        maxWidth: { md: 420 },
        outline: 'none',
        pointerEvents: toast ? 'auto' : 'none',
      }}
    >
      {toast && (
        <Paper
          key={toast.id}
          elevation={6}
          role={toast.variant === 'error' ? 'alert' : 'status'}
          data-testid="toast"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          sx={{
            display: 'flex',
            alignItems: 'flex-start',
            gap: 1,
            p: 1.5,
            pl: 2,
            borderLeft: 4,
            borderColor: accent[toast.variant],
            touchAction: 'pan-y',
            '@keyframes toast-in': { from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1 } },
            animation: 'toast-in 200ms ease-out',
          }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle2" component="p">
              {toast.title}
            </Typography>
            {toast.description && (
              <Typography variant="body2" color="text.secondary">
                {toast.description}
              </Typography>
            )}
          </Box>
          <IconButton size="small" aria-label="Dismiss notification" onClick={() => setToast(null)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Paper>
      )}
    </Box>
  )
}
