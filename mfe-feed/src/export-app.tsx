import { FeedApp } from './app/feed-app'

/** Exposed as `mfe_feed/app`; rendered by the shell inside its router for /, /home/*, /notifications and /post/:id. */
export default FeedApp
