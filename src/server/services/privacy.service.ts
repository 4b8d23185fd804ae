import type {
  ChecklistItem,
  PrivacyChecklist,
  PrivacyOfficer,
  PrivacyPolicy,
} from '../../shared/schemas/privacy';
import type { BackupStatus } from '../../shared/schemas/backups';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { guardianConsentsRepo } from '../db/repos/guardian-consents.repo';
import { ACCESS_TOKEN_TTL_SECONDS } from './accounts/access-tokens';
import { marketOutsourcing } from './privacy/market-outsourcing';
import { PRODUCTION_PASSWORD_PARAMS } from './accounts/passwords';
import { privacyOfficerStore } from './privacy/privacy-officer';
import { REFRESH_TOKEN_TTL_MS } from './accounts/sessions';

/** Where the database lives and how it writes (index.ts reads DATABASE_PATH, SQLITE_SYNCHRONOUS). */
export interface Storage {
  databasePath: string;
  synchronous: 'FULL' | 'NORMAL';
}

export interface PrivacyServiceDeps {
  db: Db;
  clock: Clock;
  version: string;
  marketProvider: string;
  storage: Storage | null;
  trustProxy: boolean;
  /** The address the school gave students (PUBLIC_URL), null when none is set. */
  publicUrl: () => string | null;
  backups: () => BackupStatus;
  /** How many days the log of staff views of students' data is kept (the admin sets it). */
  accessLogDays: () => number;
}

const REFRESH_DAYS = REFRESH_TOKEN_TTL_MS / 86_400_000;
const officerLine = (o: PrivacyOfficer) =>
  [o.name, o.department, o.phone, o.email].filter(Boolean).join(' · ');

