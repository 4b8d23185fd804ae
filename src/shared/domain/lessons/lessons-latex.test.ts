import katex from 'katex';
import { describe, expect, it } from 'vitest';
import type { Explained } from '../maths/explained';
import { elasticityLesson } from './elasticity';
import { explainMinVarianceWeight, optimizationFigures } from './optimization';

// The projector never shows a red KaTeX error: every formula and step of both lessons renders.

const render = (tex: string) => katex.renderToString(tex, { throwOnError: true, strict: false });

function expectRenders(figure: Explained) {
  expect(() => render(figure.formula)).not.toThrow();
  for (const step of figure.steps)
    expect(() => render(step.expression), step.expression).not.toThrow();
}

describe('LaTeX of the 미분과 경제 lessons', () => {
  it('renders the elasticity, also when the arc is below P* and when there is none', () => {
    const buys = [10_100, 10_000, 9_900].map((price, i) => ({
      side: 'BUY' as const,
      quantity: 3 + i,
      price,
    }));
    expectRenders(elasticityLesson(buys, 10_000).elasticity);
    expectRenders(elasticityLesson(buys, 9_900).elasticity);
    expectRenders(elasticityLesson(buys, null).elasticity);
  });

  it('renders every figure of the minimum-variance lesson, a clipped w* too', () => {
    const dates = ['2026-01-05', '2026-01-06', '2026-01-07'];
    const figures = optimizationFigures(
      { dates, a: [1.2, -0.8, 0.3], b: [-0.5, 2.1, -1.4] },
      ['LG H&H', '삼성전자'],
      2 / 3,
    );
    for (const figure of [
      figures.weight,
      figures.sigmaA,
      figures.sigmaB,
      figures.correlation,
      figures.sigmaAtOptimum!,
      figures.sigmaAtActual!,
    ])
      expectRenders(figure);
    expectRenders(
      explainMinVarianceWeight({ varA: 0.09, varB: 0.01, cov: 0.02 }, 60, ['가', '나']),
    );
  });
});
