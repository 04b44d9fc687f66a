// The dashboard is the first page; the forms (react-hook-form, valibot, pickers) load only when opened or preloaded.
export const loadCreateIntakeLogPage = () =>
  import('../features/intake-log-form/CreateIntakeLogPage').then((m) => ({ default: m.CreateIntakeLogPage }));
export const loadEditIntakeLogPage = () =>
  import('../features/intake-log-form/EditIntakeLogPage').then((m) => ({ default: m.EditIntakeLogPage }));
