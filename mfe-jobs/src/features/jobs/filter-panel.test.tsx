import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { JOB_TYPE_LABELS } from '../../test/job-type-labels'
import { EMPTY_FILTERS } from './filters'
import { FilterPanel } from './filter-panel'

describe('the hourly pay slider', () => {
  it('starts at 15–30 without filtering, moves by 1 with arrows and by 10 with page keys or shift+arrows', () => {
    const onChange = vi.fn()
    render(<FilterPanel filters={EMPTY_FILTERS} onChange={onChange} onClear={() => undefined} />)
    const min = screen.getByRole('slider', { name: 'Minimum hourly pay' })
    const max = screen.getByRole('slider', { name: 'Maximum hourly pay' })
    expect(min.getAttribute('aria-valuenow')).toBe('15')
    expect(max.getAttribute('aria-valuenow')).toBe('30')
    expect([min.getAttribute('min'), min.getAttribute('max'), min.getAttribute('step')]).toEqual(['10', '50', '1'])
    expect(screen.getByText('Hourly pay: any pay (move either end)')).toBeTruthy()

    // Each end filters only once moved: a move of one thumb sets that end alone.
    fireEvent.keyDown(min, { key: 'ArrowRight' })
    expect(onChange).toHaveBeenLastCalledWith({ salaryMin: 16 })
    fireEvent.keyDown(max, { key: 'PageUp' })
    expect(onChange).toHaveBeenLastCalledWith({ salaryMax: 40 })
    fireEvent.keyDown(max, { key: 'ArrowUp', shiftKey: true })
    expect(onChange).toHaveBeenLastCalledWith({ salaryMax: 50 })
    expect(onChange).toHaveBeenCalledTimes(3)
  })

  it('says what it filters: one end, both, and the top end as "and up"', () => {
    const props = { onChange: vi.fn(), onClear: () => undefined }
    const { rerender } = render(<FilterPanel filters={{ ...EMPTY_FILTERS, salaryMin: 20 }} {...props} />)
    expect(screen.getByText('Hourly pay: $20/hr and up')).toBeTruthy()
    rerender(<FilterPanel filters={{ ...EMPTY_FILTERS, salaryMax: 40 }} {...props} />)
    expect(screen.getByText('Hourly pay: up to $40/hr')).toBeTruthy()
    rerender(<FilterPanel filters={{ ...EMPTY_FILTERS, salaryMin: 20, salaryMax: 50 }} {...props} />)
    expect(screen.getByText('Hourly pay: $20/hr and up')).toBeTruthy()
    expect(screen.getByRole('slider', { name: 'Maximum hourly pay' }).getAttribute('aria-valuetext')).toBe('$50+/hr')
  })

  it('puts the thumbs where the address says whenever it changes, and leaves a local move alone otherwise', () => {
    const props = { onChange: vi.fn(), onClear: () => undefined }
    const { rerender } = render(<FilterPanel filters={EMPTY_FILTERS} {...props} />)
    const min = () => screen.getByRole('slider', { name: 'Minimum hourly pay' })
    const max = () => screen.getByRole('slider', { name: 'Maximum hourly pay' })

    rerender(<FilterPanel filters={{ ...EMPTY_FILTERS, salaryMin: 20, salaryMax: 40 }} {...props} />)
    expect([min().getAttribute('aria-valuenow'), max().getAttribute('aria-valuenow')]).toEqual(['20', '40'])
    expect(screen.getByText('Hourly pay: $20/hr – $40/hr')).toBeTruthy()

    // Moved here but not (yet) in the address: a new render with the same address keeps the move.
    fireEvent.keyDown(min(), { key: 'ArrowRight' })
    expect(min().getAttribute('aria-valuenow')).toBe('21')
    rerender(<FilterPanel filters={{ ...EMPTY_FILTERS, salaryMin: 20, salaryMax: 40 }} {...props} />)
    expect(min().getAttribute('aria-valuenow')).toBe('21')

    // Any pay, Clear or going back: the address drops the pay, the thumbs return to 15–30.
    rerender(<FilterPanel filters={EMPTY_FILTERS} {...props} />)
    expect([min().getAttribute('aria-valuenow'), max().getAttribute('aria-valuenow')]).toEqual(['15', '30'])
    expect(screen.getByText('Hourly pay: any pay (move either end)')).toBeTruthy()
  })

  it('offers every filter of part 2 §5', () => {
    render(<FilterPanel filters={EMPTY_FILTERS} onChange={() => undefined} onClear={() => undefined} />)
    for (const group of ['Job type', 'Industry', 'Benefits'])
      expect(screen.getByRole('group', { name: group })).toBeTruthy()
    for (const select of ['Experience level', 'Company size', 'Posted within', 'Category', 'Sort by']) {
      expect(screen.getByRole('combobox', { name: select })).toBeTruthy()
    }
    expect(screen.getByRole('switch', { name: 'Remote only' })).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: 'Tuition Reimbursement' })).toBeTruthy()
  })

  it('offers as job types every type a job can be posted with, and filters by the stored word', () => {
    const onChange = vi.fn()
    render(<FilterPanel filters={EMPTY_FILTERS} onChange={onChange} onClear={() => undefined} />)
    const types = within(screen.getByRole('group', { name: 'Job type' }))
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent)
    expect(types).toEqual(JOB_TYPE_LABELS)
    fireEvent.click(screen.getByRole('checkbox', { name: 'Weekend Only' }))
    expect(onChange).toHaveBeenLastCalledWith({ jobType: ['Weekend'] })
  })
})
