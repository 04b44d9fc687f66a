import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { formatNutrient, unitSymbol } from '@nutrilog/shared/format';
import { NUTRIENTS, type Nutrients } from '@nutrilog/shared/nutrients';
import { NUTRIENT_LABELS } from '@nutrilog/shared/ui';
import { dayAfterNutrients } from './preview';
import { useDailyConsumption } from './useDailyConsumption';

const useStyles = makeStyles({
  rowHeader: { fontWeight: tokens.fontWeightSemibold },
});

export interface NutrientPreviewProps {
  /** The log as it is being entered. */
  thisLog: Nutrients;
  /** The chosen local date (`YYYY-MM-DD`), whose other logs make up the day. */
  date: string;
  /** The log being edited, which the day already counts. */
  editedUuid?: string | null;
}

/**
 * The eleven nutrients of this log and of its day with it (docs/product.md#logging-intake), updated as the user types.
 */
export function NutrientPreview({ thisLog, date, editedUuid = null }: NutrientPreviewProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const day = useDailyConsumption(date);
  const entries = day.data?.member;
  const dayAfter = entries ? dayAfterNutrients(entries, thisLog, editedUuid) : null;
  const show = (key: keyof Nutrients, value: number, unit: string) =>
    `${formatNutrient(key, value, i18n.locale)} ${unit}`;
  return (
    <Table aria-label={t`Nutrients`} size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t`Nutrient`}</TableHeaderCell>
          <TableHeaderCell>{t`This log`}</TableHeaderCell>
          <TableHeaderCell>{t`Day after this log`}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {NUTRIENTS.map(({ key, unit }) => (
          <TableRow key={key}>
            <TableCell role="rowheader" className={styles.rowHeader}>
              {i18n._(NUTRIENT_LABELS[key])}
            </TableCell>
            <TableCell>{show(key, thisLog[key], unitSymbol(unit))}</TableCell>
            {/* Unknown until the day's logs are in (or when they could not be loaded). */}
            <TableCell>{dayAfter ? show(key, dayAfter[key], unitSymbol(unit)) : '–'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
