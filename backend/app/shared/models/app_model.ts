// The base of every model; the implementation replaces Lucid's hydration (see app/shared/internals).
export { AppModel } from '#shared/internals/app_model'
