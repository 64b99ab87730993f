/**
 * Account validation for the forms: the backend's rules module is the one
 * source, so the browser and the server give the same answers and messages.
 */
export * from '@hireloop/backend/account-rules'
