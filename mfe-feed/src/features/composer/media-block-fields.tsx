import { Box, Button, Typography } from '@hireloop/shared-ui'
import LinearProgress from '@mui/material/LinearProgress'
import { useMemo, useRef } from 'react'
import { UploadIcon } from '../../shared/icons'
import { Field } from './block-field'
import { PENDING_MEDIA_TEXT } from './pending-media'

/**
 * Shows `file` in the element from a local address (`URL.createObjectURL`), revoked when the file changes or the
 * element goes.
 */
function localSource(file: File) {
  return (element: HTMLImageElement | HTMLVideoElement | null) => {
    if (!element) return undefined
    const url = URL.createObjectURL(file)
    element.src = url
    return () => URL.revokeObjectURL(url)
  }
}

/**
 * An image or video block: its file (uploaded with progress, or waiting to upload, shown from the device) or link,
 * caption, and an image's alt text.
 */
export function MediaBlockFields({
  type,
  content: c,
  pending,
  position,
  progress,
  set,
  onUpload,
}: {
  type: 'image' | 'video'
  content: Record<string, unknown>
  /** The file picked with no connection, waiting to upload. */
  pending?: File
  /** The block's name for assistive technology ('Image block 2'). */
  position: string
  /** Upload progress (0–100) while the block's file is sent. */
  progress: number | null
  set: (key: string) => (value: string) => void
  onUpload: (file: File) => void
}) {
  const fileInput = useRef<HTMLInputElement>(null)
  const url = typeof c.url === 'string' ? c.url : ''
  const show = useMemo(() => (pending ? localSource(pending) : undefined), [pending])
  const source = pending ? { ref: show } : { src: url }
  return (
    <>
      {(url || pending) &&
        (type === 'image' ? (
          <Box
            component="img"
            {...source}
            alt={(c.alt as string) || (pending ? 'Image waiting to upload' : 'Uploaded image')}
            sx={{ width: '100%', maxHeight: 240, objectFit: 'contain', borderRadius: 1, bgcolor: 'action.hover' }}
          />
        ) : (
          <Box
            component="video"
            {...source}
            controls
            preload="metadata"
            sx={{ width: '100%', maxHeight: 240, borderRadius: 1, bgcolor: 'common.black' }}
          />
        ))}
      {pending && (
        <Typography variant="caption" color="text.secondary" role="status" data-testid="pending-media">
          {PENDING_MEDIA_TEXT}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<UploadIcon fontSize="small" />}
          onClick={() => fileInput.current?.click()}
          disabled={progress !== null}
        >
          {url || pending ? 'Replace file' : `Upload ${type === 'image' ? 'image' : 'video'}`}
        </Button>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept="image/*,video/*"
          aria-label={`Upload media for ${position}`}
          data-testid="composer-file-input"
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (file) onUpload(file)
          }}
        />
        <Typography variant="caption" color="text.secondary">
          Images up to 5 MB, videos up to 50 MB
        </Typography>
      </Box>
      {progress !== null && (
        <Box>
          <LinearProgress variant="determinate" value={progress} aria-label="Upload progress" />
          <Typography variant="caption" color="text.secondary">
            Uploading… {progress}%
          </Typography>
        </Box>
      )}
      <Field
        label={type === 'image' ? 'Image link' : 'Video link'}
        value={url}
        onValue={set('url')}
        placeholder="https://…"
      />
      <Field label="Caption" value={c.caption} onValue={set('caption')} />
      {type === 'image' && (
        <Field
          label="Alt text"
          value={c.alt}
          onValue={set('alt')}
          helperText="Describes the image for people who cannot see it"
        />
      )}
    </>
  )
}