/** ADR 0040: the 개인정보 처리방침's facts and the 학습지원 소프트웨어 점검표, from the live setup. */
export function createPrivacyService(deps: PrivacyServiceDeps) {
  const officer = () => privacyOfficerStore.load(deps.db);
  const outsourcing = () => marketOutsourcing(deps.marketProvider);

  function safeguards(backups: BackupStatus): ChecklistItem[] {
    const { memoryCost, timeCost, parallelism } = PRODUCTION_PASSWORD_PARAMS;
    const url = deps.publicUrl();
    return [
      {
        id: 'storage',
        criterion: '② 안전조치',
        item: '개인정보가 저장되는 곳',
        answer: deps.storage
          ? `학교 서버의 SQLite 파일 ${deps.storage.databasePath} 한 곳에만 저장합니다(쓰기 동기화 ${deps.storage.synchronous}). 외부 클라우드로 보내지 않습니다.`
          : '학교 서버의 SQLite 파일 한 곳에만 저장합니다. 외부 클라우드로 보내지 않습니다.',
        status: 'MET',
      },
      {
        id: 'passwords',
        criterion: '② 안전조치',
        item: '비밀번호 암호화',
        answer: `비밀번호는 원문을 저장하지 않고 Argon2id 일방향 해시(메모리 ${memoryCost} KiB, 반복 ${timeCost}회, 병렬 ${parallelism})로만 저장합니다.`,
        status: 'MET',
      },
      {
        id: 'sessions',
        criterion: '② 안전조치',
        item: '접속 유지 시간(세션 만료)',
        answer: `로그인 토큰은 ${ACCESS_TOKEN_TTL_SECONDS / 60}분마다 새로 발급되고, 로그인 유지는 ${REFRESH_DAYS}일 뒤 끝납니다. 로그아웃하면 바로 끊깁니다.`,
        status: 'MET',
      },
      {
        id: 'transport',
        criterion: '② 안전조치',
        item: '전송 구간 암호화(HTTPS)',
        answer: url?.startsWith('https://')
          ? `학생이 접속하는 주소가 ${url}(HTTPS)입니다${deps.trustProxy ? ' · 역방향 프록시 뒤에서 운영 중(TRUST_PROXY)' : ''}.`
          : `접속 주소가 HTTPS로 설정되지 않았습니다(${url ?? 'PUBLIC_URL 없음'}). 학교 밖에서 접속한다면 HTTPS 역방향 프록시를 두고 PUBLIC_URL을 https:// 주소로 설정하세요.`,
        status: url?.startsWith('https://') ? 'MET' : 'CHECK',
      },
      {
        id: 'access-log',
        criterion: '② 안전조치',
        item: '접속기록 보관',
        answer: `교사와 관리자가 학생의 개인정보(활동, 보고서, 세특 근거, 내보내기, 파기)를 볼 때마다 누가·언제·무엇을 보았는지 ${deps.accessLogDays()}일 동안 보관합니다(관리자 → 접근 기록). 접속지(IP)는 남기지 않으니 서버 운영체제나 역방향 프록시의 접속 로그를 보관해 보완하세요.`,
        status: 'CHECK',
      },
      {
        id: 'backups',
        criterion: '② 안전조치',
        item: '백업',
        answer:
          backups.directory === null
            ? '이 서버는 야간 백업을 만들지 않습니다.'
            : `매일 새벽 2시(KST) 이후 ${backups.directory}에 데이터베이스 전체를 복사해 ${backups.keepDays}일치를 보관합니다. ${backups.last ? `마지막 백업: ${backups.last.day}` : '아직 만든 백업이 없습니다.'}`,
        status: backups.directory !== null && backups.last ? 'MET' : 'CHECK',
      },
    ];
  }

  // 개인정보 보호법 제22조의2 (docs/decisions/0043): the software holds a 중학교 class's students
  // until their teacher records the guardian's consent; it cannot know a student's age itself.
  function children(): ChecklistItem {
    const marked = guardianConsentsRepo.middleSchoolCounts(deps.db);
    const how =
      '교사가 학급을 "중학교 (만 14세 미만 포함)"로 표시하면 그 학급 학생은 교사가 법정대리인의 동의를 받았다고 확인(받은 날짜·방법, 확인한 교사·시각 기록)하기 전에는 거래하거나 어디에도 나타나지 않고, 동의 후에도 학급 밖(학교 전체 순위, 프로젝터·표시 링크의 이름)에는 나오지 않습니다.';
    const now =
      marked.classes === 0
        ? '지금 중학교로 표시된 학급은 없습니다. 만 14세 미만 학생이 있는 학급은 교사가 표시해야 합니다(이 프로그램은 나이를 수집하지 않습니다).'
        : `지금 중학교로 표시된 학급 ${marked.classes}개, 보호자 동의 확인을 기다리는 학생 ${marked.awaiting}명.`;
    return {
      id: 'children',
      criterion: '④ 만 14세 미만 아동',
      item: '만 14세 미만 아동의 개인정보(법정대리인 동의)',
      answer: `${how} ${now}`,
      status: marked.awaiting === 0 ? 'MET' : 'CHECK',
    };
  }

  function rights(named: PrivacyOfficer | null): ChecklistItem[] {
    const live = outsourcing();
    return [
      {
        id: 'rights',
        criterion: '③ 열람·정정·삭제·처리정지',
        item: '정보주체의 권리 행사',
        answer:
          '열람: 학생은 로그인해 자기 기록을 보고, 대시보드의 내 정보에서 이 프로그램이 가진 자기 정보 전체를 ZIP으로 내려받습니다. 정정: 학생이 내 정보에서 이름 정정을 요청하면 담당 교사가 승인하거나 반려합니다. 삭제: 담당 교사가 학생 화면에서 그 학생 한 명의 개인정보를 파기하고(접근 기록에 남습니다), 관리자는 관리자 → 클래스 기록에서 기록을 내보낸 뒤 클래스 전체를 파기합니다. 처리정지와 그 밖의 요청은 담당 교사나 보호책임자에게 합니다.',
        status: 'MET',
      },
      children(),
      {
        id: 'officer',
        criterion: '⑤ 보호책임자·제3자 제공·위탁',
        item: '개인정보 보호책임자',
        answer: named
          ? `${officerLine(named)} (개인정보 처리방침 /privacy에 공개)`
          : '아직 지정되지 않았습니다. 관리자 → 개인정보·점검표에서 입력하세요.',
        status: named ? 'MET' : 'CHECK',
      },
      {
        id: 'third-party',
        criterion: '⑤ 보호책임자·제3자 제공·위탁',
        item: '제3자 제공',
        answer: '없습니다. 개인정보를 학교 밖 누구에게도 제공하지 않습니다.',
        status: 'MET',
      },
      {
        id: 'outsourcing',
        criterion: '⑤ 보호책임자·제3자 제공·위탁',
        item: '처리 위탁·외부 전송',
        answer:
          live.length === 0
            ? `없습니다. 시장(${deps.marketProvider})이 학교 서버 안에서 돌아가 외부로 보내는 자료가 없습니다.`
            : live
                .map(
                  (p) =>
                    `${p.name}에 ${p.sent}만 보냅니다. 학생·교사의 개인정보는 보내지 않습니다.`,
                )
                .join(' '),
        status: 'MET',
      },
    ];
  }

  return {
    officer,
    saveOfficer(input: PrivacyOfficer): PrivacyOfficer {
      privacyOfficerStore.save(deps.db, input);
      return input;
    },

    policy(): PrivacyPolicy {
      return {
        officer: officer(),
        marketProvider: deps.marketProvider,
        outsourcing: outsourcing(),
        thirdParty: [],
        backupKeepDays: deps.backups().keepDays,
        refreshTokenDays: REFRESH_DAYS,
        accessLogDays: deps.accessLogDays(),
        middleSchoolClasses: guardianConsentsRepo.middleSchoolCounts(deps.db).classes,
      };
    },

    checklist(): PrivacyChecklist {
      const minimum: ChecklistItem = {
        id: 'minimum',
        criterion: '① 최소 처리',
        item: '수집하는 개인정보',
        answer:
          '학생: 이름, 로그인 ID(학번으로 만든 ID 또는 이메일), 비밀번호(해시), 수업 중 남기는 기록(거래·주문과 매매 이유, 돌아보기, 과제 답과 설명), 이름 정정 요청, 중학교 학급이면 보호자 동의 확인 기록(받은 날짜·방법). 교사: 이름, 이메일, 비밀번호(해시), 학생 평가와 세특. 자동으로 남는 기록: 로그인 시각, 교직원의 학생 개인정보 접근 기록. 생년월일·전화번호·주소·접속 IP는 받지 않습니다.',
        status: 'MET',
      };
      return {
        generatedAt: deps.clock.now().toISOString(),
        version: deps.version,
        items: [minimum, ...safeguards(deps.backups()), ...rights(officer())],
      };
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
