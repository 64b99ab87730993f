import { MessagingApp } from './app/messaging-app'

/** Exposed as `mfe_messaging/app`; the shell renders it inside its router for /messages/*. */
export default MessagingApp
