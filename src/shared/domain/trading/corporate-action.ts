import { DomainError } from '../domain-error';
import { explained, texNumber, texText, texWon, type Explained } from '../maths/explained';

/**
 * split 액면분할, merge 액면병합, bonus 무상증자·주식배당 and reduction 감자 scale the quantity;
 * rights (유상증자 권리락) keeps it and credits the rights' value in cash.
 */
export type CorporateActionKind = 'split' | 'merge' | 'bonus' | 'reduction' | 'rights';

export const corporateActionLabels: Record<CorporateActionKind, string> = {
  split: '액면분할',
  merge: '액면병합',
  bonus: '무상증자',
  reduction: '감자',
  rights: '유상증자 권리락',
};

export interface CorporateActionInput {
  kind: CorporateActionKind;
  /** The close of the trading day before the event. */
  previousClose: number;
  /** KRX's base price (기준가) on the event day. */
  basePrice: number;
  quantity: number;
  averagePrice: number;
  /**
   * New shares per old share where the data knows it (2 for 1주당 1주 무상증자, 0.1 for a 10:1
   * 감자); null or absent falls back to previousClose ÷ basePrice.
   */
  shareRatio?: number | null;
}

export interface CorporateAdjustment {
  quantity: number;
  averagePrice: number;
  /** 단주 대금 (scaled kinds) or the rights' value (rights), whole won, never negative. */
  cashIn: number;
  /** Shares after per share before, for the scaled kinds: the share ratio, or close ÷ base. */
  ratio: number;
  explanations: Array<{ label: string; explanation: Explained }>;
}

/** ⌊a ÷ b⌋ for non-negative safe integers without a float division's rounding. */
const floorDiv = (a: number, b: number) => (a - (a % b)) / b;

/**
 * Adjusts a holding on the event day, before the open, so that its value at the base price
 * equals its value at the previous close (ADR 0018); the average price is scaled by base ÷ close
 * so the holding's return is unchanged (docs/decisions/0018-corporate-actions.md).
 */
export function adjustForCorporateAction(input: CorporateActionInput): CorporateAdjustment {
  const { kind, previousClose, basePrice, quantity, averagePrice, shareRatio } = input;
  const prices = [previousClose, basePrice];
  // A rights issue lowers the price; a base above the close would take cash away.
  if (
    !prices.every((p) => Number.isSafeInteger(p) && p > 0) ||
    (kind === 'rights' && basePrice > previousClose) ||
    (shareRatio != null && !(shareRatio > 0))
  )
    throw new DomainError('VALIDATION_ERROR', '기업 행사의 기준가가 올바르지 않습니다');
  const adjustment =
    kind !== 'rights' && shareRatio != null
      ? byShareRatio(quantity, averagePrice, basePrice, shareRatio)
      : byPrice(input);
  const explanations =
    kind !== 'rights' && shareRatio != null
      ? explainByShareRatio(input, adjustment)
      : explain(input, adjustment);
  return { ...adjustment, explanations };
}

type Adjusted = Omit<CorporateAdjustment, 'explanations'>;

function byPrice(input: CorporateActionInput): Adjusted {
  const { kind, previousClose, basePrice, quantity, averagePrice } = input;
  const valueBefore = quantity * previousClose;
  const newQuantity = kind === 'rights' ? quantity : floorDiv(valueBefore, basePrice);
  return {
    quantity: newQuantity,
    averagePrice: (averagePrice * basePrice) / previousClose,
    cashIn: valueBefore - newQuantity * basePrice,
    ratio: previousClose / basePrice,
  };
}

