import { Component } from 'react';
import type { ReactNode } from 'react';
import { ErrorContext, RouteContext } from './context.ts';
import { useRouteError } from './hooks.ts';
import { resolved } from './lazy.ts';
import type { Location, RouterState } from './types.ts';

interface BoundaryProps {
  location: Location;
  /** A lazy route's or loader's error for this route. */
  error: unknown;
  fallback: ReactNode;
  children: ReactNode;
}

/** Shows `fallback` for its route's loading error or for an error thrown while rendering below it, until the location changes. */
class Boundary extends Component<BoundaryProps, { error: unknown; location: Location }> {
  override state = { error: this.props.error, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; location: Location }) {
    return props.location === state.location ? { error: props.error ?? state.error } : { error: props.error, location: props.location };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <ErrorContext value={this.state.error}>{this.props.fallback}</ErrorContext>;
  }
}

/** For an error no errorElement takes. */
function DefaultError() {
  const error = useRouteError() as { status?: number; statusText?: string; message?: string } | null;
  return <h2>{error?.status ? `${error.status} ${error.statusText}` : error?.message ?? String(error)}</h2>;
}

/**
 * The matched routes, each inside its parent's Outlet. Before the first screen is ready they
 * stop at the route with a hydrateFallbackElement; after a loading error, at the route showing it.
 */
export function renderMatches({ location, matches, errors, initialized }: RouterState): ReactNode {
  const last = initialized
    ? matches.findIndex((match) => errors?.[match.id] !== undefined)
    : matches.findIndex((match) => match.route.hydrateFallbackElement !== undefined);
  const shown = initialized && last < 0 ? matches : matches.slice(0, last + 1);
  return shown.reduceRight<ReactNode>((outlet, match, i) => {
    const route = resolved(match.route);
    const content = initialized || i < last
      ? route.Component ? <route.Component /> : route.element ?? outlet
      : route.hydrateFallbackElement;
    // The root always has a boundary, so an error never blanks the page.
    const fallback = route.errorElement ?? (i ? undefined : <DefaultError />);
    return (
      <RouteContext value={{ match, outlet }}>
        {fallback === undefined ? content : <Boundary location={location} error={errors?.[match.id]} fallback={fallback}>{content}</Boundary>}
      </RouteContext>
    );
  }, null);
}
