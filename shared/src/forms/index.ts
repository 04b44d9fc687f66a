export * from './NumberField';
export * from './ControlledNumberField';
export * from './NutrientFields';
export * from './field-message';
export * from './ControlledTextField';
export * from './api-violations';
export * from './CatalogPicker';
export * from './TextFillDialog';
