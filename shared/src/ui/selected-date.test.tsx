import { act, render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { localToday, selectDate, storedSelectedDate, useSelectedDate } from './selected-date';

function Shown({ label }: { label: string }) {
  const [date] = useSelectedDate();
  return <p aria-label={label}>{date}</p>;
}

describe('the shared selected date', () => {
  it('starts at today and is the same for every reader when one of them changes it', () => {
    render(
      <>
        <Shown label="dashboard" />
        <Shown label="statistics" />
      </>,
    );
    expect(screen.getByLabelText('dashboard')).toHaveTextContent(localToday());
    act(() => selectDate('2026-03-04'));
    expect(screen.getByLabelText('dashboard')).toHaveTextContent('2026-03-04');
    expect(screen.getByLabelText('statistics')).toHaveTextContent('2026-03-04');
    expect(JSON.parse(window.sessionStorage.getItem('nutrilog:selected-date') ?? '{}')).toEqual({
      date: '2026-03-04',
      madeOn: localToday(),
    });
  });

  it('refuses anything but a calendar date', () => {
    expect(() => selectDate('4 March')).toThrow('Not a calendar date');
  });

  it('forgets a choice made on an earlier day', () => {
    const yesterday = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
    window.sessionStorage.setItem('nutrilog:selected-date', JSON.stringify({ date: '2026-03-04', madeOn: yesterday }));
    expect(storedSelectedDate()).toBe(localToday());
    window.sessionStorage.setItem(
      'nutrilog:selected-date',
      JSON.stringify({ date: '2026-03-04', madeOn: localToday() }),
    );
    expect(storedSelectedDate()).toBe('2026-03-04');
  });
});
