import { createIcon } from '@hireloop/shared-ui'

// Paths from Material Design Icons (Apache-2.0); inlined so no icon package ships.
export const SendIcon = /*#__PURE__*/ createIcon('M2.01 21 23 12 2.01 3 2 10l15 2-15 2z', 'SendIcon')
export const ArchiveIcon = /*#__PURE__*/ createIcon(
  'm20.54 5.23-1.39-1.68C18.88 3.21 18.47 3 18 3H6c-.47 0-.88.21-1.16.55L3.46 5.23C3.17 5.57 3 6.02 3 6.5V19c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V6.5c0-.48-.17-.93-.46-1.27zM12 17.5 6.5 12H10v-2h4v2h3.5L12 17.5zM5.12 5l.81-1h12l.94 1H5.12z',
  'ArchiveIcon'
)
export const UnarchiveIcon = /*#__PURE__*/ createIcon(
  'm20.55 5.22-1.39-1.68C18.88 3.21 18.47 3 18 3H6c-.47 0-.88.21-1.15.55L3.46 5.22C3.17 5.57 3 6.01 3 6.5V19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V6.5c0-.49-.17-.93-.45-1.28zM12 9.5l5.5 5.5H14v2h-4v-2H6.5L12 9.5zM5.12 5l.82-1h12l.93 1H5.12z',
  'UnarchiveIcon'
)
