import { Box, Button, IconButton } from '@hireloop/shared-ui'
import type { PostReaction } from '../../api/feed/types'
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { ThumbUpIcon } from '../../shared/icons'

export const REACTIONS: { type: PostReaction; label: string; emoji: string }[] = [
  { type: 'like', label: 'Like', emoji: '👍' },
  { type: 'love', label: 'Love', emoji: '❤️' },
  { type: 'celebrate', label: 'Celebrate', emoji: '🎉' },
  { type: 'insightful', label: 'Insightful', emoji: '💡' },
  { type: 'support', label: 'Support', emoji: '🤝' },
]

export const REACTION_BY_TYPE = Object.fromEntries(REACTIONS.map((reaction) => [reaction.type, reaction])) as Record<
  PostReaction,
  (typeof REACTIONS)[number]
>

/** Part 1 §4, §9: the picker closes 300 ms after the pointer leaves it and its button. */
export const PICKER_CLOSE_DELAY_MS = 300
const LONG_PRESS_MS = 450

/**
 * The reaction button: a click likes (or takes back the reader's reaction); hovering, a long press or the arrow keys
 * open the picker with the five reactions.
 */
export function ReactionButton({
  reaction,
  onReact,
}: {
  reaction: PostReaction | null
  onReact: (type: PostReaction) => void
}) {
  const [open, setOpen] = useState<false | 'pointer' | 'keyboard'>(false)
  const closeTimer = useRef<number | undefined>(undefined)
  const pressTimer = useRef<number | undefined>(undefined)
  const longPressed = useRef(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const pickerRef = useRef<HTMLDivElement>(null)
  const current = reaction ? REACTION_BY_TYPE[reaction] : null

  useEffect(
    () => () => {
      window.clearTimeout(closeTimer.current)
      window.clearTimeout(pressTimer.current)
    },
    []
  )

  /** Closes the picker; focus inside it would drop to the page as it unmounts, so it goes back to the button. */
  const close = () => {
    if (pickerRef.current?.contains(document.activeElement)) buttonRef.current?.focus()
    setOpen(false)
  }
  const cancelClose = () => window.clearTimeout(closeTimer.current)
  const closeLater = () => {
    cancelClose()
    closeTimer.current = window.setTimeout(close, PICKER_CLOSE_DELAY_MS)
  }

  const onPointerEnter = (event: PointerEvent) => {
    cancelClose()
    if (event.pointerType === 'mouse') setOpen((value) => value || 'pointer')
  }
  const onPointerLeave = (event: PointerEvent) => {
    window.clearTimeout(pressTimer.current)
    if (event.pointerType === 'mouse') closeLater()
  }
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') return
    longPressed.current = false
    pressTimer.current = window.setTimeout(() => {
      longPressed.current = true
      setOpen('pointer')
    }, LONG_PRESS_MS)
  }
  const onPointerUp = () => window.clearTimeout(pressTimer.current)

  const choose = (type: PostReaction) => {
    cancelClose()
    close()
    onReact(type)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault()
      setOpen('keyboard')
    } else if (event.key === 'Escape') {
      close()
    }
  }

  return (
    <Box
      sx={{ position: 'relative', display: 'flex', minWidth: 0 }}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
    >
      <Button
        ref={buttonRef}
        size="small"
        color={current ? 'primary' : 'inherit'}
        aria-pressed={Boolean(current)}
        aria-haspopup="true"
        aria-expanded={Boolean(open)}
        startIcon={current ? <span aria-hidden>{current.emoji}</span> : <ThumbUpIcon fontSize="small" />}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onContextMenu={(event) => {
          if (longPressed.current) event.preventDefault()
        }}
        onClick={() => {
          if (longPressed.current) {
            longPressed.current = false
            return
          }
          choose(reaction ?? 'like')
        }}
        sx={{ fontWeight: 600 }}
      >
        {current?.label ?? 'Like'}
      </Button>
      {open && (
        <Box
          ref={pickerRef}
          role="toolbar"
          aria-label="Reactions"
          onPointerEnter={cancelClose}
          sx={{
            position: 'absolute',
            bottom: '100%',
            left: 0,
            mb: 0.5,
            zIndex: 2,
            display: 'flex',
            gap: 0.25,
            p: 0.5,
            borderRadius: 6,
            bgcolor: 'background.paper',
            boxShadow: 4,
            '@keyframes picker-in': { from: { opacity: 0, transform: 'translateY(4px)' }, to: { opacity: 1 } },
            animation: 'picker-in 120ms ease-out',
          }}
        >
          {REACTIONS.map((option, index) => (
            <IconButton
              autoFocus={open === 'keyboard' && index === 0}
              key={option.type}
              aria-label={option.label}
              title={option.label}
              aria-pressed={reaction === option.type}
              onClick={() => choose(option.type)}
              sx={{
                fontSize: 22,
                width: 40,
                height: 40,
                transition: 'transform 120ms',
                '&:hover, &:focus-visible': { transform: 'scale(1.25)' },
                bgcolor: reaction === option.type ? 'action.selected' : undefined,
              }}
            >
              <span aria-hidden>{option.emoji}</span>
            </IconButton>
          ))}
        </Box>
      )}
    </Box>
  )
}
