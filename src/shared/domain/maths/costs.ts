import { kstDate } from '../market/calendar';
import { salesTaxRate, splitSalesTax, type SalesTaxRate } from '../market/fees';
import type { Market } from '../../schemas/market';
import { quoteBuy, quoteSell } from '../trading/quote';
import { explained, texNumber, texWon, type Explained } from './explained';

const ratePercent = (ppm: number) => `${texNumber(ppm / 10_000, 4)}\\%`;

/** The market's one rate (KOSDAQ, KONEX), or the class rule that exempts the sale. */
function taxRateText(market: Market, rate: SalesTaxRate | null): string {
  if (!rate) return `0\\% \\ (\\text{우리 반 규칙: 면제})`;
  return `${ratePercent(rate.transactionPpm)} \\ (\\text{${market} }\\text{증권거래세})`;
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

const floorStep = (exact: number, value: number) => ({
  expression: `\\lfloor ${texNumber(exact, 4)} \\rfloor \\ (\\text{원 미만 절사})`,
  value,
});

/** KOSDAQ, KONEX or a class without the tax: one rate, one amount cut below the won. */
function oneTaxOf(amount: number, market: Market, rate: SalesTaxRate | null, tax: number) {
  const exact = (amount * (rate?.transactionPpm ?? 0)) / 1_000_000;
  return explained(
    'won',
    '\\text{거래세} = \\lfloor \\text{매도 금액} \\times \\text{세율} \\rfloor',
    [
      { expression: `${texWon(amount)} \\times ${taxRateText(market, rate)}`, value: exact },
      floorStep(exact, tax),
    ],
  );
}

/** KOSPI: 증권거래세 and 농어촌특별세 are two taxes, each its own amount cut below the won. */
function twoTaxesOf(amount: number, rate: SalesTaxRate, tax: number): Explained {
  const { transaction, ruralSpecial } = splitSalesTax(amount, rate);
  const part = (name: string, ppm: number, value: number) => ({
    expression: `\\lfloor ${texWon(amount)} \\times ${ratePercent(ppm)} \\rfloor \\ (\\text{${name}})`,
    value,
  });
  return explained(
    'won',
    '\\text{거래세} = \\lfloor \\text{매도 금액} \\times \\text{증권거래세율} \\rfloor + \\lfloor \\text{매도 금액} \\times \\text{농어촌특별세율} \\rfloor',
    [
      part('증권거래세', rate.transactionPpm, transaction),
      part('농어촌특별세', rate.ruralSpecialPpm, ruralSpecial),
      {
        expression: `${texWon(transaction)} + ${texWon(ruralSpecial)} \\ (\\text{세금마다 원 미만 절사})`,
        value: tax,
      },
    ],
  );
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
  return {
    amount: amountOf(price, quantity),
    fee: feeOf(quote.amount, feeRatePpm, quote.fee),
    tax: rate?.ruralSpecialPpm
      ? twoTaxesOf(quote.amount, rate, quote.tax)
      : oneTaxOf(quote.amount, market, rate, quote.tax),
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
