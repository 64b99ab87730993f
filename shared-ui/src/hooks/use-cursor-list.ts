import { useCallback, useEffect, useReducer, useLayoutEffect, useRef } from 'react'

/** One page of a keyset-paged list: the cursor of the next page comes from the server. */
export interface CursorPage<T> {
  items: T[]
  nextCursor: string | null
  hasMore: boolean
}

export interface CursorListState<T> {
  items: T[]
  nextCursor: string | null
  hasMore: boolean
  /** The first page is on its way (nothing to show yet). */
  isLoading: boolean
  isLoadingMore: boolean
  isRefreshing: boolean
  /** Why the last load failed: the first page, the next page, or a refresh (the old items are still shown). */
  error: { kind: 'first' | 'more' | 'refresh'; error: unknown } | null
  /** Bumped by every first-page load, so answers of an older generation are ignored. */
  generation: number
  /**
   * Items prepended while the first page or a refresh is on its way (a post just published): that page was asked
   * for before they existed, so they stay on top when it arrives instead of vanishing until the next refresh.
   */
  prependedIds: string[]
}

export type CursorListAction<T> =
  | { type: 'start'; mode: 'first' | 'refresh' | 'more'; generation: number }
  | { type: 'loaded'; mode: 'first' | 'refresh' | 'more'; generation: number; page: CursorPage<T> }
  | { type: 'failed'; mode: 'first' | 'refresh' | 'more'; generation: number; error: unknown }
  | { type: 'update'; id: string; update: (item: T) => T }
  | { type: 'remove'; id: string }
  | { type: 'prepend'; item: T }
  | { type: 'append'; item: T }
  | { type: 'insert'; item: T; index: number }

export function initialCursorListState<T>(): CursorListState<T> {
  return {
    items: [],
    nextCursor: null,
    hasMore: false,
    isLoading: true,
    isLoadingMore: false,
    isRefreshing: false,
    error: null,
    generation: 0,
    prependedIds: [],
  }
}

/** Adds items the list does not hold yet: a keyset walk may return an item again when its rank moved. */
function mergeById<T extends { id: string }>(existing: T[], incoming: T[]): T[] {
  const seen = new Set(existing.map((item) => item.id))
  const added = incoming.filter((item) => {
    if (seen.has(item.id)) return false
    seen.add(item.id)
    return true
  })
  return added.length ? [...existing, ...added] : existing
}

export function cursorListReducer<T extends { id: string }>(
  state: CursorListState<T>,
  action: CursorListAction<T>
): CursorListState<T> {
  switch (action.type) {
    case 'start':
      if (action.mode === 'more') return { ...state, isLoadingMore: true, error: null }
      if (action.mode === 'first') return { ...initialCursorListState<T>(), generation: action.generation }
      return {
        ...state,
        generation: action.generation,
        isLoading: false,
        isRefreshing: action.mode === 'refresh',
        isLoadingMore: false,
        error: null,
        prependedIds: [],
      }
    case 'loaded':
      if (action.generation !== state.generation) return state
      if (action.mode === 'more') {
        return {
          ...state,
          items: mergeById(state.items, action.page.items),
          nextCursor: action.page.nextCursor,
          hasMore: action.page.hasMore && Boolean(action.page.nextCursor),
          isLoadingMore: false,
        }
      }
      return {
        ...state,
        // The page's own copy of a prepended item wins; the others stay above the page, as they were.
        items: mergeById(
          state.items.filter(
            (item) => state.prependedIds.includes(item.id) && !action.page.items.some((paged) => paged.id === item.id)
          ),
          action.page.items
        ),
        nextCursor: action.page.nextCursor,
        hasMore: action.page.hasMore && Boolean(action.page.nextCursor),
        isLoading: false,
        isRefreshing: false,
        prependedIds: [],
      }
    case 'failed':
      if (action.generation !== state.generation) return state
      return {
        ...state,
        isLoading: false,
        isRefreshing: false,
        isLoadingMore: false,
        error: {
          kind: action.mode === 'more' ? 'more' : state.items.length > 0 ? 'refresh' : 'first',
          error: action.error,
        },
      }
    case 'update': {
      let changed = false
      const items = state.items.map((item) => {
        if (item.id !== action.id) return item
        changed = true
        return action.update(item)
      })
      return changed ? { ...state, items } : state
    }
    case 'remove':
      return state.items.some((item) => item.id === action.id)
        ? { ...state, items: state.items.filter((item) => item.id !== action.id) }
        : state
    case 'prepend': {
      const items = [action.item, ...state.items.filter((item) => item.id !== action.item.id)]
      const loading = state.isLoading || state.isRefreshing
      return loading ? { ...state, items, prependedIds: [...state.prependedIds, action.item.id] } : { ...state, items }
    }
    case 'append':
      return state.items.some((item) => item.id === action.item.id)
        ? state
        : { ...state, items: [...state.items, action.item] }
    case 'insert': {
      const items = state.items.filter((item) => item.id !== action.item.id)
      items.splice(Math.max(0, Math.min(items.length, action.index)), 0, action.item)
      return { ...state, items }
    }
  }
}

