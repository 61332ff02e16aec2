import { Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import facts from '../shell/Facts.module.css';
import classes from './StaffList.module.css';

export interface StaffRow {
  key: string;
  title: string;
  /** One line under the title: who, how many, when. */
  meta: string;
  /** A word at the end: 已使用, a role… */
  aside?: ReactNode;
}

interface StaffListProps {
  label: string;
  rows: StaffRow[];
  selected: string | null;
  onSelect: (key: string) => void;
  /** The list's end: 加载更多, or 没有更多了. */
  footer?: ReactNode;
}

/** A console list whose rows open their detail; the open one is marked. */
export function StaffList({ label, rows, selected, onSelect, footer }: StaffListProps) {
  return (
    <>
      <ul className={classes.list} aria-label={label}>
        {rows.map((row) => (
          <li key={row.key}>
            <button
              type="button"
              className={classes.row}
              aria-current={row.key === selected ? 'true' : undefined}
              onClick={() => onSelect(row.key)}
            >
              <Text fw={600} lineClamp={1}>
                {row.title}
              </Text>
              <Text size="sm" c="dimmed">
                {row.meta}
              </Text>
              {row.aside}
            </button>
          </li>
        ))}
      </ul>
      {footer}
    </>
  );
}

/** A detail's facts as a two-column list. */
export function Facts({ items }: { items: [term: string, value: ReactNode][] }) {
  return (
    <dl className={facts.facts}>
      {items.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
