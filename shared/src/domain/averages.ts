/** The periods the statistics averages come in. */
export const AVERAGE_PERIODS = ['week', 'month'] as const;
export type AveragePeriod = (typeof AVERAGE_PERIODS)[number];
