import type { Welcome } from '../../../shared/schemas/onboarding';

/** The next step from where the student stands: a watchlist first, then a first trade, then 회고. */
export function nextStep({ watchlistCount, tradeCount }: Welcome) {
  if (watchlistCount === 0)
    return {
      to: '/watchlist-setup',
      action: '관심종목 고르러 가기',
      text: '먼저 관심종목을 10개까지 골라요. 그다음 모의투자 화면에서 근거를 적고 첫 거래를 해 보세요.',
    };
  if (tradeCount === 0)
    return {
      to: '/trading',
      action: '모의투자로 가기',
      text: `관심종목 ${watchlistCount}개를 이미 골라 두었어요. 모의투자 화면에서 근거를 적고 첫 거래를 해 보세요.`,
    };
  return {
    to: '/portfolio',
    action: '포트폴리오 보기',
    text: `벌써 거래 ${tradeCount}건을 했어요. 포트폴리오에서 결과를 확인하고, 피드백 화면에서 회고를 남겨 보세요.`,
  };
}
