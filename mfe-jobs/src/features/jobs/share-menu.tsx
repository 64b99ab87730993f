import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useState } from 'react'
import type { Job } from '../../api/jobs/types'
import { ShareDialog, type ShareTab } from './share-dialog'
import { useCopyJobLink, useNativeShare } from './use-job-actions'

export interface ShareTarget {
  job: Job
  anchor: HTMLElement
}

/** A job's Share menu (copy the link, the device's share sheet, Messages, the feed) and the dialog it opens. */
export function ShareMenu({ target, onClose }: { target: ShareTarget | null; onClose: () => void }) {
  const [shareJob, setShareJob] = useState<{ job: Job; tab: ShareTab } | null>(null)
  const copyLink = useCopyJobLink()
  const nativeShare = useNativeShare()
  const pick = (tab: ShareTab) => {
    setShareJob(target ? { job: target.job, tab } : null)
    onClose()
  }
  return (
    <>
      <Menu open={Boolean(target)} anchorEl={target?.anchor ?? null} onClose={onClose}>
        <MenuItem
          onClick={() => {
            if (target) void copyLink(target.job.id)
            onClose()
          }}
        >
          <ListItemText primary="Copy Link" secondary="Share it anywhere" />
        </MenuItem>
        {nativeShare && (
          <MenuItem
            onClick={() => {
              if (target) void nativeShare(target.job)
              onClose()
            }}
          >
            <ListItemText primary="Share via..." secondary="Your device's apps" />
          </MenuItem>
        )}
        <MenuItem onClick={() => pick('messaging')}>
          <ListItemText primary="Share in Messages" secondary="Send it to a conversation or a connection" />
        </MenuItem>
        <MenuItem onClick={() => pick('feed')}>
          <ListItemText primary="Share to Feed" secondary="Post it to your network" />
        </MenuItem>
      </Menu>
      {shareJob && (
        <ShareDialog
          job={shareJob.job}
          initialTab={shareJob.tab}
          open
          onClose={() => setShareJob(null)}
          onCopyLink={() => void copyLink(shareJob.job.id)}
        />
      )}
    </>
  )
}
