// Every endpoint of the API, for the test that holds the server's routes and the contract equal.
// The client imports the group it needs from its own file, so a page's bundle carries only the
// schemas it parses.
import { adminMarketApi, adminSchoolApi, adminUsersApi } from './admin';
import { auctionsApi, displayApi } from './auctions';
import { authApi } from './auth';
import type { Download, Endpoint } from './endpoint';
import { guardianConsentApi } from './guardian-consent';
import { lessonsApi } from './lessons';
import { marketApi, realStocksApi } from './market';
import { onboardingApi } from './onboarding';
import { adminPrivacyApi, privacyApi } from './privacy';
import { leaderboardApi, portfolioApi } from './portfolio';
import { studentDataApi } from './student-data';
import { stockManagementApi, stocksApi, watchlistApi } from './stocks';
import { teacherClassesApi, teacherStudentsApi } from './teacher-classes';
import { classAuctionsApi, classRulesApi, classScreensApi } from './teacher-market';
import { reviewsApi, studentAssignmentsApi, teacherAssignmentsApi } from './teacher-reviews';
import { feedbackApi, tradingApi } from './trading';

const groups = {
  adminMarketApi,
  adminSchoolApi,
  adminUsersApi,
  adminPrivacyApi,
  privacyApi,
  auctionsApi,
  displayApi,
  authApi,
  onboardingApi,
  lessonsApi,
  marketApi,
  realStocksApi,
  leaderboardApi,
  portfolioApi,
  stockManagementApi,
  stocksApi,
  watchlistApi,
  teacherClassesApi,
  teacherStudentsApi,
  classAuctionsApi,
  classRulesApi,
  classScreensApi,
  reviewsApi,
  studentAssignmentsApi,
  teacherAssignmentsApi,
  feedbackApi,
  tradingApi,
  studentDataApi,
  guardianConsentApi,
};

export const allEndpoints: (Endpoint | Download)[] = Object.values(groups).flatMap((group) =>
  Object.values(group),
);
