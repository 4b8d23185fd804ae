import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TradeBadge } from './TradeBadge';

describe('a trade’s badge', () => {
  it('shows 매수 in the rising colour and 매도 in the falling one', () => {
    expect(renderToStaticMarkup(<TradeBadge type="BUY" />)).toBe(
      '<span class="trade-badge up">매수</span>',
    );
    expect(renderToStaticMarkup(<TradeBadge type="SELL" />)).toBe(
      '<span class="trade-badge down">매도</span>',
    );
  });
});
