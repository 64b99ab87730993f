/*
| Baseline against candidate: the two are measured in alternating rounds
| (baseline, candidate, baseline …) so that a busy machine slows both alike,
| and the report gives medians and the candidate/baseline ratio of each figure.
| `compareWithBareStack` (compare.ts) is this with the bare stack as baseline;
| any two variants (two queries, two settings, before and after) use it too.
*/

/** One round's figures, by name (e.g. { 'req/s': 812, 'p95 ms': 14.2 }). */
export type Figures = Record<string, number>

export interface Variant {
  name: string
  /** Runs one measured round and answers its figures. */
  measure: (round: number) => Promise<Figures>
}

export interface AlternateOptions {
  baseline: Variant
  candidate: Variant
  rounds?: number
  /** Unmeasured rounds of each first (JIT, pools, caches). */
  warmups?: number
}

export interface Ratio {
  figure: string
  baseline: number
  candidate: number
  /** candidate / baseline */
  ratio: number
}

export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** Measures both variants alternately and answers, per figure, the medians and their ratio. */
export async function alternate({ baseline, candidate, rounds = 3, warmups = 1 }: AlternateOptions) {
  for (let round = 0; round < warmups; round++) {
    await baseline.measure(-1)
    await candidate.measure(-1)
  }
  const seen: { baseline: Figures[]; candidate: Figures[] } = { baseline: [], candidate: [] }
  for (let round = 0; round < rounds; round++) {
    seen.baseline.push(await baseline.measure(round))
    seen.candidate.push(await candidate.measure(round))
  }
  return Object.keys(seen.baseline[0] ?? {}).map((figure): Ratio => {
    const base = median(seen.baseline.map((figures) => figures[figure]))
    const cand = median(seen.candidate.map((figures) => figures[figure]))
    return { figure, baseline: base, candidate: cand, ratio: cand / base }
  })
}

/** Prints the ratios as a table headed by the two variants' names. */
export function reportRatios(title: string, ratios: Ratio[], names: [string, string] = ['baseline', 'candidate']) {
  console.log(title)
  console.log(`${'figure'.padEnd(28)} ${names[0].padStart(14)} ${names[1].padStart(14)} ${'ratio'.padStart(7)}`)
  for (const row of ratios) {
    console.log(
      `${row.figure.padEnd(28)} ${row.baseline.toFixed(2).padStart(14)} ${row.candidate.toFixed(2).padStart(14)}` +
        ` ${row.ratio.toFixed(2).padStart(7)}`
    )
  }
  console.log('')
}
