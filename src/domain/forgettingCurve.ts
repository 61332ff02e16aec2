import type { CurveDot } from './studyStats';

/**
 * The forgetting curve of FSRS and Anki: R(t) = (1 + f·t/S)^(−d), with f = 0.9^(−1/d) − 1, so that R(S) = 0.9.
 * S (stability) is the number of days until recall falls to 90 %; d is the decay.
 */
export function recallAt(days: number, stability: number, decay: number): number {
  const factor = 0.9 ** (-1 / decay) - 1;
  return (1 + (factor * days) / stability) ** -decay;
}

export interface CurveFit {
  stability: number;
  decay: number;
}

const MIN_LOG_S = Math.log(0.1);
const MAX_LOG_S = Math.log(36500);
const GOLDEN = (Math.sqrt(5) - 1) / 2;

/** The squared misses of a stability, each dot weighted by its reviews. */
const weightedError = (dots: readonly CurveDot[], stability: number, decay: number) =>
  dots.reduce((sum, dot) => sum + dot.count * (recallAt(dot.days, stability, decay) - dot.recall_rate) ** 2, 0);

/**
 * The stability that fits the dots best (weighted least squares over their review counts), for a given decay.
 * The error is unimodal in log S, so a golden-section search finds it; null without dots to fit (no reviews
 * after a day or more).
 */
export function fitForgettingCurve(dots: readonly CurveDot[], decay: number): CurveFit | null {
  const usable = dots.filter((dot) => dot.count > 0 && dot.days > 0);
  if (usable.length === 0) return null;
  const error = (logS: number) => weightedError(usable, Math.exp(logS), decay);
  let low = MIN_LOG_S;
  let high = MAX_LOG_S;
  let left = high - GOLDEN * (high - low);
  let right = low + GOLDEN * (high - low);
  let leftError = error(left);
  let rightError = error(right);
  while (high - low > 1e-6) {
    if (leftError <= rightError) {
      high = right;
      right = left;
      rightError = leftError;
      left = high - GOLDEN * (high - low);
      leftError = error(left);
    } else {
      low = left;
      left = right;
      leftError = rightError;
      right = low + GOLDEN * (high - low);
      rightError = error(right);
    }
  }
  return { stability: Math.exp((low + high) / 2), decay };
}
