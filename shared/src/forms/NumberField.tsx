import { Input, type InputProps } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { parseDecimal } from '@nutrilog/shared/format';

/** How a number is shown in an input: the locale's decimal separator, no grouping, 0 as an empty field. */
export function formatInputNumber(value: number | null | undefined, locale: string): string {
  if (value === null || value === undefined || value === 0 || Number.isNaN(value)) return '';
  return new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 6 }).format(value);
}

export interface NumberFieldProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> {
  value: number | null | undefined;
  /** The parsed number: 0 for an empty field, NaN for text that is not a number (the schema then says so). */
  onChange: (value: number) => void;
}

/**
 * A number input (docs/product.md#validation-rules): accepts a comma or a dot as decimal separator, shows the locale's
 * separator, and shows 0 as an empty field. The typed text is kept while the field has focus.
 */
export function NumberField({ value, onChange, onFocus, onBlur, ...props }: NumberFieldProps) {
  const { i18n } = useLingui();
  const focused = useRef(false);
  const [text, setText] = useState(() => formatInputNumber(value, i18n.locale));

  useEffect(() => {
    if (!focused.current) setText(formatInputNumber(value, i18n.locale));
  }, [value, i18n.locale]);

  return (
    <Input
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onFocus={(event) => {
        focused.current = true;
        onFocus?.(event);
      }}
      onChange={(_, data) => {
        setText(data.value);
        onChange(parseDecimal(data.value));
      }}
      onBlur={(event) => {
        focused.current = false;
        const parsed = parseDecimal(text);
        if (!Number.isNaN(parsed)) setText(formatInputNumber(parsed, i18n.locale));
        onBlur?.(event);
      }}
    />
  );
}
