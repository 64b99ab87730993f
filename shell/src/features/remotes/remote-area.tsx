import { Box, Button, ErrorOutlineIcon, Paper, Typography } from '@hireloop/shared-ui'
import { lazy, Suspense, useReducer, type LazyExoticComponent, type ComponentType } from 'react'
import { useLocation } from 'react-router-dom'
import { RemoteErrorBoundary } from './remote-error-boundary'
import { loadArea } from './remote-registry'

// One lazy component per remote, reused across navigations; Retry replaces it so loadRemote runs again.
const areas = new Map<string, LazyExoticComponent<ComponentType>>()

function areaFor(name: string, fresh = false) {
  let area = areas.get(name)
  if (!area || fresh) {
    area = lazy(() => loadArea(name))
    areas.set(name, area)
  }
  return area
}

/** An area (or, with no name, the registry of areas) on its way. */
export function AreaLoading({ name }: { name?: string }) {
  return (
    <Box
      role="status"
      aria-busy="true"
      data-testid={name ? `area-loading-${name}` : 'areas-loading'}
      sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}
    >
      Loading…
    </Box>
  )
}

/** An area (or, with no name, the registry of areas) that could not be loaded, with a Retry. */
export function AreaFailed({ name, retry }: { name?: string; retry: () => void }) {
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', p: 2 }}>
      <Paper
        variant="outlined"
        role="alert"
        data-testid={name ? `area-error-${name}` : 'areas-error'}
        sx={{ p: 3, textAlign: 'center', display: 'grid', gap: 1, justifyItems: 'center' }}
      >
        <ErrorOutlineIcon color="error" sx={{ fontSize: 40 }} />
        <Typography variant="h6" component="h2">
          This area could not be loaded
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Check your connection and try again. The rest of Hireloop keeps working.
        </Typography>
        <Button variant="contained" onClick={retry} sx={{ mt: 1 }}>
          Retry
        </Button>
      </Paper>
    </Box>
  )
}

/** Renders one remote's area, isolated: its loading and failures stay inside this box. */
export function RemoteArea({ name }: { name: string }) {
  const { pathname } = useLocation()
  const [, rerender] = useReducer((count: number) => count + 1, 0)
  const Area = areaFor(name)

  return (
    <RemoteErrorBoundary
      key={name}
      resetKey={pathname}
      onRetry={() => {
        areaFor(name, true)
        rerender()
      }}
      fallback={(retry) => <AreaFailed name={name} retry={retry} />}
    >
      <Suspense fallback={<AreaLoading name={name} />}>
        {/* eslint-disable-next-line react-hooks/static-components -- areaFor caches one lazy component per remote at
            module level; it is replaced only by Retry, and remounting then is the point. */}
        <Area />
      </Suspense>
    </RemoteErrorBoundary>
  )
}
