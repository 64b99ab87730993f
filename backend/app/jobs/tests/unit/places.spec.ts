import { test } from '@japa/runner'
import { parseLocation, stateCode } from '#jobs/queries/places_query'

test.group('places: what a location names', () => {
  test('state codes from codes and names, any case; anything else is not a state', ({ assert }) => {
    assert.equal(stateCode('tx'), 'TX')
    assert.equal(stateCode(' Texas '), 'TX')
    assert.equal(stateCode('new  york'), 'NY')
    assert.isNull(stateCode('ZZ'))
    assert.isNull(stateCode('Austin'))
    assert.isNull(stateCode(''))
    assert.isNull(stateCode(null))
  })

  test('a zip code, a city and state, a city; a state alone is no point to measure from', ({ assert }) => {
    assert.deepEqual(parseLocation('78701'), { zip: '78701' })
    assert.deepEqual(parseLocation('78701-1234'), { zip: '78701' })
    assert.deepEqual(parseLocation('Austin, TX'), { city: 'Austin', state: 'TX' })
    assert.deepEqual(parseLocation('  Portland ,  Maine '), { city: 'Portland', state: 'ME' })
    assert.deepEqual(parseLocation('Austin, Narnia'), { city: 'Austin' })
    assert.deepEqual(parseLocation('Round Rock'), { city: 'Round Rock' })
    assert.isNull(parseLocation('Texas'))
    assert.isNull(parseLocation('TX'))
    assert.isNull(parseLocation('   '))
    assert.isNull(parseLocation(', TX'))
  })
})
