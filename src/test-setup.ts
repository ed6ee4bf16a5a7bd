import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Routed pages load lazily; on a busy 2-core CI machine the first chunk import can take longer
// than Testing Library's default 1 s wait for findBy* queries.
configure({ asyncUtilTimeout: 5000 })

afterEach(() => {
  cleanup()
})
