import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { timelineAroundQuery, useTimelineAround } from './api/get-timeline-around.ts';
import type { PlayerTarget } from './use-player-neighbours.ts';

/** The timeline has no pages the player returns to: Photos keeps its own place, so every target is on page 1. */
const toTarget = (id: string | null): PlayerTarget | null => (id ? { id, page: 1 } : null);

/**
 * The files before and after the open one on the Photos timeline (newest first by capture date, else upload date),
 * for the player opened from Photos, with its place there ('7 / 4,210'). The neighbours' own places are fetched
 * ahead, so a step knows its neighbours and its place at once.
 */
export function useTimelineNeighbours(id: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const around = useTimelineAround(id, enabled).data;
  const previous = enabled ? (around?.previous ?? null) : null;
  const next = enabled ? (around?.next ?? null) : null;
  useEffect(() => {
    for (const neighbour of [previous, next]) {
      if (neighbour) void queryClient.prefetchQuery(timelineAroundQuery(neighbour));
    }
  }, [previous, next, queryClient]);
  return {
    page: 1,
    previous: toTarget(previous),
    next: toTarget(next),
    position: enabled && around ? { current: around.index + 1, total: around.total } : null,
  };
}
