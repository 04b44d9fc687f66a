import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type { ApiClient } from '@nutrilog/shared/api-client';
import { loginSchema, type LoginInput } from '@nutrilog/shared/schemas';
// A pure function, kept out of the i18n subpath: it brings js-sha256, which the first page does not need.
// eslint-disable-next-line no-restricted-imports
import { translateMessage } from '../i18n/translate-message';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** Email and password, both required; any failed sign-in shows 'Invalid credentials' on the email field. */
export function SignInForm({ api, onSignedIn }: { api: ApiClient; onSignedIn: () => void }) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const { register, handleSubmit, setError, formState } = useForm<LoginInput>({
    resolver: valibotResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      await api.login(email, password);
      onSignedIn();
    } catch {
      setError('email', { message: t`Invalid credentials` }, { shouldFocus: true });
    }
  });

  const message = (error?: { message?: string }) =>
    error?.message ? translateMessage(i18n, error.message) : undefined;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <Field label={t`Email`} validationMessage={message(errors.email)} required>
        <Input type="email" autoComplete="username" {...register('email')} />
      </Field>
      <Field label={t`Password`} validationMessage={message(errors.password)} required>
        <Input type="password" autoComplete="current-password" {...register('password')} />
      </Field>
      <Button appearance="primary" type="submit" disabled={isSubmitting}>
        {t`Sign in`}
      </Button>
    </form>
  );
}
