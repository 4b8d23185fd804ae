import { describe, expect, it } from 'vitest';

// ADR 0020: teachers and admins read 합니다체. A polite request (…하세요, …해 주세요) is how
// The product's fixed messages (docs/product/messages.md) address every audience, so only 해요체's statements and questions count.
const staffSources = import.meta.glob<string>(
  [
    './{admin,report,stock-management}/**/*.{ts,tsx}',
    './teacher*/**/*.{ts,tsx}',
    '../components/accounts/{PendingTable,usePendingDecisions}.{ts,tsx}',
    '!**/*.test.{ts,tsx}',
  ],
  { query: '?raw', import: 'default', eager: true },
);
const HAEYO =
  /\p{Script=Hangul}(?:어요|아요|해요|에요|예요|네요|래요|까요|죠)(?!\p{Script=Hangul})/u;

describe('staff pages speak 합니다체', () => {
  it('no teacher or admin page states or asks in 해요체', () => {
    expect(Object.keys(staffSources).length).toBeGreaterThan(40);
    const found = Object.entries(staffSources).flatMap(([file, text]) =>
      text
        .split('\n')
        .map((line, index) => ({ line: line.trim(), where: `${file}:${index + 1}` }))
        .filter(({ line }) => !line.startsWith('//') && !line.startsWith('*') && HAEYO.test(line))
        .map(({ line, where }) => `${where}  ${line}`),
    );
    expect(found).toEqual([]);
  });
});
