import { ApiError } from '../api-client/errors';
import { showApiViolations } from './api-violations';

const unprocessable = (violations: { propertyPath: string; message: string }[]) =>
  new ApiError(422, { type: '/api/errors/422', title: 'Unprocessable Entity', status: 422, violations });

describe('showApiViolations', () => {
  it('puts each violation on its input, focusing the first, and says whether the form must add a message', () => {
    const setError = jest.fn();
    const explained = unprocessable([
      { propertyPath: 'name', message: 'Name is required.' },
      { propertyPath: 'portions[0].amount', message: 'Amount must be greater than 0.' },
    ]);
    expect(showApiViolations(explained, ['name', 'portions.0.amount'], setError)).toBe(false);
    expect(setError.mock.calls).toEqual([
      ['name', { type: 'server', message: 'Name is required.' }, { shouldFocus: true }],
      ['portions.0.amount', { type: 'server', message: 'Amount must be greater than 0.' }, { shouldFocus: false }],
    ]);
  });

  it('asks for a form message when a violation has no input, or the failure is not a 422', () => {
    const setError = jest.fn();
    expect(
      showApiViolations(
        unprocessable([{ propertyPath: 'product', message: 'Product does not exist.' }]),
        ['name'],
        setError,
      ),
    ).toBe(true);
    expect(showApiViolations(new ApiError(500, null), ['name'], setError)).toBe(true);
    expect(showApiViolations(new Error('offline'), ['name'], setError)).toBe(true);
    expect(setError).not.toHaveBeenCalled();
  });
});
