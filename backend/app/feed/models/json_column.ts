/** jsonb columns: pg would send a JS array as a PostgreSQL array, so serialise explicitly. */
export const jsonColumn = {
  prepare: (value: unknown) => JSON.stringify(value ?? null),
  consume: (value: unknown) => value,
}
