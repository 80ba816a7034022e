import { createContext } from 'react-router';
import type { Logger } from 'pino';
import type { AppConfig } from './config/env.server';
import type { Db } from './db/db.server';
import type { GlobalConfig } from '#schema/global-config';
import type { PublicUser } from '#schema/user';
import type { BuildInfo } from '#schema/route-rules';
import type { AuthDeps } from './auth/auth-service.server';
import type { Session } from './auth/session.server';
import type { GraphServer } from './graph/index.server';
import type { CmsReader } from './cms/store/cms-reader.server';
import type { SectionDataCache } from '#sections/loaders.server';

/** Request-scoped values every server loader may use; passed through React Router's typed context. */
export interface RequestScope {
  db: Db;
  config: AppConfig;
  logger: Logger;
  user: PublicUser | null;
  /** The request's session (`user` is its user): signing out ends this one alone. */
  session?: Session | null;
  globalConfig: GlobalConfig;
  build: BuildInfo;
  auth: AuthDeps;
  graph: GraphServer;
  /** Published CMS pages (database or Strapi), cached, stale-if-error. */
  cms: CmsReader;
  /** Section loader results, kept for a while (in process and in the shared cache). */
  sectionData: SectionDataCache;
  /** A page form over its rate limit: the form is answered with this, and its action not run. */
  formRateLimited?: string | undefined;
  /**
   * The page's query over its caps or with NUL (pageQueryLimits): what the page says of it, in a
   * buyer's words (no field's name). The page answers 400 saying so, and its loader does not run
   * (an e-mailed link's page runs it without the values over their caps, `SAYS_BAD_LINKS`).
   */
  queryRefused?: readonly string[] | undefined;
}

export const requestScope = createContext<RequestScope>();
