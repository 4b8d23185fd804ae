import { useState, type FormEvent } from 'react';
import { adminMarketApi } from '../../../shared/contracts/admin';
import {
  zMarketSettingsUpdate,
  type MarketSettings,
  type MarketSettingsPreview,
  type ReplayPace,
} from '../../../shared/schemas/market-settings';
import { useApiMutation } from '../../data/useApiMutation';

/**
 * The pace and start date being chosen, the server's count of what the change would move (shown
 * before the admin confirms), and the save that makes the settings refetch.
 */
export function useMarketSettingsForm(settings: MarketSettings) {
  const [pace, setPace] = useState(settings.pace);
  const [startDate, setStartDate] = useState(settings.startDate);
  const [error, setError] = useState<string>();
  const [preview, setPreview] = useState<MarketSettingsPreview>();
  const previewSettings = useApiMutation(adminMarketApi.previewSettings, {
    invalidates: [],
    fallback: '바뀔 내용을 계산하지 못했습니다',
  });
  const saveSettings = useApiMutation(adminMarketApi.saveSettings, {
    invalidates: [adminMarketApi.settings],
    success: '시장 설정을 저장했습니다. 선택한 시작일부터 재생합니다.',
    fallback: '시장 설정을 저장하지 못했습니다',
  });
  const defaults = settings.defaultStartDate;

  function choosePace(next: ReplayPace) {
    setPace(next);
    // Still on the old pace's default: the new pace's default fits it better.
    if (!settings.locked.startDate && startDate === defaults[pace]) setStartDate(defaults[next]);
  }

  // The server counts what the change would move before the admin confirms it.
  async function review(event: FormEvent) {
    event.preventDefault();
    const parsed = zMarketSettingsUpdate.safeParse({ pace, startDate });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    const counted = await previewSettings.send({ body: parsed.data });
    if (counted) setPreview(counted);
  }

  async function save() {
    setPreview(undefined);
    await saveSettings.send({ body: { pace, startDate } });
  }

  return {
    pace,
    startDate,
    error,
    preview,
    saving: previewSettings.pending || saveSettings.pending,
    choosePace,
    chooseStartDate: (date: string) => {
      setStartDate(date);
      setError(undefined);
    },
    review,
    save,
    cancel: () => setPreview(undefined),
  };
}
