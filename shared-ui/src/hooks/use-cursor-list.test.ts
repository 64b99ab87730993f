import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { cursorListReducer, initialCursorListState, useCursorList, type CursorPage } from './use-cursor-list'

type Item = { id: string; n?: number }
const page = (ids: string[], nextCursor: string | null): CursorPage<Item> => ({
  items: ids.map((id) => ({ id })),
  nextCursor,
  hasMore: nextCursor !== null,
})

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { promise, resolve, reject }
}

describe('cursorListReducer', () => {
  const loaded = (ids: string[], next: string | null) =>
    cursorListReducer<Item>(
      cursorListReducer<Item>(initialCursorListState<Item>(), { type: 'start', mode: 'first', generation: 1 }),
      { type: 'loaded', mode: 'first', generation: 1, page: page(ids, next) }
    )

  it('appends the next page without the items it already holds', () => {
    const first = loaded(['a', 'b'], 'c1')
    const more = cursorListReducer(first, { type: 'loaded', mode: 'more', generation: 1, page: page(['b', 'c'], null) })
    expect(more.items.map((item) => item.id)).toEqual(['a', 'b', 'c'])
    expect(more.hasMore).toBe(false)
  })

  it('ignores answers of an older generation', () => {
    const first = loaded(['a'], 'c1')
    const refreshing = cursorListReducer(first, { type: 'start', mode: 'refresh', generation: 2 })
    expect(refreshing.isRefreshing).toBe(true)
    expect(refreshing.items).toHaveLength(1)
    const stale = cursorListReducer(refreshing, {
      type: 'loaded',
      mode: 'more',
      generation: 1,
      page: page(['x'], null),
    })
    expect(stale).toBe(refreshing)
  })

  it('updates, removes, prepends and inserts by id', () => {
    let state = loaded(['a', 'b'], null)
    state = cursorListReducer(state, { type: 'update', id: 'b', update: (item) => ({ ...item, n: 1 }) })
    expect(state.items[1]).toEqual({ id: 'b', n: 1 })
    state = cursorListReducer(state, { type: 'prepend', item: { id: 'z' } })
    state = cursorListReducer(state, { type: 'remove', id: 'a' })
    expect(state.items.map((item) => item.id)).toEqual(['z', 'b'])
    state = cursorListReducer(state, { type: 'insert', item: { id: 'a' }, index: 1 })
    expect(state.items.map((item) => item.id)).toEqual(['z', 'a', 'b'])
    expect(cursorListReducer(state, { type: 'update', id: 'none', update: (item) => item })).toBe(state)
  })

  it('keeps an item prepended while the first page or a refresh is on its way, above the page', () => {
    const ids = (state: { items: Item[] }) => state.items.map((item) => item.id)
    // The first page, asked for before the item existed.
    let state = cursorListReducer<Item>(initialCursorListState<Item>(), { type: 'start', mode: 'first', generation: 1 })
    state = cursorListReducer(state, { type: 'prepend', item: { id: 'new', n: 1 } })
    state = cursorListReducer(state, { type: 'loaded', mode: 'first', generation: 1, page: page(['a', 'b'], 'c1') })
    expect(ids(state)).toEqual(['new', 'a', 'b'])
    expect(state.prependedIds).toEqual([])

    // A refresh: one prepended item removed meanwhile stays gone; one the page already holds comes from the page.
    state = cursorListReducer(state, { type: 'start', mode: 'refresh', generation: 2 })
    state = cursorListReducer(state, { type: 'prepend', item: { id: 'gone' } })
    state = cursorListReducer(state, { type: 'prepend', item: { id: 'b', n: 7 } })
    state = cursorListReducer(state, { type: 'remove', id: 'gone' })
    state = cursorListReducer(state, { type: 'loaded', mode: 'refresh', generation: 2, page: page(['b', 'a'], null) })
    expect(state.items).toEqual([{ id: 'b' }, { id: 'a' }])

    // Prepended with no load on its way, then a refresh asked for after it: the refresh's page is the truth.
    state = cursorListReducer(state, { type: 'prepend', item: { id: 'later' } })
    state = cursorListReducer(state, { type: 'start', mode: 'refresh', generation: 3 })
    state = cursorListReducer(state, { type: 'loaded', mode: 'refresh', generation: 3, page: page(['a'], null) })
    expect(ids(state)).toEqual(['a'])
  })

  it('tells a failed first page from a failed next page or refresh', () => {
    const empty = cursorListReducer<Item>(initialCursorListState<Item>(), {
      type: 'failed',
      mode: 'first',
      generation: 0,
      error: 'x',
    })
    expect(empty.error?.kind).toBe('first')
    const shown = loaded(['a'], 'c1')
    expect(cursorListReducer(shown, { type: 'failed', mode: 'more', generation: 1, error: 'x' }).error?.kind).toBe(
      'more'
    )
    const refreshing = cursorListReducer(shown, { type: 'start', mode: 'refresh', generation: 2 })
    expect(
      cursorListReducer(refreshing, { type: 'failed', mode: 'refresh', generation: 2, error: 'x' }).error?.kind
    ).toBe('refresh')
  })
})

