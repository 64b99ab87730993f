import type { ModerationAction, QueueItemAnswer } from '@hireloop/backend/api-types/moderation'
import { CATEGORY_LABELS } from '@hireloop/backend/moderation-constants'
import { Box, Button, formatRelativeTime, Link as MuiLink, Paper, profilePath, Typography } from '@hireloop/shared-ui'
import { useId } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import Chip from '@mui/material/Chip'
import { ACTION_LABELS, formatConfidence } from './action-rules'
import { CONTENT_TYPE_LABELS, SEVERITY_COLORS, SEVERITY_LABELS, STATUS_LABELS } from './labels'

const SOURCE_LABELS: Record<QueueItemAnswer['source'], string> = {
  report: 'Reported',
  screening: 'Automatic screening',
  appeal: 'Appeal',
}

/** The actions an item still allows: a pending item all three, an escalated one a final decision. */
export function availableActions(item: QueueItemAnswer): ModerationAction[] {
  if (item.status === 'pending') return ['approve', 'reject', 'escalate']
  if (item.status === 'escalated') return ['approve', 'reject']
  return []
}

export function QueueItemCard({
  item,
  onAction,
}: {
  item: QueueItemAnswer
  onAction: (item: QueueItemAnswer, action: ModerationAction) => void
}) {
  const type = CONTENT_TYPE_LABELS[item.contentType] ?? item.contentType
  const actions = availableActions(item)
  const appealLabelId = useId()
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={`${SEVERITY_LABELS[item.severity]} ${type.toLowerCase()}`}
      data-testid="queue-item"
      sx={{ p: 2, display: 'grid', gap: 1.25, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
        <Chip size="small" color={SEVERITY_COLORS[item.severity]} label={SEVERITY_LABELS[item.severity]} />
        <Chip size="small" variant="outlined" label={type} />
        <Chip size="small" variant="outlined" label={STATUS_LABELS[item.status]} />
        {item.hidden && <Chip size="small" variant="outlined" label="Hidden" />}
      </Box>
      <Typography
        variant="body2"
        component="blockquote"
        data-testid="queue-content"
        sx={{
          m: 0,
          pl: 1.5,
          borderLeft: 3,
          borderColor: 'divider',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {item.content || 'No text'}
      </Typography>
      {item.imageUrl && (
        <Box
          component="img"
          src={item.imageUrl}
          alt={`Image attached to the flagged ${type.toLowerCase()}`}
          sx={{ maxWidth: '100%', maxHeight: 200, borderRadius: 1, objectFit: 'contain', justifySelf: 'start' }}
        />
      )}
      {item.reason && (
        <Typography variant="body2">
          <strong>Reason:</strong> {item.reason}
        </Typography>
      )}
      {/* An appeal shows the member's own text, apart from the report's or screening's reason above. */}
      {item.source === 'appeal' && item.appealReason && (
        <Box
          component="figure"
          aria-labelledby={appealLabelId}
          data-testid="queue-appeal"
          sx={{ m: 0, display: 'grid', gap: 0.5 }}
        >
          <Typography variant="body2" component="figcaption" id={appealLabelId}>
            <strong>The author&apos;s appeal, in their own words:</strong>
          </Typography>
          <Typography
            variant="body2"
            component="blockquote"
            sx={{
              m: 0,
              pl: 1.5,
              borderLeft: 3,
              borderColor: 'primary.main',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
            }}
          >
            {item.appealReason}
          </Typography>
        </Box>
      )}
      {item.categories.length > 0 && (
        <Box
          component="ul"
          aria-label="Categories"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
        >
          {item.categories.map((category) => (
            <li key={category}>
              <Chip size="small" label={CATEGORY_LABELS[category] ?? category} />
            </li>
          ))}
        </Box>
      )}
      <Typography variant="caption" color="text.secondary" data-testid="queue-meta">
        {`Confidence ${formatConfidence(item.confidence)} · ${item.reportCount} ${
          item.reportCount === 1 ? 'report' : 'reports'
        } · ${SOURCE_LABELS[item.source] ?? item.source} · Flagged ${formatRelativeTime(item.flaggedAt)}`}
        {item.author && (
          <>
            {' · By '}
            <MuiLink component={RouterLink} to={profilePath(item.author.id)} color="inherit">
              {item.author.name}
            </MuiLink>
          </>
        )}
      </Typography>
      {actions.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {actions.map((action) => (
            <Button
              key={action}
              size="small"
              variant={action === 'escalate' ? 'text' : 'outlined'}
              color={action === 'reject' ? 'error' : action === 'approve' ? 'success' : 'primary'}
              onClick={() => onAction(item, action)}
            >
              {ACTION_LABELS[action]}
            </Button>
          ))}
        </Box>
      )}
    </Paper>
  )
}
