import { BOOK_ORDERS, type BookOrderBy } from '../../domain/book';
import classes from './SortControl.module.css';

const LABEL: Record<BookOrderBy, string> = { hot: '最热', new: '最新', rating: '好评', price: '价格' };

interface SortControlProps {
  value: BookOrderBy;
  onChange: (value: BookOrderBy) => void;
}

/**
 * The library's order as one row of radio buttons styled as segments. Plain inputs and CSS rather than Mantine's
 * SegmentedControl, whose sliding indicator measures the layout when it mounts and whenever the page resizes.
 */
export function SortControl({ value, onChange }: SortControlProps) {
  return (
    <div className={classes.root} role="radiogroup" aria-label="排序">
      {BOOK_ORDERS.map((order) => (
        <label key={order} className={classes.option}>
          <input
            className={classes.input}
            type="radio"
            name="library-order"
            value={order}
            checked={order === value}
            onChange={() => onChange(order)}
          />
          {LABEL[order]}
        </label>
      ))}
    </div>
  );
}
