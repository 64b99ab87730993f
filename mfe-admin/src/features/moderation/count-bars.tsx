import { Box, Typography } from '@hireloop/shared-ui'
import LinearProgress from '@mui/material/LinearProgress'
import { Section } from './section'

export interface CountRow {
  key: string
  label: string
  count: number
}

/** Labelled counts with a bar for each one's share of the total (the words carry the numbers; bars are decoration). */
export function CountBars({ rows, testId }: { rows: CountRow[]; testId: string }) {
  const total = rows.reduce((sum, row) => sum + row.count, 0)
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }} data-testid={testId}>
      {rows.map((row) => {
        const share = total > 0 ? Math.round((row.count / total) * 100) : 0
        return (
          <Box component="li" key={row.key} data-testid={`${testId}-${row.key}`}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2">{row.label}</Typography>
              <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {row.count}
                {total > 0 && (
                  <Typography component="span" variant="caption" color="text.secondary">
                    {row.count > 0 && share === 0 ? ' (<1%)' : ` (${share}%)`}
                  </Typography>
                )}
              </Typography>
            </Box>
            <LinearProgress variant="determinate" value={share} aria-hidden="true" sx={{ mt: 0.5, borderRadius: 1 }} />
          </Box>
        )
      })}
    </Box>
  )
}

/**
 * A titled card of the counts of one vocabulary (severities, categories, trust levels), in its order and words; a
 * key without a count counts 0. Empty until the counts have loaded.
 */
export function CountSection<K extends string>({
  title,
  testId,
  barsTestId,
  keys,
  labels,
  counts,
}: {
  title: string
  testId: string
  barsTestId: string
  keys: readonly K[]
  labels: Record<K, string>
  counts: Partial<Record<K, number>> | undefined
}) {
  return (
    <Section title={title} testId={testId}>
      {counts ? (
        <CountBars
          testId={barsTestId}
          rows={keys.map((key) => ({ key, label: labels[key], count: counts[key] ?? 0 }))}
        />
      ) : null}
    </Section>
  )
}