// KRX allots ⌊quantity × ratio⌋ shares and pays the fraction at the base price (단주 대금); the
// base price is rounded to the tick grid, so close ÷ base is not the ratio (docs/product/trading.md#corporate-actions).
function byShareRatio(
  quantity: number,
  averagePrice: number,
  basePrice: number,
  shareRatio: number,
): Adjusted {
  const shares = wholeAware(quantity * shareRatio);
  const newQuantity = Math.floor(shares);
  return {
    quantity: newQuantity,
    averagePrice: averagePrice / shareRatio,
    cashIn: Math.floor(wholeAware((shares - newQuantity) * basePrice)),
    ratio: shareRatio,
  };
}

/** 7 × 1.05 is 7.3500000000000005 in floating point: a product within 1e-9 of a whole is whole. */
const wholeAware = (x: number) => (Math.abs(x - Math.round(x)) < 1e-9 ? Math.round(x) : x);

function explain(
  input: CorporateActionInput,
  after: Omit<CorporateAdjustment, 'explanations'>,
): CorporateAdjustment['explanations'] {
  const { kind, previousClose, basePrice, quantity, averagePrice } = input;
  const close = texWon(previousClose);
  const base = texWon(basePrice);
  const scaled = kind !== 'rights';
  const cashLabel = scaled ? '단주 대금' : '권리 가치';
  return [
    {
      label: '비율 (전일 종가 ÷ 기준가)',
      explanation: explained('number', '\\text{비율} = \\frac{\\text{전일 종가}}{\\text{기준가}}', [
        { expression: `\\frac{${close}}{${base}}`, value: roundTo(after.ratio, 6) },
      ]),
    },
    {
      label: '조정 후 수량',
      explanation: scaled
        ? explained(
            'count',
            '\\text{새 수량} = \\left\\lfloor \\text{수량} \\times \\text{비율} \\right\\rfloor',
            [
              {
                expression: `\\left\\lfloor \\frac{${texNumber(quantity)} \\times ${close}}{${base}} \\right\\rfloor`,
                value: after.quantity,
              },
            ],
          )
        : explained('count', '\\text{새 수량} = \\text{수량}', [
            {
              expression: `${texNumber(quantity)}\\ ${texText('(권리락은 수량을 바꾸지 않아요)')}`,
              value: after.quantity,
            },
          ]),
    },
    {
      label: cashLabel,
      explanation: scaled
        ? explained(
            'won',
            '\\text{단주 대금} = \\text{수량} \\times \\text{전일 종가} - \\text{새 수량} \\times \\text{기준가}',
            [
              {
                expression: `${texNumber(quantity)} \\times ${close} - ${texNumber(after.quantity)} \\times ${base}`,
                value: after.cashIn,
              },
            ],
          )
        : explained(
            'won',
            '\\text{권리 가치} = (\\text{전일 종가} - \\text{기준가}) \\times \\text{수량}',
            [
              {
                expression: `(${close} - ${base}) \\times ${texNumber(quantity)}`,
                value: after.cashIn,
              },
            ],
          ),
    },
    {
      label: '조정 후 평균 단가',
      explanation: explained(
        'won',
        '\\text{새 평균 단가} = \\text{평균 단가} \\times \\frac{\\text{기준가}}{\\text{전일 종가}}',
        [
          {
            expression: `${texNumber(averagePrice, 2)} \\times \\frac{${base}}{${close}}`,
            value: roundTo(after.averagePrice, 2),
          },
        ],
      ),
    },
    {
      label: '평가금액 (전 = 후)',
      explanation: explained(
        'won',
        '\\text{수량} \\times \\text{전일 종가} = \\text{새 수량} \\times \\text{기준가} + \\text{' +
          cashLabel +
          '}',
        [
          {
            expression: `${texNumber(quantity)} \\times ${close}`,
            value: quantity * previousClose,
          },
          {
            expression: `${texNumber(after.quantity)} \\times ${base} + ${texWon(after.cashIn)}`,
            value: after.quantity * basePrice + after.cashIn,
          },
        ],
      ),
    },
  ];
}

