import { test } from '@japa/runner'
import type { HttpContext } from '@adonisjs/core/http'
import type { SessionConfig, SessionData } from '@adonisjs/session/types'
import { lazyTouch } from '#shared/internals/lazy_touch_session_store'

/** Records calls; a private field proves tagging runs on the real instance. */
class RecordingStore {
  #rows = new Map<string, string>()
  calls: string[] = []
  read(id: string) {
    this.calls.push(`read ${id}`)
    return null as SessionData | null
  }
  write(id: string, _data: SessionData) {
    this.calls.push(`write ${id}`)
  }
  destroy(id: string) {
    this.calls.push(`destroy ${id}`)
  }
  touch(id: string) {
    this.calls.push(`touch ${id}`)
  }
  tag(id: string, userId: string) {
    this.#rows.set(id, userId)
  }
  tagged(userId: string) {
    return [...this.#rows].filter(([, owner]) => owner === userId).map(([id]) => id)
  }
}

function wrap() {
  const store = new RecordingStore()
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a recording stand-in for the store, driven loosely
  const wrapped = lazyTouch(() => store as any)({} as HttpContext, {} as SessionConfig) as any
  return { store, wrapped }
}

test.group('lazyTouch session store', () => {
  test('touches an unchanged session at most once a minute', ({ assert }) => {
    const { store, wrapped } = wrap()
    wrapped.touch('s1')
    wrapped.touch('s1')
    wrapped.touch('s1')
    assert.deepEqual(store.calls, ['touch s1'])
  })

  test('a write counts as a touch; another session is touched on its own', ({ assert }) => {
    const { store, wrapped } = wrap()
    wrapped.write('s2', {})
    wrapped.touch('s2')
    wrapped.touch('s3')
    assert.deepEqual(store.calls, ['write s2', 'touch s3'])
  })

  test('a destroyed session is forgotten, so a new one with the same id is touched', ({ assert }) => {
    const { store, wrapped } = wrap()
    wrapped.touch('s4')
    wrapped.destroy('s4')
    wrapped.touch('s4')
    assert.deepEqual(store.calls, ['touch s4', 'destroy s4', 'touch s4'])
  })

  test('reads and tagging reach the real store', ({ assert }) => {
    const { store, wrapped } = wrap()
    wrapped.read('s5')
    wrapped.tag('s5', 'user-1')
    wrapped.tag('s6', 'user-2')
    assert.deepEqual(wrapped.tagged('user-1'), ['s5'])
    assert.include(store.calls, 'read s5')
  })
})
