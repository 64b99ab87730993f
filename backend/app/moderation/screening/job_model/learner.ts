/*
| Logistic regression over sparse vectors: the L2-penalised loss minimised
| to convergence by L-BFGS (a few seconds for a few hundred postings), scored
| by a dot product. Platt scaling turns the raw score into a
| probability calibrated on out-of-fold scores.
*/
import { TEXT_BLOCKS, blockOf, type SparseVector } from './features.js'

export interface LinearModel {
  weights: Float32Array
  bias: number
}

export interface TrainOptions {
  /**
   * The weight of the data against the L2 penalty: the model minimises
   * C · Σ loss + ½ |w|² (the bias is not penalised).
   */
  C: number
  /** Shuffling seed of the learning curve's company choice: the same data gives the same model. */
  seed: number
  /** A company's postings weigh size^-damping each (0: every posting counts fully; 1: every company counts once). */
  companyDamping: number
  /** L-BFGS stops after this many iterations or when the gradient has shrunk by `tolerance`. */
  maxIterations: number
  tolerance: number
}

export const DEFAULT_TRAIN_OPTIONS: TrainOptions = {
  C: 10,
  seed: 7,
  companyDamping: 0,
  maxIterations: 1000,
  tolerance: 1e-6,
}

/** Mulberry32: a small seeded generator. */
export function random(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function rawScore(model: LinearModel, vector: SparseVector): number {
  let sum = model.bias
  const { indices, values } = vector
  for (let i = 0; i < indices.length; i++) sum += model.weights[indices[i]] * values[i]
  return sum
}

const sigmoid = (z: number) => (z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z)))

/**
 * One model per text block (words, characters), each over its block and the
 * named signals, summed into one linear model: the sum of the two scores is
 * the ensemble's, and scoring stays one dot product.
 */
export function trainEnsemble(
  dim: number,
  vectors: SparseVector[],
  labels: boolean[],
  options: TrainOptions = DEFAULT_TRAIN_OPTIONS,
  rowWeights?: number[]
): LinearModel {
  const weights = new Float32Array(dim)
  let bias = 0
  for (const block of TEXT_BLOCKS) {
    const part = vectors.map(({ indices, values }) => {
      const keep = Array.from(indices, (index) => blockOf(index) === block || blockOf(index) === null)
      return {
        indices: indices.filter((_, k) => keep[k]),
        values: values.filter((_, k) => keep[k]),
      }
    })
    const model = trainNaiveBayesLogistic(dim, part, labels, options, rowWeights)
    for (let i = 0; i < dim; i++) weights[i] += model.weights[i]
    bias += model.bias
  }
  return { weights, bias }
}

/**
 * Logistic regression on text features scaled by their naive-Bayes log-count
 * ratio (Wang & Manning's NBSVM, with a logistic loss): each feature's value
 * times ln of how much more often it appears in scams than in honest
 * postings (add-one smoothed, each class's counts normalised), so a word
 * that tells the classes apart starts with a head start the penalty does not
 * take away. The named signals are left as they are. The ratio is folded
 * into the returned weights: scoring is the plain dot product.
 */
export function trainNaiveBayesLogistic(
  dim: number,
  vectors: SparseVector[],
  labels: boolean[],
  options: TrainOptions = DEFAULT_TRAIN_OPTIONS,
  rowWeights?: number[]
): LinearModel {
  const scams = new Map<number, number>()
  const honest = new Map<number, number>()
  vectors.forEach(({ indices }, r) => {
    const counts = labels[r] ? scams : honest
    for (const index of indices) if (blockOf(index) !== null) counts.set(index, (counts.get(index) ?? 0) + 1)
  })
  const features = new Set([...scams.keys(), ...honest.keys()])
  let scamTotal = 0
  let honestTotal = 0
  for (const index of features) {
    scamTotal += 1 + (scams.get(index) ?? 0)
    honestTotal += 1 + (honest.get(index) ?? 0)
  }
  const ratio = new Map<number, number>()
  for (const index of features) {
    ratio.set(
      index,
      Math.log((1 + (scams.get(index) ?? 0)) / scamTotal / ((1 + (honest.get(index) ?? 0)) / honestTotal))
    )
  }
  const scaled = vectors.map(({ indices, values }) => ({
    indices,
    values: Float32Array.from(values, (value, k) => value * (ratio.get(indices[k]) ?? 1)),
  }))
  const model = train(dim, scaled, labels, options, rowWeights)
  for (const [index, r] of ratio) model.weights[index] *= r
  return model
}

