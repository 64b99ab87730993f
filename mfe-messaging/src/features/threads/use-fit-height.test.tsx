import { act, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BELOW_CONVERSATION_PX, MIN_CONVERSATION_PX, useFitHeight } from './use-fit-height'

function Box({ enabled = true }: { enabled?: boolean }) {
  const ref = useRef<HTMLDivElement>(null)
  const height = useFitHeight(ref, enabled)
  return (
    <div ref={ref} data-testid="box">
      {height ?? 'none'}
    </div>
  )
}

function placeAt(top: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect)
}

describe('useFitHeight (the conversation on a phone)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('ends above the tab bar, however far down notices push it (390×844)', () => {
    vi.stubGlobal('innerHeight', 844)
    placeAt(160)
    render(<Box />)
    expect(screen.getByTestId('box').textContent).toBe(String(844 - 160 - BELOW_CONVERSATION_PX))
  })

  it('shrinks when something above it grows, and follows the viewport', () => {
    vi.stubGlobal('innerHeight', 844)
    placeAt(160)
    render(<Box />)
    placeAt(260)
    act(() => window.dispatchEvent(new Event('resize')))
    expect(screen.getByTestId('box').textContent).toBe(String(844 - 260 - BELOW_CONVERSATION_PX))
    vi.stubGlobal('innerHeight', 500)
    act(() => window.dispatchEvent(new Event('resize')))
    expect(screen.getByTestId('box').textContent).toBe(String(MIN_CONVERSATION_PX))
  })

  it('measures nothing on a wide screen', () => {
    render(<Box enabled={false} />)
    expect(screen.getByTestId('box').textContent).toBe('none')
  })
})
