import { useEffect, useState } from 'react'

/** The current time, renewed every `intervalMs`, so relative times ('5m ago') move on while the page stays open. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}
