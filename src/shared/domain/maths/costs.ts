import { kstDate } from '../market/calendar';
import { salesTaxRatePpm } from '../market/fees';
import { quoteBuy, quoteSell } from '../trading/quote';
import { explained, texNumber, texWon, type Explained } from './explained';

const ratePercent = (ppm: number) => `${texNumber(ppm / 10_000, 4)}\\%`;

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

/** A sale's estimate; the tax rate is the one in force on the KST day of `at`. */
export function explainSellEstimate({
  cash,
  price,
  quantity,
  feeRatePpm,
  at,
  sellTax = true,
}: {
  cash: number;
  price: number;
  quantity: number;
  feeRatePpm: number;
  at: Date;
  /** 우리 반 규칙: a class may trade without the securities transaction tax (rate 0). */
  sellTax?: boolean;
}): TradeEstimate {
  const quote = quoteSell({ price, quantity, feeRatePpm, date: at, sellTax });
  const taxPpm = sellTax ? salesTaxRatePpm(kstDate(at)) : 0;
  return {
    amount: amountOf(price, quantity),
    fee: feeOf(quote.amount, feeRatePpm, quote.fee),
    tax: explained(
      'won',
      '\\text{거래세} = \\lfloor \\text{매도 금액} \\times \\text{세율} \\rfloor',
      [
        {
          expression: `${texWon(quote.amount)} \\times ${ratePercent(taxPpm)}`,
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
