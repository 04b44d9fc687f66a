import type { ColumnType, Generated, Kysely } from 'kysely';
import type { NutrientColumn } from './nutrients';

/** A timestamptz column: read as Date, written as Date or ISO string, defaulted by the database. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  uuid: Generated<string>;
  /** Always stored lower-cased (see normalizeEmail); unique. */
  email: string;
  password_hash: string;
  preferred_locale: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Counts the user's writes (bigint, read as text): processes sharing the database compare it with what they keep. */
  data_version: Generated<string>;
}

export interface AccessTokensTable {
  /** sha256 (hex) of the token; the token itself is never stored. */
  token_hash: string;
  user_uuid: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  created_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Updated at most once a minute per token; a token unused for TOKEN_IDLE_HOURS is refused. */
  last_used_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Failed sign-ins per key ('email:…' or 'ip:…') in a fixed window that starts at the key's first failure. */
export interface LoginFailuresTable {
  key: string;
  failures: number;
  window_ends_at: ColumnType<Date, Date | string, Date | string>;
}

/** A nullable column that inserts may leave out. */
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
/** A column with a database default. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** A timestamptz column the application always sets. */
type Instant = ColumnType<Date, Date | string, Date | string>;
/** A nullable timestamptz column, read as Date, written as Date or ISO string. */
type NullableInstant = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A `date` column, read as `YYYY-MM-DD` text (select it with `::text`; drivers differ on dates). */
type CalendarDate = Nullable<string>;

/** The eleven `double precision NOT NULL DEFAULT 0` nutrient columns (migrations/nutrient-columns.ts). */
type NutrientColumns = { [C in NutrientColumn]: Defaulted<number> };

/** Columns of every row a user owns. */
interface Owned {
  uuid: Generated<string>;
  user_uuid: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProductsTable extends Owned, NutrientColumns {
  name: string;
  unit: Defaulted<string>;
  nutrients_per: Defaulted<number>;
  favorite: Defaulted<boolean>;
  /** Digits only; a barcode lookup finds the user's own product by it first. */
  barcode: Nullable<string>;
  /**
   * The food of the food database it was made from (`reference:09040`, `openFoodFacts:<barcode>`); unique per user
   * among live products.
   */
  source_food: Nullable<string>;
  /** Soft delete: a deleted product disappears from the API but its intake logs keep referring to it. */
  deleted_at: NullableInstant;
}

export interface PortionsTable extends Owned {
  name: string;
  amount: number;
  /** Exactly one of product_uuid and recipe_uuid is set. */
  product_uuid: Nullable<string>;
  recipe_uuid: Nullable<string>;
}

export interface RecipesTable extends Owned {
  name: string;
  unit: Defaulted<string>;
  unit_size: Defaulted<number>;
  deleted_at: NullableInstant;
}

export interface RecipeItemsTable extends Owned {
  recipe_uuid: string;
  product_uuid: string;
  portion_uuid: Nullable<string>;
  amount: Defaulted<number>;
  quantity: Defaulted<number>;
}

export interface IntakeLogsTable extends Owned, NutrientColumns {
  type: string;
  date: Instant;
  description: Nullable<string>;
  amount: Defaulted<number>;
  quantity: Defaulted<number>;
  product_uuid: Nullable<string>;
  portion_uuid: Nullable<string>;
  recipe_uuid: Nullable<string>;
  recipe_portion_uuid: Nullable<string>;
}

export interface GoalsTable extends Owned {
  nutrient: string;
  goal_type: string;
  value: number;
  start_date: CalendarDate;
  end_date: CalendarDate;
}

export interface WeightLogsTable extends Owned {
  date: Instant;
  weight: number;
  body_fat_percentage: Nullable<number>;
  unit: Defaulted<string>;
}

export interface BarcodeLookupsTable {
  barcode: string;
  found: boolean;
  /** The mapped lookup result (name, isBeverage, servingSize, nutrients) when found. */
  result: ColumnType<unknown | null, string | null, string | null>;
  fetched_at: Timestamp;
}

/** Reference foods (migration 0004): global USDA SR data, not per user; replaced whole by each import. */
/** Open Food Facts text search answers (migration 0006): public data, shared by all users, keyed by terms and page. */
export interface FoodSearchesTable {
  key: string;
  /** The mapped page of foods and OFF's count (jsonb, parsed by the driver); validate before use. */
  result: ColumnType<unknown, string, string>;
  fetched_at: Timestamp;
}

export interface ReferenceFoodsTable extends NutrientColumns {
  /** SR's NDB_No: five digits, e.g. '09040'. */
  ndb_no: string;
  /** FOOD_DES long description, else ABBREV's short description made readable. */
  name: string;
  /** ABBREV's short description as SR gives it. */
  short_name: string;
  /** FOOD_DES food group code ('0900'); null for foods added after SR26. */
  food_group: string | null;
  is_raw: boolean;
  is_branded: boolean;
  /** Added to a match score: higher ranks first (see reference-foods/ranking.ts). */
  rank_bias: number;
}

export interface ReferenceFoodNamesTable {
  ndb_no: string;
  language: 'en' | 'nl';
  name: string;
  /** normalizeFoodName(name): the lookup key. */
  normalized: string;
}

export interface ReferenceFoodMeasuresTable {
  ndb_no: string;
  seq: number;
  amount: number;
  description: string;
  grams: number;
}

export interface ReferenceFoodImportsTable {
  /** Always true: the table holds at most one row, the current import. */
  singleton: Defaulted<boolean>;
  fingerprint: string;
  foods: number;
  names: number;
  measures: number;
  imported_at: Timestamp;
}

/** A user's Idempotency-Key and the first answer to it (migrations/0007-idempotency-keys.ts). */
export interface IdempotencyKeysTable {
  user_uuid: string;
  key: string;
  fingerprint: string;
  /** null while the first request with the key runs. */
  status: Nullable<number>;
  content_type: Nullable<string>;
  body: Nullable<string>;
  created_at: Instant;
}

export interface Database {
  users: UsersTable;
  access_tokens: AccessTokensTable;
  login_failures: LoginFailuresTable;
  products: ProductsTable;
  portions: PortionsTable;
  recipes: RecipesTable;
  recipe_items: RecipeItemsTable;
  intake_logs: IntakeLogsTable;
  goals: GoalsTable;
  weight_logs: WeightLogsTable;
  barcode_lookups: BarcodeLookupsTable;
  food_searches: FoodSearchesTable;
  reference_foods: ReferenceFoodsTable;
  reference_food_names: ReferenceFoodNamesTable;
  reference_food_measures: ReferenceFoodMeasuresTable;
  reference_food_imports: ReferenceFoodImportsTable;
  idempotency_keys: IdempotencyKeysTable;
}

export type DB = Kysely<Database>;
