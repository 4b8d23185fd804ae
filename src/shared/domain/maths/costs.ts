import { kstDate } from '../market/calendar';
import { salesTaxRate, type SalesTaxRate } from '../market/fees';
import type { Market } from '../../schemas/market';
import { quoteBuy, quoteSell } from '../trading/quote';
import { explained, texNumber, texWon, type Explained } from './explained';

const ratePercent = (ppm: number) => `${texNumber(ppm / 10_000, 4)}\\%`;

/** The market's rate and what it is made of, so a student sees why KONEX pays less. */
function taxRateText(market: Market, rate: SalesTaxRate | null): string {
  if (!rate) return `0\\% \\ (\\text{우리 반 규칙: 면제})`;
  const total = ratePercent(rate.transactionPpm + rate.ruralSpecialPpm);
  const parts = rate.ruralSpecialPpm
    ? `\\text{증권거래세 } ${ratePercent(rate.transactionPpm)} + \\text{농어촌특별세 } ${ratePercent(rate.ruralSpecialPpm)}`
    : `\\text{증권거래세}`;
  return `${total} \\ (\\text{${market} }${parts})`;
}

export interface TradeEstimate {
  amount: Explained;
  fee: Explained;
  /** Sales only. */
  tax?: Explained;
  cashAfter: Explained;
}

const amountOf = (price: number, quantity: number) =>
  explained('won', '\\text{거래금액} = \\text{주문가} \\times \\text{수량}', [
    { expression: `${texWon(price)} \\times ${texNumber(quantity)}`, value: price * quantity },
  ]);

function feeOf(amount: number, feeRatePpm: number, fee: number): Explained {
  return explained(
    'won',
    '\\text{수수료} = \\lfloor \\text{거래금액} \\times \\text{수수료율} \\rfloor',
    [
      {
        expression: `${texWon(amount)} \\times ${ratePercent(feeRatePpm)}`,
        value: (amount * feeRatePpm) / 1_000_000,
      },
      {
        expression: `\\lfloor ${texNumber((amount * feeRatePpm) / 1_000_000, 4)} \\rfloor \\ (\\text{원 미만 절사})`,
        value: fee,
      },
    ],
  );
}

/** The trade modal's estimate of a buy: the same quoteBuy the server trades with. */
export function explainBuyEstimate({
  cash,
  price,
  quantity,
  feeRatePpm,
}: {
  cash: number;
  price: number;
  quantity: number;
  feeRatePpm: number;
}): TradeEstimate {
  const quote = quoteBuy({ price, quantity, feeRatePpm });
  return {
    amount: amountOf(price, quantity),
    fee: feeOf(quote.amount, feeRatePpm, quote.fee),
    cashAfter: explained(
      'won',
      '\\text{매수 후 현금} = \\text{현금} - (\\text{거래금액} + \\text{수수료})',
      [
        {
          expression: `${texWon(cash)} - (${texWon(quote.amount)} + ${texWon(quote.fee)})`,
          value: cash - quote.total,
        },
      ],
    ),
  };
}

/** A sale's estimate; the tax rate is the market's, in force on the KST day of `at`. */
export function explainSellEstimate({
  cash,
  price,
  quantity,
  feeRatePpm,
  at,
  market,
  sellTax = true,
}: {
  cash: number;
  price: number;
  quantity: number;
  feeRatePpm: number;
  at: Date;
  market: Market;
  /** 우리 반 규칙: a class may trade without the securities transaction tax (rate 0). */
  sellTax?: boolean;
}): TradeEstimate {
  const quote = quoteSell({ price, quantity, feeRatePpm, date: at, market, sellTax });
  const rate = sellTax ? salesTaxRate(kstDate(at), market) : null;
  const taxPpm = rate ? rate.transactionPpm + rate.ruralSpecialPpm : 0;
  return {
    amount: amountOf(price, quantity),
    fee: feeOf(quote.amount, feeRatePpm, quote.fee),
    tax: explained(
      'won',
      '\\text{거래세} = \\lfloor \\text{매도 금액} \\times \\text{세율} \\rfloor',
      [
        {
          expression: `${texWon(quote.amount)} \\times ${taxRateText(market, rate)}`,
          value: (quote.amount * taxPpm) / 1_000_000,
        },
        {
          expression: `\\lfloor ${texNumber((quote.amount * taxPpm) / 1_000_000, 4)} \\rfloor \\ (\\text{원 미만 절사})`,
          value: quote.tax,
        },
      ],
    ),
    cashAfter: explained(
      'won',
      '\\text{매도 후 현금} = \\text{현금} + \\text{거래금액} - \\text{수수료} - \\text{거래세}',
      [
        {
          expression: `${texWon(cash)} + ${texWon(quote.amount)} - ${texWon(quote.fee)} - ${texWon(quote.tax)}`,
          value: cash + quote.proceeds,
        },
      ],
    ),
  };
}
