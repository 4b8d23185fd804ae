import type { Role } from '../../../shared/schemas/user';
import type { IconName } from '../Icon';

export interface MenuEntry {
  to: string;
  label: string;
  icon: IconName;
}

const studentMenu: MenuEntry[] = [
  { to: '/dashboard', label: '대시보드', icon: 'home' },
  { to: '/watchlist-setup', label: '관심종목 설정', icon: 'star' },
  { to: '/trading', label: '모의투자', icon: 'chart' },
  { to: '/portfolio', label: '포트폴리오', icon: 'wallet' },
  { to: '/analytics', label: '분석', icon: 'ruler' },
  { to: '/lessons', label: '수업', icon: 'school' },
  { to: '/feedback', label: '피드백', icon: 'check' },
  { to: '/assignments', label: '과제', icon: 'star' },
  { to: '/leaderboard', label: '리더보드', icon: 'trophy' },
];

const teacherMenu: MenuEntry[] = [
  { to: '/teacher', label: '교사 대시보드', icon: 'school' },
  { to: '/stock-management', label: '주식 가격 관리', icon: 'chart' },
  { to: '/lessons', label: '수업', icon: 'ruler' },
];

const adminMenu: MenuEntry[] = [{ to: '/admin', label: '관리자', icon: 'shield' }];

// docs/product/roles-and-screens.md#layout: teachers and admins have their own entries; every other role sees the student menu.
export function menuFor(role: Role): MenuEntry[] {
  if (role === 'TEACHER') return teacherMenu;
  if (role === 'ADMIN') return adminMenu;
  return studentMenu;
}
