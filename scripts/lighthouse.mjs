// Lighthouse (mobile emulation, its default) on the signed-out landing page and on /home signed in, each run
// RUNS times (default 3) in the machine's Chromium; prints every run and the median of each figure. Start the app
// first (npm start), then:
//   npm run lighthouse [-- http://127.0.0.1:3333]        (RUNS=5, CHROME_PATH=/usr/bin/chromium by default)
// Blocking time depends on how busy the machine is: compare medians, not single runs.
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'

const base = (process.argv[2] ?? 'http://127.0.0.1:3333').replace(/\/$/, '')
const runs = Number(process.env.RUNS ?? 3)
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** A fresh candidate signed up through the API, as the shell does; the answer's cookies are a signed-in session. */
async function signedInCookie() {
  const jar = new Map()
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair.indexOf('=')
      jar.set(pair.slice(0, at), pair.slice(at + 1))
    }
  }
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
  keep(await fetch(`${base}/api/user/me`))
  const password = 'Str0ng!Passw0rd'
  const response = await fetch(`${base}/api/users`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
      cookie: cookie(),
    },
    body: JSON.stringify({
      email: `lighthouse.${Date.now()}@example.com`,
      password,
      confirmPassword: password,
      userType: 'candidate',
    }),
  })
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`)
  keep(response)
  return cookie()
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function measure(label, url, extraHeaders) {
  const results = []
  for (let run = 1; run <= runs; run++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags })
    try {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        extraHeaders,
      })
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN
      const result = {
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        si: audit('speed-index'),
      }
      if (lhr.runtimeError) throw new Error(lhr.runtimeError.message)
      results.push(result)
      console.log(`${label} run ${run}: ${format(result)}`)
    } finally {
      await chrome.kill()
    }
  }
  const summary = Object.fromEntries(Object.keys(results[0]).map((key) => [key, median(results.map((r) => r[key]))]))
  console.log(`${label} MEDIAN of ${runs}: ${format(summary)}`)
  return summary
}

function format({ score, fcp, lcp, tbt, cls, si }) {
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`
  return `performance ${score}  FCP ${s(fcp)}  LCP ${s(lcp)}  TBT ${Math.round(tbt)} ms  CLS ${cls.toFixed(3)}  SI ${s(si)}`
}

const landing = await measure('landing (signed out)', `${base}/`)
const home = await measure('/home (signed in)', `${base}/home`, { Cookie: await signedInCookie() })
console.log(`\nLighthouse performance (median of ${runs}): landing ${landing.score}, /home ${home.score}`)
