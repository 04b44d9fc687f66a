import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Field,
  makeStyles,
  SearchBox,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular, DatabaseSearchRegular } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { formatQuantity, unitSymbol } from '@nutrilog/shared/format';
import {
  FOOD_PICKER_PAGE_SIZE,
  FoodLabel,
  foodSearchKey,
  isDatabaseFood,
  useFoodAccessibleName,
  useFoodDetails,
  useProductFromFood,
} from '@nutrilog/shared/forms';
import type { Food, FoodCollection } from '@nutrilog/shared/schemas';
import { useDebouncedValue } from '@nutrilog/shared/ui';
import { NutrientTable } from '../../components/NutrientTable';
import { SEARCH_DEBOUNCE_MS } from './useProductSearch';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  results: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  result: {
    width: '100%',
    justifyContent: 'flex-start',
    textAlign: 'start',
    paddingBlock: tokens.spacingVerticalS,
    fontWeight: tokens.fontWeightRegular,
  },
  quiet: { margin: 0, color: tokens.colorNeutralForeground3 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  back: { alignSelf: 'flex-start', paddingInlineStart: 0, minWidth: 'auto' },
  portions: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  actions: { flexWrap: 'wrap' },
});

/**
 * "Add from food database": search the reference foods and Open Food Facts, see a food's nutrients and portions,
 * and make it a product ("Add": its page) or make it a product and log it ("Add and log": the intake form with it).
 */
export function FoodDatabaseDialog() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  // Each opening starts with an empty search.
  const [opening, setOpening] = useState(0);
  return (
    <Dialog
      open={open}
      onOpenChange={(_, data) => {
        if (data.open) setOpening((count) => count + 1);
        setOpen(data.open);
      }}
    >
      <DialogTrigger disableButtonEnhancement>
        <Button icon={<DatabaseSearchRegular />}>{t`Add from food database`}</Button>
      </DialogTrigger>
      <DialogSurface>
        <FoodDatabaseSearch key={opening} />
      </DialogSurface>
    </Dialog>
  );
}

function FoodDatabaseSearch() {
  const styles = useStyles();
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Food | null>(null);
  const foodName = useFoodAccessibleName();
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const result = useSWR<FoodCollection>(term ? foodSearchKey(term, FOOD_PICKER_PAGE_SIZE) : null, {
    keepPreviousData: true,
  });
  const foods = term ? (result.data?.member ?? []).filter(isDatabaseFood) : [];

  return (
    <DialogBody>
      <DialogTitle>{t`Add from food database`}</DialogTitle>
      {chosen ? (
        <FoodDetails food={chosen} onBack={() => setChosen(null)} />
      ) : (
        <>
          <DialogContent className={styles.content}>
            <Field label={t`Search the food database`}>
              <SearchBox value={text} onChange={(_, data) => setText(data.value)} />
            </Field>
            {term === '' ? null : result.error ? (
              <p role="alert" className={styles.quiet}>{t`The food database could not be searched.`}</p>
            ) : result.data === undefined ? (
              <Spinner size="small" label={t`Searching…`} />
            ) : foods.length === 0 ? (
              <p className={styles.quiet}>{t`No results found.`}</p>
            ) : (
              <ul className={styles.results} aria-label={t`Results`}>
                {foods.map((food) => (
                  <li key={food['@id']}>
                    <Button
                      appearance="subtle"
                      className={styles.result}
                      aria-label={foodName(food)}
                      onClick={() => setChosen(food)}
                    >
                      <FoodLabel food={food} />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {term !== '' && result.data?.partial ? (
              <p className={styles.quiet}>{t`Online results are unavailable right now.`}</p>
            ) : null}
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="secondary">{t`Close`}</Button>
            </DialogTrigger>
          </DialogActions>
        </>
      )}
    </DialogBody>
  );
}

/** A chosen food: its details, portions (short, so first) and nutrients, and the buttons that make it a product. */
function FoodDetails({ food, onBack }: { food: Food; onBack: () => void }) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const details = useFoodDetails();
  const productFromFood = useProductFromFood();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'add' | 'log' | null>(null);
  const unit = unitSymbol(food.unit);
  const per = formatQuantity(food.nutrientsPer, i18n.locale);
  const perAmount = t`Per ${per} ${unit}`;

  const add = async (andLog: boolean) => {
    setBusy(andLog ? 'log' : 'add');
    const product = await productFromFood(food);
    if (!product) {
      setBusy(null);
      return;
    }
    navigate(andLog ? `/create-intake-log?product=${product.uuid}` : `/products/${product.uuid}`);
  };

  return (
    <>
      <DialogContent className={styles.content}>
        <Button
          appearance="transparent"
          icon={<ArrowLeftRegular />}
          className={styles.back}
          onClick={onBack}
          disabled={busy !== null}
        >
          {t`Back to results`}
        </Button>
        <h3 className={styles.heading}>{food.name}</h3>
        <p className={styles.quiet}>{details(food).join(' · ')}</p>
        {food.product ? <p className={styles.quiet}>{t`Already in your products.`}</p> : null}
        <h4 className={styles.heading}>{t`Portions`}</h4>
        {food.portions.length > 0 ? (
          <ul className={styles.portions} aria-label={t`Portions`}>
            {food.portions.map((portion, index) => (
              <li
                key={`${index}:${portion.name}`}
              >{`${portion.name} (${formatQuantity(portion.amount, i18n.locale)} ${unit})`}</li>
            ))}
          </ul>
        ) : (
          <p className={styles.quiet}>{t`No portions`}</p>
        )}
        <h4 className={styles.heading}>{perAmount}</h4>
        <NutrientTable nutrients={food.nutrients} label={perAmount} />
      </DialogContent>
      <DialogActions className={styles.actions}>
        <DialogTrigger disableButtonEnhancement>
          <Button appearance="secondary" disabled={busy !== null}>{t`Cancel`}</Button>
        </DialogTrigger>
        <Button
          onClick={() => void add(false)}
          disabled={busy !== null}
          icon={busy === 'add' ? <Spinner size="tiny" /> : undefined}
        >
          {t`Add`}
        </Button>
        <Button
          appearance="primary"
          onClick={() => void add(true)}
          disabled={busy !== null}
          icon={busy === 'log' ? <Spinner size="tiny" /> : undefined}
        >
          {t`Add and log`}
        </Button>
      </DialogActions>
    </>
  );
}
