import type { ClientSettings, PageViewRequest } from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { createAnalyticsRepository } from './analytics.repository';

export function createAnalyticsService(deps: AppDeps) {
  const repository = createAnalyticsRepository(deps.db);
  return {
    recordPageView: (view: PageViewRequest) => repository.insertPageView(view),
    latestPageViews: (limit = 20) => repository.latestPageViews(limit),
    clientSettings: (): ClientSettings => ({ publicSignupLinks: deps.config.PUBLIC_SIGNUP_LINKS }),
  };
}
