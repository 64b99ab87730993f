/* The shared test helpers (one copy, in shared-ui). */
export * from '@hireloop/shared-ui/testing'
