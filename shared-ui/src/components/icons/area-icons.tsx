import { createIcon } from '@hireloop/shared-ui'

/*
| Icons more than one remote draws, but no screen of the shell: `@hireloop/shared-ui/icons` is not a shared module,
| so each remote bundles the ones it uses where it uses them and the first screen carries none it does not draw.
| createIcon comes from the shared module, as in a remote's own icons.
*/

// Paths from Material Design Icons (Apache-2.0); inlined so no icon package ships.
export const AddIcon = /*#__PURE__*/ createIcon('M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6v2z', 'AddIcon')
export const ArrowBackIcon = /*#__PURE__*/ createIcon(
  'M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20v-2z',
  'ArrowBackIcon'
)
export const BookmarkBorderIcon = /*#__PURE__*/ createIcon(
  'M17 3H7c-1.1 0-1.99.9-1.99 2L5 21l7-3 7 3V5c0-1.1-.9-2-2-2zm0 15-5-2.18L7 18V5h10v13z',
  'BookmarkBorderIcon'
)
export const BookmarkIcon = /*#__PURE__*/ createIcon(
  'M17 3H7c-1.1 0-1.99.9-1.99 2L5 21l7-3 7 3V5c0-1.1-.9-2-2-2z',
  'BookmarkIcon'
)
export const CheckIcon = /*#__PURE__*/ createIcon('M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z', 'CheckIcon')
export const DeleteIcon = /*#__PURE__*/ createIcon(
  'M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6v12zM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4z',
  'DeleteIcon'
)
export const MoreVertIcon = /*#__PURE__*/ createIcon(
  'M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2zm0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2zm0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2z',
  'MoreVertIcon'
)
export const PlaceIcon = /*#__PURE__*/ createIcon(
  'M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7zm0 9.5c-1.38 0-2.5-1.12-2.5-2.5s1.12-2.5 2.5-2.5 2.5 1.12 2.5 2.5-1.12 2.5-2.5 2.5z',
  'PlaceIcon'
)
export const ShareIcon = /*#__PURE__*/ createIcon(
  'M18 16.08c-.76 0-1.44.3-1.96.77L8.91 12.7c.05-.23.09-.46.09-.7s-.04-.47-.09-.7l7.05-4.11c.54.5 1.25.81 2.04.81 1.66 0 3-1.34 3-3s-1.34-3-3-3-3 1.34-3 3c0 .24.04.47.09.7L8.04 9.81C7.5 9.31 6.79 9 6 9c-1.66 0-3 1.34-3 3s1.34 3 3 3c.79 0 1.5-.31 2.04-.81l7.12 4.16c-.05.21-.08.43-.08.65 0 1.61 1.31 2.92 2.92 2.92 1.61 0 2.92-1.31 2.92-2.92s-1.31-2.92-2.92-2.92z',
  'ShareIcon'
)
export const VerifiedIcon = /*#__PURE__*/ createIcon(
  'm23 12-2.44-2.79.34-3.69-3.61-.82-1.89-3.2L12 2.96 8.6 1.5 6.71 4.69 3.1 5.5l.34 3.7L1 12l2.44 2.79-.34 3.7 3.61.82L8.6 22.5l3.4-1.47 3.4 1.46 1.89-3.19 3.61-.82-.34-3.69L23 12zm-12.91 4.72-3.8-3.81 1.48-1.48 2.32 2.33 5.85-5.87 1.48 1.48-7.33 7.35z',
  'VerifiedIcon'
)
