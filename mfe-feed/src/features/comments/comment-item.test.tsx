import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { Comment } from '../../api/feed/types'
import { makeComment } from '../../test/make-comment'
import { CommentItem } from './comment-item'

const comment: Comment = makeComment({ likesCount: 1234, celebrateCount: 2_500_000, insightfulCount: 999 })

describe('comment reactions', () => {
  it('shorten their counts like a post does (1.2K, 2.5M), read out the same way', () => {
    render(
      <MemoryRouter>
        <ul>
          <CommentItem
            comment={comment}
            isReply={false}
            editing={false}
            onReact={() => {}}
            onReply={() => {}}
            onMenu={() => {}}
            onSaveEdit={async () => true}
            onCancelEdit={() => {}}
          />
        </ul>
      </MemoryRouter>
    )
    const group = screen.getByRole('group', { name: 'Comment reactions' })
    const names = Array.from(group.querySelectorAll('button[aria-pressed]')).map((button) =>
      button.getAttribute('aria-label')
    )
    expect(names).toEqual(['Like (1.2K)', 'Celebrate (2.5M)', 'Insightful (999)', 'Curious'])
    expect(Array.from(group.querySelectorAll('button[aria-pressed]')).map((button) => button.textContent)).toEqual([
      '👍1.2K',
      '🎉2.5M',
      '💡999',
      '🤔',
    ])
  })

  it("the author's name opens their profile", () => {
    render(
      <MemoryRouter>
        <ul>
          <CommentItem
            comment={comment}
            isReply={false}
            editing={false}
            onReact={() => {}}
            onReply={() => {}}
            onMenu={() => {}}
            onSaveEdit={async () => true}
            onCancelEdit={() => {}}
          />
        </ul>
      </MemoryRouter>
    )
    expect(screen.getByRole('link', { name: 'Casey Jones' }).getAttribute('href')).toBe('/people/u2')
  })
})
