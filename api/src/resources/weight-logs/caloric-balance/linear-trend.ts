/** A measurement at a time: `day` in (fractional) days on any fixed origin. */
export interface TrendPoint {
  day: number;
  value: number;
}

/**
 * The slope (value per day) of the ordinary least-squares line through the points, or null when it is not
 * defined (fewer than two distinct days). Centred sums keep it exact for timestamps far from the origin.
 */
export function leastSquaresSlope(points: readonly TrendPoint[]): number | null {
  if (points.length < 2) return null;
  const meanDay = points.reduce((sum, point) => sum + point.day, 0) / points.length;
  const meanValue = points.reduce((sum, point) => sum + point.value, 0) / points.length;
  let covariance = 0;
  let variance = 0;
  for (const point of points) {
    covariance += (point.day - meanDay) * (point.value - meanValue);
    variance += (point.day - meanDay) ** 2;
  }
  return variance === 0 ? null : covariance / variance;
}
