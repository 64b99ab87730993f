import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { Box, Button, IconButton, Paper, Typography } from '@hireloop/shared-ui'
import { ACHIEVEMENT_TYPES, SCHEDULE_TIMEZONES } from '../../api/feed/types'
import { useRef, type ReactNode } from 'react'
import { ArrowDownIcon, ArrowUpIcon, DeleteIcon, UploadIcon } from '../../shared/icons'
import { ACHIEVEMENT_TYPE_LABELS, BLOCK_LABELS } from './block-labels'
import type { DraftBlock } from './blocks'

export interface BlockEditorProps {
  block: DraftBlock
  index: number
  count: number
  /** Upload progress (0–100) while this block's file is sent. */
  progress: number | null
  onChange: (changes: Record<string, unknown>) => void
  onHashtagText: (text: string) => void
  onMove: (direction: -1 | 1) => void
  onRemove: () => void
  onUpload: (file: File) => void
}

function Field({
  label,
  value,
  onValue,
  ...rest
}: { label: string; value: unknown; onValue: (value: string) => void } & Omit<
  TextFieldProps,
  'value' | 'onChange' | 'label'
>) {
  return (
    <TextField
      label={label}
      value={typeof value === 'string' || typeof value === 'number' ? value : ''}
      onChange={(event) => onValue(event.target.value)}
      size="small"
      fullWidth
      {...rest}
    />
  )
}

const dateProps = { slotProps: { inputLabel: { shrink: true } } } as const

