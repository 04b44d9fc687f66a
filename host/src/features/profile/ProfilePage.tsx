import { Button, Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { API_PATHS } from '@nutrilog/shared/api-client';
import { SUPPORTED_LOCALES, type Locale } from '@nutrilog/shared/domain';
import type { Profile } from '@nutrilog/shared/schemas';
import { EmptyState, ErrorFallback, LoadingArea, PageHeader, useRemoteServices, useWrite } from '@nutrilog/shared/ui';
import { isLocale } from '../../lib/locale/locale';
import { useApi } from '../../lib/session';
import { SignOutButton } from './SignOutButton';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '480px' },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'end' },
  grow: { flexGrow: 1 },
});

/** The profile; `children` come below it (the app puts the user's data there). */
export function ProfilePage({ children }: { children?: ReactNode }) {
  const styles = useStyles();
  const { t } = useLingui();
  const api = useApi();
  const { notify } = useRemoteServices();
  const write = useWrite();
  const navigate = useNavigate();
  const { data: profile, error, mutate, isLoading } = useSWR<Profile>(API_PATHS.profile);
  const [locale, setLocale] = useState<Locale>('en-GB');
  const [saving, setSaving] = useState(false);

  const preferred = profile?.preferredLocale;
  useEffect(() => {
    if (isLocale(preferred)) setLocale(preferred);
  }, [preferred]);

  const labels: Record<Locale, string> = { 'en-GB': t`English (United Kingdom)`, 'nl-NL': t`Dutch` };

  async function save() {
    setSaving(true);
    try {
      await write((client) => client.patch(API_PATHS.profile, { preferredLocale: locale }), {
        toast: t`Profile updated`,
        refresh: [API_PATHS.profile],
      });
    } catch {
      notify({ intent: 'error', title: t`The profile could not be saved.` });
    } finally {
      setSaving(false);
    }
  }

  async function signOut() {
    await api.logout();
    navigate('/');
  }

  return (
    <>
      <PageHeader title={t`Profile`} />
      {isLoading ? <LoadingArea /> : null}
      {error ? <ErrorFallback onRetry={() => void mutate()} /> : null}
      {profile ? (
        <div className={styles.form}>
          <Field label={t`Email`}>
            <Input value={profile.email} readOnly />
          </Field>
          <div className={styles.row}>
            <Field label={t`User ID`} className={styles.grow}>
              <Input value={profile.uuid} readOnly />
            </Field>
            <Button
              onClick={() => {
                const copied =
                  navigator.clipboard?.writeText(profile.uuid) ?? Promise.reject(new Error('No clipboard'));
                copied.then(
                  () => notify({ intent: 'success', title: t`Copied to clipboard` }),
                  () => notify({ intent: 'error', title: t`Could not copy to the clipboard.` }),
                );
              }}
            >
              {t`Copy`}
            </Button>
          </div>
          <div className={styles.row}>
            <Field label={t`Preferred language`} className={styles.grow}>
              <Select
                value={locale}
                onChange={(_, data) => {
                  if (isLocale(data.value)) setLocale(data.value);
                }}
              >
                {SUPPORTED_LOCALES.map((l) => (
                  <option key={l} value={l}>
                    {labels[l]}
                  </option>
                ))}
              </Select>
            </Field>
            <Button appearance="primary" onClick={() => void save()} disabled={saving}>
              {t`Save`}
            </Button>
          </div>
          <div>
            <SignOutButton onSignOut={signOut} />
          </div>
        </div>
      ) : null}
      {!profile && !isLoading && !error ? <EmptyState>{t`No profile found.`}</EmptyState> : null}
      {children}
    </>
  );
}
