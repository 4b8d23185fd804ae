import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReplayDataEndedBanner } from './ReplayDataEnded';

describe('the replay past its last day of data', () => {
  it('says plainly, as a status banner, that prices are simulated from the last real close', () => {
    const html = renderToStaticMarkup(<ReplayDataEndedBanner lastDate="2026-07-10" />);
    expect(html).toContain('class="banner" role="status"');
    expect(html.replace(/<[^>]+>/g, '')).toBe(
      '실제 시세 자료가 2026-07-10에서 끝났어요. 지금 가격은 실제 주가가 아니라 그날 종가에서 ' +
        '이어지는 시뮬레이션 가격이에요. 주문은 그대로 할 수 있지만, 가격이 실제 뉴스나 사건을 따라 ' +
        '움직이지 않아요.',
    );
  });
});
