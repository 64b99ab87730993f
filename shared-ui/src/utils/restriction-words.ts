/*
| How a refused write reads when the refusal is the account's standing (a
| restriction or a ban: the 403 carries `X-Account-Restriction`): what the
| member cannot do, and until when (the server's own words hold the date).
*/

/** The header the server sets on a write refused for the account's standing. */
export const RESTRICTION_HEADER = 'X-Account-Restriction'

/** What a restricted member cannot do (the product's rule). */
export const RESTRICTED_ACTIONS = "you can't post, comment, send messages or post jobs"

export interface RestrictionWords {
  title: string
  description: string
}

/** The title and sentence for the server's message: until its date, or for good when banned. */
export function restrictionWords(serverMessage: string): RestrictionWords {
  const message = serverMessage.trim().replace(/\.$/, '')
  const until = /until (.+)$/i.exec(message)?.[1]
  if (until) {
    return {
      title: 'Your account is restricted',
      description: `${message}. Until ${until}, ${RESTRICTED_ACTIONS}; you can still read, react and manage what you already shared.`,
    }
  }
  return {
    title: 'Your account cannot post',
    description: `${message}. ${RESTRICTED_ACTIONS.charAt(0).toUpperCase()}${RESTRICTED_ACTIONS.slice(1)}.`,
  }
}
