import { Box, Button, CloseIcon, IconButton, Paper, Typography } from '@hireloop/shared-ui'
import { useAtom } from 'jotai'
import { useState, type ReactNode } from 'react'
import { installPromptAtom, isStandalone, waitingWorkerAtom } from './pwa-state'
import { applyUpdate } from './start-pwa'

const FADE_MS = 300

function Banner({ label, children, leaving }: { label: string; children: ReactNode; leaving: boolean }) {
  return (
    <Paper
      elevation={8}
      role="region"
      aria-label={label}
      sx={{
        position: 'fixed',
        left: 8,
        right: 8,
        bottom: 'calc(72px + env(safe-area-inset-bottom, 0px))',
        mx: 'auto',
        maxWidth: 480,
        zIndex: (theme) => theme.zIndex.snackbar - 1,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        opacity: leaving ? 0 : 1,
        transition: `opacity ${FADE_MS}ms ease`,
      }}
    >
      {children}
    </Paper>
  )
}

/** Install banner (part 1 §2): only when not standalone and the browser offers a prompt; fades out in 0.3 s. */
function InstallBanner() {
  const [prompt, setPrompt] = useAtom(installPromptAtom)
  const [leaving, setLeaving] = useState(false)
  if (!prompt || isStandalone()) return null

  const close = () => {
    setLeaving(true)
    window.setTimeout(() => {
      setPrompt(null)
      setLeaving(false)
    }, FADE_MS)
  }
  const install = async () => {
    try {
      await prompt.prompt()
      await prompt.userChoice
    } catch (error) {
      console.warn('Install prompt failed', error)
    }
    close()
  }

  return (
    <Banner label="Install Hireloop" leaving={leaving}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" component="p">
          Install Hireloop
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Get quick access to job opportunities
        </Typography>
      </Box>
      <Button variant="contained" size="small" onClick={install}>
        Install
      </Button>
      <IconButton size="small" aria-label="Dismiss install banner" onClick={close}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Banner>
  )
}

/** Asks before a new version takes over this page (part 1 §4); the page reloads once it has. */
function UpdatePrompt() {
  const [worker, setWorker] = useAtom(waitingWorkerAtom)
  if (!worker) return null
  return (
    <Banner label="Update available" leaving={false}>
      <Box sx={{ flex: 1, minWidth: 0 }} role="alert">
        <Typography variant="subtitle2" component="p">
          A new version of Hireloop is available
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Update now to load it. The page will reload.
        </Typography>
      </Box>
      <Button size="small" color="inherit" onClick={() => setWorker(null)}>
        Later
      </Button>
      <Button variant="contained" size="small" onClick={() => applyUpdate(worker)}>
        Update
      </Button>
    </Banner>
  )
}

export function PwaPrompts() {
  return (
    <>
      <UpdatePrompt />
      <InstallBanner />
    </>
  )
}
