import { act, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { SWRConfig } from 'swr'
import { describe, expect, it } from 'vitest'
import { useAlerts } from '../../api/alerts/get-alerts'
import { makeAlert } from '../../test/make-alert'
import { fakeServer } from '../../test/render-app'
import { useSaveAlert } from './use-jobs-search'

function AlertNames() {
  const { data } = useAlerts()
  return <p data-testid="alerts">{data ? data.map((alert) => alert.query).join(', ') || 'none' : 'loading'}</p>
}

/** The Job Alerts page (shown, then left) and the jobs page's "Save this search as an alert". */
function Screens() {
  const [alertsShown, setAlertsShown] = useState(true)
  const save = useSaveAlert()
  return (
    <>
      {alertsShown && <AlertNames />}
      <button onClick={() => setAlertsShown(!alertsShown)}>toggle</button>
      <button onClick={() => void save({ query: 'compliance analyst', location: 'Austin, TX', frequency: 'daily' })}>
        save
      </button>
    </>
  )
}

describe('saving a search as an alert', () => {
  it('lists the new alert on the Job Alerts page read before, without a reload', async () => {
    fakeServer({ 'GET /api/alerts': [], 'POST /api/alerts': makeAlert() })
    // As in the app: a read already made is not made again on its own.
    render(
      <SWRConfig value={{ provider: () => new Map(), revalidateIfStale: false, dedupingInterval: 0 }}>
        <Screens />
      </SWRConfig>
    )
    expect((await screen.findByText('none')).textContent).toBe('none')
    act(() => screen.getByText('toggle').click())
    await act(async () => screen.getByText('save').click())
    act(() => screen.getByText('toggle').click())
    expect(screen.getByTestId('alerts').textContent).toBe('compliance analyst')
  })
})
