import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MouseEvent, PointerEvent } from 'react';
import { Link } from '../../../shared/router/index.ts';
import { isDesktop } from '../../../shared/device/platform.ts';
import { ActivityIcon, floatingActivityIds, linkTarget, useActivityData } from '../../promotions/index.ts';
import { activityPath } from '../promo/promo-target.ts';
import './ActivityCluster.css';

export interface FloatingActivity {
  id: number;
  /** A screen of the app, or (external) an outside address opened in a new window. */
  to: string;
  external?: boolean;
  label: string;
}

/**
 * Floating icons of the player's active activities (§2), by the promotions feature's rules: the
 * seasonal ones inside their date gates, the supply icon only while the player is bankrupt.
 */
export function useFloatingActivities(): FloatingActivity[] {
  const data = useActivityData();
  return floatingActivityIds(data, new Date()).map((id) => {
    // A link activity (Notice, OutLink) opens its address, as a banner of click type 3.
    const link = linkTarget(data.activityMap[String(id)], isDesktop());
    const to = link === null ? activityPath(id) : link.kind === 'route' ? link.to : link.href;
    return { id, to, external: link?.kind === 'url', label: data.activityMap[String(id)]?.title ?? '' };
  });
}

/** A tap moves less than this; more is a drag. */
const DRAG_SLOP_PX = 6;
/**
 * Icons shown before the player asks for more: a dozen running activities would otherwise cover
 * the lobby's header and games on a phone. The first ones by the activity list's order show.
 */
export const CLUSTER_COLLAPSED_COUNT = 3;

/** The draggable cluster of activity icons; it renders nothing while there are no activities. */
export function ActivityCluster({ activities }: { activities: readonly FloatingActivity[] }) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [expanded, setExpanded] = useState(false);
  const drag = useRef<{ startX: number; startY: number; fromX: number; fromY: number; moved: boolean } | null>(null);
  const dragged = useRef(false);
  if (activities.length === 0) return null;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = { startX: event.clientX, startY: event.clientY, fromX: offset.x, fromY: offset.y, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    if (!state) return;
    const dx = event.clientX - state.startX;
    const dy = event.clientY - state.startY;
    if (!state.moved && Math.hypot(dx, dy) < DRAG_SLOP_PX) return;
    // Captured only once it is a drag: a capture from the press would take a tap's click away from the icon.
    if (!state.moved) event.currentTarget.setPointerCapture(event.pointerId);
    state.moved = true;
    setOffset({ x: state.fromX + dx, y: state.fromY + dy });
  };
  const onPointerUp = () => {
    dragged.current = drag.current?.moved ?? false;
    drag.current = null;
  };
  // A drag that ends over an icon must not open it.
  const onClickCapture = (event: MouseEvent) => {
    if (dragged.current) event.preventDefault();
    dragged.current = false;
  };

  const hidden = Math.max(0, activities.length - CLUSTER_COLLAPSED_COUNT);
  // One more icon than the collapsed count shows whole rather than behind a "+1".
  const collapsible = hidden > 1;
  const shown = collapsible && !expanded ? activities.slice(0, CLUSTER_COLLAPSED_COUNT) : activities;

  return (
    <div className={expanded ? 'activity-cluster activity-cluster--expanded' : 'activity-cluster'} data-testid="activity-cluster"
      style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}
      onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={onPointerUp} onPointerCancel={onPointerUp}
      onClickCapture={onClickCapture}>
      {collapsible && (
        <button type="button" className="activity-cluster__more" data-testid="activity-cluster-more" aria-expanded={expanded}
          aria-label={expanded ? t('lobby.fewerActivities') : t('lobby.moreActivities', { count: hidden })}
          onClick={() => setExpanded(!expanded)}>
          {expanded ? '\u2212' : `+${hidden}`}
        </button>
      )}
      <div className="activity-cluster__icons">
        {shown.map((activity) => (activity.external ? (
          <a key={activity.id} href={activity.to} target="_blank" rel="noopener noreferrer" className="activity-cluster__icon" aria-label={activity.label} draggable={false} data-testid={`floating-${activity.id}`}>
            <ActivityIcon type={activity.id} />
          </a>
        ) : (
          <Link key={activity.id} to={activity.to} className="activity-cluster__icon" aria-label={activity.label} draggable={false} data-testid={`floating-${activity.id}`}>
            <ActivityIcon type={activity.id} />
          </Link>
        )))}
      </div>
    </div>
  );
}
