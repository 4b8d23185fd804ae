import type { PrivacyOfficer } from '../../../shared/schemas/privacy';
import type { Db } from '../../db/connection';
import { settingsRepo } from '../../db/repos/settings.repo';

const KEY = 'privacyOfficer';

/** The school's 개인정보 보호책임자, kept in the settings table (ADR 0040). */
export const privacyOfficerStore = {
  load: (db: Db): PrivacyOfficer | null => settingsRepo.load<PrivacyOfficer>(db, KEY) ?? null,
  save: (db: Db, officer: PrivacyOfficer) => settingsRepo.save(db, KEY, officer),
};
