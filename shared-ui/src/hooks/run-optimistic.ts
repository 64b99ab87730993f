/**
 * An optimistic change: `apply` shows it at once, `request` makes it real, then `commit` takes the server's answer;
 * on failure `rollback` puts things back and `onError` tells the user. Resolves to whether the request succeeded.
 */
export async function runOptimistic<R>(steps: {
  apply: () => void
  request: () => Promise<R>
  commit: (result: R) => void
  rollback: () => void
  onError: (error: unknown) => void
}): Promise<boolean> {
  steps.apply()
  let result: R
  try {
    result = await steps.request()
  } catch (error) {
    steps.rollback()
    steps.onError(error)
    return false
  }
  steps.commit(result)
  return true
}
