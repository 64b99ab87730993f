// The kernel's straight reads for hot paths; the implementation replaces Lucid internals (see app/shared/internals).
export { readArrayRows, readRows } from '#shared/internals/read_statement'
