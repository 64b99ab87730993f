/**
 * Read out, not drawn (sr-only), as an `sx` value. Sizes are strings: in sx a number up to 1 is a fraction
 * (width: 1 is 100%, which overflows a phone screen).
 */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  p: 0,
  m: '-1px',
} as const
