// Closed-loop load from a process of its own (a generator sharing the server's
// process would halve what it measures): CONNECTIONS clients send back to back
// for SECONDS and it prints {requests, seconds, failures, p50, p95, p99} in ms and
// the mean body size in bytes.
//   node load.mjs <url> <connections> <seconds> [cookie]
import http from 'node:http'

const [url, connections, seconds, cookie] = process.argv.slice(2)
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connections) })
const headers = cookie ? { cookie } : {}
const latencies = []
let failures = 0
let bytes = 0
const deadline = performance.now() + Number(seconds) * 1000

function once() {
  return new Promise((resolve) => {
    const started = performance.now()
    http
      .get(url, { agent, headers }, (response) => {
        response.on('data', (chunk) => (bytes += chunk.length))
        response.on('end', () => {
          if (response.statusCode !== 200) failures++
          latencies.push(performance.now() - started)
          resolve()
        })
      })
      .on('error', () => {
        failures++
        resolve()
      })
  })
}

async function client() {
  while (performance.now() < deadline) await once()
}

const started = performance.now()
await Promise.all(Array.from({ length: Number(connections) }, client))
const elapsed = (performance.now() - started) / 1000
latencies.sort((a, b) => a - b)
const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0
console.log(
  JSON.stringify({
    requests: latencies.length,
    seconds: elapsed,
    failures,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    bytes: Math.round(bytes / Math.max(1, latencies.length)),
  })
)
agent.destroy()
