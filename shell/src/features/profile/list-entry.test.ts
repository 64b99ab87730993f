import { describe, expect, it } from 'vitest'
import { addListEntry, removeListEntry } from './list-entry'

describe('addListEntry', () => {
  it('trims and appends', () => {
    expect(addListEntry(['Welding'], '  Forklift  ')).toEqual({ list: ['Welding', 'Forklift'], added: true })
  })

  it('ignores empty entries and duplicates, whatever their case', () => {
    expect(addListEntry(['Welding'], '   ')).toEqual({ list: ['Welding'], added: false })
    expect(addListEntry(['Welding'], '')).toEqual({ list: ['Welding'], added: false })
    expect(addListEntry(['Welding'], ' welding ')).toEqual({ list: ['Welding'], added: false })
  })

  it('refuses entries over the limits with their message', () => {
    const limits = { maxEntries: 2, maxLength: 5, tooManyMessage: 'Too many', tooLongMessage: 'Too long' }
    expect(addListEntry(['a'], 'abcdef', limits)).toEqual({ list: ['a'], added: false, error: 'Too long' })
    expect(addListEntry(['a', 'b'], 'c', limits)).toEqual({ list: ['a', 'b'], added: false, error: 'Too many' })
    expect(addListEntry(['a'], ' abcde ', limits)).toEqual({ list: ['a', 'abcde'], added: true })
    // A duplicate of a full list is ignored silently rather than refused.
    expect(addListEntry(['a', 'b'], 'A', limits)).toEqual({ list: ['a', 'b'], added: false })
  })

  it('does not change the list it was given', () => {
    const list = ['a']
    addListEntry(list, 'b')
    expect(list).toEqual(['a'])
  })

  it('removes one entry', () => {
    expect(removeListEntry(['a', 'b', 'c'], 'b')).toEqual(['a', 'c'])
  })
})
