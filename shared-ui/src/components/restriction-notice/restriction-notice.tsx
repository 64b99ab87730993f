import { lazy } from 'react'
import { useAtom } from 'jotai'
import { restrictionAtom } from '../../state/restriction'
import { restrictionWords } from '../../utils/restriction-words'
import { LazyWhenOpen } from '../lazy-when-open'

const RestrictionNoticeView = lazy(() => import('./restriction-notice-view'))

/**
 * Shown when the server refuses a write for the account's standing, on
 * whichever screen it happened: what the member cannot do and until when.
 * Mounted once by AppProviders; the API client raises it. Its dialog's code
 * loads only when it first opens, outside every page's first load.
 */
export function RestrictionNotice() {
  const [message, setMessage] = useAtom(restrictionAtom)
  const words = message ? restrictionWords(message) : null
  return (
    <LazyWhenOpen
      component={RestrictionNoticeView}
      props={{ open: words !== null, words, onClose: () => setMessage(null) }}
    />
  )
}
