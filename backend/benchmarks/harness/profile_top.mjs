// Prints the top self-time functions of a V8 .cpuprofile (node --cpu-prof):
//   node profile_top.mjs <file.cpuprofile> [count] [fromSeconds]
// fromSeconds skips the samples before that point of the process's life (its boot, which
// --cpu-prof records too), so that the shares are those of the requests.
import { readFileSync } from 'node:fs'

const profile = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const count = Number(process.argv[3] ?? 25)
const from = Number(process.argv[4] ?? 0) * 1e6
const self = new Map()
const byId = new Map(profile.nodes.map((node) => [node.id, node]))
const interval = new Map()
let elapsed = 0
for (let i = 0; i < profile.samples.length; i++) {
  elapsed += profile.timeDeltas[i] ?? 0
  if (elapsed < from) continue
  const id = profile.samples[i]
  interval.set(id, (interval.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0))
}
let total = 0
for (const [id, micros] of interval) {
  const { callFrame } = byId.get(id)
  const where = callFrame.url
    ? callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/backend\//, '')
    : ''
  const key = `${callFrame.functionName || '(anonymous)'} ${where}:${callFrame.lineNumber + 1}`
  self.set(key, (self.get(key) ?? 0) + micros)
  total += micros
}
const idle = [...self].filter(([key]) => key.startsWith('(idle)')).reduce((sum, [, v]) => sum + v, 0)
console.log(
  `busy ${((total - idle) / 1e6).toFixed(1)} s of ${(total / 1e6).toFixed(1)} s sampled; self time, share of busy:`
)
for (const [key, micros] of [...self]
  .filter(([key]) => !key.startsWith('(idle)'))
  .sort((a, b) => b[1] - a[1])
  .slice(0, count)) {
  console.log(`${((micros / (total - idle)) * 100).toFixed(1).padStart(5)} %  ${key}`)
}

// Self time by package (or node: internals), where the cost is born.
const packages = new Map()
for (const [key, micros] of self) {
  if (key.startsWith('(idle)')) continue
  const where = key.split(' ').slice(1).join(' ')
  const name = where.startsWith('node:')
    ? where.split(':')[0] + ':' + where.split(':')[1].split('/')[0]
    : where.startsWith('@')
      ? where.split('/').slice(0, 2).join('/')
      : where.split('/')[0].split(':')[0] || '(native/gc)'
  packages.set(name, (packages.get(name) ?? 0) + micros)
}
console.log('\nby package:')
for (const [name, micros] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
  console.log(`${((micros / (total - idle)) * 100).toFixed(1).padStart(5)} %  ${name}`)
}
