import { featureRoutes } from '../../shared/routing/feature-routes.ts';
import { mailScreens } from './paths.ts';

const inbox = () => import('./pages/MailPage.tsx');

/** The mail registry: both places of the inbox, one lazy page. */
export const mailRoutes = featureRoutes(mailScreens, {
  email: inbox,
  profileEmail: inbox,
});
