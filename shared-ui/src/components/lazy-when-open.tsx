import { Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react'

/**
 * Renders a lazily loaded dialog once it has been opened (and keeps it mounted so it can animate closed). Dialogs are
 * rarely shown, so their code stays out of the first load of every page.
 */
export function LazyWhenOpen<P extends { open: boolean }>({
  component: Component,
  props,
}: {
  component: LazyExoticComponent<ComponentType<P>>
  props: P
}) {
  const [opened, setOpened] = useState(props.open)
  if (props.open && !opened) setOpened(true)
  if (!opened && !props.open) return null
  return (
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>
  )
}
