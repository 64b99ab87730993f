/*
| The benchmarks' one harness: start the app (app.ts), prepare and sign in to
| a database of its own (database.ts, browser.ts), load an endpoint from a
| process of its own (load.mjs), alternate a baseline and a candidate and
| report their ratios (alternate.ts; compare.ts against the bare stack).
*/
export * from './app.js'
export * from './alternate.js'
export * from './browser.js'
export * from './compare.js'
export * from './database.js'
export * from './seed.js'
