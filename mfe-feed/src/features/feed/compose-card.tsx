import {
  ArticleIcon,
  Avatar,
  Box,
  Button,
  CommunityGuidelinesDialog,
  EventIcon,
  getInitials,
  ImageIcon,
  Link as MuiLink,
  Paper,
  useCurrentUser,
  VideoIcon,
} from '@hireloop/shared-ui'
import type { BlockType } from '../../api/feed/types'
import { useState, type ReactNode } from 'react'

const SHORTCUTS: { label: string; type: BlockType; icon: ReactNode }[] = [
  { label: 'Photo', type: 'image', icon: <ImageIcon fontSize="small" /> },
  { label: 'Video', type: 'video', icon: <VideoIcon fontSize="small" /> },
  { label: 'Event', type: 'event', icon: <EventIcon fontSize="small" /> },
  { label: 'Article', type: 'article', icon: <ArticleIcon fontSize="small" /> },
]

/** Compose card of part 1 §2: the prompt, shortcuts that open the composer with a first block, and Create+. */
export function ComposeCard({ onCompose }: { onCompose: (initialType?: BlockType) => void }) {
  const { user } = useCurrentUser()
  const [guidelinesOpen, setGuidelinesOpen] = useState(false)
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label="Create a post">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Avatar src={user?.profileImage ?? undefined} alt="" sx={{ bgcolor: 'primary.main' }}>
          {getInitials(user?.name)}
        </Avatar>
        <Button
          fullWidth
          variant="outlined"
          color="inherit"
          onClick={() => onCompose()}
          sx={{ justifyContent: 'flex-start', borderRadius: 5, py: 1, color: 'text.secondary', textTransform: 'none' }}
        >
          What's on your mind?
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, mt: 1.5 }}>
        {SHORTCUTS.map((shortcut) => (
          <Button
            key={shortcut.label}
            size="small"
            color="inherit"
            startIcon={shortcut.icon}
            onClick={() => onCompose(shortcut.type)}
          >
            {shortcut.label}
          </Button>
        ))}
        <Button size="small" variant="contained" onClick={() => onCompose()} sx={{ ml: 'auto' }}>
          Create+
        </Button>
      </Box>
      <MuiLink
        component="button"
        type="button"
        variant="caption"
        color="text.secondary"
        onClick={() => setGuidelinesOpen(true)}
        sx={{ mt: 1 }}
      >
        Community guidelines
      </MuiLink>
      <CommunityGuidelinesDialog open={guidelinesOpen} onClose={() => setGuidelinesOpen(false)} />
    </Paper>
  )
}
