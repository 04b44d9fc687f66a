import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { formatNutrient, unitSymbol } from '@nutrilog/shared/format';
import { NUTRIENTS, type Nutrients } from '@nutrilog/shared/nutrients';
import { NUTRIENT_LABELS } from '@nutrilog/shared/ui';

/** The eleven nutrients, rounded for display (docs/product.md#numbers-and-limits), as a labelled two-column table. */
export function NutrientTable({ nutrients, label }: { nutrients: Nutrients; label: string }) {
  const { t, i18n } = useLingui();
  return (
    <Table aria-label={label} size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t`Nutrient`}</TableHeaderCell>
          <TableHeaderCell>{t`Amount`}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {NUTRIENTS.map((nutrient) => (
          <TableRow key={nutrient.key}>
            <TableCell>{i18n._(NUTRIENT_LABELS[nutrient.key])}</TableCell>
            <TableCell>
              {`${formatNutrient(nutrient.key, nutrients[nutrient.key], i18n.locale)} ` +
                `${unitSymbol(nutrient.unit)}`}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
