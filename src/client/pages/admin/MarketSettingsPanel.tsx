import { messages } from '../../../shared/messages';
import { adminMarketApi } from '../../../shared/contracts/admin';
import { Spinner } from '../../components/Spinner';
import { notify } from '../../components/toast';
import { useApiQuery, useQueryErrors } from '../../data/useApiQuery';
import { BackupCard } from './BackupCard';
import { MarketCalendarCard } from './MarketCalendarCard';
import { MarketSettingsForm } from './MarketSettingsForm';
import { NowPlaying } from './MarketStatus';
import { PendingCorporateActions } from './PendingCorporateActions';
import './admin.css';

/** 시장 설정: the embedded replay's pace and first day, and what plays now. */
export function MarketSettingsPanel() {
  const settings = useApiQuery(adminMarketApi.settings);
  useQueryErrors(() => notify.error(messages.loadFailed), settings);
  const data = settings.data;
  if (!data)
    return <div className="card">{settings.error ? messages.loadFailed : <Spinner />}</div>;
  return (
    <section className="card narrow-form market-settings" aria-labelledby="market-settings-title">
      <h2 id="market-settings-title" className="section-title">
        시장 설정
      </h2>
      <NowPlaying settings={data} />
      {data.editable ? (
        <MarketSettingsForm key={`${data.pace}-${data.startDate}`} settings={data} />
      ) : (
        <p className="muted">
          지금은 {data.provider === 'sim' ? '시뮬레이션' : '실시간 시세 제공처'}를 쓰고 있어 재생
          설정이 없습니다. 내장된 실제 시세를 재생하려면 MARKET_PROVIDER=replay로 서버를 시작하세요.
        </p>
      )}
      {!data.editable && data.provider !== 'sim' && <PendingCorporateActions />}
      <MarketCalendarCard />
      <BackupCard failing={data.degraded.find((part) => part.part === 'backups')} />
    </section>
  );
}
