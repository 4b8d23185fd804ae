import { useState } from 'react';
import { adminMarketApi } from '../../../shared/contracts/admin';
import {
  zMarketSettingsUpdate,
  type MarketSettings,
  type MarketSettingsPreview,
  type ReplayPace,
} from '../../../shared/schemas/market-settings';
import { useApiMutation } from '../../data/useApiMutation';
import { useZodForm } from '../../hooks/useZodForm';

/**
 * The pace and start date being chosen, the server's count of what the change would move (shown
 * before the admin confirms), and the save that makes the settings refetch.
 */
export function useMarketSettingsForm(settings: MarketSettings) {
  const form = useZodForm(zMarketSettingsUpdate, {
    pace: settings.pace,
    startDate: settings.startDate,
  });
  const { pace, startDate } = form.values;
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
    // Still on the old pace's default: the new pace's default fits it better.
    const moveDate = !settings.locked.startDate && startDate === defaults[pace];
    form.update(moveDate ? { pace: next, startDate: defaults[next] } : { pace: next });
  }

  // The server counts what the change would move before the admin confirms it.
  const review = form.handleSubmit(async (body) => {
    const counted = await previewSettings.send({ body });
    if (counted) setPreview(counted);
  });

  async function save() {
    setPreview(undefined);
    await saveSettings.send({ body: { pace, startDate } });
  }

  return {
    pace,
    startDate,
    error: form.errors.startDate,
    preview,
    saving: previewSettings.pending || saveSettings.pending,
    choosePace,
    chooseStartDate: (date: string) => form.set('startDate', date),
    review,
    save,
    cancel: () => setPreview(undefined),
  };
}
