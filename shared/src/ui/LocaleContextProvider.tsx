import { i18n } from '@lingui/core';
import { LinguiContext, type I18nContext } from '@lingui/react';
import { useEffect, useState, type ReactNode } from 'react';

interface Known {
  locale: string;
  context: I18nContext;
}

const current = (): Known => ({ locale: i18n.locale, context: { i18n, _: i18n.t.bind(i18n) } });

/**
 * Lingui's context for the shared i18n instance, renewed when the locale changes and only then. Lingui's own
 * provider renews it on every catalog load as well, and a remote's catalog loads when the remote mounts or is
 * preloaded on intent: each load re-rendered every translated component of the host and of the mounted remotes,
 * for messages none of them shows (docs/decisions.md, "Lingui's context changes with the locale only").
 */
export function LocaleContextProvider({ children }: { children: ReactNode }) {
  const [known, setKnown] = useState(current);
  useEffect(() => {
    const follow = () => setKnown((shown) => (shown.locale === i18n.locale ? shown : current()));
    const stop = i18n.on('change', follow);
    // A locale activated between this render and its effect.
    follow();
    return stop;
  }, []);
  // As Lingui's provider: nothing to show before a locale is active.
  if (!known.locale) return null;
  return <LinguiContext.Provider value={known.context}>{children}</LinguiContext.Provider>;
}
