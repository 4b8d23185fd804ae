import { describe, expect, it } from 'vitest';
import { adjustedTradePrice } from './adjusted-price';
import { priceMoveSince } from './price-move';

const bonus = {
  kindLabel: '무상증자',
  marketDate: '2026-03-09',
  previousClose: 18_000,
  basePrice: 9_000,
};

describe('adjustedTradePrice (수정 거래 가격)', () => {
  it('halves a buy before a 1:1 무상증자, so the move since reads the holding’s +9 %', () => {
    // 17,120 × 9,000 ÷ 18,000 = 8,560
    const adjusted = adjustedTradePrice(17_120, [bonus])!;
    expect(adjusted.value).toBe(8_560);
    expect(adjusted.steps.map((s) => s.value)).toEqual([0.5, 8_560, 8_560]);
    // (9,330 − 8,560) ÷ 8,560 × 100 = 770 ÷ 8,560 × 100 = +9.00 %, where the original price
    // read (9,330 − 17,120) ÷ 17,120 × 100 = −45.50 %
    expect(priceMoveSince({ tradePrice: 8_560, currentPrice: 9_330, adjusted: true }).value).toBe(
      9,
    );
    expect(priceMoveSince({ tradePrice: 17_120, currentPrice: 9_330 }).value).toBe(-45.5);
  });

  it('multiplies the factors of every later action and rounds to the won', () => {
    const split = {
      kindLabel: '액면분할',
      marketDate: '2026-03-16',
      previousClose: 9_330,
      basePrice: 1_866,
    };
    // 17,120 × 9,000/18,000 × 1,866/9,330 = 8,560 × 0.2 = 1,712
    expect(adjustedTradePrice(17_120, [bonus, split])!.value).toBe(1_712);
    // 대한제강: 19,500 × 13,070 ÷ 19,600 = 13,003.32 → 13,003
    const daehan = { ...bonus, previousClose: 19_600, basePrice: 13_070 };
    expect(adjustedTradePrice(19_500, [daehan])!.value).toBe(13_003);
  });

  it('divides by the share ratio where the data knows it: 아진엑스텍’s real 1:1 무상증자', () => {
    // 16,970 → base 8,490 (16,970 ÷ 2 on the 10-won grid): 7 shares became 14, so a buy at
    // 17,120 is 17,120 ÷ 2 = 8,560 in today's shares, the holding's average price — not
    // 17,120 × 8,490 ÷ 16,970 = 8,565.03
    const ajin = {
      kindLabel: '무상증자',
      marketDate: '2026-01-28',
      previousClose: 16_970,
      basePrice: 8_490,
      shareRatio: 2,
    };
    const adjusted = adjustedTradePrice(17_120, [ajin])!;
    expect(adjusted.value).toBe(8_560);
    expect(adjusted.steps.map((s) => s.expression)).toEqual([
      '\\text{2026-01-28 무상증자: } \\frac{1}{2}',
      '17{,}120 \\times \\frac{1}{2}',
      '8{,}560 \\ (\\text{원 단위 반올림})',
    ]);
  });

  it('is null when no action came after the trade', () => {
    expect(adjustedTradePrice(17_120, [])).toBeNull();
  });
});
