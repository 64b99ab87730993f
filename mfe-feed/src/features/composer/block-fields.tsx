import { Box, Typography } from '@hireloop/shared-ui'
import MenuItem from '@mui/material/MenuItem'
import type { ReactNode } from 'react'
import { ACHIEVEMENT_TYPES, SCHEDULE_TIMEZONES } from '../../api/feed/types'
import { ACHIEVEMENT_TYPE_LABELS } from './block-labels'
import { dateProps, Field } from './block-field'
import type { DraftBlock } from './blocks'
import { MediaBlockFields } from './media-block-fields'

/** The fields of one block, by its type. */
export function BlockFields({
  block,
  index,
  position,
  progress,
  onChange,
  onHashtagText,
  onUpload,
}: {
  block: DraftBlock
  index: number
  position: string
  progress: number | null
  onChange: (changes: Record<string, unknown>) => void
  onHashtagText: (text: string) => void
  onUpload: (file: File) => void
}) {
  const c = block.content as Record<string, unknown>
  const set = (key: string) => (value: string) => onChange({ [key]: value })
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
    case 'video':
      fields = (
        <MediaBlockFields
          type={block.type}
          content={c}
          pending={block.pending}
          position={position}
          progress={progress}
          set={set}
          onUpload={onUpload}
        />
      )
      break
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

  return fields
}
