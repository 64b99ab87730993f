import { Box, Button, errorMessage, Typography, useToast } from '@hireloop/shared-ui'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { saveApplicationNote, useApplicationNote } from '../../api/applications/application-note'

/**
 * The employer's private note on one application (the dashboard's Notes): kept on the server, shown to the owner of
 * the job's company only. Shown collapsed ('Add note' or the note), edited in place.
 */
export function ApplicationNote({ applicationId, applicantName }: { applicationId: string; applicantName: string }) {
  const { toast } = useToast()
  const { data, error, isLoading, mutate } = useApplicationNote(applicationId)
  const [draft, setDraft] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const note = data?.note ?? ''
  const fieldId = `note-${applicationId}`

  const save = async () => {
    if (draft === null) return
    setSaving(true)
    setProblem(null)
    try {
      const saved = await saveApplicationNote(applicationId, draft)
      await mutate(saved, { revalidate: false })
      setDraft(null)
      toast({ title: saved.note ? 'Note saved' : 'Note removed', variant: 'success' })
    } catch (failure) {
      setProblem(errorMessage(failure, 'The note could not be saved. Please try again.'))
    } finally {
      setSaving(false)
    }
  }

  if (isLoading) return null
  if (error) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Notes are not available right now.
      </Typography>
    )
  }
  return (
    <Box component="section" aria-label={`Private note on ${applicantName}`} sx={{ mt: 1 }}>
      <Typography variant="caption" component="h4" color="text.secondary" sx={{ fontWeight: 600 }}>
        Private note (only you see it)
      </Typography>
      {draft === null ? (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Typography
            variant="body2"
            color={note ? undefined : 'text.secondary'}
            data-testid="application-note"
            sx={{ flex: 1, minWidth: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {note || 'No note yet.'}
          </Typography>
          <Button size="small" onClick={() => setDraft(note)}>
            {note ? 'Edit note' : 'Add note'}
          </Button>
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 1, mt: 0.5 }}>
          <TextField
            id={fieldId}
            label={`Note on ${applicantName}`}
            multiline
            minRows={2}
            fullWidth
            autoFocus
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            error={Boolean(problem)}
            helperText={problem ?? 'Only you can read this note.'}
          />
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button size="small" disabled={saving} onClick={() => (setDraft(null), setProblem(null))}>
              Cancel
            </Button>
            <Button size="small" variant="contained" disabled={saving} onClick={() => void save()}>
              {saving ? 'Saving...' : 'Save note'}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  )
}
