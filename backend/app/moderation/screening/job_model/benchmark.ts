/*
| Scoring time of the job-scam model, in process (run from backend/):
|   node --import=@poppinss/ts-exec app/moderation/screening/job_model/benchmark.ts
| Every posting of the shared file scored three times after a warm-up; prints
| p50, p99 and the maximum of wall time and of CPU time (on a shared machine
| the wall time also measures the neighbours), and the model's load time.
*/
import { performance } from 'node:perf_hooks'
import { readPostings } from './evaluation.js'
import { SHARED_DATA_PATH } from './model_file.js'

const loadStart = performance.now()
const { scoreJob } = await import('../job_model.js')
const loadMs = performance.now() - loadStart

const postings = readPostings(SHARED_DATA_PATH)
for (const posting of postings.slice(0, 50)) scoreJob(posting)

const wall: number[] = []
const cpu: number[] = []
for (let round = 0; round < 3; round++) {
  for (const posting of postings) {
    const started = performance.now()
    const cpuStart = process.cpuUsage()
    scoreJob(posting)
    const spent = process.cpuUsage(cpuStart)
    wall.push(performance.now() - started)
    cpu.push((spent.user + spent.system) / 1000)
  }
}

const at = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]
for (const [name, times] of [
  ['wall', wall],
  ['cpu', cpu],
] as const) {
  const sorted = [...times].sort((a, b) => a - b)
  console.log(
    `${name.padEnd(4)} p50 ${at(sorted, 0.5).toFixed(2)} ms  p99 ${at(sorted, 0.99).toFixed(2)} ms  max ${sorted[sorted.length - 1].toFixed(2)} ms  (${sorted.length} scorings)`
  )
}
const characters = postings.map((p) => p.description.length + p.requirements.length + p.companyProfile.length)
console.log(`model load ${loadMs.toFixed(0)} ms; postings of ${Math.max(...characters)} characters at most`)
