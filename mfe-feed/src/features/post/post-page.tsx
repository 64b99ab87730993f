import { AreaFrame, Button, EmptyState, ErrorOutlineIcon } from '@hireloop/shared-ui'
import { Link } from 'react-router-dom'
import { REMOTE_NAME } from '../../app/remote-name'

/** Shared post links (/post/:id). Until posts exist no post can be found, and the page says so. */
export function PostPage({ id }: { id: string }) {
  return (
    <AreaFrame remoteName={REMOTE_NAME} title="Post">
      <EmptyState
        testId="post-not-found"
        icon={<ErrorOutlineIcon />}
        title="Post not available"
        description={`The post "${id}" could not be found. It may have been removed, or the link may be wrong.`}
        action={
          <Button component={Link} to="/" variant="contained">
            Back to feed
          </Button>
        }
      />
    </AreaFrame>
  )
}
