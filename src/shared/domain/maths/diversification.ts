import {
  explained,
  roundRatio,
  texNumber,
  texSum,
  texText,
  texWon,
  unavailable,
  type Explained,
} from './explained';

export interface HeldValue {
  name: string;
  sector: string;
  value: number;
}

/** Each stock's share of the money in stocks (cash left out: HHI measures the stock picks). */
function shares(holdings: HeldValue[]) {
  const total = holdings.reduce((sum, h) => sum + h.value, 0);
  return { total, weights: holdings.map((h) => (total > 0 ? h.value / total : 0)) };
}

/** Herfindahl–Hirschman index Σwᵢ²: 1 for a single stock, 1/n for n equal ones. */
export function explainHhi(holdings: HeldValue[]): Explained {
  const formula =
    '\\text{HHI} = \\sum_i w_i^2,\\quad w_i = \\frac{\\text{평가금액}_i}{\\sum_j \\text{평가금액}_j}';
  const { total, weights } = shares(holdings);
  if (total <= 0)
    return unavailable('number', formula, '보유 종목이 없어 집중도가 없어요 (전액 현금)');
  return explained('number', formula, [
    {
      expression: texSum(
        holdings.map((h) => `\\left(\\frac{${texWon(h.value)}}{${texWon(total)}}\\right)^2`),
      ),
      value: roundRatio(weights.reduce((sum, w) => sum + w * w, 0)),
    },
  ]);
}

/** 1 ÷ HHI: how many equal-sized stocks would be this concentrated. */
export function explainEffectiveCount(hhi: Explained): Explained {
  const formula = 'N_{\\text{유효}} = \\frac{1}{\\text{HHI}}';
  if (hhi.value === null || hhi.value <= 0)
    return unavailable('number', formula, '보유 종목이 없어 유효 종목 수가 없어요');
  return explained('number', formula, [
    { expression: `\\frac{1}{${texNumber(hhi.value, 6)}}`, value: roundRatio(1 / hhi.value) },
  ]);
}

/** One explained weight per sector, largest first. */
export function explainSectorWeights(
  holdings: HeldValue[],
): Array<{ sector: string; weight: Explained }> {
  const { total } = shares(holdings);
  const bySector = new Map<string, HeldValue[]>();
  for (const h of holdings) bySector.set(h.sector, [...(bySector.get(h.sector) ?? []), h]);
  return [...bySector.entries()]
    .map(([sector, members]) => {
      const value = members.reduce((sum, h) => sum + h.value, 0);
      return {
        sector,
        value,
        weight: explained(
          'ratio',
          `w_{${texText(sector)}} = \\frac{\\sum_{i \\in ${texText(sector)}} \\text{평가금액}_i}{\\sum_j \\text{평가금액}_j}`,
          [
            {
              expression: `\\frac{${texSum(members.map((h) => texWon(h.value)))}}{${texWon(total)}}`,
              value: roundRatio(value / total),
            },
          ],
        ),
      };
    })
    .sort((a, b) => b.value - a.value || a.sector.localeCompare(b.sector))
    .map(({ sector, weight }) => ({ sector, weight }));
}
