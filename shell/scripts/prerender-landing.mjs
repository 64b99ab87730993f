/**
 * Post-build step: writes dist/landing.html, the shell's index.html with the signed-out landing page already rendered
 * inside #root (rendered by dist-prerender/landing.js, the `prerender` environment of rsbuild.config.ts). The backend
 * sends it for `/` to a visitor without a session, so the landing's text is painted before any JavaScript runs.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const dist = new URL('../dist/', import.meta.url)
const require = createRequire(import.meta.url)
const { renderLanding } = require('../dist-prerender/landing.js')

const index = readFileSync(new URL('index.html', dist), 'utf8')
const emptyRoot = '<div id="root"></div>'
if (!index.includes(emptyRoot)) throw new Error(`prerender-landing: dist/index.html has no ${emptyRoot}`)

const landing = index.replace(emptyRoot, `<div id="root" data-prerendered="landing">${renderLanding()}</div>`)
writeFileSync(new URL('landing.html', dist), landing)
console.log(`prerender-landing: dist/landing.html (${(Buffer.byteLength(landing) / 1024).toFixed(1)} KiB)`)
