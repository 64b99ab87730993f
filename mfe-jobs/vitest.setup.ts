import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// findBy* and waitFor wait up to 5 s: on a loaded 2-core machine the first render of a lazy MUI dialog can pass 1 s.
configure({ asyncUtilTimeout: 5000 })

afterEach(() => {
  cleanup()
})
