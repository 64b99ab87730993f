/*
| Screening latency: not part of `npm test`.
|
|   npm run bench:screening -w backend
|
| What screening adds to publishing a post: `screenText` runs after the
| post's transaction, inside the request (the feed awaits its
| feed:post_published listeners), so its time is added to every POST
| /api/posts. Measured in this process on three sets of texts: the feed
| benchmark's posts (the text its seed writes, numbered), every text of the
| labelled corpus and its held-out sets (short posts, comments, jobs and
| messages, a fifth of them hits), and long posts (corpus texts joined up to
| 2,000, 10,000 and 40,000 characters, the post limit). Each text is screened
| BENCH_REPEAT times (5) after a warm-up; the table gives p50/p95/p99/max
| in milliseconds. A hit also costs one queue transaction (enqueue), which
| this script does not time: it needs the database.
*/
import { performance } from 'node:perf_hooks'
import { screenText } from '#moderation/screening/screen'
import { SCREENING_CORPUS } from '#moderation/tests/corpus/screening_corpus'
import { SCREENING_HOLDOUT } from '#moderation/tests/corpus/screening_holdout'
import { SCREENING_HOLDOUT_2 } from '#moderation/tests/corpus/screening_holdout_2'
import { SCREENING_HOLDOUT_3 } from '#moderation/tests/corpus/screening_holdout_3'

const REPEAT = Number(process.env.BENCH_REPEAT ?? 5)

const corpus = [...SCREENING_CORPUS, ...SCREENING_HOLDOUT, ...SCREENING_HOLDOUT_2, ...SCREENING_HOLDOUT_3].map(
  (entry) => entry.text
)
const feedBenchmark = Array.from(
  { length: 2000 },
  (_, i) => `Benchmark post ${i + 1} about #gridops and compliance work at the substation.`
)
function longPosts(length: number, count: number) {
  return Array.from({ length: count }, (_, start) => {
    let text = ''
    for (let i = start; text.length < length; i++) text += `${corpus[i % corpus.length]}\n\n`
    return text.slice(0, length)
  })
}

function measure(texts: string[]) {
  for (const text of texts.slice(0, 50)) screenText(text, { contentType: 'post', isPublic: true })
  const times: number[] = []
  let hits = 0
  for (let round = 0; round < REPEAT; round++) {
    for (const text of texts) {
      const started = performance.now()
      const found = screenText(text, { contentType: 'post', isPublic: true })
      times.push(performance.now() - started)
      if (round === 0 && found.length) hits++
    }
  }
  times.sort((a, b) => a - b)
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]
  return { n: texts.length, hits, p50: at(50), p95: at(95), p99: at(99), max: times[times.length - 1] }
}

const sets: Array<[string, string[]]> = [
  ['feed benchmark posts', feedBenchmark],
  ['corpus (all sets)', corpus],
  ['long posts, 2,000 chars', longPosts(2_000, 200)],
  ['long posts, 10,000 chars', longPosts(10_000, 100)],
  ['long posts, 40,000 chars', longPosts(40_000, 25)],
]
console.log(`screenText, ${REPEAT} rounds per text (ms)`)
console.log('set                          texts  hits     p50     p95     p99     max')
for (const [label, texts] of sets) {
  const r = measure(texts)
  const ms = (value: number) => value.toFixed(3).padStart(7)
  console.log(
    `${label.padEnd(28)} ${String(r.n).padStart(5)} ${String(r.hits).padStart(5)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${ms(r.max)}`
  )
}
