/**
 * Everyday MUI building blocks, re-exported so that the shell and every remote use ONE downloaded copy (shared-ui is a
 * federation singleton). Import anything else from MUI by path ('@mui/material/Tabs'); it is bundled by the app
 * that uses it.
 */
export { default as Avatar } from '@mui/material/Avatar'
export { default as Box } from '@mui/material/Box'
export { default as Button } from '@mui/material/Button'
export { default as Divider } from '@mui/material/Divider'
export { default as IconButton } from '@mui/material/IconButton'
export { default as InputBase } from '@mui/material/InputBase'
export { default as Link } from '@mui/material/Link'
export { default as Paper } from '@mui/material/Paper'
export { default as Typography } from '@mui/material/Typography'
