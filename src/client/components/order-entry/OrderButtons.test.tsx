import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OrderButtons, restingReason } from './OrderButtons';

const halted = {
  halted: true,
  source: {
    provider: 'replay' as const,
    label: '거래정지 · 2026-03-30 시세 확인 불가',
    stale: false,
  },
};
const trading = { source: { ...halted.source, label: '과거 시세 재생 · 2026-03-30' } };

function buttons(resting: string | null) {
  const html = renderToStaticMarkup(
    <OrderButtons heldQuantity={3} disabled={false} resting={resting} onOrder={() => {}} />,
  );
  const attribute = (attributes: string, name: string) =>
    new RegExp(`${name}="([^"]*)"`).exec(attributes)?.[1];
  const textOf = (id: string | undefined) =>
    id === undefined ? undefined : new RegExp(`id="${id}">([^<]*)<`).exec(html)?.[1];
  return [...html.matchAll(/<button([^>]*)>([^<]*)<\/button>/g)].map(([, attributes, text]) => ({
    text,
    disabled: attribute(attributes!, 'disabled') !== undefined,
    reason: textOf(attribute(attributes!, 'aria-describedby')),
  }));
}

describe('a stock resting on the replayed day', () => {
  it('disables 매수 and 매도 before any form opens, described by the quote’s reason', () => {
    const reason = restingReason(halted);
    expect(buttons(reason)).toEqual([
      { text: '매수', disabled: true, reason: '거래 불가 · 거래정지 · 2026-03-30 시세 확인 불가' },
      { text: '매도', disabled: true, reason: '거래 불가 · 거래정지 · 2026-03-30 시세 확인 불가' },
    ]);
  });

  it('leaves a trading stock’s buttons alone', () => {
    expect(buttons(restingReason(trading))).toEqual([
      { text: '매수', disabled: false, reason: undefined },
      { text: '매도', disabled: false, reason: undefined },
    ]);
  });
});
