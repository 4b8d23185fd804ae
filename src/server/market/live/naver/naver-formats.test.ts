import { describe, expect, it } from 'vitest';
import {
  decodeHtmlText,
  naverDateTimeToIso,
  naverUrls,
  parseNaverInt,
  signedChange,
  toDailyBars,
  toLiveQuote,
  toNewsItems,
  zNaverDayBars,
  zNaverNews,
} from './naver-formats';

const samsung = {
  itemCode: '005930',
  stockName: '삼성전자',
  closePrice: '71,000',
  compareToPreviousClosePrice: '-500',
  compareToPreviousPrice: { code: '5', text: '하락', name: 'FALLING' },
  fluctuationsRatio: '-0.70',
  openPrice: '71,500',
  highPrice: '71,800',
  lowPrice: '70,900',
  accumulatedTradingVolume: '12,345,678',
  marketStatus: 'OPEN',
  localTradedAt: '2026-11-23T10:15:03+09:00',
};

describe('parseNaverInt', () => {
  it.each([
    ['71,000', 71_000],
    ['12,345,678', 12_345_678],
    ['-1,950', -1_950],
    ['+1,200', 1_200],
    ['0', 0],
    [180000, 180_000],
  ] as const)('%s → %d', (text, expected) => {
    expect(parseNaverInt(text)).toBe(expected);
  });

  it.each(['', '-', 'N/A', '71,00', '1.5', '71 000', '1,2345'])('refuses %j', (text) => {
    expect(parseNaverInt(text)).toBeUndefined();
  });
});

describe('signedChange', () => {
  it.each([
    [-500, '5', -500],
    [500, '5', -500],
    [500, '4', -500],
    [-500, '2', 500],
    [300, '1', 300],
    [0, '3', 0],
    [-700, undefined, -700],
  ] as const)('amount %d with direction %s → %d', (amount, code, expected) => {
    expect(signedChange(amount, code)).toBe(expected);
  });
});

describe('toLiveQuote', () => {
  it('reads comma numbers and derives the previous close from the signed change', () => {
    expect(toLiveQuote(samsung)).toEqual({
      symbol: '005930',
      price: 71_000,
      previousClose: 71_500,
      open: 71_500,
      high: 71_800,
      low: 70_900,
      volume: 12_345_678,
      updatedAt: Date.parse('2026-11-23T01:15:03Z'),
    });
  });

  it('a rise gives a previous close below the price', () => {
    const rising = {
      ...samsung,
      compareToPreviousClosePrice: '1,200',
      compareToPreviousPrice: { code: '2' },
    };
    expect(toLiveQuote(rising)?.previousClose).toBe(69_800);
  });

  it('before the first trade the zero open/high/low become the price', () => {
    const quote = toLiveQuote({ ...samsung, openPrice: '0', highPrice: '0', lowPrice: '0' });
    expect(quote).toMatchObject({ open: 71_000, high: 71_000, low: 71_000 });
  });

  it.each([
    ['a dash for a price', { ...samsung, closePrice: '-' }],
    ['no code', { ...samsung, itemCode: undefined }],
    ['a bad timestamp', { ...samsung, localTradedAt: 'yesterday' }],
    ['a zero price', { ...samsung, closePrice: '0', compareToPreviousClosePrice: '0' }],
    ['not an object', 'hello'],
  ])('refuses %s', (_label, raw) => {
    expect(toLiveQuote(raw)).toBeUndefined();
  });
});

describe('daily chart', () => {
  const rows = zNaverDayBars.parse([
    {
      localDate: '20261120',
      openPrice: 70_000,
      highPrice: 71_000,
      lowPrice: 69_500,
      closePrice: 70_500,
      accumulatedTradingVolume: 9_000_000,
      foreignRetentionRate: 50.1,
    },
    {
      localDate: '20261119',
      openPrice: 69_000,
      highPrice: 70_100,
      lowPrice: 68_900,
      closePrice: 70_000,
      accumulatedTradingVolume: 8_000_000,
    },
    {
      localDate: '20261123',
      openPrice: '71,500',
      highPrice: '71,800',
      lowPrice: '70,900',
      closePrice: '71,000',
      accumulatedTradingVolume: '12,345,678',
    },
  ]);

  it('maps to YYYY-MM-DD bars oldest first, inside the range', () => {
    expect(toDailyBars(rows, '2026-11-20', '2026-11-23')).toEqual([
      {
        date: '2026-11-20',
        open: 70_000,
        high: 71_000,
        low: 69_500,
        close: 70_500,
        volume: 9_000_000,
      },
      {
        date: '2026-11-23',
        open: 71_500,
        high: 71_800,
        low: 70_900,
        close: 71_000,
        volume: 12_345_678,
      },
    ]);
  });

  it('refuses a bar without a price', () => {
    expect(zNaverDayBars.safeParse([{ localDate: '20261120', closePrice: null }]).success).toBe(
      false,
    );
  });

  it('asks for whole days, the last one included', () => {
    expect(naverUrls().dayChart('005930', '2026-01-02', '2026-11-23')).toBe(
      'https://api.stock.naver.com/chart/domestic/item/005930/day?startDateTime=202601020000&endDateTime=202611232359',
    );
  });
});

describe('news', () => {
  it('flattens clusters, links the article, decodes the title, dates in KST, newest first', () => {
    const body = zNaverNews.parse([
      {
        total: 1,
        items: [
          {
            id: '0010000000001',
            officeId: '001',
            articleId: '0000000001',
            officeName: '연합뉴스',
            datetime: '202611230915',
            title: '삼성전자, &quot;HBM&quot; 공급 확대',
          },
        ],
      },
      {
        total: 2,
        items: [
          {
            officeId: '015',
            articleId: '0000000002',
            officeName: '한국경제',
            datetime: '202611231015',
            title: 'R&amp;D 투자 &#39;최대&#39;',
          },
          {
            officeId: '015',
            articleId: 'broken',
            officeName: '한국경제',
            datetime: '202611231016',
            title: 'x',
          },
        ],
      },
    ]);
    expect(toNewsItems(body)).toEqual([
      {
        title: "R&D 투자 '최대'",
        link: 'https://n.news.naver.com/mnews/article/015/0000000002',
        source: '한국경제',
        date: '2026-11-23T10:15:00+09:00',
      },
      {
        title: '삼성전자, "HBM" 공급 확대',
        link: 'https://n.news.naver.com/mnews/article/001/0000000001',
        source: '연합뉴스',
        date: '2026-11-23T09:15:00+09:00',
      },
    ]);
  });

  it('accepts the older single-cluster answer', () => {
    expect(zNaverNews.safeParse({ items: [] }).success).toBe(true);
    expect(zNaverNews.safeParse({ error: 'x' }).success).toBe(false);
  });

  it.each([
    ['&lt;속보&gt; 상한가', '<속보> 상한가'],
    ['&amp;quot;', '&quot;'],
    ['<b>삼성</b>전자', '삼성전자'],
    ['&#x27;hex&#x27; &middot; 끝', "'hex' · 끝"],
    ['&unknown; stays', '&unknown; stays'],
  ])('decodes %j', (text, expected) => {
    expect(decodeHtmlText(text)).toBe(expected);
  });

  it('reads the KST minute stamp', () => {
    expect(naverDateTimeToIso('202611231015')).toBe('2026-11-23T10:15:00+09:00');
    expect(Date.parse(naverDateTimeToIso('202611231015'))).toBe(Date.parse('2026-11-23T01:15:00Z'));
  });
});
