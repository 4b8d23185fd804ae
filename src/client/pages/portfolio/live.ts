import type { createStore } from 'jotai';
import type { RealtimeConnection } from '../../api/socket';
import {
  announceCorporateAction,
  corporateActionAtom,
} from '../../components/notices/corporate-action-notices';
import { announceRegularDeposit } from '../../components/notices/regular-deposit-notice';

type Store = ReturnType<typeof createStore>;

/** A corporate action adjusted a holding: pages reload (live-invalidation) and a toast says how. */
export const listenForCorporateActions = (realtime: RealtimeConnection, store: Store) =>
  realtime.on('corporate-action', (notice) => {
    store.set(corporateActionAtom, notice);
    announceCorporateAction(notice);
  });

/** The class's regular deposit reached the student: a toast. */
export const listenForRegularDeposits = (realtime: RealtimeConnection) =>
  realtime.on('regular-deposit', announceRegularDeposit);
