import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { activateLocale } from '@nutrilog/shared/test';
import { LocaleContextProvider } from './LocaleContextProvider';

let renders = 0;
function Greeting() {
  renders += 1;
  const { _ } = useLingui();
  return <p>{_('test.greeting')}</p>;
}

beforeEach(() => {
  renders = 0;
  activateLocale('en-GB');
  i18n.load({ 'en-GB': { 'test.greeting': 'Hello' }, 'nl-NL': { 'test.greeting': 'Hallo' } });
});

describe('LocaleContextProvider', () => {
  it('renders translated components again when the locale changes', () => {
    render(
      <LocaleContextProvider>
        <Greeting />
      </LocaleContextProvider>,
    );
    expect(screen.getByText('Hello')).toBeInTheDocument();

    act(() => i18n.activate('nl-NL'));

    expect(screen.getByText('Hallo')).toBeInTheDocument();
  });

  it('does not render them again when another package loads its messages of the same locale', () => {
    render(
      <LocaleContextProvider>
        <Greeting />
      </LocaleContextProvider>,
    );
    const rendersBefore = renders;

    act(() => i18n.load('en-GB', { 'test.remote-only': 'A remote’s message' }));

    expect(renders).toBe(rendersBefore);
    expect(screen.getByText('Hello')).toBeInTheDocument();
  });
});
