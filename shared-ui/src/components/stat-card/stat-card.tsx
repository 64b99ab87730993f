import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'

export interface StatCardProps {
  title: string
  /** `null` while there is no data: shown as an em dash, never as an invented number. */
  value: string | number | null
  caption?: string
}

export function StatCard({ title, value, caption }: StatCardProps) {
  return (
    <Paper variant="outlined" component="article" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" component="h3">
        {title}
      </Typography>
      <Typography
        variant="h5"
        component="p"
        sx={{ fontWeight: 700 }}
        aria-label={value === null ? 'No data yet' : undefined}
      >
        {value ?? '—'}
      </Typography>
      {caption && (
        <Typography variant="caption" color="text.secondary">
          {caption}
        </Typography>
      )}
    </Paper>
  )
}
