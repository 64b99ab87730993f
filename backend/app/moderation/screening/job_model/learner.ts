/*
| Logistic regression over sparse vectors: trained by AdaGrad with an L2
| penalty (a few dozen passes over a few hundred postings take well under a
| second), scored by a dot product. Platt scaling turns the raw score into a
| probability calibrated on out-of-fold scores.
*/
import type { SparseVector } from './features.js'

export interface LinearModel {
  weights: Float32Array
  bias: number
}

export interface TrainOptions {
  epochs: number
  learningRate: number
  l2: number
  /** Weight of a positive example (the classes are not balanced). */
  positiveWeight: number
  /** Shuffling seed: the same data gives the same model. */
  seed: number
  /** A company's postings weigh size^-damping each (0: every posting counts fully; 1: every company counts once). */
  companyDamping: number
}

export const DEFAULT_TRAIN_OPTIONS: TrainOptions = {
  epochs: 15,
  learningRate: 0.5,
  l2: 1e-5,
  positiveWeight: 1,
  seed: 7,
  companyDamping: 1,
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

export function train(
  dim: number,
  vectors: SparseVector[],
  labels: boolean[],
  options: TrainOptions = DEFAULT_TRAIN_OPTIONS,
  /** Per posting (e.g. less for each copy of a company's many ads); 1 when left out. */
  rowWeights?: number[]
): LinearModel {
  const weights = new Float32Array(dim)
  const squares = new Float32Array(dim)
  let bias = 0
  let biasSquares = 0
  const next = random(options.seed)
  const order = vectors.map((_, i) => i)
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1))
      ;[order[i], order[j]] = [order[j], order[i]]
    }
    for (const row of order) {
      const y = labels[row] ? 1 : 0
      const weight = (labels[row] ? options.positiveWeight : 1) * (rowWeights?.[row] ?? 1)
      const { indices, values } = vectors[row]
      let z = bias
      for (let k = 0; k < indices.length; k++) z += weights[indices[k]] * values[k]
      const gradient = (sigmoid(z) - y) * weight
      // The L2 penalty on the weights this posting touches (the usual sparse approximation).
      for (let k = 0; k < indices.length; k++) {
        const index = indices[k]
        const g = gradient * values[k] + options.l2 * weights[index]
        squares[index] += g * g
        weights[index] -= (options.learningRate / Math.sqrt(squares[index] + 1e-8)) * g
      }
      biasSquares += gradient * gradient
      bias -= (options.learningRate / Math.sqrt(biasSquares + 1e-8)) * gradient
    }
  }
  return { weights, bias }
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
