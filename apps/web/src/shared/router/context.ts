import { createContext } from 'react';
import type { ReactNode } from 'react';
import type { RouteMatch, Router, RouterState } from './types.ts';

export const RouterContext = createContext<Router>(null!);
// The state apart from the router, so its consumers render again when it changes.
export const StateContext = createContext<RouterState>(null!);
export const RouteContext = createContext<{ match?: RouteMatch; outlet: ReactNode }>({ outlet: null });
export const ErrorContext = createContext<unknown>(undefined);