describe('useCursorList', () => {
  it('pages with the cursor the server gave, once at a time, until there is no more', async () => {
    const pages: Record<string, CursorPage<Item>> = {
      first: page(['a', 'b'], 'c1'),
      c1: page(['c', 'd'], 'c2'),
      c2: page(['e'], null),
    }
    const fetchPage = vi.fn(async (cursor: string | null) => pages[cursor ?? 'first']!)
    const { result } = renderHook(() => useCursorList<Item>('list', fetchPage))
    expect(result.current.isLoading).toBe(true)
    await waitFor(() => expect(result.current.items).toHaveLength(2))

    act(() => {
      result.current.loadMore()
      result.current.loadMore()
    })
    await waitFor(() => expect(result.current.items).toHaveLength(4))
    expect(fetchPage).toHaveBeenCalledTimes(2)
    act(() => result.current.loadMore())
    await waitFor(() => expect(result.current.hasMore).toBe(false))
    expect(result.current.items.map((item) => item.id)).toEqual(['a', 'b', 'c', 'd', 'e'])
    act(() => result.current.loadMore())
    expect(fetchPage.mock.calls.map(([cursor]) => cursor)).toEqual([null, 'c1', 'c2'])
  })

  it('a refresh wins over a next page still on its way', async () => {
    const more = deferred<CursorPage<Item>>()
    const fetchPage = vi
      .fn<(cursor: string | null) => Promise<CursorPage<Item>>>()
      .mockResolvedValueOnce(page(['a'], 'c1'))
      .mockReturnValueOnce(more.promise)
      .mockResolvedValueOnce(page(['new', 'a'], 'c9'))
    const { result } = renderHook(() => useCursorList<Item>('list', fetchPage))
    await waitFor(() => expect(result.current.items).toHaveLength(1))
    act(() => result.current.loadMore())
    expect(result.current.isLoadingMore).toBe(true)
    act(() => result.current.refresh())
    await waitFor(() => expect(result.current.items.map((item) => item.id)).toEqual(['new', 'a']))
    await act(async () => more.resolve(page(['old'], null)))
    expect(result.current.items.map((item) => item.id)).toEqual(['new', 'a'])
    expect(result.current.nextCursor).toBe('c9')
  })

  it('loads nothing without a key, and starts again when the key changes', async () => {
    const fetchPage = vi.fn(async () => page(['a'], null))
    const { result, rerender } = renderHook(({ key }) => useCursorList<Item>(key, fetchPage), {
      initialProps: { key: null as string | null },
    })
    expect(fetchPage).not.toHaveBeenCalled()
    rerender({ key: 'one' })
    await waitFor(() => expect(result.current.items).toHaveLength(1))
    rerender({ key: 'two' })
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2))
  })
})
