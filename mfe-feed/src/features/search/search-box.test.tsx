import { fireEvent, screen, waitFor } from '@testing-library/react'
import { fakeServer, locationNow, renderAt } from '@hireloop/shared-ui/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SearchBox } from './search-box'

const person = (id: string, name: string) => ({
  id,
  name,
  profileImage: null,
  userType: 'candidate' as const,
  headline: null,
  location: null,
})

function serve() {
  fakeServer({
    'GET /api/search': {
      jobs: [{ id: 'j1', title: 'Grid Analyst', companyName: 'Volt', location: 'Austin' }],
      companies: [],
      users: [person('u1', 'Ada Lovelace'), person('u2', 'Ada Byron')],
    },
    'GET /api/connections/status': { statuses: {}, requestIds: {} },
  })
}

async function typeQuery(text: string) {
  const input = screen.getByRole('combobox', { name: 'Search' })
  input.focus()
  fireEvent.change(input, { target: { value: text } })
  await screen.findByRole('option', { name: /Ada Lovelace/ }, { timeout: 2000 })
  return input
}

describe('SearchBox: arrowing through the results', () => {
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView
  })

  it('points aria-activedescendant at the option arrowed to, which is the one selected', async () => {
    serve()
    renderAt('/home', <SearchBox />)
    const input = await typeQuery('ada')
    expect(input.getAttribute('aria-activedescendant')).toBeNull()

    const expectActive = (name: RegExp | string) => {
      const option = screen.getByRole('option', { name })
      expect(option.id).not.toBe('')
      expect(input.getAttribute('aria-activedescendant')).toBe(option.id)
      expect(document.getElementById(option.id)).toBe(option)
      expect(screen.getByRole('option', { selected: true })).toBe(option)
    }
    // jsdom scrolls nothing: the option brought into view is recorded instead.
    const scrolled = vi.fn(function (this: Element) {
      return this.id
    })
    Element.prototype.scrollIntoView = scrolled
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expectActive(/Grid Analyst/)
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expectActive(/Ada Lovelace/)
    expect(scrolled.mock.results.map((result) => result.value)).toEqual([
      screen.getByRole('option', { name: /Grid Analyst/ }).id,
      screen.getByRole('option', { name: /Ada Lovelace/ }).id,
    ])
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'nearest' })
    fireEvent.keyDown(input, { key: 'ArrowUp' })
    fireEvent.keyDown(input, { key: 'ArrowUp' })
    // Up from the first wraps to the last: the way to every person.
    expectActive('See all people')
    expect(input.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id)

    fireEvent.keyDown(input, { key: 'Escape' })
    expect(input.getAttribute('aria-activedescendant')).toBeNull()
    expect(input.getAttribute('aria-expanded')).toBe('false')
  })

  it('Enter on "See all people" opens the people screen for the query', async () => {
    serve()
    renderAt('/home', <SearchBox />)
    const input = await typeQuery(' ada ')
    fireEvent.keyDown(input, { key: 'ArrowUp' })
    fireEvent.keyDown(input, { key: 'Enter' })
    await waitFor(() => expect(locationNow()).toBe('/people?q=ada'))
    expect((input as HTMLInputElement).value).toBe('')
  })
})
