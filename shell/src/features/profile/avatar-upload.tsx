import {
  ACCEPTED_IMAGE_TYPES,
  Avatar,
  Box,
  Button,
  checkImageFile,
  errorMessage,
  getInitials,
  imageProblemFromServer,
  isApiError,
  Typography,
  uploadFiles,
  useToast,
  type User,
} from '@hireloop/shared-ui'
import { tooManyAttemptsMessage } from '../../api/auth/rate-limit'
import { updateProfile } from '../../api/profile/update-profile'
import LinearProgress from '@mui/material/LinearProgress'
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react'

type Phase = 'idle' | 'uploading' | 'saving'

/**
 * The profile picture (part 1 §5 "Profile image"): an image of at most 5 MB, checked before it is sent and by the
 * server again. Uploading shows its progress; the picture is saved to the profile as soon as it is uploaded.
 */
export function AvatarUpload({ user }: { user: User }) {
  const { toast } = useToast()
  const inputId = useId()
  const statusId = useId()
  const input = useRef<HTMLInputElement>(null)
  const abort = useRef<AbortController | null>(null)
  const [phase, setPhase] = useState<Phase>('idle')
  const [progress, setProgress] = useState(0)
  const [problem, setProblem] = useState<string | null>(null)

  useEffect(() => () => abort.current?.abort(), [])

  const fail = (title: string, description: string) => {
    setProblem(`${title}: ${description}`)
    toast({ title, description, variant: 'error' })
  }

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // The same file can be picked again after a failure.
    event.target.value = ''
    if (!file) return
    setProblem(null)
    const local = checkImageFile(file)
    if (local) {
      fail(local.title, local.description)
      return
    }

    abort.current = new AbortController()
    setProgress(0)
    setPhase('uploading')
    let url: string | undefined
    try {
      const answer = await uploadFiles(file, {
        folder: 'avatars',
        onProgress: setProgress,
        signal: abort.current.signal,
      })
      url = answer.files[0]?.url
      if (!url) throw new Error('No file in the answer')
    } catch (failure) {
      setPhase('idle')
      if (failure instanceof DOMException && failure.name === 'AbortError') return
      const refused = imageProblemFromServer(isApiError(failure) ? failure.data?.error : undefined)
      if (refused) fail(refused.title, refused.description)
      else fail('Failed to upload image', tooManyAttemptsMessage(failure) ?? errorMessage(failure, 'Please try again.'))
      return
    }

    setPhase('saving')
    try {
      await updateProfile({ profileImage: url })
      toast({ title: 'Profile picture updated!', variant: 'success' })
    } catch (failure) {
      fail('Error updating profile', errorMessage(failure, 'Please try again.'))
    } finally {
      setPhase('idle')
    }
  }

  const remove = async () => {
    setProblem(null)
    setPhase('saving')
    try {
      await updateProfile({ profileImage: null })
      toast({ title: 'Profile picture updated!', description: 'Your picture was removed.', variant: 'success' })
    } catch (failure) {
      fail('Error updating profile', errorMessage(failure, 'Please try again.'))
    } finally {
      setPhase('idle')
    }
  }

  const busy = phase !== 'idle'
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Avatar
        src={user.profileImage ?? undefined}
        alt={user.profileImage ? 'Your profile picture' : ''}
        sx={{ width: 88, height: 88, fontSize: 32, bgcolor: 'primary.main' }}
      >
        {getInitials(user.name)}
      </Avatar>
      <Box sx={{ display: 'grid', gap: 1, flex: 1, minWidth: 200 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            aria-label="Profile picture file"
            onChange={onPick}
            disabled={busy}
            hidden
          />
          <Button variant="outlined" onClick={() => input.current?.click()} disabled={busy} aria-describedby={statusId}>
            {user.profileImage ? 'Change picture' : 'Upload picture'}
          </Button>
          {user.profileImage && (
            <Button color="inherit" onClick={remove} disabled={busy}>
              Remove picture
            </Button>
          )}
        </Box>
        <Typography
          id={statusId}
          variant="caption"
          color={problem ? 'error' : 'text.secondary'}
          role={problem ? 'alert' : undefined}
        >
          {problem ?? 'PNG, JPEG, GIF or WebP, at most 5MB.'}
        </Typography>
        {phase === 'uploading' && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <LinearProgress variant="determinate" value={progress} aria-label="Upload progress" sx={{ flex: 1 }} />
            <Typography variant="caption" color="text.secondary" sx={{ minWidth: 36 }}>
              {progress}%
            </Typography>
          </Box>
        )}
        {phase === 'saving' && (
          <Typography variant="caption" color="text.secondary" role="status">
            Saving your picture…
          </Typography>
        )}
      </Box>
    </Box>
  )
}
