import { AreaFrame, ArticleIcon, EmptyState } from '@hireloop/shared-ui'
import { REMOTE_NAME } from '../../app/remote-name'
import { ComposeCard } from './compose-card'
import { FeedHeader } from './feed-header'

export function FeedPage() {
  return (
    <AreaFrame remoteName={REMOTE_NAME} title="Home">
      <FeedHeader />
      <ComposeCard />
      <EmptyState
        icon={<ArticleIcon />}
        title="No posts yet"
        description="Posts from candidates and employers will appear here."
      />
    </AreaFrame>
  )
}