/**
 * Penalised logistic regression solved to convergence by L-BFGS (ten
 * corrections, backtracking line search). Deterministic: no sampling, so the
 * same data gives the same model. Only the features the vectors use take
 * part in the solve; every other weight stays 0.
 */
export function train(
  dim: number,
  vectors: SparseVector[],
  labels: boolean[],
  options: TrainOptions = DEFAULT_TRAIN_OPTIONS,
  /** Per posting (e.g. less for each copy of a company's many ads); 1 when left out. */
  rowWeights?: number[]
): LinearModel {
  const used = new Map<number, number>()
  const rows = vectors.map(({ indices, values }) => {
    const local = Int32Array.from(indices, (index) => {
      if (!used.has(index)) used.set(index, used.size)
      return used.get(index)!
    })
    return { indices: local, values: Float64Array.from(values) }
  })
  const n = used.size
  const objective = (x: Float64Array, gradient: Float64Array) => {
    gradient.fill(0)
    let loss = 0
    for (let r = 0; r < rows.length; r++) {
      const { indices, values } = rows[r]
      let z = x[n]
      for (let k = 0; k < indices.length; k++) z += x[indices[k]] * values[k]
      const weight = options.C * (rowWeights?.[r] ?? 1)
      const y = labels[r] ? 1 : 0
      loss += weight * (softplus(z) - y * z)
      const d = weight * (sigmoid(z) - y)
      for (let k = 0; k < indices.length; k++) gradient[indices[k]] += d * values[k]
      gradient[n] += d
    }
    for (let j = 0; j < n; j++) {
      loss += 0.5 * x[j] * x[j]
      gradient[j] += x[j]
    }
    return loss
  }
  const solution = lbfgs(objective, n + 1, options.maxIterations, options.tolerance)
  const weights = new Float32Array(dim)
  for (const [index, local] of used) weights[index] = solution[local]
  return { weights, bias: solution[n] }
}

const softplus = (z: number) => (z > 0 ? z + Math.log1p(Math.exp(-z)) : Math.log1p(Math.exp(z)))

function dot(a: Float64Array, b: Float64Array) {
  let sum = 0
  for (let i = 0; i < a.length; i++) sum += a[i] * b[i]
  return sum
}

