import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { REPORT_DETAILS_MAX, REPORT_REASONS } from '../../utils/member-safety'
import { ReportDialog } from './report-dialog'

function open(onSubmit: (reason: string) => Promise<boolean>, onClose = vi.fn()) {
  render(
    <ReportDialog
      open
      title="Report profile"
      description="Tell the moderators what is wrong with Ada's profile."
      onSubmit={onSubmit}
      onClose={onClose}
    />
  )
  return { onClose }
}

describe('ReportDialog', () => {
  it('offers every guideline and sends nothing until one is picked', () => {
    const onSubmit = vi.fn(async () => true)
    open(onSubmit)
    expect(screen.getByRole('dialog', { name: 'Report profile' })).toHaveProperty(
      'textContent',
      expect.stringContaining("Tell the moderators what is wrong with Ada's profile.")
    )
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([...REPORT_REASONS])
    const report = screen.getByRole('button', { name: 'Report' })
    expect(report).toHaveProperty('disabled', true)
    expect(screen.getByRole('textbox', { name: 'Details (optional)' }).getAttribute('maxlength')).toBe(
      String(REPORT_DETAILS_MAX)
    )
  })

  it('sends the guideline with the details and closes when the report went through', async () => {
    const onSubmit = vi.fn(async () => true)
    const { onClose } = open(onSubmit)
    fireEvent.click(screen.getByRole('radio', { name: REPORT_REASONS[0] }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Details (optional)' }), {
      target: { value: '  rude replies ' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Report' }))
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce())
    expect(onSubmit).toHaveBeenCalledWith(`${REPORT_REASONS[0]}: rude replies`)
  })

  it('stays open when the report failed', async () => {
    const onSubmit = vi.fn(async () => false)
    const { onClose } = open(onSubmit)
    fireEvent.click(screen.getByRole('radio', { name: REPORT_REASONS[1] }))
    fireEvent.click(screen.getByRole('button', { name: 'Report' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(REPORT_REASONS[1]))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Report' })).toHaveProperty('disabled', false))
    expect(onClose).not.toHaveBeenCalled()
  })
})