export interface CursorList<T> extends CursorListState<T> {
  /** Fetches the next page; ignored while a page is on its way or when there is none. */
  loadMore: () => void
  /** Starts again from the first page, keeping the current items on screen until it arrives. */
  refresh: () => void
  update: (id: string, update: (item: T) => T) => void
  remove: (id: string) => void
  prepend: (item: T) => void
  append: (item: T) => void
  /** Puts an item at a position (e.g. back where it was when its removal failed). */
  insert: (item: T, index: number) => void
}

/**
 * A keyset-paged list (feed posts, comments, notifications). `fetchPage(null)` is the first page; `key` identifies
 * the list, and a new key starts it again. Items are kept by id: updates and removals apply wherever they are.
 */
export function useCursorList<T extends { id: string }>(
  key: string | null,
  fetchPage: (cursor: string | null) => Promise<CursorPage<T>>
): CursorList<T> {
  const [state, dispatch] = useReducer(
    cursorListReducer as (state: CursorListState<T>, action: CursorListAction<T>) => CursorListState<T>,
    undefined,
    initialCursorListState<T>
  )
  const fetchRef = useRef(fetchPage)
  const stateRef = useRef(state)
  // The callbacks below run in effects and events, after this commit: they read the latest of both.
  useLayoutEffect(() => {
    fetchRef.current = fetchPage
    stateRef.current = state
  })
  const generationRef = useRef(0)
  /** The page-after request in flight (0: none); a refresh forgets it. */
  const moreRequestRef = useRef(0)
  const requestCounterRef = useRef(0)

  const load = useCallback((mode: 'first' | 'refresh' | 'more') => {
    if (mode === 'more') {
      const current = stateRef.current
      if (moreRequestRef.current || !current.hasMore || !current.nextCursor || current.isLoading) return
      const request = ++requestCounterRef.current
      moreRequestRef.current = request
      const generation = generationRef.current
      dispatch({ type: 'start', mode, generation })
      fetchRef
        .current(current.nextCursor)
        .then((page) => dispatch({ type: 'loaded', mode, generation, page }))
        .catch((error: unknown) => dispatch({ type: 'failed', mode, generation, error }))
        .finally(() => {
          if (moreRequestRef.current === request) moreRequestRef.current = 0
        })
      return
    }
    generationRef.current += 1
    const generation = generationRef.current
    moreRequestRef.current = 0
    dispatch({ type: 'start', mode, generation })
    fetchRef
      .current(null)
      .then((page) => dispatch({ type: 'loaded', mode, generation, page }))
      .catch((error: unknown) => dispatch({ type: 'failed', mode, generation, error }))
  }, [])

  useEffect(() => {
    if (key !== null) load('first')
  }, [key, load])

  return {
    ...state,
    loadMore: useCallback(() => load('more'), [load]),
    refresh: useCallback(() => load('refresh'), [load]),
    update: useCallback((id: string, update: (item: T) => T) => dispatch({ type: 'update', id, update }), []),
    remove: useCallback((id: string) => dispatch({ type: 'remove', id }), []),
    prepend: useCallback((item: T) => dispatch({ type: 'prepend', item }), []),
    append: useCallback((item: T) => dispatch({ type: 'append', item }), []),
    insert: useCallback((item: T, index: number) => dispatch({ type: 'insert', item, index }), []),
  }
}
