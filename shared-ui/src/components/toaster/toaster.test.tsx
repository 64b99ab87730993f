import { act, fireEvent, render, renderHook, screen } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { useToast } from '../../state/toast'
import { Toaster } from './toaster'

describe('Toaster', () => {
  it('shows one toast at a time and closes it after 5 s', () => {
    vi.useFakeTimers()
    const store = createStore()
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>
    render(<Toaster />, { wrapper })
    const { result } = renderHook(() => useToast(), { wrapper })

    act(() => {
      result.current.toast({ title: 'First' })
      result.current.toast({ title: 'Welcome back!', variant: 'success' })
    })
    expect(screen.getAllByTestId('toast')).toHaveLength(1)
    expect(screen.getByText('Welcome back!')).toBeTruthy()

    act(() => vi.advanceTimersByTime(4999))
    expect(screen.queryByText('Welcome back!')).toBeTruthy()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Welcome back!')).toBeNull()
    vi.useRealTimers()
  })

  it('can be dismissed', () => {
    const store = createStore()
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>
    render(<Toaster />, { wrapper })
    const { result } = renderHook(() => useToast(), { wrapper })
    act(() => {
      result.current.toast({
        title: 'Login failed',
        description: 'Please check your credentials and try again.',
        variant: 'error',
      })
    })
    expect(screen.getByRole('alert').textContent).toContain('Please check your credentials and try again.')
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
