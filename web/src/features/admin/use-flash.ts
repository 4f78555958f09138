import { useEffect, useState } from 'react';
import { ADMIN_BANNER_MS } from './admin-timing.ts';

interface Flash {
  text: string;
  /** Tells two equal messages apart, so the second one gets its own 3 s. */
  seq: number;
}

/** The admin screens' banners: a green success that vanishes after 3 s, a red error that stays until dismissed. */
export function useFlash() {
  const [success, setSuccess] = useState<Flash | null>(null);
  const [error, setError] = useState<Flash | null>(null);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(null), ADMIN_BANNER_MS);
    return () => clearTimeout(timer);
  }, [success]);

  return {
    success: success?.text ?? null,
    error: error?.text ?? null,
    showSuccess: (text: string) => {
      setError(null);
      setSuccess((s) => ({ text, seq: (s?.seq ?? 0) + 1 }));
    },
    showError: (text: string) => {
      setSuccess(null);
      setError((e) => ({ text, seq: (e?.seq ?? 0) + 1 }));
    },
    dismissSuccess: () => setSuccess(null),
    dismissError: () => setError(null),
  };
}

export type FlashState = ReturnType<typeof useFlash>;