function explainByShareRatio(
  input: CorporateActionInput,
  after: Adjusted,
): CorporateAdjustment['explanations'] {
  const { quantity, averagePrice, basePrice } = input;
  const ratio = texNumber(after.ratio, 4);
  const fraction = `(${texNumber(quantity)} \\times ${ratio} - ${texNumber(after.quantity)})`;
  return [
    {
      label: '주식 비율 (1주당 새 주식 수)',
      explanation: explained(
        'number',
        '\\text{비율} = \\frac{\\text{행사 후 상장주식수}}{\\text{행사 전 상장주식수}}',
        [{ expression: ratio, value: after.ratio }],
      ),
    },
    {
      label: '조정 후 수량',
      explanation: explained(
        'count',
        '\\text{새 수량} = \\left\\lfloor \\text{수량} \\times \\text{비율} \\right\\rfloor',
        [
          {
            expression: `\\left\\lfloor ${texNumber(quantity)} \\times ${ratio} \\right\\rfloor`,
            value: after.quantity,
          },
        ],
      ),
    },
    {
      label: '단주 대금',
      explanation: explained(
        'won',
        '\\text{단주 대금} = \\left\\lfloor (\\text{수량} \\times \\text{비율} - \\text{새 수량}) \\times \\text{기준가} \\right\\rfloor',
        [
          {
            expression: `\\left\\lfloor ${fraction} \\times ${texWon(basePrice)} \\right\\rfloor`,
            value: after.cashIn,
          },
        ],
      ),
    },
    {
      label: '조정 후 평균 단가',
      explanation: explained(
        'won',
        '\\text{새 평균 단가} = \\frac{\\text{평균 단가}}{\\text{비율}}',
        [
          {
            expression: `\\frac{${texNumber(averagePrice, 2)}}{${ratio}}`,
            value: roundTo(after.averagePrice, 2),
          },
        ],
      ),
    },
    valueBeforeAndAfter(input, after),
  ];
}

// The base price is on the tick grid, so the holding's value moves by the rounding, as a real
// holder's does; the row says so instead of claiming equality.
function valueBeforeAndAfter(input: CorporateActionInput, after: Adjusted) {
  const { quantity, previousClose, basePrice } = input;
  const before = quantity * previousClose;
  const valueAfter = after.quantity * basePrice + after.cashIn;
  const relation = before === valueAfter ? '=' : '\\to';
  return {
    label: `평가금액 (전 ${before === valueAfter ? '=' : '→'} 후)`,
    explanation: explained(
      'won',
      `\\text{수량} \\times \\text{전일 종가} ${relation} \\text{새 수량} \\times \\text{기준가} + \\text{단주 대금}`,
      [
        { expression: `${texNumber(quantity)} \\times ${texWon(previousClose)}`, value: before },
        {
          expression: `${texNumber(after.quantity)} \\times ${texWon(basePrice)} + ${texWon(after.cashIn)}`,
          value: valueAfter,
        },
      ],
    ),
  };
}

const roundTo = (value: number, digits: number) => {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
};

// A live quote's 기준가 this far from the recorded close is worth the admin's look; closer, it is
// the recorder having missed the closing auction's last trade.
const NOTICEABLE = 0.01;
const NEAR_WHOLE = 0.02;

const nearWhole = (x: number) => Math.round(x) >= 2 && Math.abs(x - Math.round(x)) / x < NEAR_WHOLE;

/**
 * A first guess at what a live base price that differs from the recorded close means (ratio =
 * close ÷ base), for the admin to confirm or correct; null when the two agree.
 */
export function guessCorporateActionKind(ratio: number): CorporateActionKind | null {
  if (Math.abs(ratio - 1) < NOTICEABLE) return null;
  if (ratio < 1) return nearWhole(1 / ratio) ? 'merge' : 'reduction';
  if (nearWhole(ratio)) return 'split';
  // A rights issue's discount rarely takes a third off the price; a 무상증자 of 0.5 does.
  return ratio >= 1.3 ? 'bonus' : 'rights';
}
