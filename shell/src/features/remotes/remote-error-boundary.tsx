import { Component, type ReactNode } from 'react'

interface Props {
  /** When this changes (the path), a caught error is cleared and the area renders again. */
  resetKey: string
  fallback: (retry: () => void) => ReactNode
  onRetry: () => void
  children: ReactNode
}

interface State {
  error: unknown
  resetKey: string
}

/** Catches a remote's load or render failure so it stays inside the remote's own area (React logs the error). */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, error: null }
    return null
  }

  private retry = () => {
    this.props.onRetry()
    this.setState({ error: null })
  }

  render() {
    return this.state.error ? this.props.fallback(this.retry) : this.props.children
  }
}
