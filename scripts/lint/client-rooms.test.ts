import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own eslint.config.js, as `npm run lint` runs it.
const eslint = new ESLint({ cwd: process.cwd() });

/** What the rooms rule says about `code` written in `file` (src/client/…). */
async function breaches(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `src/client/${file}` });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'stockclass/client-rooms')
    .map((m) => m.message);
}

describe('the client’s rooms (npm run lint)', () => {
  it('a page folder may not import another page folder', async () => {
    const code = "import { TradeModal } from '../trading/TradeModal';\nexport { TradeModal };\n";
    expect(await breaches('pages/stock/StockTradeBar.tsx', code)).toEqual([
      'src/client/pages/stock may not import src/client/pages/trading: move what pages share into state/, components/ or data/.',
    ]);
  });

  it('a shared layer may not import a page, not even lazily', async () => {
    const badge = "export { FeedbackBadge } from '../../pages/feedback/FeedbackBadge';\n";
    expect(await breaches('components/layout/Sidebar.tsx', badge)).toEqual([
      'src/client/components may not import src/client/pages: move what a page shares into state/, components/ or data/.',
    ]);
    const lazy = "export const load = () => import('../pages/portfolio/PortfolioPage');\n";
    expect(await breaches('state/realtime.ts', lazy)).toHaveLength(1);
  });

  it('a page may import its own sub-folders, the shared layers, and the router may import pages', async () => {
    const lesson = [
      "import { LessonStatus } from '../LessonStatus';",
      "import { LessonCard } from '../../../components/lessons/LessonCard';",
      'export { LessonStatus, LessonCard };',
    ].join('\n');
    expect(await breaches('pages/lessons/matrix/MatrixLesson.tsx', lesson)).toEqual([]);
    const area = "export { TradingPage } from '../../pages/trading/TradingPage';\n";
    expect(await breaches('routes/areas/student.ts', area)).toEqual([]);
  });
});
