import { Box, Button, isApiError, Typography, useToast } from '@hireloop/shared-ui'
import { DescriptionIcon } from '../../shared/icons'
import FormHelperText from '@mui/material/FormHelperText'
import LinearProgress from '@mui/material/LinearProgress'
import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import { uploadResume } from '../../api/applications/upload-resume'
import {
  formatFileSize,
  RESUME_ACCEPT,
  RESUME_PROBLEMS,
  resumeProblem,
  resumeProblemFromServer,
  type ApplyValues,
} from './apply-form'

export interface ResumeFieldProps {
  /** The file input's id (the field a server error names is `resumeUrl`). */
  id: string
  resume: ApplyValues['resume']
  error?: string
  onChange: (resume: ApplyValues['resume']) => void
  onUploadingChange: (uploading: boolean) => void
}

/**
 * The optional résumé (part 2 §4 "Resume upload": none, uploading, uploaded with Remove). The file is checked here
 * (type and 5 MB) and sent at once, with the real upload progress; the server checks its content too. Offline (or
 * when the upload gets no answer) the file is kept with the application and uploaded when it is sent.
 */
export function ResumeField({ id, resume, error, onChange, onUploadingChange }: ResumeFieldProps) {
  const { toast } = useToast()
  const [progress, setProgress] = useState<number | null>(null)
  const controller = useRef<AbortController | null>(null)
  const input = useRef<HTMLInputElement>(null)

  // Closing the dialog mid-upload abandons the upload.
  useEffect(() => () => controller.current?.abort(), [])

  const finish = () => {
    controller.current = null
    setProgress(null)
    onUploadingChange(false)
  }

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // The same file can be picked again after a failure or a removal.
    event.target.value = ''
    if (!file) return
    const problem = resumeProblem(file)
    if (problem) {
      toast({ ...RESUME_PROBLEMS[problem], variant: 'error' })
      return
    }
    controller.current?.abort()
    if (!navigator.onLine) {
      onChange({ url: null, name: file.name, size: file.size, file })
      return
    }
    const current = new AbortController()
    controller.current = current
    setProgress(0)
    onUploadingChange(true)
    try {
      const answer = await uploadResume(file, { onProgress: setProgress, signal: current.signal })
      if (current.signal.aborted) {
        onUploadingChange(false)
        return
      }
      onChange({ url: answer.url, name: answer.name || file.name, size: answer.size ?? file.size })
      toast({ title: 'Resume uploaded', description: answer.name || file.name, variant: 'success' })
      finish()
    } catch (failure) {
      // Abandoned (the dialog closed): nothing to say, but the form must not stay 'uploading'.
      if (current.signal.aborted) {
        onUploadingChange(false)
        return
      }
      finish()
      // No answer (the connection dropped): the file waits with the application.
      if (failure instanceof TypeError) {
        onChange({ url: null, name: file.name, size: file.size, file })
        return
      }
      const messages = isApiError(failure)
        ? [failure.data?.error, ...(failure.data?.errors ?? []).map((item) => item.message)].filter(
            (message): message is string => typeof message === 'string'
          )
        : []
      const refused = resumeProblemFromServer(messages)
      toast({ ...RESUME_PROBLEMS[refused ?? 'failed'], variant: 'error' })
    }
  }

  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  return (
    <Box component="section" aria-labelledby={`${id}-label`} sx={{ display: 'grid', gap: 0.75 }}>
      <Typography id={`${id}-label`} variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        Resume (optional)
      </Typography>
      {resume ? (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            p: 1,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
          data-testid="resume-file"
        >
          <DescriptionIcon color="primary" />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {resume.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" data-testid="resume-file-state">
              {resume.url === null
                ? `${formatFileSize(resume.size)} · Uploads when you're back online`
                : formatFileSize(resume.size)}
            </Typography>
          </Box>
          <Button
            size="small"
            color="error"
            onClick={() => onChange(null)}
            aria-label={`Remove ${resume.name}`}
            // On a raised dark surface (Apply over the job's details) the main red falls short of 4.5:1.
            sx={{ color: (theme) => (theme.palette.mode === 'dark' ? theme.palette.error.light : undefined) }}
          >
            Remove
          </Button>
        </Box>
      ) : progress !== null ? (
        <Box role="status" sx={{ display: 'grid', gap: 0.5 }}>
          <Typography variant="body2">Uploading... {progress}%</Typography>
          <LinearProgress variant="determinate" value={progress} aria-label="Resume upload progress" />
        </Box>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Button variant="outlined" size="small" onClick={() => input.current?.click()}>
            Upload Resume
          </Button>
          <Typography id={hintId} variant="caption" color="text.secondary">
            PDF, DOC or DOCX, up to 5MB
          </Typography>
        </Box>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        accept={RESUME_ACCEPT}
        aria-label="Resume file"
        aria-describedby={error ? errorId : hintId}
        onChange={pick}
        hidden
      />
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
    </Box>
  )
}
