import type { GlobalConfig } from '#schema/global-config';
import type { PublicUser } from '#schema/user';
import type { AnalyticsConfig } from '#schema/analytics';
import type { OAuthProviderLink } from '#shared/routes/oauth';

/** What the root route loads before any page renders (SPEC §2: global config first). */
export interface RootData {
  globalConfig: GlobalConfig;
  user: PublicUser | null;
  /** The signed-in user's watched lots (issue 16); empty for visitors. */
  watchedLotIds: number[];
  /** Third-party sign-in providers configured on the server. */
  oauthProviders: OAuthProviderLink[];
  app: {
    buildId: string;
    publicUrl: string;
    versionPollSeconds: number;
    /** MAP_STYLE_URL; null → the offline basemap shipped with the app. */
    mapStyleUrl: string | null;
    /** The tracker to load after hydration; null (no ANALYTICS_ID) loads nothing. */
    analytics: AnalyticsConfig | null;
  };
}
