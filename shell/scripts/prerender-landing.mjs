/**
 * Post-build step: writes dist/landing.html, the shell's index.html with the signed-out landing page already rendered
 * inside #root (rendered by dist-prerender/landing.js, the `prerender` environment of rsbuild.config.ts). The backend
 * sends it for `/` to a visitor without a session, so the landing's text is painted before any JavaScript runs.
 * Its one script is public/landing-boot.js (renamed with a content hash, like every cached file), which loads the
 * app's entry scripts when the visitor first interacts with the page.
 */
import { createHash } from 'node:crypto'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const dist = new URL('../dist/', import.meta.url)
const require = createRequire(import.meta.url)
const { renderLanding } = require('../dist-prerender/landing.js')

const index = readFileSync(new URL('index.html', dist), 'utf8')
// #root holds the app-shell frame (the top bar) in index.html; the landing page takes its place.
const appRoot = /<div id="root">\s*(?:<header class="app-frame-bar">[\s\S]*?<\/header>)?\s*<\/div>/
if (!appRoot.test(index))
  throw new Error('prerender-landing: dist/index.html has no <div id="root"> with the app-shell frame')

const entryTag = /<script defer src="([^"]+)"><\/script>/g
const entries = [...index.matchAll(entryTag)].map((match) => match[1])
if (entries.length === 0) throw new Error('prerender-landing: dist/index.html has no entry script')

// Served from static/js/ with a content hash: the backend caches every file but the HTML and manifests for good.
const boot = readFileSync(new URL('../public/landing-boot.js', import.meta.url))
const bootPath = `static/js/landing-boot.${createHash('sha256').update(boot).digest('hex').slice(0, 10)}.js`
writeFileSync(new URL(bootPath, dist), boot)
rmSync(new URL('landing-boot.js', dist), { force: true })

let bootTagWritten = false
const landing = index
  // The landing needs no API answer before the visitor interacts (the app asks then).
  .replace(/\s*<!-- The first screen's two API answers[\s\S]*?-->/, '')
  .replace(/\s*<link rel="preload" href="\/api\/[^"]+" as="fetch"[^>]*>/g, '')
  // Nor the app's scripts that rsbuild.config.ts preloads for a signed-in first screen: it loads them on interaction.
  .replace(/\s*<link [^>]*rel="preload" as="script"[^>]*>/g, '')
  .replace(entryTag, () => {
    if (bootTagWritten) return ''
    bootTagWritten = true
    return `<script defer src="/${bootPath}" data-entries="${entries.join(' ')}"></script>`
  })
  .replace(/\s*<!-- The app-shell frame: [\s\S]*?-->/, '')
  .replace(appRoot, () => `<div id="root" data-prerendered="landing">${renderLanding()}</div>`)
writeFileSync(new URL('landing.html', dist), landing)
console.log(`prerender-landing: dist/landing.html (${(Buffer.byteLength(landing) / 1024).toFixed(1)} KiB)`)
