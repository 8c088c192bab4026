import { featureRoutes } from '../../shared/routing/feature-routes.ts';
import { taskScreens } from './paths.ts';

/** The tasks registry: the screen's places, name and lazy page, for the route tables. */
export const taskRoutes = featureRoutes(taskScreens, {
  tasks: () => import('./pages/TasksPage.tsx'),
});
