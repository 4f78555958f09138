import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export interface MediaControls {
  ref: RefObject<(HTMLVideoElement & HTMLAudioElement) | null>;
  playing: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  muted: boolean;
  failed: boolean;
  /** The element's MediaError code once it failed (null before, or when it gave none). */
  errorCode: number | null;
  togglePlay: () => void;
  seek: (seconds: number) => void;
  setVolume: (volume: number) => void;
  toggleMute: () => void;
}

/** Local state of a <video> or <audio> element, kept in step with the element's own events. */
export function useMediaControls(knownDuration: number | null): MediaControls {
  const ref = useRef<(HTMLVideoElement & HTMLAudioElement) | null>(null);
  const [playing, setPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(knownDuration ?? 0);
  const [volume, setVolumeState] = useState(1);
  const [muted, setMuted] = useState(false);
  const [failed, setFailed] = useState(false);
  const [errorCode, setErrorCode] = useState<number | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const sync = () => {
      setPlaying(!el.paused && !el.ended);
      setCurrentTime(el.currentTime);
      if (Number.isFinite(el.duration) && el.duration > 0) setDuration(el.duration);
      setVolumeState(el.volume);
      setMuted(el.muted);
    };
    const onError = () => {
      setErrorCode(el.error?.code ?? null);
      setFailed(true);
    };
    const events = [
      'play',
      'pause',
      'ended',
      'timeupdate',
      'durationchange',
      'loadedmetadata',
      'volumechange',
      'seeked',
    ];
    for (const e of events) el.addEventListener(e, sync);
    el.addEventListener('error', onError);
    sync();
    return () => {
      for (const e of events) el.removeEventListener(e, sync);
      el.removeEventListener('error', onError);
    };
  }, []);

  const togglePlay = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    if (el.paused || el.ended) void el.play().catch(() => undefined);
    else el.pause();
  }, []);

  const seek = useCallback((seconds: number) => {
    const el = ref.current;
    if (!el || !Number.isFinite(seconds)) return;
    el.currentTime = Math.max(0, seconds);
    setCurrentTime(el.currentTime);
  }, []);

  const setVolume = useCallback((next: number) => {
    const el = ref.current;
    if (!el) return;
    el.volume = Math.min(1, Math.max(0, next));
    el.muted = el.volume === 0;
  }, []);

  const toggleMute = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    el.muted = !el.muted;
    if (!el.muted && el.volume === 0) el.volume = 0.5;
  }, []);

  return {
    ref,
    playing,
    currentTime,
    duration,
    volume,
    muted,
    failed,
    errorCode,
    togglePlay,
    seek,
    setVolume,
    toggleMute,
  };
}