export function BlockEditor({
  block,
  index,
  count,
  progress,
  onChange,
  onHashtagText,
  onMove,
  onRemove,
  onUpload,
}: BlockEditorProps) {
  const fileInput = useRef<HTMLInputElement>(null)
  const c = block.content as Record<string, unknown>
  const set = (key: string) => (value: string) => onChange({ [key]: value })
  const label = BLOCK_LABELS[block.type]
  const position = `${label} block ${index + 1}`

  let fields: ReactNode = null
  switch (block.type) {
    case 'paragraph':
      fields = (
        <Field
          label="Text"
          value={c.text}
          onValue={set('text')}
          multiline
          minRows={3}
          placeholder="What's on your mind?"
          autoFocus={index === 0}
        />
      )
      break
    case 'quote':
      fields = <Field label="Quote" value={c.text} onValue={set('text')} multiline minRows={2} />
      break
    case 'heading':
      fields = (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Field label="Heading" value={c.text} onValue={set('text')} />
          <Field
            select
            label="Level"
            value={String(c.level ?? 2)}
            onValue={(value) => onChange({ level: Number(value) })}
            sx={{ width: 110, flexShrink: 0 }}
          >
            {[1, 2, 3].map((level) => (
              <MenuItem key={level} value={String(level)}>
                H{level}
              </MenuItem>
            ))}
          </Field>
        </Box>
      )
      break
    case 'image':
    case 'video': {
      const url = typeof c.url === 'string' ? c.url : ''
      fields = (
        <>
          {url &&
            (block.type === 'image' ? (
              <Box
                component="img"
                src={url}
                alt={(c.alt as string) || 'Uploaded image'}
                sx={{ width: '100%', maxHeight: 240, objectFit: 'contain', borderRadius: 1, bgcolor: 'action.hover' }}
              />
            ) : (
              <Box
                component="video"
                src={url}
                controls
                preload="metadata"
                sx={{ width: '100%', maxHeight: 240, borderRadius: 1, bgcolor: 'common.black' }}
              />
            ))}
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Button
              variant="outlined"
              size="small"
              startIcon={<UploadIcon fontSize="small" />}
              onClick={() => fileInput.current?.click()}
              disabled={progress !== null}
            >
              {url ? 'Replace file' : `Upload ${block.type === 'image' ? 'image' : 'video'}`}
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
            label={block.type === 'image' ? 'Image link' : 'Video link'}
            value={url}
            onValue={set('url')}
            placeholder="https://…"
          />
          <Field label="Caption" value={c.caption} onValue={set('caption')} />
          {block.type === 'image' && (
            <Field
              label="Alt text"
              value={c.alt}
              onValue={set('alt')}
              helperText="Describes the image for people who cannot see it"
            />
          )}
        </>
      )
      break
    }
    case 'article':
      fields = (
        <>
          <Field label="Article title" value={c.title} onValue={set('title')} />
          <Field label="Subtitle" value={c.subtitle} onValue={set('subtitle')} />
          {Array.isArray(c.body) ? (
            <Typography variant="body2" color="text.secondary">
              The article's body ({c.body.length} blocks) is kept as it is.
            </Typography>
          ) : (
            <Field label="Body" value={c.body} onValue={set('body')} multiline minRows={4} />
          )}
        </>
      )
      break
    case 'job':
      fields = (
        <>
          <Field label="Job title" value={c.jobTitle} onValue={set('jobTitle')} />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', '& > *': { flex: '1 1 140px' } }}>
            <Field label="Company" value={c.company} onValue={set('company')} />
            <Field label="Location" value={c.location} onValue={set('location')} />
            <Field label="Salary" value={c.salary} onValue={set('salary')} />
          </Box>
          <Field label="Description" value={c.description} onValue={set('description')} multiline minRows={2} />
          <Field label="Requirements" value={c.requirements} onValue={set('requirements')} multiline minRows={2} />
        </>
      )
      break
    case 'event':
      fields = (
        <>
          <Field label="Event title" value={c.eventTitle} onValue={set('eventTitle')} />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', '& > *': { flex: '1 1 140px' } }}>
            <Field label="Event date" type="date" value={c.eventDate} onValue={set('eventDate')} {...dateProps} />
            <Field label="Event time" type="time" value={c.eventTime} onValue={set('eventTime')} {...dateProps} />
          </Box>
          <Field label="Event location" value={c.eventLocation} onValue={set('eventLocation')} />
          <Field
            label="Event description"
            value={c.eventDescription}
            onValue={set('eventDescription')}
            multiline
            minRows={2}
          />
        </>
      )
      break
    case 'achievement':
      fields = (
        <>
          <Field label="Achievement title" value={c.achievementTitle} onValue={set('achievementTitle')} />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', '& > *': { flex: '1 1 140px' } }}>
            <Field
              select
              label="Achievement type"
              value={c.achievementType ?? 'milestone'}
              onValue={set('achievementType')}
            >
              {ACHIEVEMENT_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {ACHIEVEMENT_TYPE_LABELS[type]}
                </MenuItem>
              ))}
            </Field>
            <Field
              label="Achievement date"
              type="date"
              value={c.achievementDate}
              onValue={set('achievementDate')}
              {...dateProps}
            />
          </Box>
          <Field
            label="Achievement description"
            value={c.achievementDescription}
            onValue={set('achievementDescription')}
            multiline
            minRows={2}
          />
        </>
      )
      break
    case 'hashtag':
      fields = (
        <Field
          label="Hashtags"
          value={block.hashtagText ?? (Array.isArray(c.hashtags) ? c.hashtags.join(', ') : '')}
          onValue={onHashtagText}
          placeholder="hiring, gridops, compliance"
          helperText="Separate hashtags with commas"
        />
      )
      break
    case 'schedule':
      fields = (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', '& > *': { flex: '1 1 140px' } }}>
          <Field
            label="Scheduled date"
            type="date"
            value={c.scheduledDate}
            onValue={set('scheduledDate')}
            {...dateProps}
          />
          <Field
            label="Scheduled time"
            type="time"
            value={c.scheduledTime}
            onValue={set('scheduledTime')}
            {...dateProps}
          />
          <Field select label="Time zone" value={c.timezone ?? 'UTC'} onValue={set('timezone')}>
            {SCHEDULE_TIMEZONES.map((zone) => (
              <MenuItem key={zone} value={zone}>
                {zone}
              </MenuItem>
            ))}
          </Field>
        </Box>
      )
      break
    case 'divider':
      fields = <Box component="hr" sx={{ border: 0, borderTop: 1, borderColor: 'divider', width: '100%' }} />
      break
  }

  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={position}
      data-testid="composer-block"
      data-block-type={block.type}
      sx={{ m: 0, p: 1.5, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography variant="overline" color="text.secondary" component="div" sx={{ flex: 1, lineHeight: 1.5 }}>
          {label}
        </Typography>
        <IconButton size="small" aria-label={`Move ${position} up`} disabled={index === 0} onClick={() => onMove(-1)}>
          <ArrowUpIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={`Move ${position} down`}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <ArrowDownIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={`Remove ${position}`} disabled={count <= 1} onClick={onRemove}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Box>
      {fields}
    </Paper>
  )
}