/** Minimises a smooth convex function from 0 by L-BFGS; returns the point. */
function lbfgs(
  f: (x: Float64Array, gradient: Float64Array) => number,
  size: number,
  maxIterations: number,
  tolerance: number,
  memory = 10
): Float64Array {
  let x = new Float64Array(size)
  let gradient = new Float64Array(size)
  let value = f(x, gradient)
  const steps: Float64Array[] = []
  const changes: Float64Array[] = []
  const rho: number[] = []
  const initialNorm = Math.sqrt(dot(gradient, gradient))
  for (let iteration = 0; iteration < maxIterations; iteration++) {
    const norm = Math.sqrt(dot(gradient, gradient))
    if (norm <= tolerance * Math.max(1, initialNorm)) break
    // The two-loop recursion: direction = -H·gradient.
    const q = Float64Array.from(gradient)
    const alpha: number[] = []
    for (let i = steps.length - 1; i >= 0; i--) {
      alpha[i] = rho[i] * dot(steps[i], q)
      for (let j = 0; j < size; j++) q[j] -= alpha[i] * changes[i][j]
    }
    const last = steps.length - 1
    const gamma = last >= 0 ? dot(steps[last], changes[last]) / dot(changes[last], changes[last]) : 1 / norm
    for (let j = 0; j < size; j++) q[j] *= gamma
    for (let i = 0; i < steps.length; i++) {
      const beta = rho[i] * dot(changes[i], q)
      for (let j = 0; j < size; j++) q[j] += steps[i][j] * (alpha[i] - beta)
    }
    const slope = -dot(q, gradient)
    if (slope >= 0) {
      steps.length = 0
      changes.length = 0
      rho.length = 0
      continue
    }
    const next = new Float64Array(size)
    const nextGradient = new Float64Array(size)
    let nextValue = value
    let stepSize = 1
    for (let tries = 0; tries < 40; tries++) {
      for (let j = 0; j < size; j++) next[j] = x[j] - stepSize * q[j]
      nextValue = f(next, nextGradient)
      if (nextValue <= value + 1e-4 * stepSize * slope) break
      stepSize /= 2
    }
    const s = new Float64Array(size)
    const y = new Float64Array(size)
    for (let j = 0; j < size; j++) {
      s[j] = next[j] - x[j]
      y[j] = nextGradient[j] - gradient[j]
    }
    const sy = dot(s, y)
    if (sy > 1e-12) {
      steps.push(s)
      changes.push(y)
      rho.push(1 / sy)
      if (steps.length > memory) {
        steps.shift()
        changes.shift()
        rho.shift()
      }
    }
    const relative = (value - nextValue) / Math.max(Math.abs(value), Math.abs(nextValue), 1)
    x = next
    gradient = nextGradient
    value = nextValue
    if (relative < 1e-10) break
  }
  return x
}

export interface Platt {
  a: number
  b: number
}

/** Platt scaling: p = 1 / (1 + exp(-(a·score + b))), fitted by damped Newton steps with Platt's smoothed targets. */
export function fitPlatt(scores: number[], labels: boolean[]): Platt {
  const positives = labels.filter(Boolean).length
  const negatives = labels.length - positives
  const hi = (positives + 1) / (positives + 2)
  const lo = 1 / (negatives + 2)
  const targets = labels.map((y) => (y ? hi : lo))
  const loss = (a: number, b: number) => {
    let sum = 0
    for (let i = 0; i < scores.length; i++) {
      const z = a * scores[i] + b
      // log(1 + e^z) - t·z, computed without overflow
      sum += (z > 0 ? z + Math.log1p(Math.exp(-z)) : Math.log1p(Math.exp(z))) - targets[i] * z
    }
    return sum
  }
  let a = 1
  let b = 0
  let current = loss(a, b)
  for (let iteration = 0; iteration < 100; iteration++) {
    let gA = 0
    let gB = 0
    let hAA = 1e-9
    let hAB = 0
    let hBB = 1e-9
    for (let i = 0; i < scores.length; i++) {
      const p = sigmoid(a * scores[i] + b)
      const d = p - targets[i]
      const w = p * (1 - p)
      gA += d * scores[i]
      gB += d
      hAA += w * scores[i] * scores[i]
      hAB += w * scores[i]
      hBB += w
    }
    const det = hAA * hBB - hAB * hAB
    if (Math.abs(det) < 1e-12) break
    const dA = (hBB * gA - hAB * gB) / det
    const dB = (hAA * gB - hAB * gA) / det
    let step = 1
    while (step > 1e-6 && loss(a - step * dA, b - step * dB) > current) step /= 2
    if (step <= 1e-6) break
    a -= step * dA
    b -= step * dB
    const next = loss(a, b)
    if (current - next < 1e-10) break
    current = next
  }
  return { a, b }
}

export const calibrated = (platt: Platt, score: number) => sigmoid(platt.a * score + platt.b)
