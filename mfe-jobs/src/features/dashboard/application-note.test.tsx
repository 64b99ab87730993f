import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { errorAnswer, fakeServer, renderAt } from '../../test/render-app'
import { ApplicationNote } from './application-note'

const URL = '/api/applications/a1/note'

describe('the private note on an application', () => {
  it('shows the stored note, edits it and keeps what the server answered', async () => {
    const { calls } = fakeServer({
      [`GET ${URL}`]: { note: '', updatedAt: null },
      [`PUT ${URL}`]: ({ body }: { body: unknown }) => ({
        note: (body as { note: string }).note.trim(),
        updatedAt: '2026-11-27T10:00:00.000Z',
      }),
    })
    renderAt('/dashboard', <ApplicationNote applicationId="a1" applicantName="Sam Reyes" />)
    const section = await screen.findByRole('region', { name: 'Private note on Sam Reyes' })
    expect(within(section).getByTestId('application-note').textContent).toBe('No note yet.')
    fireEvent.click(within(section).getByRole('button', { name: 'Add note' }))
    fireEvent.change(within(section).getByRole('textbox', { name: 'Note on Sam Reyes' }), {
      target: { value: ' Call back Tuesday ' },
    })
    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Save note' })))
    await waitFor(() => expect(within(section).getByTestId('application-note').textContent).toBe('Call back Tuesday'))
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', url: URL, body: { note: ' Call back Tuesday ' } },
    ])
    expect(within(section).getByRole('button', { name: 'Edit note' })).toBeTruthy()
  })

  it("keeps the draft and shows the server's reason when it refuses the note", async () => {
    fakeServer({
      [`GET ${URL}`]: { note: 'Old', updatedAt: '2026-11-27T10:00:00.000Z' },
      [`PUT ${URL}`]: () =>
        errorAnswer(422, {
          error: 'Note must be at most 2000 characters',
          errors: [{ field: 'note', message: 'Note must be at most 2000 characters', rule: 'maxLength' }],
        }),
    })
    renderAt('/dashboard', <ApplicationNote applicationId="a1" applicantName="Sam Reyes" />)
    const section = await screen.findByRole('region', { name: 'Private note on Sam Reyes' })
    expect(within(section).getByTestId('application-note').textContent).toBe('Old')
    fireEvent.click(within(section).getByRole('button', { name: 'Edit note' }))
    const field = within(section).getByRole('textbox', { name: 'Note on Sam Reyes' })
    fireEvent.change(field, { target: { value: 'x'.repeat(2001) } })
    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Save note' })))
    expect(await within(section).findByText('Note must be at most 2000 characters')).toBeTruthy()
    expect((field as HTMLTextAreaElement).value).toBe('x'.repeat(2001))
  })
})
