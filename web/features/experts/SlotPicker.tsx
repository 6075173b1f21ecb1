import { useState } from 'react';
import type { Slot, SlotDay } from '../../../contracts/experts/experts';
import { cx } from '../../lib/cx';
import { formatDay, formatTime } from './expertsApi';

interface SlotPickerProps {
  days: SlotDay[];
  label: string;
  onPick: (slot: Slot) => void;
  selected?: string | null;
}

/** Days as tabs, then their open half-hours as buttons, on the member's own clock. */
export function SlotPicker({ days, label, onPick, selected }: SlotPickerProps) {
  const [dayIndex, setDayIndex] = useState(0);
  if (days.length === 0) return <p className="text-body-secondary small mb-0">No open times in the next 14 days.</p>;
  const day = days[Math.min(dayIndex, days.length - 1)]!;
  return (
    <div className="slot-picker">
      <div className="slot-picker__days" role="group" aria-label={`${label}: days`}>
        {days.map((item, index) => (
          <button
            key={item.date}
            type="button"
            className={cx('btn btn-sm', index === dayIndex ? 'btn-primary' : 'btn-outline-secondary')}
            aria-pressed={index === dayIndex}
            onClick={() => setDayIndex(index)}
          >
            {formatDay(item.date)}
            <span className="visually-hidden">, {item.slots.length} open times</span>
          </button>
        ))}
      </div>
      <div className="slot-picker__times" role="group" aria-label={`${label}: times on ${formatDay(day.date)}`}>
        {day.slots.map((slot) => (
          <button
            key={slot.starts_at}
            type="button"
            className={cx('btn btn-sm', selected === slot.starts_at ? 'btn-primary' : 'btn-outline-primary')}
            onClick={() => onPick(slot)}
          >
            {formatTime(slot.starts_at)}
          </button>
        ))}
      </div>
    </div>
  );
}
