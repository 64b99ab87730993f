import {
  ArticleIcon,
  Avatar,
  Box,
  Button,
  EventIcon,
  getInitials,
  ImageIcon,
  Paper,
  Typography,
  useCurrentUser,
  VideoIcon,
} from '@hireloop/shared-ui'

const SHORTCUTS = [
  { label: 'Photo', icon: <ImageIcon fontSize="small" /> },
  { label: 'Video', icon: <VideoIcon fontSize="small" /> },
  { label: 'Event', icon: <EventIcon fontSize="small" /> },
  { label: 'Article', icon: <ArticleIcon fontSize="small" /> },
]

/** Compose card of part 1 §2. Publishing needs the posts API, so the controls stay disabled until it exists. */
export function ComposeCard() {
  const { user } = useCurrentUser()
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} aria-label="Create a post">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Avatar src={user?.profileImage ?? undefined} alt="" sx={{ bgcolor: 'primary.main' }}>
          {getInitials(user?.name)}
        </Avatar>
        <Button
          disabled
          fullWidth
          variant="outlined"
          color="inherit"
          sx={{ justifyContent: 'flex-start', borderRadius: 5, py: 1, color: 'text.secondary' }}
        >
          What's on your mind?
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1.5 }}>
        {SHORTCUTS.map((shortcut) => (
          <Button key={shortcut.label} size="small" color="inherit" startIcon={shortcut.icon} disabled>
            {shortcut.label}
          </Button>
        ))}
        <Button size="small" variant="contained" disabled sx={{ ml: 'auto' }}>
          Create+
        </Button>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        Posting opens soon.
      </Typography>
    </Paper>
  )
}
